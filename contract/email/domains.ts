import { z } from 'zod';
import { defineCall } from '../define';
import { id, okResponse } from '../common';

/**
 * Sending domains (SPEC §7 "Email": mailerSend/domains…, issue 14 §3). A company sends from
 * addresses of a domain it has verified: the records to publish are SPF (a TXT at the domain
 * including this product's sender), DKIM (a TXT at `<selector>._domainkey` with the public half
 * of a 2048-bit RSA key pair generated for the domain; the private half signs each message and
 * never leaves the server), DMARC (`_dmarc`, `p=none` to start) and a return-path CNAME for bounces
 * (reference email.md §C). Verification looks the records up in real DNS, or, in the sandbox
 * (EMAIL_DNS=sandbox), reads the sandbox DNS switch (sandboxEmailDns). SPF and DKIM verified make
 * the domain verified; DMARC and return-path are reported but advisory.
 * The company id rides in the path, query or body, so membership is checked wherever the domain id sits.
 */

const byBody = { in: 'body', key: 'companyId' } as const;
const byQuery = { in: 'query', key: 'companyId' } as const;
const byParams = { in: 'params', key: 'companyId' } as const;

export const MAX_SENDING_DOMAINS = 10;
export const DKIM_SELECTOR = 'crm1';
export const EMAIL_RECORD_PURPOSES = ['spf', 'dkim', 'dmarc', 'return_path'] as const;
export type EmailRecordPurpose = (typeof EMAIL_RECORD_PURPOSES)[number];
export const EMAIL_RECORD_STATES = ['ok', 'missing', 'wrong', 'unchecked'] as const;
export const SENDING_DOMAIN_STATUSES = ['pending', 'verified', 'failed'] as const;
export type SendingDomainStatus = (typeof SENDING_DOMAIN_STATUSES)[number];

/** Message when a send uses a From address whose domain is not verified (MailerSend #MS42207's sense). */
export const UNVERIFIED_SENDER_MESSAGE = 'The sender address domain must be verified before sending';
export const UNVERIFIED_SENDER_CODE = 'SENDER_DOMAIN_NOT_VERIFIED';

export const emailDnsRecord = z.object({
  purpose: z.enum(EMAIL_RECORD_PURPOSES),
  type: z.enum(['TXT', 'CNAME']),
  /** Full name the record is created at (`crm1._domainkey.example.com`). */
  hostname: z.string(),
  value: z.string(),
  /** Needed for the domain to be verified (SPF, DKIM) or advisory (DMARC, return path). */
  required: z.boolean(),
  state: z.enum(EMAIL_RECORD_STATES),
  /** What the lookup found when it was wrong (the current SPF record, say); null otherwise. */
  found: z.string().nullable(),
});
export type EmailDnsRecord = z.infer<typeof emailDnsRecord>;

export const sendingDomain = z.object({
  _id: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  /** Lower-case ASCII (xn-- form for an internationalised name). */
  name: z.string(),
  status: z.enum(SENDING_DOMAIN_STATUSES),
  /** MailerSend's flags, for clients of its API shape. */
  is_verified: z.boolean(),
  dkim: z.boolean(),
  spf: z.boolean(),
  dmarc: z.boolean(),
  returnPath: z.boolean(),
  lastCheckedAt: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  /** Verification reads the sandbox DNS switch instead of real DNS. */
  sandbox: z.boolean(),
  createdAt: z.string(),
});
export type SendingDomain = z.infer<typeof sendingDomain>;

export const sendingDomainName = z
  .string()
  .trim()
  .toLowerCase()
  .min(3, 'Enter a domain such as example.com')
  .max(253, 'A domain has at most 253 characters');

export const sendingDomainCalls = {
  addDomain: defineCall({
    method: 'POST', path: '/mailerSend/domains/addDomain', summary: 'Add a sending domain; answers it with the DNS records to publish',
    body: z.object({ companyId: id, name: sendingDomainName }),
    response: sendingDomain.extend({ records: z.array(emailDnsRecord) }),
    company: byBody, permission: 'email:manage',
  }),
  verificationStatus: defineCall({
    method: 'GET', path: '/mailerSend/domains/verificationStatus/:domainId', summary: "Look the domain's records up now and answer what each is",
    params: z.object({ domainId: id }), query: z.object({ companyId: id }),
    response: z.object({
      message: z.string(),
      data: z.object({ dkim: z.boolean(), spf: z.boolean(), dmarc: z.boolean(), rp_cname: z.boolean() }),
      domain: sendingDomain,
      records: z.array(emailDnsRecord),
    }),
    company: byQuery, permission: 'email:read',
  }),
  allDomains: defineCall({
    method: 'GET', path: '/mailerSend/domains/allDomains', summary: "The company's sending domains, paged (MailerSend's GET /domains: page, limit 10–100, verified)",
    query: z.object({
      companyId: id,
      page: z.coerce.number().int().min(1).default(1),
      limit: z.coerce.number().int().min(10).max(100).default(25),
      verified: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
    }),
    response: z.object({ data: z.array(sendingDomain), total: z.number() }),
    company: byQuery, permission: 'email:read',
  }),
  domainsByUser: defineCall({
    method: 'GET', path: '/mailerSend/domains/domainsByUser', summary: 'Sending domains of every company the caller belongs to',
    response: z.object({ data: z.array(sendingDomain) }),
  }),
  domainByCompany: defineCall({
    method: 'GET', path: '/mailerSend/domains/domainByCompany/:companyId', summary: "The company's sending domains, verified first (for sender pickers)",
    params: z.object({ companyId: id }), response: z.object({ data: z.array(sendingDomain) }),
    company: byParams, permission: 'email:read',
  }),
  getDomain: defineCall({
    method: 'GET', path: '/mailerSend/domains/domain/:domainId', summary: 'One sending domain',
    params: z.object({ domainId: id }), query: z.object({ companyId: id }),
    response: sendingDomain.extend({ records: z.array(emailDnsRecord) }),
    company: byQuery, permission: 'email:read',
  }),
  dnsRecords: defineCall({
    method: 'GET', path: '/mailerSend/domains/dnsRecords/:domainId', summary: 'The DNS records to publish for a sending domain, with what the last check found',
    params: z.object({ domainId: id }), query: z.object({ companyId: id }),
    response: z.object({ data: z.array(emailDnsRecord) }),
    company: byQuery, permission: 'email:read',
  }),
  deleteDomain: defineCall({
    method: 'DELETE', path: '/mailerSend/domains/deleteDomain', summary: 'Remove a sending domain (scheduled sends from it are cancelled)',
    body: z.object({ companyId: id, domainId: id }), response: okResponse,
    company: byBody, permission: 'email:manage',
  }),
  sandboxEmailDns: defineCall({
    method: 'PUT', path: '/mailerSend/domains/sandboxDns/:domainId', summary: "Sandbox only: publish (or remove) a sending domain's records in the sandbox DNS",
    params: z.object({ domainId: id }),
    body: z.object({ companyId: id, published: z.boolean(), purposes: z.array(z.enum(EMAIL_RECORD_PURPOSES)).optional() }),
    response: okResponse,
    company: byBody, permission: 'email:manage',
  }),
} as const;
