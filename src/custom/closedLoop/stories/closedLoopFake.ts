import type { ConversionRule, OfflineConversion } from '../../../../contract/campaigns/closedLoop';
import type { Conversion } from '../../../../contract/campaigns/conversions';
import type { CompanyPixel } from '../../../../contract/integrations';
import { ApiError } from '../../../dataProvider/ApiError';
import type { CallArgs } from '../../../dataProvider/createApiClient';
import { createFakeCrmApi } from '../../crm/stories/createFakeCrmApi';
import { COMPANY_ID, PIPELINE_SALES, sampleCrmData, STAGE_MEETING, STAGE_NEW, STAGE_WON } from '../../crm/stories/crmFixtures';

type Handler = (args: CallArgs, body: Record<string, unknown>) => unknown;

const uuid = (group: string, n: number) => `00000000-0000-4000-${group}-${String(n).padStart(12, '0')}`;
export const ACTION_UPLOAD = uuid('8070', 1);
export const ACTION_WEB = uuid('8070', 2);
export const PIXEL_ID = '2001';
/** Times of the fixtures: 20 Nov 2026, UTC. */
const at = (hour: number, minute = 0) => new Date(Date.UTC(2026, 10, 20, hour, minute)).toISOString();

/** What the fake server holds: its conversion actions, pixels, rules and reported conversions. */
export type ClosedLoopData = {
  actions: Conversion[];
  pixels: CompanyPixel[];
  rules: ConversionRule[];
  conversions: OfflineConversion[];
  /** The ad platform is the sandbox (simulated clicks exist). */
  sandbox: boolean;
};

export type ClosedLoopScenario = 'configured' | 'empty';

const action = (id: string, name: string, type: Conversion['type']): Conversion => ({
  _id: id, companyId: COMPANY_ID, type, status: 'ENABLED', currency: 'EUR', snippet: null, name, category: 'LEAD',
  countingType: 'ONE_PER_CLICK', defaultValue: 50, alwaysUseDefaultValue: false, includeInConversions: true, createdAt: at(8),
});

export function offlineConversion(n: number, extra: Partial<OfflineConversion>): OfflineConversion {
  return {
    _id: uuid('8071', n), contactId: '', contactName: null, stageName: 'Ganado', platform: 'google', status: 'sent', attempts: 1, clickId: `gclid-${n}`,
    campaignName: 'Fontanería Ruiz — Búsqueda', destination: 'Venta cerrada (CRM)', eventName: null, value: 300, currency: 'EUR',
    occurredAt: at(9, n), nextAttemptAt: null, sentAt: at(9, n + 1), error: null, createdAt: at(9, n), ...extra,
  };
}

/** Ana (the first CRM contact) won: sent to Google, refused by Meta; Bruno's click is too recent for Google. */
export function sampleClosedLoopData(scenario: ClosedLoopScenario = 'configured'): ClosedLoopData {
  const crm = sampleCrmData();
  const [ana, bruno] = crm.contacts;
  const actions = [action(ACTION_UPLOAD, 'Venta cerrada (CRM)', 'UPLOAD_CLICKS'), action(ACTION_WEB, 'Formulario web', 'WEBPAGE')];
  const pixels: CompanyPixel[] = [{ _id: uuid('8072', 1), companyId: COMPANY_ID, connectionId: uuid('8060', 1), pixelId: PIXEL_ID, pixelName: 'Píxel tienda', createdAt: at(7) }];
  if (scenario === 'empty') return { actions: [actions[1]], pixels: [], rules: [], conversions: [], sandbox: true };
  return {
    actions,
    pixels,
    rules: [{
      _id: uuid('8073', 1), companyId: COMPANY_ID, pipelineId: PIPELINE_SALES, pipelineName: 'Ventas', stageId: STAGE_WON, stageName: 'Ganado',
      googleConversionId: ACTION_UPLOAD, googleConversionName: 'Venta cerrada (CRM)', metaPixelId: PIXEL_ID, metaPixelName: 'Píxel tienda', metaEventName: 'Purchase',
      value: 300, currency: 'EUR', updatedAt: at(8),
    }],
    conversions: [
      offlineConversion(1, { contactId: ana._id, contactName: 'Ana García' }),
      offlineConversion(2, {
        contactId: ana._id, contactName: 'Ana García', platform: 'meta', status: 'rejected', clickId: 'fb.1.1700000000.abc', destination: 'Píxel tienda', eventName: 'Purchase',
        sentAt: null, error: 'unknown: Invalid parameter: the event is older than 7 days', attempts: 1,
      }),
      offlineConversion(3, { contactId: bruno._id, contactName: 'Bruno Díaz', status: 'waiting', sentAt: null, nextAttemptAt: at(14, 5), error: 'TOO_RECENT_EVENT: The click happened less than 6 hours ago; retry after 6 hours have passed', attempts: 1 }),
    ],
    sandbox: true,
  };
}

const invalid = (path: string, message: string) => new ApiError(message, 400, { error_code: 'validation_error', message, details: [{ path, message }] });
const notFound = (message: string) => new ApiError(message, 404, { error_code: 'not_found', message });
let sequence = 100;

/**
 * The CRM fake plus the closed loop's calls, answering and refusing as the server does (one rule
 * per stage, a pixel the company no longer has, a stage without destination, retries of rejected
 * or failed conversions only, simulated clicks only on the sandbox and never in the future).
 */
