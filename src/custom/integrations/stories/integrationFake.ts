import type { CompanyPixel, Connection, FacebookPage, FacebookPixel, GmailMessage, IntegrationEvent, IntegrationKind } from '../../../../contract/integrations';
import { ApiError } from '../../../dataProvider/ApiError';
import type { CallArgs } from '../../../dataProvider/createApiClient';
import { createFakeCrmApi } from '../../crm/stories/createFakeCrmApi';
import { COMPANY_ID, OWNER_ID, sampleCrmData } from '../../crm/stories/crmFixtures';

type Handler = (args: CallArgs, body: Record<string, unknown>) => unknown;

export const CONNECTION_FACEBOOK = '00000000-0000-4000-8060-000000000001';
export const CONNECTION_CALENDLY = '00000000-0000-4000-8060-000000000002';
export const CONNECTION_GMAIL = '00000000-0000-4000-8060-000000000003';
const CONNECTION_IDS: Record<IntegrationKind, string> = { facebook: CONNECTION_FACEBOOK, calendly: CONNECTION_CALENDLY, gmail: CONNECTION_GMAIL };
export const CONSENT_URL = 'http://localhost:3000/api/sandbox/consent/facebook?session=tok-1';

const at = (day: number, hour = 10) => new Date(Date.UTC(2026, 10, day, hour, 0)).toISOString();
const owner = { _id: OWNER_ID, name: 'Olga Dueña' };

/** The screen's states a story or test starts from. */
export type IntegrationScenario = 'connected' | 'notConnected' | 'problems';

export type IntegrationData = {
  connections: Partial<Record<IntegrationKind, Connection>>;
  events: IntegrationEvent[];
  pages: FacebookPage[];
  pixels: FacebookPixel[];
  companyPixels: CompanyPixel[];
  gmail: GmailMessage[];
  /** The sandbox Calendly's last test meeting still booked. */
  calendlyTestBooking?: { inviteeUri: string; name: string; email: string; eventName: string; startTime: string } | null;
};

const connection = (kind: IntegrationKind, extra: Partial<Connection> = {}): Connection => ({
  _id: CONNECTION_IDS[kind], companyId: COMPANY_ID, kind, userId: kind === 'gmail' ? OWNER_ID : null, status: 'connected',
  accountName: { facebook: 'Demo Business', calendly: 'Olga Dueña', gmail: 'olga@demo.example' }[kind],
  accountEmail: { facebook: null, calendly: 'olga@demo.example', gmail: 'olga@demo.example' }[kind],
  scopes: [], connectedBy: owner, connectedAt: at(2), expiresAt: kind === 'facebook' ? '2027-01-20T10:00:00.000Z' : null, lastEventAt: at(20), error: null, ...extra,
});

let sequence = 0;
const event = (kind: IntegrationKind, type: IntegrationEvent['type'], summary: string, day: number, extra: Partial<IntegrationEvent> = {}): IntegrationEvent => ({
  _id: `00000000-0000-4000-8061-${String(++sequence).padStart(12, '0')}`, kind, connectionId: CONNECTION_IDS[kind], type, summary, contactId: null, error: null, createdAt: at(day), ...extra,
});

