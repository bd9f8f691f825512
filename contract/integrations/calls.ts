import { z } from 'zod';
import { defineCall } from '../define';
import { id, listOf, okResponse } from '../common';
import { connectSession, connection, integrationEvent, INTEGRATION_KINDS, INTEGRATION_PROVIDERS } from './model';

/**
 * Integration calls (SPEC §7 "Integrations and analytics"; issue 16). Every call carries the
 * company whose membership and role are checked (body, query or path). Connecting and
 * disconnecting the company-wide services (social network, scheduling) and choosing pixels is
 * for owners and admins (`integrations:write`, roles.ts); every member may read the state.
 * A Gmail mailbox belongs to one collaborator: connecting and sending through it needs
 * `contacts:write` and only ever touches the caller's own mailbox.
 * Extras beyond the SPEC's calls: the overview and events of the screen, the disconnects of
 * Calendly and Gmail, and Gmail's send and threads on a contact's page; and the sandboxes' stand-ins
 * for the outside world (a test lead, a test booking, a contact's reply), which answer 404 wherever
 * that connector is not the sandbox (production without SANDBOX_IN_PRODUCTION).
 */

const byBody = { in: 'body', key: 'companyId' } as const;
const byQuery = { in: 'query', key: 'companyId' } as const;
const byParams = { in: 'params', key: 'companyId' } as const;
const companyParams = z.object({ companyId: id });
const companyBody = z.object({ companyId: id });
/** The app's language, for the consent page and the return to the app (`/{lang}/integrations`). */
const lang = z.enum(['es', 'en']).default('es');
/** Vendor ids (pages, pixels, ad accounts) are the vendor's strings, not our uuids. */
const vendorId = z.string().trim().min(1).max(100).regex(/^[A-Za-z0-9_.:-]+$/, 'Invalid id');

export const integrationOverviewCalls = {
  listIntegrations: defineCall({
    method: 'GET', path: '/integrations/:companyId', summary: "Each integration's connection (the caller's own for Gmail) and its last events",
    params: companyParams, company: byParams, permission: 'integrations:read',
    response: z.object({ data: z.array(z.object({
      kind: z.enum(INTEGRATION_KINDS),
      /** Where connecting goes on this server: the offline stand-in (test accounts), the vendor, or nowhere (no credentials in production). */
      provider: z.enum(INTEGRATION_PROVIDERS),
      connection: connection.nullable(),
      recentEvents: z.array(integrationEvent),
    })) }),
  }),
  listIntegrationEvents: defineCall({
    method: 'GET', path: '/integrations/events/:companyId', summary: 'Integration events, newest first; by kind or by contact (its timeline)',
    params: companyParams,
    query: z.object({ kind: z.enum(INTEGRATION_KINDS).optional(), contactId: id.optional(), page: z.coerce.number().int().min(1).default(1), limit: z.coerce.number().int().min(1).max(100).default(20) }),
    company: byParams, permission: 'integrations:read', response: listOf(integrationEvent),
  }),
} as const;

export const facebookPage = z.object({
  _id: z.string(),
  connectionId: z.string(),
  name: z.string(),
  category: z.string(),
  tasks: z.array(z.string()),
  /** Lead ads of this page arrive as contacts (the app is subscribed to its leadgen field). */
  leadsSubscribed: z.boolean(),
});
export const facebookPixel = z.object({
  /** pixelId. */
  _id: z.string(),
  connectionId: z.string(),
  adAccountId: z.string(),
  name: z.string(),
  lastFiredAt: z.string().nullable(),
  /** Already added to the company (pixelsByCompany). */
  added: z.boolean(),
});
/** A pixel the company chose: its landings carry it, conversions are sent to it. */
export const companyPixel = z.object({
  _id: z.string(),
  companyId: z.string(),
  connectionId: z.string(),
  pixelId: z.string(),
  pixelName: z.string(),
  createdAt: z.string(),
});
export type FacebookPage = z.infer<typeof facebookPage>;
export type FacebookPixel = z.infer<typeof facebookPixel>;
export type CompanyPixel = z.infer<typeof companyPixel>;

