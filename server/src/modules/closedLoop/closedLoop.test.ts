import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxSocial } from '../../connectors/social/sandbox';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call, createTestUser, type TestUser } from '../../../test/fixtures';
import { linkedAdsUser, searchBody } from '../../../test/campaignFixtures';
import { sandboxPixel } from '../../../test/socialFixtures';
import { saveContactAttribution } from '../webforms/webforms.repository';
import { sendOfflineConversion } from './closedLoop.send';

let ctx: TestContext;
let u: TestUser;
let campaign: { _id: string; name: string };
let uploadAction: string;
let stages: { lead: string; won: string };

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, user = u) => call(ctx, method, url, { token: user.token, body });
const HOUR = 3_600_000;

beforeAll(async () => {
  ctx = await createTestContext();
  u = await linkedAdsUser(ctx);
  campaign = (await api('POST', '/api/googleAds/createSearchCampaign', searchBody(u.companyId))).body;
  uploadAction = (await api('POST', '/api/saveCompanyConversion', { companyId: u.companyId, name: 'Venta cerrada', type: 'UPLOAD_CLICKS', defaultValue: 50, alwaysUseDefaultValue: false })).body._id;
  const pipeline = (await api('POST', '/api/pipeline', { companyId: u.companyId, name: 'Ventas', stages: [{ name: 'Nuevo' }, { name: 'Ganado' }] })).body;
  stages = { lead: pipeline.stages[0]._id, won: pipeline.stages[1]._id };
});
afterAll(async () => ctx?.close());

/** A contact that came from an ad click (made `hoursAgo` before now) as a landing form leaves it: with its attribution. */
async function contactFromClick(hoursAgo: number, email = `lead.${Math.random().toString(36).slice(2, 8)}@example.com`) {
  const click = await api('POST', '/api/campaigns/sandbox/ad-click', { companyId: u.companyId, campaignId: campaign._id, clickedAt: new Date(Date.now() - hoursAgo * HOUR).toISOString() });
  expect(click.status).toBe(200);
  const params = new URL(click.body.url).searchParams;
  const contact = (await api('POST', '/api/createContact', { companyId: u.companyId, name: 'Marta', email, phone: '+34 600 111 222', pipelineStageIds: [stages.lead] })).body;
  const touch = { utm_source: params.get('utm_source')!, utm_medium: params.get('utm_medium')!, utm_campaign: params.get('utm_campaign')!, gclid: params.get('gclid')!, at: new Date().toISOString() };
  await saveContactAttribution(ctx.db, u.companyId, contact._id, touch, touch);
  return { contact, gclid: touch.gclid, url: click.body.url as string };
}

const moveTo = (contactId: string, stageId: string) => api('POST', '/api/addPipelineStageToContact', { companyId: u.companyId, contactId, pipelineStageId: stageId });
const conversionsOf = async (contactId: string) => (await api('GET', `/api/offlineConversions/${u.companyId}?contactId=${contactId}`)).body.data as { _id: string; status: string; platform: string; error: string | null; attempts: number; nextAttemptAt: string | null; destination: string | null; clickId: string | null; campaignName: string | null }[];
const campaignConversions = async (day: string) => {
  const list = await api('GET', `/api/campaigns/${u.companyId}?from=${day}&to=${day}`);
  return list.body.data.find((c: { _id: string }) => c._id === campaign._id).metrics as { conversions: number; conversionsValue: number };
};

