import { z } from 'zod';
import { defineCall } from '../define';
import { id, okResponse } from '../common';

/**
 * Custom domains of a landing (SPEC §7 "Landings and domains": createCustomDomain, getDomainDNS,
 * deleteCustomDomain). The company id rides in the body or query as in the other landing calls,
 * so membership is checked wherever the landing or domain id sits. A domain serves its landing
 * once its DNS records are verified (reference landings.md §3.1): a CNAME (or A / ALIAS records at
 * a zone apex) to this server, and a TXT record proving the user controls the zone.
 */

const byBody = { in: 'body', key: 'companyId' } as const;
const byQuery = { in: 'query', key: 'companyId' } as const;

/** Domains one landing may have (its apex and www, a campaign name or two). */
export const MAX_DOMAINS_PER_LANDING = 5;
/** The label before the domain where the verification token is published. */
export const VERIFICATION_LABEL = '_crm-verify';

export const DOMAIN_STATUSES = ['pending', 'verified'] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];

/** What the last lookup found for one record: there and right, absent, there but wrong, or not checked yet. */
export const RECORD_STATES = ['ok', 'missing', 'wrong', 'unchecked'] as const;
export type RecordState = (typeof RECORD_STATES)[number];

export const dnsRecord = z.object({
  /** ALIAS: an apex "CNAME" (ALIAS / ANAME / CNAME flattening, by whatever name the DNS host gives it). */
  type: z.enum(['CNAME', 'A', 'ALIAS', 'TXT']),
  /** The full name the record is created at. */
  host: z.string(),
  value: z.string(),
  purpose: z.enum(['routing', 'verification']),
  state: z.enum(RECORD_STATES),
});
export type DnsRecord = z.infer<typeof dnsRecord>;

export const customDomain = z.object({
  _id: z.string(),
  landingId: z.string(),
  /** As stored: lower-case ASCII (an internationalised name in its xn-- form). */
  domain: z.string(),
  /** As a person reads it (Unicode for an internationalised name). */
  displayDomain: z.string(),
  /** The domain is the zone's apex (example.com): A or ALIAS records instead of a CNAME. */
  apex: z.boolean(),
  status: z.enum(DOMAIN_STATUSES),
  records: z.array(dnsRecord),
  lastCheckedAt: z.string().nullable(),
  /** Why the last check could not conclude (the DNS did not answer in time); null otherwise. */
  checkError: z.enum(['timeout']).nullable(),
  verifiedAt: z.string().nullable(),
  /** Where visitors see the landing on this domain; null until it is verified and the landing is published. */
  url: z.string().nullable(),
  /** Verification reads the sandbox's own DNS (no real lookups): its records are created with sandboxDnsRecords. */
  sandbox: z.boolean(),
  createdAt: z.string(),
});
export type CustomDomain = z.infer<typeof customDomain>;

export const domainCalls = {
  createCustomDomain: defineCall({
    method: 'POST', path: '/createCustomDomain',
    summary: "Attaches a domain to a landing (pending until its DNS records are verified) and answers the records to create; 403 upgrade_plan \"Your price plan is not allowed third party domains\" on a plan without them, 400 invalid_domain with the reason, 409 domain_exists when another landing has it",
    // Any text up to a bound: checkCustomDomain says what is wrong with it.
    body: z.object({ companyId: id, landingId: id, domain: z.string().max(1000) }),
    company: byBody, permission: 'landings:write', response: customDomain,
  }),
  getLandingDomains: defineCall({
    method: 'GET', path: '/landingDomains/:landingId', summary: "A landing's custom domains with their DNS records and verification state",
    params: z.object({ landingId: id }), query: z.object({ companyId: id }),
    company: byQuery, permission: 'landings:read', response: z.object({ data: z.array(customDomain) }),
  }),
  getDomainDNS: defineCall({
    method: 'GET', path: '/getDomainDNS/:id', summary: 'The DNS records a custom domain needs (CNAME or apex records, and the TXT verification token), their state at the last check, and when that was; a pending domain not checked in the last 10 s is looked up again first (the app polls this while waiting)',
    params: z.object({ id }), query: z.object({ companyId: id }),
    company: byQuery, permission: 'landings:read', response: customDomain,
  }),
  verifyCustomDomain: defineCall({
    method: 'POST', path: '/verifyCustomDomain', summary: 'Looks the DNS records up now: the domain is verified when both are right; a DNS that does not answer in time changes nothing (checkError timeout)',
    body: z.object({ companyId: id, domainId: id }), company: byBody, permission: 'landings:write', response: customDomain,
  }),
  deleteCustomDomain: defineCall({
    method: 'POST', path: '/deleteCustomDomain', summary: 'Detaches the domain from the landing; it stops serving at once',
    body: z.object({ companyId: id, landingId: id, domainId: id }), company: byBody, permission: 'landings:write', response: okResponse,
  }),
  sandboxDnsRecords: defineCall({
    method: 'POST', path: '/landings/sandbox/dnsRecords', summary: "Sandbox only (404 otherwise): creates (or removes) the domain's records in the sandbox's DNS, as the user would at their DNS host, so that verification can pass offline",
    body: z.object({ companyId: id, domainId: id, created: z.boolean() }), company: byBody, permission: 'landings:write', response: customDomain,
  }),
  landingsTlsAsk: defineCall({
    method: 'GET', path: '/landings/tls-ask', public: true,
    summary: "For a reverse proxy's on-demand TLS (Caddy on_demand_tls ask): 200 for a verified custom domain or a published landing's subdomain host, 404 for anything else",
    query: z.object({ domain: z.string().max(300) }), response: okResponse,
  }),
} as const;

/** SPEC §8's text for a domain another landing already has (the subdomain call's, same meaning). */
export const DOMAIN_EXISTS_MESSAGE = 'This domain name already exists';
export const INVALID_DOMAIN_MESSAGE = 'Invalid domain';
export const TOO_MANY_DOMAINS_MESSAGE = `A landing has at most ${MAX_DOMAINS_PER_LANDING} custom domains`;
