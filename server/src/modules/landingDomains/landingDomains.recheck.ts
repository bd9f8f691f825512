import type { AppDeps } from '../../deps';
import type { DnsResolver } from './dnsResolver';
import { findDomainsToRecheck } from './landingDomains.repository';
import { resolverFor, verify } from './landingDomains.service';

export const RECHECK_QUEUE = 'landing-domains-recheck';
/** A pending domain is looked up again every 5 minutes for a week (the app also checks while open). */
const PENDING_AFTER_MS = 5 * 60_000;
/** A verified one every 6 hours: records removed at the DNS host make it pending, and it stops serving. */
const VERIFIED_AFTER_MS = 6 * 3_600_000;
/** Per run: each check is bounded by the resolver's timeout, so a run stays short. */
const BATCH = 50;

/** Checks the domains that are due, one after another; a failure of one does not stop the rest. */
export async function recheckDueDomains(deps: AppDeps, resolver: DnsResolver = resolverFor(deps), now = new Date()): Promise<number> {
  const due = await findDomainsToRecheck(deps.db, now, { pendingAfterMs: PENDING_AFTER_MS, verifiedAfterMs: VERIFIED_AFTER_MS, limit: BATCH });
  for (const domain of due) {
    try {
      await verify(deps, domain.companyId, domain.id, resolver);
    } catch {
      // Deleted meanwhile, or the database busy: the next run tries again.
    }
  }
  return due.length;
}

/** Registers the re-check worker and runs it every 5 minutes on whichever instance is free. */
export async function defineLandingDomainJobs(deps: AppDeps): Promise<void> {
  const jobs = deps.jobs;
  if (!jobs) return;
  await jobs.define(RECHECK_QUEUE, async () => {
    await recheckDueDomains(deps);
  });
  // pg-boss schedules only existing queues; start() is idempotent, so the queue can exist now.
  await jobs.boss.start();
  await jobs.boss.createQueue(RECHECK_QUEUE);
  await jobs.boss.schedule(RECHECK_QUEUE, '*/5 * * * *');
}