export const facebookCalls = {
  connectFacebook: defineCall({
    method: 'POST', path: '/integrations/facebook/connect', summary: 'Starts connecting the social network: a session token and the consent page to open',
    body: companyBody.extend({ lang }), company: byBody, permission: 'integrations:write', response: connectSession,
  }),
  disconnectFacebook: defineCall({
    method: 'POST', path: '/integrations/facebook/disconnect', summary: 'Revokes the access, unsubscribes the pages and deletes the stored tokens',
    body: companyBody.extend({ connectionId: id }), company: byBody, permission: 'integrations:write', response: okResponse,
  }),
  facebookConnections: defineCall({
    method: 'GET', path: '/integrations/facebook/connections/:companyId', summary: "The company's social-network connections",
    params: companyParams, company: byParams, permission: 'integrations:read', response: z.object({ data: z.array(connection) }),
  }),
  facebookPages: defineCall({
    method: 'GET', path: '/integrations/facebook/pages/:companyId', summary: 'Pages of the connected business, with whether their lead ads arrive',
    params: companyParams, company: byParams, permission: 'integrations:read', response: z.object({ data: z.array(facebookPage) }),
  }),
  facebookPixels: defineCall({
    method: 'GET', path: '/integrations/facebook/pixels/:companyId', summary: "Pixels of the connected business's ad accounts, with when each last fired",
    params: companyParams, company: byParams, permission: 'integrations:read', response: z.object({ data: z.array(facebookPixel) }),
  }),
  addFacebookPixel: defineCall({
    method: 'POST', path: '/integrations/facebook/pixels/add', summary: 'Adds a pixel of the connected business to the company',
    body: companyBody.extend({ connectionId: id, pixelId: vendorId, pixelName: z.string().trim().min(1).max(200) }),
    company: byBody, permission: 'integrations:write', response: companyPixel,
  }),
  deleteFacebookPixel: defineCall({
    method: 'DELETE', path: '/integrations/facebook/pixels/delete', summary: 'Removes a pixel from the company (the pixel itself stays in the ad account)',
    query: z.object({ companyId: id, pixelId: vendorId }), company: byQuery, permission: 'integrations:write', response: okResponse,
  }),
  sendFacebookTestLead: defineCall({
    method: 'POST', path: '/integrations/facebook/sandbox/test-lead',
    summary: "Sandbox only: someone fills a lead form on a connected page (the first that receives leads, or pageId); the webhook receives it signed as from Meta (404 where the social network is not the sandbox)",
    body: companyBody.extend({
      pageId: z.string().regex(/^\d{1,30}$/, 'Invalid page id').optional(),
      fields: z.record(z.string().regex(/^[a-z0-9_]{1,60}$/), z.string().max(500)).optional(),
    }),
    company: byBody, permission: 'integrations:write',
    response: z.object({ leadgenId: z.string(), pageId: z.string(), delivered: z.boolean() }),
  }),
  pixelsByCompany: defineCall({
    method: 'GET', path: '/pixelsByCompany/:companyId', summary: 'The pixels the company added',
    params: companyParams, company: byParams, permission: 'integrations:read', response: z.object({ data: z.array(companyPixel) }),
  }),
} as const;

const utm = z.string().trim().max(200).optional();

