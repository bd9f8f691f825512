import { z } from 'zod';
import { defineCall } from '../define';
import { id, listOf, okResponse } from '../common';

/**
 * The closed loop (issue 16 §5): the company says which pipeline stage is which conversion; a
 * contact entering that stage is reported once to the ad platforms it came from — Google by click
 * id (an "upload clicks" action), Meta through the Conversions API of a chosen pixel.
 */
export const META_EVENT_NAMES = ['Lead', 'CompleteRegistration', 'Contact', 'Schedule', 'SubmitApplication', 'Subscribe', 'Purchase'] as const;
export const OFFLINE_STATUSES = ['pending', 'waiting', 'sent', 'rejected', 'failed'] as const;
export const OFFLINE_PLATFORMS = ['google', 'meta'] as const;

export const conversionRule = z.object({
  _id: z.string(),
  companyId: z.string(),
  pipelineId: z.string(),
  pipelineName: z.string(),
  stageId: z.string(),
  stageName: z.string(),
  /** An "upload clicks" conversion action of the company (null: not reported to Google). */
  googleConversionId: z.string().nullable(),
  googleConversionName: z.string().nullable(),
  /** One of the company's pixels (null: not reported to Meta). */
  metaPixelId: z.string().nullable(),
  metaPixelName: z.string().nullable(),
  metaEventName: z.enum(META_EVENT_NAMES).nullable(),
  /** Value reported with the conversion (null: the action's default value). */
  value: z.number().nullable(),
  currency: z.string(),
  updatedAt: z.string(),
});
export type ConversionRule = z.infer<typeof conversionRule>;

export const offlineConversion = z.object({
  _id: z.string(),
  contactId: z.string(),
  contactName: z.string().nullable(),
  stageName: z.string().nullable(),
  platform: z.enum(OFFLINE_PLATFORMS),
  /** pending: queued or retrying; waiting: the platform asked to come back later (a click under 6 h old). */
  status: z.enum(OFFLINE_STATUSES),
  attempts: z.number(),
  /** The gclid (Google) or fbclid (Meta) the contact arrived with. */
  clickId: z.string().nullable(),
  campaignName: z.string().nullable(),
  /** The conversion action's or the pixel's name. */
  destination: z.string().nullable(),
  eventName: z.string().nullable(),
  value: z.number().nullable(),
  currency: z.string(),
  occurredAt: z.string(),
  nextAttemptAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type OfflineConversion = z.infer<typeof offlineConversion>;

const byParams = { in: 'params', key: 'companyId' } as const;
const companyParams = z.object({ companyId: id });

export const closedLoopCalls = {
  listConversionRules: defineCall({
    method: 'GET', path: '/conversionRules/:companyId', summary: 'Which pipeline stages count as conversions, reported where and with what value',
    params: companyParams, company: byParams, permission: 'campaigns:read', response: z.object({ data: z.array(conversionRule) }),
  }),
  saveConversionRule: defineCall({
    method: 'PUT', path: '/conversionRules/:companyId', summary: "Sets a stage's conversion (one rule per stage: saving again replaces it)",
    params: companyParams,
    body: z.object({
      stageId: id,
      googleConversionId: id.nullable().default(null),
      metaPixelId: z.string().regex(/^\d{1,30}$/, 'Invalid pixel id').nullable().default(null),
      metaEventName: z.enum(META_EVENT_NAMES).nullable().default(null),
      value: z.number().nonnegative().max(1e9).nullable().default(null),
    }),
    company: byParams, permission: 'campaigns:write', response: conversionRule,
  }),
  deleteConversionRule: defineCall({
    method: 'DELETE', path: '/conversionRules/:companyId/:ruleId', summary: 'Stops counting a stage as a conversion (what was reported stays)',
    params: companyParams.extend({ ruleId: id }), company: byParams, permission: 'campaigns:write', response: okResponse,
  }),
  listOfflineConversions: defineCall({
    method: 'GET', path: '/offlineConversions/:companyId', summary: 'Conversions reported to the ad platforms (or on their way), newest first; of one contact with contactId',
    params: companyParams,
    query: z.object({
      contactId: id.optional(), status: z.enum(OFFLINE_STATUSES).optional(),
      page: z.coerce.number().int().min(1).default(1), limit: z.coerce.number().int().min(1).max(200).default(50),
    }),
    company: byParams, permission: 'contacts:read', response: listOf(offlineConversion),
  }),
  retryOfflineConversion: defineCall({
    method: 'POST', path: '/offlineConversions/:companyId/:conversionId/retry', summary: 'Sends a rejected or failed conversion again (after fixing what the platform said)',
    params: companyParams.extend({ conversionId: id }), company: byParams, permission: 'campaigns:write', response: offlineConversion,
  }),
  adPlatform: defineCall({
    method: 'GET', path: '/campaigns/platform/:companyId', summary: 'Which ad platform answers: the offline sandbox (test clicks allowed) or Google Ads',
    params: companyParams, company: byParams, permission: 'campaigns:read', response: z.object({ provider: z.enum(['sandbox', 'google']) }),
  }),
  simulateAdClick: defineCall({
    method: 'POST', path: '/campaigns/sandbox/ad-click',
    summary: "Sandbox only: someone clicks the campaign's ad (now or at clickedAt); the landing address with the gclid and UTM tags the visit arrives with (404 where the ad platform is not the sandbox)",
    body: z.object({ companyId: id, campaignId: id, clickedAt: z.string().datetime({ offset: true }).optional() }),
    company: { in: 'body', key: 'companyId' }, permission: 'campaigns:write',
    response: z.object({ gclid: z.string(), url: z.string(), clickedAt: z.string() }),
  }),
} as const;
