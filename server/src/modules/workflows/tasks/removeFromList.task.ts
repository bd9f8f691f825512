import type { Step } from '../../../../../contract/workflows';
import { findList } from '../../contactLists/contactLists.repository';
import { removeContacts } from '../../contactLists/contactLists.service';
import { asTask, requireRunContact } from './taskSupport';
import { PermanentTaskError, type TaskHandler } from './types';

/** Takes the run's contact out of the step's list (not in it: unchanged). */
export const removeFromListTask: TaskHandler<Extract<Step, { type: 'remove_from_list' }>> = async (ctx) => {
  const { step, companyId } = ctx;
  const list = step.listId ? await findList(ctx.db, companyId, step.listId) : undefined;
  if (!list) throw new PermanentTaskError('The contact list no longer exists', 'list_deleted');
  const contact = await requireRunContact(ctx);
  const { affected } = await asTask(() => removeContacts(ctx.db, companyId, list.id, [contact.id]));
  return { listId: list.id, listName: list.name, removed: affected > 0 };
};