/** Every scenario's data; `contactId` ties some events to the CRM fixtures' first contact (Ana). */
export function sampleIntegrationData(scenario: IntegrationScenario, contactId = sampleCrmData().contacts[0]._id): IntegrationData {
  const business: Pick<IntegrationData, 'pages' | 'pixels' | 'companyPixels'> = {
    pages: [
      { _id: '1001', connectionId: CONNECTION_FACEBOOK, name: 'Demo Tienda', category: 'Tienda de ropa', tasks: ['MANAGE', 'ADVERTISE'], leadsSubscribed: true },
      { _id: '1002', connectionId: CONNECTION_FACEBOOK, name: 'Demo Eventos', category: 'Organizador de eventos', tasks: ['ANALYZE'], leadsSubscribed: false },
    ],
    pixels: [
      { _id: '2001', connectionId: CONNECTION_FACEBOOK, adAccountId: 'act_301', name: 'Píxel tienda', lastFiredAt: at(20, 9), added: true },
      { _id: '2002', connectionId: CONNECTION_FACEBOOK, adAccountId: 'act_301', name: 'Píxel eventos', lastFiredAt: null, added: false },
    ],
    companyPixels: [{ _id: '00000000-0000-4000-8062-000000000001', companyId: COMPANY_ID, connectionId: CONNECTION_FACEBOOK, pixelId: '2001', pixelName: 'Píxel tienda', createdAt: at(3) }],
  };
  if (scenario === 'notConnected') return { connections: {}, events: [], pages: [], pixels: [], companyPixels: [], gmail: [] };
  if (scenario === 'problems') {
    return {
      connections: {
        facebook: connection('facebook', { status: 'error', error: { code: 'permission_missing', message: '(#200) Requires leads_retrieval', at: at(19) } }),
        calendly: connection('calendly', { status: 'expired', expiresAt: at(18) }),
        gmail: connection('gmail', { status: 'pending', accountName: '', accountEmail: null, connectedAt: null, lastEventAt: null }),
      },
      events: [event('facebook', 'error', 'Leads de Demo Tienda', 19, { error: { code: 'permission_missing', message: '(#200)', at: at(19) } })],
      ...business,
      gmail: [],
    };
  }
  const bookings = Array.from({ length: 24 }, (_, i) => event('calendly', i % 5 === 4 ? 'booking_canceled' : 'booking_created', `Demo 30 min · Cliente ${24 - i}`, 20 - Math.floor(i / 3)));
  return {
    connections: { facebook: connection('facebook'), calendly: connection('calendly'), gmail: connection('gmail') },
    events: [
      event('facebook', 'lead_received', 'Formulario «Pide presupuesto»', 20, { contactId }),
      event('facebook', 'pixel_added', 'Píxel tienda', 3),
      event('calendly', 'booking_rescheduled', 'Demo 30 min', 21, { contactId }),
      ...bookings,
      event('gmail', 'email_received', 'Re: Tu presupuesto', 21, { contactId }),
      event('gmail', 'email_sent', 'Tu presupuesto', 20, { contactId }),
    ],
    ...business,
    gmail: [
      { _id: 'gm-2', threadId: 'th-1', contactId, direction: 'received', from: 'ana@example.com', to: 'olga@demo.example', subject: 'Re: Tu presupuesto', snippet: 'Gracias, ¿podemos hablar el jueves?', sentBy: null, at: at(21) },
      { _id: 'gm-1', threadId: 'th-1', contactId, direction: 'sent', from: 'olga@demo.example', to: 'ana@example.com', subject: 'Tu presupuesto', snippet: 'Hola Ana, te envío el presupuesto.', sentBy: owner, at: at(20) },
    ],
  };
}

const byNewest = (a: IntegrationEvent, b: IntegrationEvent) => b.createdAt.localeCompare(a.createdAt);

export type IntegrationServerOptions = {
  /** The overview never answers (the loading state). */
  hang?: boolean;
  /** The overview fails this many times before answering (the error state and its retry). */
  failOverview?: number;
  /** Adding or removing a pixel is refused by the vendor. */
  failPixels?: boolean;
  /** Where each kind connects on this server (default: the sandbox, as on a fresh machine). */
  provider?: 'sandbox' | 'vendor' | 'off';
  /** The sandbox Calendly already holds a test meeting (its reschedule and cancel buttons show). */
  testBooking?: boolean;
};

/**
 * A fake integrations server beside the CRM's: the overview with the last three events per
 * integration, events paged by kind or contact, connect (a consent url), disconnect (the
 * connection gone), and the business's pages and pixels with add and remove.
 */
