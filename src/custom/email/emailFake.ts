import {
  UNVERIFIED_SENDER_CODE, UNVERIFIED_SENDER_MESSAGE, type BulkEmail, type EmailDnsRecord, type EmailStats, type EmailTemplate, type GalleryTemplate, type RecipientSelector, type SendingDomain, type TemplateKind,
} from '../../../contract/email';
import type { CallArgs } from '../../dataProvider/createApiClient';
import { ApiError } from '../../dataProvider/ApiError';
import { createFakeCrmApi } from '../crm/stories/createFakeCrmApi';
import { COMPANY_ID, LIST_VIP, OWNER_ID, sampleCrmData } from '../crm/stories/crmFixtures';

type Handler = (args: CallArgs, body: Record<string, unknown>) => unknown;
type Counts = Omit<EmailStats, 'rates'>;

export const TEMPLATE_WELCOME = '00000000-0000-4000-8020-000000000001';
export const TEMPLATE_PROMO = '00000000-0000-4000-8020-000000000002';
export const DOMAIN_VERIFIED = '00000000-0000-4000-8021-000000000001';
export const DOMAIN_PENDING = '00000000-0000-4000-8021-000000000002';
export const SEND_DONE = '00000000-0000-4000-8022-000000000001';
export const SEND_RUNNING = '00000000-0000-4000-8022-000000000002';

const thumbnail = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 160"><rect width="120" height="160" fill="#fff"/><rect width="120" height="40" fill="${colour}"/></svg>`)}`;

const gallery = (templateId: string, kind: TemplateKind, name: string, language: 'es' | 'en', colour: string): GalleryTemplate => ({
  templateId, kind, name, language, description: `${name} (${language})`, subject: `${name} {{name}}`, logo: thumbnail(colour), premium: false, hasAmp: false,
  updatedAt: '2026-10-01T00:00:00.000Z', createdTime: '2026-10-01T00:00:00.000Z', templateTypes: [], templateSeasons: [], templateFeatures: [], templateIndustries: [],
});

const template = (_id: string, name: string, subject: string, updatedAt: string): EmailTemplate => ({
  _id, companyId: COMPANY_ID, name, subject, preheader: '', message: `<html><body><h1>${name}</h1><script>parent.stolen = true</script></body></html>`,
  originalHtml: '<mjml></mjml>', originalCss: '', variables: ['name'], builder: 'mjml', stripoId: null, language: 'es', thumbnailUrl: thumbnail('#2e7d32'),
  createdAt: '2026-11-01T09:00:00.000Z', updatedAt, updatedBy: OWNER_ID,
});

const records = (name: string, state: EmailDnsRecord['state']): EmailDnsRecord[] => [
  { purpose: 'spf', type: 'TXT', hostname: name, value: 'v=spf1 include:spf.crm.example ~all', required: true, state, found: null },
  { purpose: 'dkim', type: 'TXT', hostname: `crm1._domainkey.${name}`, value: 'v=DKIM1; k=rsa; p=MIIBIjANBgkq', required: true, state, found: null },
  { purpose: 'dmarc', type: 'TXT', hostname: `_dmarc.${name}`, value: 'v=DMARC1; p=none', required: false, state, found: null },
  { purpose: 'return_path', type: 'CNAME', hostname: `bounces.${name}`, value: 'bounces.crm.example', required: false, state, found: null },
];

const domain = (_id: string, name: string, verified: boolean): SendingDomain & { records: EmailDnsRecord[] } => ({
  _id, companyId: COMPANY_ID, companyName: 'Demo Company', name, status: verified ? 'verified' : 'pending', is_verified: verified, dkim: verified, spf: verified,
  dmarc: verified, returnPath: verified, lastCheckedAt: verified ? '2026-11-20T10:00:00.000Z' : null, verifiedAt: verified ? '2026-11-20T10:00:00.000Z' : null,
  sandbox: true, createdAt: '2026-11-01T09:00:00.000Z', records: records(name, verified ? 'ok' : 'unchecked'),
});

const bulk = (_id: string, state: BulkEmail['state'], sent: number, total: number, extra: Partial<BulkEmail> = {}): BulkEmail => ({
  _id, companyId: COMPANY_ID, state, subject: 'Bienvenida', templateId: TEMPLATE_WELCOME, templateName: 'Bienvenida', from: { email: 'hola@demo.example', name: 'Demo' },
  recipients: { type: 'list', listId: LIST_VIP }, recipientsLabel: 'VIP', tags: ['otoño'], sendAt: null, total, sent, skipped: 0, failed: 0,
  progress: total ? Math.round((sent / total) * 100) : 0, error: null, createdAt: '2026-11-20T10:00:00.000Z', startedAt: '2026-11-20T10:00:00.000Z',
  finishedAt: state === 'completed' ? '2026-11-20T10:05:00.000Z' : null, createdBy: OWNER_ID, ...extra,
});