describe('conversion rules', () => {
  it('maps a stage to an upload action with a value, replaces it when saved again, and lists it', async () => {
    const saved = await api('PUT', `/api/conversionRules/${u.companyId}`, { stageId: stages.won, googleConversionId: uploadAction, value: 120 });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ stageName: 'Ganado', pipelineName: 'Ventas', googleConversionName: 'Venta cerrada', value: 120, currency: 'EUR', metaPixelId: null });
    const again = await api('PUT', `/api/conversionRules/${u.companyId}`, { stageId: stages.won, googleConversionId: uploadAction, value: 150 });
    expect(again.body._id).toBe(saved.body._id);
    const list = await api('GET', `/api/conversionRules/${u.companyId}`);
    expect(list.body.data).toEqual([expect.objectContaining({ _id: saved.body._id, value: 150 })]);
  });

  it('refuses what is not the company\'s or cannot take offline conversions, and changes nothing then', async () => {
    const web = (await api('POST', '/api/saveCompanyConversion', { companyId: u.companyId, name: 'Formulario web' })).body._id;
    const other = await linkedAdsUser(ctx);
    const foreignStage = (await api('POST', '/api/pipeline', { companyId: other.companyId, name: 'Otro', stages: [{ name: 'X' }] }, other)).body.stages[0]._id;
    const refusals = [
      [{ stageId: stages.lead, googleConversionId: web }, 'body.googleConversionId', 'upload_action_required'],
      [{ stageId: foreignStage, googleConversionId: uploadAction }, 'body.stageId', 'unknown_stage'],
      [{ stageId: stages.lead }, 'body.googleConversionId', 'conversion_destination_required'],
      [{ stageId: stages.lead, metaPixelId: '123456', metaEventName: 'Lead' }, 'body.metaPixelId', 'pixel_not_added'],
    ] as const;
    for (const [body, path, code] of refusals) {
      const res = await api('PUT', `/api/conversionRules/${u.companyId}`, body);
      expect(res.status).toBe(400);
      expect(res.body.details[0]).toMatchObject({ path, code });
    }
    expect((await api('GET', `/api/conversionRules/${u.companyId}`)).body.data).toHaveLength(1);
    expect((await api('GET', `/api/conversionRules/${u.companyId}`, undefined, other)).status).toBe(404);
    const viewer = await createTestUser(ctx, { memberOf: { companyId: u.companyId, role: 'viewer' } });
    expect((await api('PUT', `/api/conversionRules/${u.companyId}`, { stageId: stages.lead, googleConversionId: uploadAction }, viewer)).status).toBe(403);
  });
});

describe('the closed loop to Google', () => {
  it('uploads a contact reaching the mapped stage once, by its gclid, and the campaign counts it on the click\'s day', async () => {
    const { contact, gclid, url } = await contactFromClick(30);
    expect(url).toContain('https://fontaneria-perez.es/urgencias?');
    expect(url).toContain(`utm_campaign=${encodeURIComponent(campaign.name).replace(/%20/g, '+')}`);
    const clickDay = new Date(Date.now() - 30 * HOUR).toISOString().slice(0, 10);
    const before = await campaignConversions(clickDay);

    expect((await moveTo(contact._id, stages.won)).status).toBe(200);
    const [queued] = await conversionsOf(contact._id);
    expect(queued).toMatchObject({ platform: 'google', status: 'pending', clickId: gclid, campaignName: campaign.name });
    await sendOfflineConversion(ctx.deps, queued._id);
    await sendOfflineConversion(ctx.deps, queued._id); // a job delivered twice sends once

    const [sent] = await conversionsOf(contact._id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, destination: 'Venta cerrada', error: null });
    const uploads = (await api('GET', `/api/conversionUploads/${u.companyId}/${uploadAction}`)).body.data;
    expect(uploads.filter((x: { gclid: string }) => x.gclid === gclid)).toEqual([expect.objectContaining({ result: 'accepted', value: 150, orderId: sent._id })]);
    const after = await campaignConversions(clickDay);
    expect(after.conversions).toBeCloseTo(before.conversions + 1, 5);
    expect(after.conversionsValue).toBeCloseTo(before.conversionsValue + 150, 5);

    // The range ends tomorrow: the company's day (Madrid) may already be tomorrow in UTC terms.
    const dashboard = await api('GET', `/api/analytics/dashboard/${u.companyId}?startDate=${clickDay}&endDate=${new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)}`);
    expect(dashboard.body.campaigns.find((c: { campaignId: string }) => c.campaignId === campaign._id)).toMatchObject({ reportedConversions: 1 });

    // Out of the stage and back in: nothing new to report.
    await moveTo(contact._id, stages.lead);
    await moveTo(contact._id, stages.won);
    expect(await conversionsOf(contact._id)).toHaveLength(1);
  });

  it('waits for a click under 6 hours old, as Google asks, and says when it tries again', async () => {
    const { contact } = await contactFromClick(1);
    await moveTo(contact._id, stages.won);
    const [row] = await conversionsOf(contact._id);
    await sendOfflineConversion(ctx.deps, row._id);
    const [waiting] = await conversionsOf(contact._id);
    expect(waiting.status).toBe('waiting');
    expect(waiting.error).toContain('TOO_RECENT_EVENT');
    expect(Date.parse(waiting.nextAttemptAt!) - Date.now()).toBeGreaterThan(5.9 * HOUR);
  });

  it('shows a click the platform refuses as rejected, and sends it again on request once fixed', async () => {
    const { contact } = await contactFromClick(30);
    await moveTo(contact._id, stages.won);
    const [row] = await conversionsOf(contact._id);
    // The action is removed at the platform before the upload: Google refuses it.
    await api('DELETE', `/api/companyConversion/${u.companyId}/${uploadAction}`);
    await sendOfflineConversion(ctx.deps, row._id);
    const [rejected] = await conversionsOf(contact._id);
    expect(rejected).toMatchObject({ status: 'rejected', error: expect.stringContaining('INVALID_CONVERSION_ACTION') });
    expect((await api('POST', `/api/offlineConversions/${u.companyId}/${row._id}/retry`)).body).toMatchObject({ status: 'pending', attempts: 0 });
    expect((await api('POST', `/api/offlineConversions/${u.companyId}/${row._id}/retry`)).status).toBe(409);
    const stranger = await createTestUser(ctx);
    expect((await api('POST', `/api/offlineConversions/${stranger.companyId}/${row._id}/retry`, undefined, stranger)).status).toBe(404);
  });

  it('reports nothing for a contact that did not come from a Google ad', async () => {
    const contact = (await api('POST', '/api/createContact', { companyId: u.companyId, name: 'Sin clic', pipelineStageIds: [stages.lead] })).body;
    await moveTo(contact._id, stages.won);
    expect(await conversionsOf(contact._id)).toEqual([]);
  });
});

