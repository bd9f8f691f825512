import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import {
  DKIM_SELECTOR, EMAIL_RECORD_PURPOSES, MAX_SENDING_DOMAINS,
  type EmailDnsRecord, type EmailRecordPurpose, type SendingDomain, type SendingDomainStatus,
} from '../../../../contract/email/domains';
import { checkCustomDomain, DOMAIN_PROBLEM_MESSAGES, INVALID_DOMAIN_MESSAGE, type DomainProblem } from '../../../../contract/landings';
import type { Config } from '../../config';
import type { Db } from '../../db/connection';
import type { AppDeps } from '../../deps';
import { AppError, notFound, type FieldIssue } from '../../http/errors';
import { ownHostnames } from '../landingDomains/customDomainHost';
import { sandboxResolver, systemResolver, type DnsResolver } from '../landingDomains/dnsResolver';
import { dnsMode } from '../landingDomains/landingDomains.service';
import { encryptPrivateKey, generateDkimKeyPair, type DkimKeyPair } from './dkimKeys';
import { checkEmailRecords, dkimHost, dmarcHost, returnPathHost, wantedEmailRecords } from './emailRecords';
import { addressDomain } from './emailDomains.lookup';
import { toEmailDnsRecords, toSendingDomain } from './emailDomains.presenter';
import * as repo from './emailDomains.repository';
import type { EmailLastCheck } from './emailDomains.tables';

/** Verification by real lookups or by the sandbox DNS: the same rule as landings' LANDINGS_DNS, read from EMAIL_DNS. */
export function emailDnsMode(config: Pick<Config, 'EMAIL_DNS' | 'sandboxAllowed'>): 'real' | 'sandbox' {
  return dnsMode({ LANDINGS_DNS: config.EMAIL_DNS, sandboxAllowed: config.sandboxAllowed });
}

export function emailResolverFor(deps: AppDeps): DnsResolver {
  return emailDnsMode(deps.config) === 'sandbox' ? sandboxResolver(deps.db) : systemResolver();
}

type DomainWithRecords = SendingDomain & { records: EmailDnsRecord[] };

const isSandbox = (deps: AppDeps) => emailDnsMode(deps.config) === 'sandbox';
const present = (deps: AppDeps, row: repo.EmailDomainView): SendingDomain => toSendingDomain(row, isSandbox(deps));
const presentWithRecords = (deps: AppDeps, row: repo.EmailDomainView): DomainWithRecords => ({ ...present(deps, row), records: toEmailDnsRecords(row, deps.config) });

async function mustFind(deps: AppDeps, companyId: string, domainId: string): Promise<repo.EmailDomainView> {
  const row = await repo.findDomain(deps.db, companyId, domainId);
  if (!row) throw notFound('Domain');
  return row;
}

export const SENDING_DOMAIN_EXISTS_MESSAGE = 'This domain has already been added to the company';
export const TOO_MANY_SENDING_DOMAINS_MESSAGE = `A company has at most ${MAX_SENDING_DOMAINS} sending domains`;
/** Landings' words for every problem but one: the landings hint ("use the subdomain setting") does not apply to mail. */
const PROBLEM_MESSAGES: Record<DomainProblem, string> = { ...DOMAIN_PROBLEM_MESSAGES, our_domain: 'This domain belongs to the product and cannot send on behalf of a company' };

const within = (name: string, zone: string) => name === zone || name.endsWith(`.${zone}`);

/** The domains of the product's own addresses (MAIL_FROM may be `Name <address>`). */
function ownMailDomains(config: Pick<Config, 'MAIL_FROM' | 'SUPPORT_EMAIL'>): string[] {
  return [config.MAIL_FROM, config.SUPPORT_EMAIL].flatMap((value) => {
    const domain = addressDomain(/<([^>]+)>/.exec(value)?.[1] ?? value);
    return domain ? [domain] : [];
  });
}

/**
 * A public host name that is none of the product's: its app hosts, the landings zone, the domains
 * it sends its own mail from, and anything below them (the SPF include host among them).
 */