const counts = (sent: number): Counts => ({
  sent, delivered: Math.round(sent * 0.98), opened: Math.round(sent * 0.5), uniqueOpens: Math.round(sent * 0.4), clicked: Math.round(sent * 0.1),
  uniqueClicks: Math.round(sent * 0.08), bounced: Math.round(sent * 0.02), softBounced: 0, hardBounced: Math.round(sent * 0.02), unsubscribed: Math.round(sent * 0.01), complaints: 0,
});
const withRates = (c: Counts): EmailStats => ({
  ...c,
  rates: {
    deliveryRate: c.sent ? c.delivered / c.sent : 0, bounceRate: c.sent ? c.bounced / c.sent : 0, openRate: c.delivered ? c.uniqueOpens / c.delivered : 0,
    clickRate: c.delivered ? c.uniqueClicks / c.delivered : 0, clickToOpenRate: c.uniqueOpens ? c.uniqueClicks / c.uniqueOpens : 0,
    unsubscribeRate: c.delivered ? c.unsubscribed / c.delivered : 0, complaintRate: c.delivered ? c.complaints / c.delivered : 0,
  },
});

export type EmailData = {
  gallery: GalleryTemplate[];
  templates: EmailTemplate[];
  domains: (SendingDomain & { records: EmailDnsRecord[] })[];
  sends: BulkEmail[];
  /** Sent per day (YYYY-MM-DD) by tag ('' for untagged mail). */
  sentByDay: Record<string, Record<string, number>>;
  /** Every listing of templates fails (a server error). */
  failTemplates: boolean;
  /** The domain ids whose records the sandbox DNS holds. */
  sandboxPublished: string[];
  /** Polls a running send takes to finish. */
  pollsToFinish: number;
  /** The suppression list. */
  suppressions: { email: string; reason: 'unsubscribed' | 'hard_bounced' | 'spam_complaint' | 'manual'; contactId: string | null; createdAt: string }[];
};

/** A company with two templates, a verified and a pending domain, a finished and a running send, and mail sent on two days. */
export function sampleEmailData(): EmailData {
  return {
    gallery: [
      gallery('g-newsletter-es', 'newsletter', 'Boletín mensual', 'es', '#1565c0'), gallery('g-welcome-es', 'welcome', 'Bienvenida cálida', 'es', '#6a1b9a'),
      gallery('g-newsletter-en', 'newsletter', 'Monthly newsletter', 'en', '#1565c0'), gallery('g-welcome-en', 'welcome', 'Warm welcome', 'en', '#6a1b9a'),
    ],
    templates: [
      template(TEMPLATE_WELCOME, 'Bienvenida', 'Hola {{name|amigo}}', '2026-11-20T10:30:00.000Z'),
      template(TEMPLATE_PROMO, 'Rebajas de otoño', 'Un 20 % para ti', '2026-11-12T16:00:00.000Z'),
    ],
    domains: [domain(DOMAIN_VERIFIED, 'demo.example', true), domain(DOMAIN_PENDING, 'nuevo.example', false)],
    sends: [
      bulk(SEND_RUNNING, 'sending', 40, 120, { createdAt: '2026-11-24T09:00:00.000Z', tags: [] }),
      bulk(SEND_DONE, 'completed', 118, 120, { skipped: 2, progress: 100 }),
    ],
    sentByDay: { '2026-11-10': { 'otoño': 100, '': 20 }, '2026-11-20': { 'otoño': 200 } },
    failTemplates: false,
    sandboxPublished: [],
    pollsToFinish: 2,
    suppressions: [
      { email: 'luis@cliente.example', reason: 'unsubscribed', contactId: null, createdAt: '2026-11-21T08:00:00.000Z' },
      { email: 'queja@cliente.example', reason: 'spam_complaint', contactId: null, createdAt: '2026-11-19T12:00:00.000Z' },
    ],
  };
}

let sequence = 100;
const newId = (block: string) => `00000000-0000-4000-${block}-${String(++sequence).padStart(12, '0')}`;
const notFound = () => new ApiError('Not found', 404, { error_code: 'not_found', message: 'Not found' });
const refused = (path: string, message: string, code: string, errorCode = 'validation_error') =>
  new ApiError(message, 400, { error_code: errorCode, message, details: [{ path, message, code }] });

/**
 * A fake email server for the email screens over `data` (a test can change it and read it back),
 * beside the CRM's fake (lists, stages, contacts): the gallery and builder token, templates,
 * sending domains with their records and the sandbox DNS, recipient counts, test and bulk sends
 * (a running send advances with each poll), cancellation and statistics.
 */