describe('the closed loop to Meta', () => {
  it('sends the Conversions API event with hashed email and phone, once', async () => {
    const owner = await createTestUser(ctx);
    const pixelId = await sandboxPixel(ctx, owner);
    const pipeline = (await api('POST', '/api/pipeline', { companyId: owner.companyId, name: 'Citas', stages: [{ name: 'Nueva' }, { name: 'Cita hecha' }] }, owner)).body;
    const rule = await api('PUT', `/api/conversionRules/${owner.companyId}`, { stageId: pipeline.stages[1]._id, metaPixelId: pixelId, metaEventName: 'Schedule', value: 40 }, owner);
    expect(rule.body).toMatchObject({ metaPixelId: pixelId, metaEventName: 'Schedule', googleConversionId: null });
    const contact = (await api('POST', '/api/createContact', { companyId: owner.companyId, name: 'Ana', email: ' Ana.Lopez@Example.com', phone: '+34 600 222 333' }, owner)).body;
    await saveContactAttribution(ctx.db, owner.companyId, contact._id, { fbclid: 'IwAR-sandbox-click', at: new Date().toISOString() }, null);
    await api('POST', '/api/addPipelineStageToContact', { companyId: owner.companyId, contactId: contact._id, pipelineStageId: pipeline.stages[1]._id }, owner);
    const [row] = (await api('GET', `/api/offlineConversions/${owner.companyId}?contactId=${contact._id}`, undefined, owner)).body.data;
    await sendOfflineConversion(ctx.deps, row._id);
    const [sent] = (await api('GET', `/api/offlineConversions/${owner.companyId}?contactId=${contact._id}`, undefined, owner)).body.data;
    expect(sent).toMatchObject({ platform: 'meta', status: 'sent', eventName: 'Schedule', clickId: 'IwAR-sandbox-click' });
    const received = (ctx.deps.connectors.social as SandboxSocial).receivedEvents(pixelId);
    const sha = (v: string) => createHash('sha256').update(v).digest('hex');
    expect(received.filter((e) => e.eventId === row._id)).toEqual([expect.objectContaining({
      eventName: 'Schedule', actionSource: 'system_generated',
      userData: expect.objectContaining({ em: [sha('ana.lopez@example.com')], ph: [sha('34600222333')], fbc: expect.stringMatching(/^fb\.1\.\d+\.IwAR-sandbox-click$/) }),
      customData: { value: 40, currency: 'EUR' },
    })]);
  });
});

describe('the ad platform', () => {
  it('says it is the sandbox, where clicks can be simulated', async () => {
    expect((await api('GET', `/api/campaigns/platform/${u.companyId}`)).body).toEqual({ provider: 'sandbox' });
  });
});