function checkSendingName(config: Config, input: string): string {
  const own = ownHostnames(config);
  const checked = checkCustomDomain(input, { appHostnames: own, landingsDomain: config.LANDINGS_DOMAIN });
  const problem = !checked.ok ? checked.problem
    : [...own, ...ownMailDomains(config)].some((host) => within(checked.domain, host)) ? 'our_domain' : null;
  if (problem || !checked.ok) {
    const issue: FieldIssue = { path: 'body.name', message: PROBLEM_MESSAGES[problem ?? 'empty'], code: `domain_${problem}` };
    throw new AppError(400, 'invalid_domain', INVALID_DOMAIN_MESSAGE, [issue]);
  }
  return checked.domain;
}

/** Stores a new pending domain with its key pair (the private half encrypted, bound to the new id); answers the id. */
export async function insertWithKeys(db: Db, config: Config, values: { companyId: string; name: string; createdBy: string | null }, keys?: DkimKeyPair): Promise<string> {
  const pair = keys ?? await generateDkimKeyPair();
  const id = randomUUID();
  await repo.insertDomain(db, {
    id, ...values, dkimSelector: DKIM_SELECTOR, dkimPublicKey: pair.publicKey, dkimPrivateKeyEncrypted: encryptPrivateKey(config, id, pair.privateKeyPem),
  });
  return id;
}

const domainTaken = () => new AppError(409, 'domain_exists', SENDING_DOMAIN_EXISTS_MESSAGE);

/**
 * Adds a pending domain with a new DKIM key pair and answers the records to publish. Refusals, in
 * this order and each before anything is written: the name (400 invalid_domain, reason on
 * body.name), already added to this company (409 domain_exists), the company at its limit (400
 * too_many_domains). The count and the insert run under a per-company lock, so two adds at once
 * cannot pass the limit together.
 */
export async function addDomain(deps: AppDeps, userId: string, companyId: string, input: string): Promise<DomainWithRecords> {
  const name = checkSendingName(deps.config, input);
  if (await repo.findDomainByName(deps.db, companyId, name)) throw domainTaken();
  // Generated outside the transaction: it takes tens of milliseconds of CPU, no lock needs to wait for it.
  const keys = await generateDkimKeyPair();
  let id: string;
  try {
    id = await deps.db.transaction().execute(async (tx) => {
      await sql`SELECT pg_advisory_xact_lock(hashtext(${`email-domains:${companyId}`}))`.execute(tx);
      if ((await repo.countCompanyDomains(tx, companyId)) >= MAX_SENDING_DOMAINS) {
        throw new AppError(400, 'too_many_domains', TOO_MANY_SENDING_DOMAINS_MESSAGE, { limit: MAX_SENDING_DOMAINS });
      }
      return insertWithKeys(tx, deps.config, { companyId, name, createdBy: userId }, keys);
    });
  } catch (error) {
    // Added by another request between the check and the write: the unique index decides.
    if ((error as { code?: string }).code === '23505') throw domainTaken();
    throw error;
  }
  return presentWithRecords(deps, await mustFind(deps, companyId, id));
}

/**
 * Status after a check that got an answer. Verified needs SPF and DKIM right. A verified domain
 * whose records disappear or change loses it at once (the sender then refuses it): mail signed
 * with a key receivers cannot find fails DKIM and DMARC, and mail from servers the domain's SPF no
 * longer names looks spoofed, so sending on would only hurt the domain's reputation. Not verified
 * is `failed` when a required record is there but wrong (the user must fix what is published)
 * and `pending` when they are only missing (not published yet, or still propagating).
 */
function statusAfter(check: EmailLastCheck, verified: boolean): SendingDomainStatus {
  if (verified) return 'verified';
  return check.spf.state === 'wrong' || check.dkim.state === 'wrong' ? 'failed' : 'pending';
}

export type VerificationAnswer = {
  message: string;
  data: { dkim: boolean; spf: boolean; dmarc: boolean; rp_cname: boolean };
  domain: SendingDomain;
  records: EmailDnsRecord[];
};

