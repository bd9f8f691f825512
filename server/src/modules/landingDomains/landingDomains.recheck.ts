import type { AppDeps } from '../../deps';
import { defineDomainRecheckJob, recheckDueDomains as recheckEachDueDomain } from '../../jobs/recheckDueDomains';
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

/** Checks the landings' custom domains that are due; answers how many were. */
export async function recheckDueDomains(deps: AppDeps, resolver: DnsResolver = resolverFor(deps), now = new Date()): Promise<number> {
  return recheckEachDueDomain({
    queue: RECHECK_QUEUE,
    findDue: () => findDomainsToRecheck(deps.db, now, { pendingAfterMs: PENDING_AFTER_MS, verifiedAfterMs: VERIFIED_AFTER_MS, limit: BATCH }),
    checkOne: (domain) => verify(deps, domain.companyId, domain.id, resolver),
  });
}

/** Registers the re-check worker, run every 5 minutes (a stately queue: see defineDomainRecheckJob). */
export async function defineLandingDomainJobs(deps: AppDeps): Promise<void> {
  await defineDomainRecheckJob(deps, RECHECK_QUEUE, () => recheckDueDomains(deps));
}