export function integrationServer(scenario: IntegrationScenario = 'connected', options: IntegrationServerOptions = {}) {
  const crm = sampleCrmData();
  const data = sampleIntegrationData(scenario, crm.contacts[0]._id);
  let overviewFailures = options.failOverview ?? 0;
  if (options.testBooking) data.calendlyTestBooking = { inviteeUri: 'https://calendly.sandbox.invalid/invitees/1', name: 'Marta Ruiz', email: 'marta.ruiz@example.com', eventName: 'Demo call (30 min)', startTime: at(28) };
  const vendorRefusal = () => new ApiError('The ad account refused the change', 502, { error_code: 'vendor_error', message: 'The ad account refused the change' });
  const connect = () => ({ token: 'tok-1', url: CONSENT_URL });
  const disconnect = (kind: IntegrationKind) => () => {
    delete data.connections[kind];
    data.events.unshift(event(kind, 'disconnected', '', 26));
    return { ok: true };
  };

  const handlers: Record<string, Handler> = {
    'GET /integrations/:companyId': () => {
      if (options.hang) return new Promise(() => undefined);
      if (overviewFailures > 0) {
        overviewFailures -= 1;
        throw new ApiError('Server error', 500, { error_code: 'server_error', message: 'Server error' });
      }
      return {
        data: (['facebook', 'calendly', 'gmail'] as const).map((kind) => ({
          kind, provider: options.provider ?? 'sandbox', connection: data.connections[kind] ?? null, recentEvents: data.events.filter((e) => e.kind === kind).sort(byNewest).slice(0, 3),
        })),
      };
    },
    'GET /integrations/events/:companyId': ({ query }) => {
      const rows = data.events.filter((e) => (!query?.kind || e.kind === query.kind) && (!query?.contactId || e.contactId === query.contactId)).sort(byNewest);
      const page = Number(query?.page ?? 1), limit = Number(query?.limit ?? 20);
      return { data: rows.slice((page - 1) * limit, page * limit), total: rows.length, page, limit };
    },
    'POST /integrations/facebook/connect': connect,
    'POST /integrations/calendly/connect-session': connect,
    'POST /integrations/gmail/connect-session': connect,
    'POST /integrations/facebook/disconnect': disconnect('facebook'),
    'POST /integrations/calendly/disconnect': disconnect('calendly'),
    'POST /integrations/gmail/disconnect': disconnect('gmail'),
    'GET /integrations/facebook/pages/:companyId': () => ({ data: data.pages }),
    'GET /integrations/facebook/pixels/:companyId': () => ({ data: data.pixels.map((p) => ({ ...p, added: data.companyPixels.some((c) => c.pixelId === p._id) })) }),
    'GET /pixelsByCompany/:companyId': () => ({ data: data.companyPixels }),
    'POST /integrations/facebook/sandbox/test-lead': (_, body) => {
      const page = data.pages.find((p) => p._id === body.pageId) ?? data.pages.find((p) => p.leadsSubscribed);
      if (!page) throw new ApiError('Connect the social network first', 404, { error_code: 'not_found', message: 'Connect the social network first' });
      data.events.push(event('facebook', 'lead_received', `Lead de ${page.name}`, 26, {}));
      return { leadgenId: `lead-${++sequence}`, pageId: page._id, delivered: true };
    },
    'POST /integrations/facebook/pixels/add': (_, body) => {
      if (options.failPixels) throw vendorRefusal();
      const added: CompanyPixel = { _id: `00000000-0000-4000-8062-${String(++sequence).padStart(12, '0')}`, companyId: COMPANY_ID, connectionId: String(body.connectionId), pixelId: String(body.pixelId), pixelName: String(body.pixelName), createdAt: at(26) };
      data.companyPixels.push(added);
      return added;
    },
    'GET /integrations/gmail/messages/:companyId/:contactId': ({ params }) => {
      const rows = data.gmail.filter((m) => m.contactId === params?.contactId).sort((a, b) => b.at.localeCompare(a.at));
      return { data: rows, total: rows.length, page: 1, limit: 20 };
    },
    'POST /integrations/gmail/send': (_, body) => {
      const contact = crm.contacts.find((c) => c._id === body.contactId);
      const sent: GmailMessage = {
        _id: `gm-${++sequence}`, threadId: String(body.threadId ?? `th-${sequence}`), contactId: String(body.contactId), direction: 'sent', from: 'olga@demo.example',
        to: contact?.email ?? '', subject: String(body.subject), snippet: String(body.body), sentBy: owner, at: at(26),
      };
      data.gmail.push(sent);
      data.events.push(event('gmail', 'email_sent', sent.subject, 26, { contactId: sent.contactId }));
      return sent;
    },
    'POST /integrations/gmail/sandbox/simulate-reply': (_, body) => {
      const thread = data.gmail.filter((m) => m.threadId === body.threadId).sort((a, b) => a.at.localeCompare(b.at));
      if (!thread.length) throw new ApiError('That conversation is not in your mailbox', 404, { error_code: 'not_found', message: 'That conversation is not in your mailbox' });
      const last = thread.at(-1)!;
      const reply: GmailMessage = {
        _id: `gm-${++sequence}`, threadId: last.threadId, contactId: last.contactId, direction: 'received', from: last.direction === 'sent' ? last.to : last.from,
        to: 'olga@demo.example', subject: `Re: ${thread[0].subject.replace(/^re:\s*/i, '')}`, snippet: '¡Gracias! Lo revisamos y os decimos algo esta semana.', sentBy: null, at: at(27),
      };
      data.gmail.push(reply);
      data.events.push(event('gmail', 'email_received', reply.subject, 27, { contactId: reply.contactId }));
      return { received: [reply] };
    },
    'GET /integrations/calendly/sandbox/last-booking/:companyId': () => ({ booking: data.calendlyTestBooking ?? null }),
    'POST /integrations/calendly/sandbox/test-booking': (_, body) => {
      const booking = data.calendlyTestBooking;
      if (body.action !== 'book' && !booking) throw new ApiError('No booking to change: book a test meeting first', 404, { error_code: 'not_found', message: 'No booking to change: book a test meeting first' });
      if (body.action === 'cancel') {
        data.calendlyTestBooking = null;
        data.events.push(event('calendly', 'booking_canceled', `${booking!.eventName}`, 27, {}));
        return { inviteeUri: booking!.inviteeUri, deliveries: [{ event: 'invitee.canceled', status: 200 }] };
      }
      const next = body.action === 'reschedule'
        ? { ...booking!, inviteeUri: `${booking!.inviteeUri}-r`, startTime: new Date(Date.parse(booking!.startTime) + 86_400_000).toISOString() }
        : { inviteeUri: `https://calendly.sandbox.invalid/invitees/${++sequence}`, name: 'Marta Ruiz', email: `marta.ruiz.${sequence}@example.com`, eventName: 'Demo call (30 min)', startTime: at(28) };
      data.calendlyTestBooking = next;
      data.events.push(event('calendly', body.action === 'reschedule' ? 'booking_rescheduled' : 'booking_created', next.eventName, 27, {}));
      return { inviteeUri: next.inviteeUri, deliveries: body.action === 'reschedule' ? [{ event: 'invitee.canceled', status: 200 }, { event: 'invitee.created', status: 200 }] : [{ event: 'invitee.created', status: 200 }] };
    },
    'DELETE /integrations/facebook/pixels/delete': ({ query }) => {
      if (options.failPixels) throw vendorRefusal();
      data.companyPixels = data.companyPixels.filter((p) => p.pixelId !== query?.pixelId);
      return { ok: true };
    },
  };
  const server = createFakeCrmApi(crm, handlers);
  return { server, data, crm };
}
