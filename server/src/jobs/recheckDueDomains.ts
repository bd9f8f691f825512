import type { AppDeps } from '../deps';
import { createQueueOnce } from './queue';

/** A domain whose DNS records are due to be looked up again: only its ids travel (never keys or records). */
export type DueDomain = { id: string; companyId: string };

/** What is logged when one domain's check fails: ids and the error's kind, never its data. */
export type RecheckFailure = { queue: string; domainId: string; companyId: string; error: string };

export type DueDomainRecheck<D extends DueDomain> = {
  /** The job queue that runs it, naming the area in the log. */
  queue: string;
  /** The domains due now, oldest check first, at most one run's batch. */
  findDue: () => Promise<D[]>;
  /** Looks one domain up and stores its new state. */
  checkOne: (domain: D) => Promise<unknown>;
  log?: (failure: RecheckFailure) => void;
};

/**
 * An error's kind without its message: a database error's message can quote row values and a DNS
 * error's the resolver's address, so only the class and code are kept ("ApiError:NOT_FOUND").
 */
export function errorKind(error: unknown): string {
  if (!(error instanceof Error)) return typeof error;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' || typeof code === 'number' ? `${error.name}:${code}` : error.name;
}

function warn(failure: RecheckFailure): void {
  console.warn(JSON.stringify({ level: 'warn', msg: 'domain recheck failed', ...failure }));
}

/**
 * Checks the due domains one after another (throttled: never a burst of lookups). A failure of one
 * (deleted meanwhile, the database busy, a lookup that threw) is logged and does not stop the rest:
 * its check time is left as it was, so the next run tries it again. Answers how many were due.
 */
export async function recheckDueDomains<D extends DueDomain>({ queue, findDue, checkOne, log = warn }: DueDomainRecheck<D>): Promise<number> {
  const due = await findDue();
  for (const domain of due) {
    try {
      await checkOne(domain);
    } catch (error) {
      log({ queue, domainId: domain.id, companyId: domain.companyId, error: errorKind(error) });
    }
  }
  return due.length;
}

/**
 * Registers a periodic recheck on whichever instance is free. The queue's stately policy allows one
 * run active and one waiting at a time across instances: a slow run (DNS timeouts) is never
 * overlapped by the next, and runs do not pile up behind it. A queue created earlier with another
 * policy is brought to this one (createQueue keeps an existing queue as it is).
 */
export async function defineDomainRecheckJob(deps: AppDeps, queue: string, run: () => Promise<unknown>, cron = '*/5 * * * *'): Promise<void> {
  const jobs = deps.jobs;
  if (!jobs) return;
  // The queue gets its policy before define() attaches the worker; pg-boss schedules only existing queues.
  await jobs.boss.start();
  await createQueueOnce(jobs.boss, queue, { name: queue, policy: 'stately' });
  if ((await jobs.boss.getQueue(queue))?.policy !== 'stately') await jobs.boss.updateQueue(queue, { name: queue, policy: 'stately' });
  await jobs.define(queue, async () => {
    await run();
  });
  await jobs.boss.schedule(queue, cron);
}
