import {
  checkCustomDomain, DOMAIN_EXISTS_MESSAGE, DOMAIN_PROBLEM_MESSAGES, INVALID_DOMAIN_MESSAGE, isApexDomain, type CustomDomain, type RecordState,
} from '../../../../contract/landings';
import type { CallArgs } from '../../../dataProvider/createApiClient';
import { ApiError } from '../../../dataProvider/ApiError';
import { createFakeCrmApi } from '../../crm/stories/createFakeCrmApi';
import { sampleCrmData } from '../../crm/stories/crmFixtures';
import { LANDING_CLINIC } from '../projects/landingsFake';

type Handler = (args: CallArgs, body: Record<string, unknown>) => unknown;

/** SPEC §8's plan text, as billing.limits.ts answers it. */
const PLAN_MESSAGE = 'Your price plan is not allowed third party domains';
const TARGET = 'landings.localhost';

export type DomainsData = {
  domains: CustomDomain[];
  /** The plan allows third-party domains (freemium and trials do not). */
  planAllows: boolean;
  /** Domains other landings hold. */
  taken: string[];
  /** Domain ids whose records exist in the (sandbox) DNS: a check finds them. */
  recordsCreated: Set<string>;
  sandbox: boolean;
};

let sequence = 0;

/** A domain as the server presents it, its record states from `found` (null: not checked yet). */
export function fakeDomain(domain: string, options: { status?: CustomDomain['status']; found?: RecordState | null; published?: boolean; sandbox?: boolean } = {}): CustomDomain {
  const { status = 'pending', found = null, published = true, sandbox = true } = options;
  const state: RecordState = found ?? 'unchecked';
  const apex = isApexDomain(domain);
  sequence += 1;
  return {
    _id: `00000000-0000-4000-8020-${String(sequence).padStart(12, '0')}`, landingId: LANDING_CLINIC, domain, displayDomain: domain, apex, status,
    records: [
      { type: apex ? 'ALIAS' : 'CNAME', host: domain, value: TARGET, purpose: 'routing', state },
      { type: 'TXT', host: `_crm-verify.${domain}`, value: `crm-verify=tok${sequence}abcdefghijklmnopq`, purpose: 'verification', state },
    ],
    lastCheckedAt: found ? '2026-11-24T09:15:00.000Z' : null, checkError: null,
    verifiedAt: status === 'verified' ? '2026-11-24T09:15:00.000Z' : null,
    url: status === 'verified' && published ? `http://${domain}:3000/` : null, sandbox, createdAt: '2026-11-24T09:00:00.000Z',
  };
}

/** The clinic landing with one pending domain whose records are not created yet. */
export function sampleDomainsData(): DomainsData {
  return { domains: [fakeDomain('www.clinicasol.es', { found: 'missing' })], planAllows: true, taken: ['www.ocupado.com'], recordsCreated: new Set(), sandbox: true };
}

/**
 * A fake server for a landing's domain settings over `data`: the same checks and refusals as
 * landingDomains.service.ts (plan, name, taken), verification that finds the records once the
 * sandbox switch created them, and deletion.
 */
export function domainsServer(change?: (data: DomainsData) => void) {
  const data = sampleDomainsData();
  change?.(data);
  const find = (id: unknown) => {
    const found = data.domains.find((d) => d._id === id);
    if (!found) throw new ApiError('Domain not found', 404, { error_code: 'not_found', message: 'Domain not found' });
    return found;
  };
  const check = (d: CustomDomain) => {
    const created = data.recordsCreated.has(d._id);
    Object.assign(d, {
      status: created ? 'verified' : 'pending', lastCheckedAt: new Date().toISOString(), verifiedAt: created ? new Date().toISOString() : null,
      records: d.records.map((r) => ({ ...r, state: created ? 'ok' : 'missing' })), url: created ? `http://${d.domain}:3000/` : null,
    });
    return d;
  };
  const handlers: Record<string, Handler> = {
    'GET /landingDomains/:landingId': ({ params }) => ({ data: data.domains.filter((d) => d.landingId === params?.landingId) }),
    'GET /getDomainDNS/:id': ({ params }) => {
      const d = find(params?.id);
      return d.status === 'pending' ? check(d) : d;
    },
    'POST /createCustomDomain': (_, body) => {
      if (!data.planAllows) throw new ApiError(PLAN_MESSAGE, 403, { error_code: 'upgrade_plan', message: PLAN_MESSAGE, details: { plan: 'freemium' } });
      const checked = checkCustomDomain(String(body.domain));
      if (!checked.ok) {
        throw new ApiError(INVALID_DOMAIN_MESSAGE, 400, {
          error_code: 'invalid_domain', message: INVALID_DOMAIN_MESSAGE, details: [{ path: 'body.domain', message: DOMAIN_PROBLEM_MESSAGES[checked.problem], code: `domain_${checked.problem}` }],
        });
      }
      if (data.taken.includes(checked.domain) || data.domains.some((d) => d.domain === checked.domain)) {
        throw new ApiError(DOMAIN_EXISTS_MESSAGE, 409, { error_code: 'domain_exists', message: DOMAIN_EXISTS_MESSAGE });
      }
      const created = { ...fakeDomain(checked.domain, { sandbox: data.sandbox }), landingId: String(body.landingId) };
      data.domains.push(created);
      return created;
    },
    'POST /verifyCustomDomain': (_, body) => check(find(body.domainId)),
    'POST /landings/sandbox/dnsRecords': (_, body) => {
      const d = find(body.domainId);
      if (body.created) data.recordsCreated.add(d._id);
      else data.recordsCreated.delete(d._id);
      return d;
    },
    'POST /deleteCustomDomain': (_, body) => {
      find(body.domainId);
      data.domains = data.domains.filter((d) => d._id !== body.domainId);
      return { ok: true };
    },
  };
  return { server: createFakeCrmApi(sampleCrmData(), handlers), data };
}
