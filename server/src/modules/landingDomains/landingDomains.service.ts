import { randomBytes } from 'node:crypto';
import type { CustomDomain } from '../../../../contract/landings';
import {
  checkCustomDomain, DOMAIN_EXISTS_MESSAGE, DOMAIN_PROBLEM_MESSAGES, INVALID_DOMAIN_MESSAGE, MAX_DOMAINS_PER_LANDING, TOO_MANY_DOMAINS_MESSAGE,
} from '../../../../contract/landings';
import type { Config } from '../../config';
import type { AppDeps } from '../../deps';
import { AppError, notFound, type FieldIssue } from '../../http/errors';
import { assertCustomDomainsAllowed } from '../billing/billing.limits';
import { parseLandingHost } from '../landings/landings.host';
import { companyOwner, findLanding } from '../landings/landings.repository';
import { customDomainLanding, forgetCustomDomain, ownHostnames } from './customDomainHost';
import { sandboxResolver, systemResolver, type DnsResolver } from './dnsResolver';
import { checkDomainRecords, cnameTarget, verificationHost, wantedRecords } from './domainRecords';
import * as repo from './landingDomains.repository';
import { toCustomDomain } from './landingDomains.presenter';

/** Verification by real lookups, or by the sandbox's DNS (default wherever sandboxes are allowed; never in production unless allowed). */
export function dnsMode(config: Pick<Config, 'LANDINGS_DNS' | 'sandboxAllowed'>): 'real' | 'sandbox' {
  const wanted = config.LANDINGS_DNS ?? (config.sandboxAllowed ? 'sandbox' : 'real');
  return wanted === 'sandbox' && config.sandboxAllowed ? 'sandbox' : 'real';
}

export function resolverFor(deps: AppDeps): DnsResolver {
  return dnsMode(deps.config) === 'sandbox' ? sandboxResolver(deps.db) : systemResolver();
}

const present = (deps: AppDeps, row: repo.DomainView): CustomDomain => toCustomDomain(row, deps.config, dnsMode(deps.config) === 'sandbox');

async function mustFind(deps: AppDeps, companyId: string, domainId: string): Promise<repo.DomainView> {
  const row = await repo.findDomain(deps.db, companyId, domainId);
  if (!row) throw notFound('Domain');
  return row;
}

const domainTaken = () => new AppError(409, 'domain_exists', DOMAIN_EXISTS_MESSAGE);

/**
 * Attaches a domain to a landing, pending until verified. Checked in this order, so that nothing
 * is learnt past a refusal: the landing is the company's (404), the plan allows third-party domains
 * (403 upgrade_plan, SPEC §8 UPGRADE_PLAN), the name is a public domain that is not the product's
 * (400 invalid_domain with the reason on body.domain), the landing has room (400), no landing has
 * it yet (409 domain_exists).
 */
export async function create(deps: AppDeps, userId: string, companyId: string, input: { landingId: string; domain: string }): Promise<CustomDomain> {
  const landing = await findLanding(deps.db, companyId, input.landingId);
  if (!landing) throw notFound('Landing');
  const ownerId = await companyOwner(deps.db, companyId);
  if (!ownerId) throw notFound('Company');
  await assertCustomDomainsAllowed(deps.db, ownerId);
  const checked = checkCustomDomain(input.domain, { appHostnames: [...ownHostnames(deps.config), cnameTarget(deps.config)], landingsDomain: deps.config.LANDINGS_DOMAIN });
  if (!checked.ok) {
    throw new AppError(400, 'invalid_domain', INVALID_DOMAIN_MESSAGE, [{ path: 'body.domain', message: DOMAIN_PROBLEM_MESSAGES[checked.problem], code: `domain_${checked.problem}` }] as FieldIssue[]);
  }
  if ((await repo.countLandingDomains(deps.db, landing.id)) >= MAX_DOMAINS_PER_LANDING) {
    throw new AppError(400, 'too_many_domains', TOO_MANY_DOMAINS_MESSAGE, { limit: MAX_DOMAINS_PER_LANDING });
  }
  if (await repo.findDomainHolder(deps.db, checked.domain)) throw domainTaken();
  let row: repo.DomainRow;
  try {
    row = await repo.insertDomain(deps.db, {
      landingId: landing.id, companyId, domain: checked.domain, verificationToken: randomBytes(18).toString('base64url'), createdBy: userId,
    });
  } catch (error) {
    // Taken between the check and the write: the unique index decides.
    if ((error as { code?: string }).code === '23505') throw domainTaken();
    throw error;
  }
  forgetCustomDomain(row.domain);
  return present(deps, await mustFind(deps, companyId, row.id));
}

