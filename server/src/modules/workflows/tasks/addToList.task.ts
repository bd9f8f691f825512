import type { Step } from '../../../../../contract/workflows';
import { findList } from '../../contactLists/contactLists.repository';
import { addContacts } from '../../contactLists/contactLists.service';
import { asTask, requireRunContact } from './taskSupport';
import { PermanentTaskError, type TaskHandler } from './types';

/** Adds the run's contact to the step's list (already in it: unchanged); a new member is a list_added event. */
export const addToListTask: TaskHandler<Extract<Step, { type: 'add_to_list' }>> = async (ctx) => {
  const { step, companyId } = ctx;
  const list = step.listId ? await findList(ctx.db, companyId, step.listId) : undefined;
  if (!list) throw new PermanentTaskError('The contact list no longer exists', 'list_deleted');
  const contact = await requireRunContact(ctx);
  const { affected } = await asTask(() => addContacts(ctx.db, companyId, list.id, [contact.id]));
  return { listId: list.id, listName: list.name, added: affected > 0 };
};
