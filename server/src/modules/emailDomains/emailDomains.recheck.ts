import type { AppDeps } from '../../deps';
import { defineDomainRecheckJob, recheckDueDomains } from '../../jobs/recheckDueDomains';
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

/** Checks the sending domains that are due; answers how many were. */
export async function recheckDueEmailDomains(deps: AppDeps, resolver: DnsResolver = emailResolverFor(deps), now = new Date()): Promise<number> {
  return recheckDueDomains({
    queue: EMAIL_RECHECK_QUEUE,
    findDue: () => findDomainsToRecheck(deps.db, now, { pendingAfterMs: PENDING_AFTER_MS, verifiedAfterMs: VERIFIED_AFTER_MS, limit: BATCH }),
    checkOne: (domain) => verify(deps, domain.companyId, domain.id, resolver),
  });
}

/** Registers the re-check worker, run every 5 minutes (a stately queue: see defineDomainRecheckJob). */
export async function defineEmailDomainJobs(deps: AppDeps): Promise<void> {
  await defineDomainRecheckJob(deps, EMAIL_RECHECK_QUEUE, () => recheckDueEmailDomains(deps));
}
