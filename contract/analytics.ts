import { z } from 'zod';
import { defineCall } from './define';
import { id } from './common';
import { timeZone } from './regions';

/**
 * The analytics dashboard (SPEC §7 "GET analytics/dashboard/{company}"; issue 16 §4): the start
 * page. Every figure carries `segment`, an opaque token the contacts list accepts as its
 * `segment` filter: the list then shows exactly the contacts behind the figure, by the same
 * predicate the figure was counted with (server/src/modules/analytics/segments.ts).
 */

export const FUNNEL_STEPS = ['lead', 'opportunity', 'customer'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/**
 * Where a contact came from, first match wins: a Google click id on its first touch, a Meta click
 * id, UTM parameters, then how it was created — a web form, the chat channel, an import, an
 * integration (lead ads, bookings) — else by hand.
 */
export const CONTACT_SOURCES = ['google_ads', 'meta_ads', 'utm', 'form', 'chat', 'import', 'integration', 'manual'] as const;
export type ContactSource = (typeof CONTACT_SOURCES)[number];

/** Stage ids of the chosen pipeline per funnel step; a stage sits in at most one step, unmapped stages count in none. */
export const stageMapping = z.object({ lead: z.array(id).max(50), opportunity: z.array(id).max(50), customer: z.array(id).max(50) })
  .refine((m) => new Set([...m.lead, ...m.opportunity, ...m.customer]).size === m.lead.length + m.opportunity.length + m.customer.length, { message: 'A stage can be in only one step of the funnel' });
export type StageMapping = z.infer<typeof stageMapping>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD');
const rate = z.number().nullable();
const seconds = z.number().nullable();

export const dashboardQuery = z.object({
  /** Inclusive days in `timeZone`; default: the last 30 days up to today. */
  startDate: day.optional(),
  endDate: day.optional(),
  /** Whose days the range counts: the app sends its browser's (the days the user picked); default the company's. */
  timeZone: timeZone.optional(),
  /** Default: the company's first pipeline. */
  selectedPipelineId: id.optional(),
  /** JSON of `stageMapping`; default: first stage lead, last stage customer, the rest opportunity. */
  stageMapping: z.string().max(10_000).optional(),
});

export const dashboard = z.object({
  startDate: day,
  endDate: day,
  timeZone: z.string(),
  pipeline: z.object({
    _id: z.string(),
    name: z.string(),
    stages: z.array(z.object({ _id: z.string(), name: z.string(), step: z.enum(FUNNEL_STEPS).nullable() })),
  }).nullable(),
  /** The mapping applied (the given one, or the default). */
  stageMapping: z.object({ lead: z.array(z.string()), opportunity: z.array(z.string()), customer: z.array(z.string()) }),
  funnel: z.object({
    /** Contacts that entered a stage of the step, or of a later step, in the range (cumulative: lead ≥ opportunity ≥ customer). */
    steps: z.array(z.object({ step: z.enum(FUNNEL_STEPS), contacts: z.number(), segment: z.string() })),
    rates: z.object({ leadToOpportunity: rate, opportunityToCustomer: rate, leadToCustomer: rate }),
  }),
  /** Time contacts spent in each stage of the pipeline (stays that ended in the range); `contacts` counts distinct contacts, the times every stay. */
  stageTimes: z.array(z.object({ stageId: z.string(), name: z.string(), contacts: z.number(), medianSeconds: seconds, averageSeconds: seconds, segment: z.string() })),
  contactsOverTime: z.object({
    interval: z.enum(['day', 'week', 'month']),
    points: z.array(z.object({ date: day, source: z.enum(CONTACT_SOURCES), contacts: z.number() })),
    totals: z.array(z.object({ source: z.enum(CONTACT_SOURCES), contacts: z.number(), segment: z.string() })),
  }),
  /** The most frequent UTM combinations of new contacts (first touch), at most 20. */
  utm: z.array(z.object({ utmSource: z.string().nullable(), utmMedium: z.string().nullable(), utmCampaign: z.string().nullable(), contacts: z.number(), segment: z.string() })),
  /**
   * Each campaign of the company: spend as the ad platform reports it for the range; contacts
   * created in the range whose first touch's utm_campaign is the campaign's name (case aside);
   * customers: those of them that entered a "customer" stage before the range ended.
   */
  campaigns: z.array(z.object({
    campaignId: z.string(),
    name: z.string(),
    /** In the ad account's currency, major units. */
    spend: z.number(),
    currency: z.string(),
    contacts: z.number(),
    customers: z.number(),
    /** Conversions the ad platform counts for the campaign in the range (on click days, as Google reports them). */
    conversions: z.number(),
    /** Offline conversions the closed loop reported to Google for the campaign's contacts in the range. */
    reportedConversions: z.number(),
    costPerContact: z.number().nullable(),
    costPerCustomer: z.number().nullable(),
    segment: z.string(),
    customersSegment: z.string(),
  })),
  chat: z.object({
    received: z.number(),
    sent: z.number(),
    collaborators: z.array(z.object({
      userId: z.string(),
      name: z.string(),
      /** Contacts (their conversations) this collaborator wrote to in the range. */
      conversations: z.number(),
      messagesSent: z.number(),
      /** From a contact's message to this collaborator's next answer in the conversation. */
      medianResponseSeconds: seconds,
      p90ResponseSeconds: seconds,
      segment: z.string(),
    })),
  }),
  /** Contacts (not messages) sent a real email in the range, and those of them that opened / clicked it; rates over sent. */
  email: z.object({
    sent: z.number(), opened: z.number(), clicked: z.number(), openRate: rate, clickRate: rate,
    segments: z.object({ sent: z.string(), opened: z.string(), clicked: z.string() }),
  }),
  generatedAt: z.string(),
});
export type Dashboard = z.infer<typeof dashboard>;

export const RANGE_PRESETS = ['7d', '30d', '90d', '365d', 'custom'] as const;
/** What a user last chose on the dashboard, kept per user and company. */
export const dashboardPreferences = z.object({
  rangePreset: z.enum(RANGE_PRESETS),
  startDate: day.nullable(),
  endDate: day.nullable(),
  selectedPipelineId: id.nullable(),
  stageMapping: stageMapping.nullable(),
});
export type DashboardPreferences = z.infer<typeof dashboardPreferences>;

const byParams = { in: 'params', key: 'companyId' } as const;
const companyParams = z.object({ companyId: id });

export const analyticsCalls = {
  analyticsDashboard: defineCall({
    method: 'GET', path: '/analytics/dashboard/:companyId', summary: 'The dashboard: funnel, stage times, sources, campaigns, chat and email for a date range',
    params: companyParams, query: dashboardQuery, company: byParams, permission: 'analytics:read', response: dashboard,
  }),
  getDashboardPreferences: defineCall({
    method: 'GET', path: '/analytics/preferences/:companyId', summary: "The caller's last dashboard choices (defaults when none)",
    params: companyParams, company: byParams, permission: 'analytics:read', response: dashboardPreferences,
  }),
  saveDashboardPreferences: defineCall({
    method: 'PUT', path: '/analytics/preferences/:companyId', summary: "Keeps the caller's dashboard choices",
    params: companyParams, body: dashboardPreferences, company: byParams, permission: 'analytics:read', response: dashboardPreferences,
  }),
} as const;
