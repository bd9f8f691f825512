import type { AppDeps } from '../../deps';
import type { DnsResolver } from '../landingDomains/dnsResolver';
import { findDomainsToRecheck } from './emailDomains.repository';
import { emailResolverFor, verify } from './emailDomains.service';

export const EMAIL_RECHECK_QUEUE = 'email-domains-recheck';
/** A domain not yet verified is looked up again every 10 minutes for a week after it was added (the app also checks on demand). */
const PENDING_AFTER_MS = 10 * 60_000;
/** A verified one every 6 hours: records removed at the DNS host make it pending again and the sender stops using it. */
const VERIFIED_AFTER_MS = 6 * 3_600_000;
/** Per run: each check is bounded by the resolver's timeout (4 s), so a run stays within a few minutes at worst. */
const BATCH = 30;

/** Checks the domains that are due, one after another (throttled: never a burst of lookups); a failure of one does not stop the rest. */
export async function recheckDueEmailDomains(deps: AppDeps, resolver: DnsResolver = emailResolverFor(deps), now = new Date()): Promise<number> {
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

/**
 * Registers the re-check worker and runs it every 5 minutes on whichever instance is free. The
 * queue's stately policy allows one run active and one waiting at a time across instances: a slow
 * run (DNS timeouts) is never overlapped by the next, and runs do not pile up behind it.
 */
export async function defineEmailDomainJobs(deps: AppDeps): Promise<void> {
  const jobs = deps.jobs;
  if (!jobs) return;
  // The queue is created with its policy before define() attaches the worker (createQueue keeps an existing queue as it is).
  await jobs.boss.start();
  await jobs.boss.createQueue(EMAIL_RECHECK_QUEUE, { name: EMAIL_RECHECK_QUEUE, policy: 'stately' });
  await jobs.define(EMAIL_RECHECK_QUEUE, async () => {
    await recheckDueEmailDomains(deps);
  });
  await jobs.boss.schedule(EMAIL_RECHECK_QUEUE, '*/5 * * * *');
}