export function emailServer(change?: (data: EmailData) => void) {
  const crm = sampleCrmData();
  const data = sampleEmailData();
  change?.(data);
  const findTemplate = (id: unknown) => data.templates.find((t) => t._id === id) ?? (() => { throw notFound(); })();
  const findDomain = (id: unknown) => data.domains.find((d) => d._id === id) ?? (() => { throw notFound(); })();
  const findSend = (id: unknown) => data.sends.find((s) => s._id === id) ?? (() => { throw notFound(); })();
  const polls = new Map<string, number>();

  const matching = (selector: RecipientSelector) => {
    switch (selector.type) {
      case 'list': return crm.contacts.filter((c) => c.contactListIds.includes(selector.listId));
      case 'stage': return crm.contacts.filter((c) => c.pipelineStages.some((s) => s.pipelineStageId === selector.stageId));
      case 'contacts': return crm.contacts.filter((c) => selector.contactIds.includes(c._id));
      case 'filter': {
        const q = (selector.searchTerm ?? '').toLowerCase();
        return crm.contacts.filter((c) => !q || `${c.name} ${c.surname} ${c.email}`.toLowerCase().includes(q));
      }
    }
  };
  const countOf = (selector: RecipientSelector) => {
    const rows = matching(selector);
    const withoutEmail = rows.filter((c) => !c.email).length;
    return { total: rows.length + 2, sendable: rows.length - withoutEmail, withoutEmail, suppressed: 1, duplicates: 1 };
  };
  const checkSender = (from: { email?: string }) => {
    const host = String(from?.email ?? '').split('@')[1];
    if (!data.domains.some((d) => d.name === host && d.status === 'verified')) {
      throw refused('body.from.email', UNVERIFIED_SENDER_MESSAGE, UNVERIFIED_SENDER_CODE, UNVERIFIED_SENDER_CODE);
    }
  };
  const range = (query: CallArgs['query']) => Object.entries(data.sentByDay).filter(([day]) => day >= String(query?.from) && day <= String(query?.to));
  const sum = (rows: number[]) => counts(rows.reduce((a, b) => a + b, 0));

  const handlers: Record<string, Handler> = {
    'POST /stripo/auth': () => ({ token: 'builder-token', builder: 'mjml', expiresAt: new Date(Date.now() + 3_600_000).toISOString() }),
    'GET /stripo/templates': ({ query, headers }) => {
      if (headers?.['x-stripo-token'] !== 'builder-token') throw new ApiError('No autorizado: Token no disponible', 401, { error_code: 'BUILDER_TOKEN_MISSING', message: 'No autorizado: Token no disponible' });
      const rows = data.gallery.filter((g) => g.language === (query?.language ?? 'es'));
      return { total: rows.length, data: rows };
    },
    'GET /templates': ({ query }) => {
      if (data.failTemplates) throw new ApiError('Internal error', 500, { error_code: 'internal', message: 'Internal error' });
      const q = String(query?.q ?? '').toLowerCase();
      const rows = data.templates.filter((t) => !q || t.name.toLowerCase().includes(q) || t.subject.toLowerCase().includes(q));
      return { data: rows, total: rows.length, page: 1, limit: rows.length };
    },
    'GET /templates/:templateId': ({ params }) => findTemplate(params?.templateId),
    'POST /templates': ({ headers }, body) => {
      if (headers?.['x-stripo-token'] !== 'builder-token') throw new ApiError('No autorizado: Token no disponible', 401, { error_code: 'BUILDER_TOKEN_MISSING', message: 'No autorizado: Token no disponible' });
      const now = new Date().toISOString();
      const created = { ...template(newId('8020'), String(body.name), String(body.subject), now), ...(body as Partial<EmailTemplate>), createdAt: now, updatedAt: now } as EmailTemplate;
      data.templates.unshift(created);
      return created;
    },
    'DELETE /templates/:templateId': ({ params }) => {
      findTemplate(params?.templateId);
      data.templates = data.templates.filter((t) => t._id !== params?.templateId);
      return { ok: true };
    },
    'GET /mailerSend/domains/domainByCompany/:companyId': () => ({ data: [...data.domains].sort((a, b) => Number(b.status === 'verified') - Number(a.status === 'verified')) }),
    'GET /mailerSend/domains/allDomains': () => ({ data: data.domains, total: data.domains.length }),
    'GET /mailerSend/domains/domain/:domainId': ({ params }) => findDomain(params?.domainId),
    'POST /mailerSend/domains/addDomain': (_, body) => {
      const name = String(body.name).trim().toLowerCase();
      if (!name.includes('.')) throw refused('body.name', 'Enter a domain such as example.com', 'invalid_domain');
      const created = { ...domain(newId('8021'), name, false) };
      data.domains.push(created);
      return created;
    },
    'GET /mailerSend/suppressions': () => ({ data: data.suppressions.map((r) => ({ _id: r.email, ...r })), total: data.suppressions.length }),
    'DELETE /mailerSend/suppressions': (_, body) => {
      const row = data.suppressions.find((r) => r.email === body.email) ?? (() => { throw notFound(); })();
      if (row.reason === 'spam_complaint') {
        throw new ApiError('An address that reported spam cannot be removed from the list', 409, { error_code: 'suppression_complaint', message: 'An address that reported spam cannot be removed from the list' });
      }
      data.suppressions = data.suppressions.filter((r) => r !== row);
      return { ok: true };
    },
    'DELETE /mailerSend/domains/deleteDomain': (_, body) => {
      findDomain(body.domainId);
      data.domains = data.domains.filter((d) => d._id !== body.domainId);
      return { ok: true };
    },
    'PUT /mailerSend/domains/sandboxDns/:domainId': ({ params }, body) => {
      findDomain(params?.domainId);
      data.sandboxPublished = body.published ? [...data.sandboxPublished, String(params?.domainId)] : data.sandboxPublished.filter((id) => id !== params?.domainId);
      return { ok: true };
    },
    'GET /mailerSend/domains/verificationStatus/:domainId': ({ params }) => {
      const d = findDomain(params?.domainId);
      const ok = d.status === 'verified' || data.sandboxPublished.includes(d._id);
      Object.assign(d, { status: ok ? 'verified' : 'failed', is_verified: ok, spf: ok, dkim: ok, dmarc: ok, returnPath: ok, lastCheckedAt: new Date().toISOString(), records: records(d.name, ok ? 'ok' : 'missing') });
      return { message: ok ? 'verified' : 'not verified', data: { dkim: ok, spf: ok, dmarc: ok, rp_cname: ok }, domain: d, records: d.records };
    },
    'POST /mailerSend/recipients/count': (_, body) => countOf(body.recipients as RecipientSelector),
    'POST /mailerSend/sendEmail': (_, body) => {
      checkSender(body.from as { email?: string });
      return { messageId: 'msg-1', status: 'sent' };
    },
    'POST /mailerSend/sendBulkEmail': (_, body) => {
      checkSender(body.from as { email?: string });
      const recipients = body.recipients as RecipientSelector;
      const created = bulk(newId('8022'), body.sendAt ? 'scheduled' : 'queued', 0, countOf(recipients).sendable, {
        subject: String(body.subject), templateId: String(body.templateId), recipients, tags: (body.tags as string[]) ?? [], sendAt: (body.sendAt as string) ?? null,
        createdAt: new Date().toISOString(), startedAt: null,
      });
      data.sends.unshift(created);
      return created;
    },
    'GET /mailerSend/bulkEmails': ({ query }) => {
      const page = Number(query?.page ?? 1), limit = Number(query?.limit ?? 25);
      return { data: data.sends.slice((page - 1) * limit, page * limit), total: data.sends.length };
    },
    'GET /mailerSend/bulkEmail/:bulkEmailId': ({ params }) => {
      const send = findSend(params?.bulkEmailId);
      if (send.state === 'queued' || send.state === 'sending') {
        const seen = (polls.get(send._id) ?? 0) + 1;
        polls.set(send._id, seen);
        const sent = seen >= data.pollsToFinish ? send.total : Math.min(send.total, send.sent + Math.ceil(send.total / (data.pollsToFinish + 1)));
        Object.assign(send, { state: sent >= send.total ? 'completed' : 'sending', sent, progress: send.total ? Math.round((sent / send.total) * 100) : 100 });
      }
      return send;
    },
    'POST /mailerSend/bulkEmail/:bulkEmailId/cancel': ({ params }) => Object.assign(findSend(params?.bulkEmailId), { state: 'cancelled', finishedAt: new Date().toISOString() }),
    'GET /mailersend/stats/basic': ({ query }) => {
      const tag = query?.tag as string | undefined;
      const days = range(query).map(([date, byTag]) => ({ date, ...counts(tag === undefined ? Object.values(byTag).reduce((a, b) => a + b, 0) : byTag[tag] ?? 0) }));
      return { from: query?.from, to: query?.to, totals: withRates(sum(days.map((d) => d.sent))), daily: days };
    },
    'GET /mailersend/stats/by-tag': ({ query }) => {
      const tags = new Map<string, number>();
      for (const [, byTag] of range(query)) for (const [tag, sent] of Object.entries(byTag)) tags.set(tag, (tags.get(tag) ?? 0) + sent);
      return { from: query?.from, to: query?.to, data: [...tags].map(([tag, sent]) => ({ tag, ...withRates(counts(sent)) })) };
    },
  };
  return { server: createFakeCrmApi(crm, handlers), data, crm };
}
