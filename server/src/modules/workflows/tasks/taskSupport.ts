import { AppError } from '../../../http/errors';
import { findContact } from '../../contacts/contacts.repository';
import { PermanentTaskError, type TaskContext } from './types';

/** The run's contact; gone (deleted meanwhile) fails the step for good. */
export async function requireRunContact(ctx: TaskContext) {
  const contact = await findContact(ctx.db, ctx.companyId, ctx.run.contactId);
  if (!contact) throw new PermanentTaskError('The contact no longer exists', 'contact_deleted');
  return contact;
}

/**
 * Runs an area's service for a step: a refusal of the request itself (4xx: gone, invalid, not
 * allowed) cannot be fixed by trying again, so it fails the step for good with the area's own
 * message; anything else (database, network, 5xx) is left to the engine's retries.
 */
export async function asTask<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && error.statusCode >= 400 && error.statusCode < 500) throw new PermanentTaskError(error.message, error.code);
    throw error;
  }
}
