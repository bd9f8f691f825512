import type { Db } from '../../db/connection';
import { AppError } from '../../http/errors';
import * as repo from './contactJobs.repository';

/**
 * Runs a job's work. Bad input (an unreadable file, a filter that no longer applies) fails the job
 * at once with the error's code, for the app to translate; anything else goes on to the worker,
 * which retries it.
 */
export async function failOnBadInput(db: Db, jobId: string, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    await repo.failJob(db, jobId, error);
  }
}