export async function listForLanding(deps: AppDeps, companyId: string, landingId: string): Promise<{ data: CustomDomain[] }> {
  if (!(await findLanding(deps.db, companyId, landingId))) throw notFound('Landing');
  return { data: (await repo.listLandingDomains(deps.db, companyId, landingId)).map((row) => present(deps, row)) };
}

/** A pending domain read after this long since its last check is looked up again (the app polls while it waits). */
export const RECHECK_PENDING_AFTER_MS = 10_000;

/** The domain's records and state; a pending one is re-checked first when its last check is older than RECHECK_PENDING_AFTER_MS. */
export async function get(deps: AppDeps, companyId: string, domainId: string, resolver?: DnsResolver): Promise<CustomDomain> {
  const row = await mustFind(deps, companyId, domainId);
  const stale = !row.lastCheckedAt || Date.now() - row.lastCheckedAt.getTime() > RECHECK_PENDING_AFTER_MS;
  if (row.status === 'pending' && stale) return verify(deps, companyId, domainId, resolver);
  return present(deps, row);
}

/**
 * Looks the records up now. Both right: verified (from now on the domain serves the landing).
 * Either wrong or missing: pending (a verified domain whose records were removed stops serving).
 * No answer in time: the state stays as it was, with checkError timeout.
 */
export async function verify(deps: AppDeps, companyId: string, domainId: string, resolver: DnsResolver = resolverFor(deps)): Promise<CustomDomain> {
  const row = await mustFind(deps, companyId, domainId);
  const result = await checkDomainRecords(resolver, deps.config, row.domain, row.verificationToken);
  if (result.kind === 'timeout') {
    await repo.saveCheck(deps.db, row.id, { checkError: 'timeout' });
  } else {
    const status = result.verified ? 'verified' : 'pending';
    await repo.saveCheck(deps.db, row.id, {
      status, lastCheck: result.check, checkError: null,
      verifiedAt: result.verified ? (row.status === 'verified' ? row.verifiedAt : new Date()) : null,
    });
  }
  forgetCustomDomain(row.domain);
  return present(deps, await mustFind(deps, companyId, domainId));
}

export async function remove(deps: AppDeps, companyId: string, landingId: string, domainId: string): Promise<{ ok: true }> {
  const domain = await repo.deleteDomain(deps.db, companyId, landingId, domainId);
  if (!domain) throw notFound('Domain');
  forgetCustomDomain(domain);
  // The sandbox's records went with the domain: whoever adds it next starts from an empty zone.
  if (dnsMode(deps.config) === 'sandbox') await repo.setSandboxRecords(deps.db, [domain, verificationHost(domain)], []);
  return { ok: true };
}

/**
 * The sandbox's DNS switch: creates the domain's records in the sandbox DNS exactly as asked (an
 * apex ALIAS as the CNAME it stands for), or removes them. 404 unless verification uses the sandbox.
 */
export async function setSandboxRecords(deps: AppDeps, companyId: string, domainId: string, created: boolean): Promise<CustomDomain> {
  if (dnsMode(deps.config) !== 'sandbox') throw notFound('Route');
  const row = await mustFind(deps, companyId, domainId);
  const records = created
    ? wantedRecords(deps.config, row.domain, row.verificationToken).map((r) => ({ name: r.host, type: r.type === 'ALIAS' ? 'CNAME' as const : r.type, value: r.value }))
    : [];
  await repo.setSandboxRecords(deps.db, [row.domain, verificationHost(row.domain)], records);
  return present(deps, row);
}

/**
 * The reverse proxy's on-demand TLS question: may a certificate be obtained for this name? Yes
 * (200) only for a verified custom domain or a published landing's `{sub}.LANDINGS_DOMAIN`; any
 * other name, the app's own included (its certificate is configured, not on demand), is a 404.
 * Answers from the database and the host cache only: no DNS, fast, nothing about the landing.
 */
export async function tlsAsk(deps: AppDeps, domain: string): Promise<{ ok: true }> {
  const own = ownHostnames(deps.config);
  const sub = parseLandingHost(domain, deps.config.LANDINGS_DOMAIN, own[0]);
  const allowed = sub
    ? sub.kind === 'landing' && (await repo.isSubdomainPublished(deps.db, sub.subdomain))
    : Boolean(await customDomainLanding(deps.db, domain, own));
  if (!allowed) throw notFound('Domain');
  return { ok: true };
}
