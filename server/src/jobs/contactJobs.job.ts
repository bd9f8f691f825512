import type { AppDeps } from '../deps';
import { AppError } from '../http/errors';
import { EXPORT_QUEUE, IMPORT_QUEUE } from '../modules/contactJobs/contactJobs.service';
import { Interrupted, runImportJob } from '../modules/contactJobs/contactImport.service';
import { runExportJob } from '../modules/contactJobs/contactExport.service';
import { failJob, setState } from '../modules/contactJobs/contactJobs.repository';
import type { JobInfo } from './queue';

/**
 * Workers of contact imports and exports. Progress is in contact_jobs; here we only decide what
 * a failure means: an interruption (shutdown) or a passing error → back to queued and pg-boss
 * retries (the import resumes after its last committed batch); bad input or the last retry →
 * failed, with a message the user can read.
 */
export async function defineContactJobs(deps: AppDeps): Promise<void> {
  const jobs = deps.jobs;
  if (!jobs) return;
  const run = (work: (jobId: string, info: JobInfo) => Promise<void>) => async (data: { jobId: string }, info: JobInfo) => {
    try {
      await work(data.jobId, info);
    } catch (error) {
      if (error instanceof AppError) {
        await failJob(deps.db, data.jobId, error);
        return;
      }
      const last = !(error instanceof Interrupted) && info.retryCount >= info.retryLimit;
      const state = last
        ? setState(deps.db, data.jobId, 'failed', 'The job stopped because of a server error', 'server_error')
        : setState(deps.db, data.jobId, 'queued');
      await state.catch(() => {});
      throw error;
    }
  };
  // A person is watching the progress bar: pick the job up within half a second, not pg-boss's 2 s.
  const interactive = { pollingIntervalSeconds: 0.5 };
  await jobs.define<{ jobId: string }>(IMPORT_QUEUE, run((jobId, info) => runImportJob(deps.db, jobId, info.signal)), interactive);
  await jobs.define<{ jobId: string }>(EXPORT_QUEUE, run((jobId) => runExportJob(deps.db, deps.blobs, jobId)), interactive);
}
