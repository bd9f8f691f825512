import type { Step } from '../../../../../contract/workflows';
import { memberIds } from '../../contacts/contacts.repository';
import { assign } from '../../contacts/contacts.service';
import { asTask, requireRunContact } from './taskSupport';
import { PermanentTaskError, type TaskHandler } from './types';

/** Assigns the step's user to the run's contact; the user must still be a member of the company. */
export const assignCollaboratorTask: TaskHandler<Extract<Step, { type: 'assign_collaborator' }>> = async (ctx) => {
  const { step, companyId } = ctx;
  if (!step.userId || !(await memberIds(ctx.db, companyId, [step.userId])).length) {
    throw new PermanentTaskError('The collaborator is no longer a member of the company', 'not_a_member');
  }
  const contact = await requireRunContact(ctx);
  const { assigned } = await asTask(() => assign(ctx.db, companyId, { contactId: contact.id, collaboratorIds: [step.userId!] }));
  return { userId: step.userId, assigned: assigned > 0 };
};