export function closedLoopServer(scenario: ClosedLoopScenario = 'configured', change?: (data: ClosedLoopData) => void) {
  const crm = sampleCrmData();
  const data = sampleClosedLoopData(scenario);
  change?.(data);
  const stages = () => crm.pipelines.flatMap((p) => p.stages.map((s) => ({ pipeline: p, stage: s })));

  const handlers: Record<string, Handler> = {
    'GET /getCompanyConversions/:companyId': () => ({ data: data.actions, total: data.actions.length, page: 1, limit: 200 }),
    'GET /pixelsByCompany/:companyId': () => ({ data: data.pixels }),
    'GET /conversionRules/:companyId': () => ({ data: data.rules }),
    'PUT /conversionRules/:companyId': (_, body) => {
      const found = stages().find((s) => s.stage._id === body.stageId);
      if (!found) throw invalid('body.stageId', "This stage is not one of the company's");
      if (!body.googleConversionId && !body.metaPixelId) throw invalid('body.googleConversionId', 'Choose a Google conversion action or a Meta pixel');
      const googleAction = data.actions.find((a) => a._id === body.googleConversionId);
      if (body.googleConversionId && googleAction?.type !== 'UPLOAD_CLICKS') throw invalid('body.googleConversionId', 'Only an "upload clicks" action takes offline conversions');
      const pixel = data.pixels.find((p) => p.pixelId === body.metaPixelId);
      if (body.metaPixelId && !pixel) throw invalid('body.metaPixelId', 'Add this pixel on the integrations screen first');
      if (body.metaPixelId && !body.metaEventName) throw invalid('body.metaEventName', 'Choose the event Meta receives');
      const rule: ConversionRule = {
        _id: data.rules.find((r) => r.stageId === body.stageId)?._id ?? uuid('8073', ++sequence), companyId: COMPANY_ID,
        pipelineId: found.pipeline._id, pipelineName: found.pipeline.name, stageId: found.stage._id, stageName: found.stage.name,
        googleConversionId: googleAction?._id ?? null, googleConversionName: googleAction?.name ?? null,
        metaPixelId: pixel?.pixelId ?? null, metaPixelName: pixel?.pixelName ?? null, metaEventName: pixel ? (body.metaEventName as ConversionRule['metaEventName']) : null,
        value: (body.value as number | null) ?? null, currency: 'EUR', updatedAt: new Date().toISOString(),
      };
      data.rules = [...data.rules.filter((r) => r.stageId !== rule.stageId), rule];
      return rule;
    },
    'DELETE /conversionRules/:companyId/:ruleId': ({ params }) => {
      if (!data.rules.some((r) => r._id === params?.ruleId)) throw notFound('Conversion rule not found');
      data.rules = data.rules.filter((r) => r._id !== params?.ruleId);
      return { ok: true };
    },
    'GET /offlineConversions/:companyId': ({ query }) => {
      const rows = data.conversions.filter((c) => (!query?.contactId || c.contactId === query.contactId) && (!query?.status || c.status === query.status))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      const page = Number(query?.page ?? 1), limit = Number(query?.limit ?? 50);
      return { data: rows.slice((page - 1) * limit, page * limit), total: rows.length, page, limit };
    },
    'POST /offlineConversions/:companyId/:conversionId/retry': ({ params }) => {
      const row = data.conversions.find((c) => c._id === params?.conversionId);
      if (!row) throw notFound('Offline conversion not found');
      if (row.status !== 'rejected' && row.status !== 'failed') throw new ApiError('This conversion is still on its way', 409, { error_code: 'not_retryable', message: 'This conversion is still on its way' });
      Object.assign(row, { status: 'pending', error: null, nextAttemptAt: null });
      return row;
    },
    // The "upload clicks" action's uploads: one the closed loop made for Ana, one typed by hand.
    'GET /conversionUploads/:companyId/:conversionId': () => {
      const rows = [
        { _id: uuid('8075', 1), conversionId: ACTION_UPLOAD, gclid: 'gclid-1', conversionDateTime: '2026-11-20 09:01:00+00:00', value: 300, orderId: uuid('8071', 1), result: 'accepted', error: null, contactId: crm.contacts[0]._id, createdAt: at(9, 2) },
        { _id: uuid('8075', 2), conversionId: ACTION_UPLOAD, gclid: 'gclid-typed', conversionDateTime: '2026-11-19 18:00:00+00:00', value: null, orderId: null, result: 'rejected', error: 'CLICK_NOT_FOUND: No click with this gclid was found', contactId: null, createdAt: at(8) },
      ];
      return { data: rows, total: rows.length, page: 1, limit: 50 };
    },
    'GET /campaigns/platform/:companyId': () => ({ provider: data.sandbox ? 'sandbox' : 'google' }),
    'POST /campaigns/sandbox/ad-click': (_, body) => {
      if (!data.sandbox) throw notFound('Simulated clicks exist only in the sandbox ad platform');
      const clickedAt = body.clickedAt ? new Date(String(body.clickedAt)) : new Date();
      if (clickedAt.getTime() > Date.now() + 60_000) throw invalid('body.clickedAt', 'The click cannot be in the future');
      const gclid = `sandbox-gclid-${++sequence}`;
      return { gclid, url: `http://localhost:3000/l/fontaneria?utm_source=google&utm_medium=cpc&utm_campaign=Fontaneria&gclid=${gclid}`, clickedAt: clickedAt.toISOString() };
    },
  };
  const server = createFakeCrmApi(crm, handlers);
  return { server, data, crm, stageIds: { new: STAGE_NEW, meeting: STAGE_MEETING, won: STAGE_WON } };
}