export const calendlyCalls = {
  calendlyConnectSession: defineCall({
    method: 'POST', path: '/integrations/calendly/connect-session', summary: 'Starts connecting the scheduling service: a session token and the consent page',
    body: companyBody.extend({ lang }), company: byBody, permission: 'integrations:write', response: connectSession,
  }),
  disconnectCalendly: defineCall({
    method: 'POST', path: '/integrations/calendly/disconnect', summary: 'Deletes the webhook subscription, revokes the token and deletes the stored tokens',
    body: companyBody.extend({ connectionId: id }), company: byBody, permission: 'integrations:write', response: okResponse,
  }),
  calendlyTestBooking: defineCall({
    method: 'POST', path: '/integrations/calendly/sandbox/test-booking',
    summary: "Sandbox only: someone books a meeting on the connected user's page (or reschedules or cancels one: the last booked when inviteeUri is absent); each webhook Calendly would send reaches ours signed (404 where the scheduling service is not the sandbox, 409 when not connected)",
    body: companyBody.extend({
      action: z.enum(['book', 'reschedule', 'cancel']).default('book'),
      inviteeUri: z.string().trim().min(1).max(300).optional(),
      name: z.string().trim().min(1).max(200).optional(),
      email: z.string().trim().email('Invalid email').max(254).optional(),
      eventName: z.string().trim().min(1).max(200).optional(),
      startTime: z.iso.datetime({ offset: true }).optional(),
      tracking: z.object({ utm_source: utm, utm_medium: utm, utm_campaign: utm, utm_term: utm, utm_content: utm }).optional(),
    }),
    company: byBody, permission: 'integrations:write',
    response: z.object({ inviteeUri: z.string(), deliveries: z.array(z.object({ event: z.string(), status: z.number() })) }),
  }),
  calendlyLastTestBooking: defineCall({
    method: 'GET', path: '/integrations/calendly/sandbox/last-booking/:companyId',
    summary: "Sandbox only: the last test meeting still booked on the connected user's page (what reschedule and cancel act on), or null",
    params: companyParams, company: byParams, permission: 'integrations:read',
    response: z.object({ booking: z.object({ inviteeUri: z.string(), name: z.string(), email: z.string(), eventName: z.string(), startTime: z.string() }).nullable() }),
  }),
} as const;

export const gmailMessage = z.object({
  _id: z.string(),
  threadId: z.string(),
  contactId: z.string(),
  direction: z.enum(['sent', 'received']),
  from: z.string(),
  to: z.string(),
  subject: z.string(),
  /** Plain text (HTML bodies are converted; never shown as HTML in the app). */
  snippet: z.string(),
  sentBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  at: z.string(),
});
export type GmailMessage = z.infer<typeof gmailMessage>;

export const gmailCalls = {
  gmailConnectSession: defineCall({
    method: 'POST', path: '/integrations/gmail/connect-session', summary: "Starts connecting the caller's own mailbox: a session token and the consent page",
    body: companyBody.extend({ lang }), company: byBody, permission: 'contacts:write', response: connectSession,
  }),
  disconnectGmail: defineCall({
    method: 'POST', path: '/integrations/gmail/disconnect', summary: "Revokes and deletes the caller's mailbox tokens",
    body: companyBody, company: byBody, permission: 'contacts:write', response: okResponse,
  }),
  sendGmail: defineCall({
    method: 'POST', path: '/integrations/gmail/send', summary: "Sends an email to a contact through the caller's own mailbox (a reply when threadId is given)",
    body: companyBody.extend({
      contactId: id,
      subject: z.string().trim().min(1, 'The email needs a subject').max(250),
      body: z.string().trim().min(1, 'The email is empty').max(50_000),
      threadId: z.string().trim().max(100).optional(),
    }),
    company: byBody, permission: 'contacts:write', response: gmailMessage,
  }),
  simulateGmailReply: defineCall({
    method: 'POST', path: '/integrations/gmail/sandbox/simulate-reply',
    summary: "Sandbox only: the contact answers one of the caller's threads; the answer lands in the sandbox mailbox and arrives through reply sync as from Gmail (404 where the mailbox is not the sandbox)",
    body: companyBody.extend({
      threadId: z.string().trim().min(1).max(100),
      body: z.string().trim().min(1, 'The reply is empty').max(5000).optional(),
    }),
    company: byBody, permission: 'contacts:write',
    response: z.object({ received: z.array(gmailMessage) }),
  }),
  gmailThreads: defineCall({
    method: 'GET', path: '/integrations/gmail/messages/:companyId/:contactId', summary: "Emails exchanged with a contact through collaborators' mailboxes, newest first",
    params: z.object({ companyId: id, contactId: id }), query: z.object({ page: z.coerce.number().int().min(1).default(1), limit: z.coerce.number().int().min(1).max(100).default(20) }),
    company: byParams, permission: 'contacts:read', response: listOf(gmailMessage),
  }),
} as const;