/** Looks the records up now and stores what each is; a DNS that does not answer in time changes no state (checkError timeout). */
export async function verify(deps: AppDeps, companyId: string, domainId: string, resolver: DnsResolver = emailResolverFor(deps)): Promise<VerificationAnswer> {
  const row = await mustFind(deps, companyId, domainId);
  const result = await checkEmailRecords(resolver, deps.config, row);
  if (result.kind === 'timeout') {
    await repo.saveCheck(deps.db, row.id, { checkError: 'timeout' });
  } else {
    const status = statusAfter(result.check, result.verified);
    await repo.saveCheck(deps.db, row.id, {
      status, lastCheck: result.check, checkError: null,
      verifiedAt: status === 'verified' ? (row.status === 'verified' ? row.verifiedAt : new Date()) : null,
    });
  }
  const after = await mustFind(deps, companyId, domainId);
  const domain = present(deps, after);
  const message = result.kind === 'timeout' ? 'The DNS did not answer in time; the records were not checked'
    : domain.is_verified ? 'The domain is verified' : 'The domain is not verified yet: publish the records shown';
  return { message, data: { dkim: domain.dkim, spf: domain.spf, dmarc: domain.dmarc, rp_cname: domain.returnPath }, domain, records: toEmailDnsRecords(after, deps.config) };
}

export async function allDomains(deps: AppDeps, companyId: string, query: { page: number; limit: number; verified?: boolean }): Promise<{ data: SendingDomain[]; total: number }> {
  const { rows, total } = await repo.pageCompanyDomains(deps.db, companyId, { verified: query.verified, offset: (query.page - 1) * query.limit, limit: query.limit });
  return { data: rows.map((row) => present(deps, row)), total };
}

export async function domainsByUser(deps: AppDeps, userId: string): Promise<{ data: SendingDomain[] }> {
  return { data: (await repo.listDomainsOfUser(deps.db, userId)).map((row) => present(deps, row)) };
}

export async function domainsByCompany(deps: AppDeps, companyId: string): Promise<{ data: SendingDomain[] }> {
  return { data: (await repo.listCompanyDomainsVerifiedFirst(deps.db, companyId)).map((row) => present(deps, row)) };
}

export async function getDomain(deps: AppDeps, companyId: string, domainId: string): Promise<DomainWithRecords> {
  return presentWithRecords(deps, await mustFind(deps, companyId, domainId));
}

export async function dnsRecords(deps: AppDeps, companyId: string, domainId: string): Promise<{ data: EmailDnsRecord[] }> {
  return { data: toEmailDnsRecords(await mustFind(deps, companyId, domainId), deps.config) };
}

/** Where each record lives in the sandbox DNS (at the domain itself only its SPF record is ours). */
function sandboxSlot(purpose: EmailRecordPurpose, row: repo.EmailDomainView): repo.SandboxSlot {
  switch (purpose) {
    case 'spf': return { name: row.name, type: 'TXT', onlySpf: true };
    case 'dkim': return { name: dkimHost(row.name, row.dkimSelector), type: 'TXT', onlySpf: false };
    case 'dmarc': return { name: dmarcHost(row.name), type: 'TXT', onlySpf: false };
    case 'return_path': return { name: returnPathHost(row.name), type: 'CNAME', onlySpf: false };
  }
}

/** Deletes the domain and its encrypted key. In the sandbox its records go too, unless another company has added the same name. */
export async function deleteDomain(deps: AppDeps, companyId: string, domainId: string): Promise<{ ok: true }> {
  const row = await mustFind(deps, companyId, domainId);
  if (!(await repo.deleteDomain(deps.db, companyId, domainId))) throw notFound('Domain');
  if (isSandbox(deps) && !(await deps.db.selectFrom('emailDomains').select('id').where('name', '=', row.name).executeTakeFirst())) {
    await repo.setSandboxSlots(deps.db, EMAIL_RECORD_PURPOSES.map((p) => ({ slot: sandboxSlot(p, row), value: null })));
  }
  return { ok: true };
}

/**
 * The sandbox DNS switch: publishes the domain's records exactly as asked (all, or the purposes
 * given), or removes them, so the next check finds them or not. 404 unless EMAIL_DNS is the sandbox.
 */
export async function setSandboxRecords(deps: AppDeps, companyId: string, domainId: string, input: { published: boolean; purposes?: EmailRecordPurpose[] }): Promise<{ ok: true }> {
  if (!isSandbox(deps)) throw notFound('Route');
  const row = await mustFind(deps, companyId, domainId);
  const wanted = new Set<EmailRecordPurpose>(input.purposes?.length ? input.purposes : EMAIL_RECORD_PURPOSES);
  const records = wantedEmailRecords(deps.config, row).filter((r) => wanted.has(r.purpose));
  await repo.setSandboxSlots(deps.db, records.map((r) => ({ slot: sandboxSlot(r.purpose, row), value: input.published ? r.value : null })));
  return { ok: true };
}
