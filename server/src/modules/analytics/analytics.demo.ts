import type { DemoSeeder } from '../demo/demo.seed';
import { pipelineOf, savePreferences, seedDashboardHistory, stagesOf } from './analytics.repository';

/**
 * A dashboard worth looking at for the demo company: the CRM sample contacts (all made at seeding
 * time) get their arrival spread over the last 60 days, first touches matching their recorded
 * source (Google Ads clicks tagged with the running demo campaign's name, social ads, a
 * newsletter), and their current stage in the sales pipeline a plausible path through the
 * earlier stages between arrival and now; the demo user's dashboard choice maps won deals as
 * customers. A few set-based statements: start-up stays fast.
 */
export const seedAnalyticsDemo: DemoSeeder = async (deps, demo) => {
  const campaign = await deps.db.selectFrom('campaigns').select('platformCampaign').where('companyId', '=', demo.companyId).orderBy('createdAt').executeTakeFirst();
  const name = campaign && deps.connectors.ads.kind === 'sandbox'
    ? (await deps.connectors.ads.listCampaigns((await deps.db.selectFrom('companies').select('adsAccountId').where('id', '=', demo.companyId).executeTakeFirstOrThrow()).adsAccountId?.replace(/-/g, '') ?? ''))
      .find((c) => c.campaign.resource_name === campaign.platformCampaign)?.campaign.name ?? null
    : null;
  await seedDashboardHistory(deps.db, demo.companyId, { googleCampaign: name ?? 'marketing-digital', sources: CRM_SAMPLE_SOURCES });
  // The demo user starts with a saved choice (the same as the default here: won deals are the
  // customers, lost ones counted nowhere), so the dashboard shows a kept mapping from the start.
  const pipeline = await pipelineOf(deps.db, demo.companyId);
  if (!pipeline) return;
  const stages = (await stagesOf(deps.db, pipeline.id)).map((s) => s.id);
  if (stages.length < 4) return;
  await savePreferences(deps.db, demo.companyId, demo.userId, {
    rangePreset: '30d', startDate: null, endDate: null, selectedPipelineId: pipeline.id,
    stageMapping: { lead: [stages[0]], opportunity: stages.slice(1, -2), customer: [stages[stages.length - 2]] },
  });
};

/** contacts.seed.ts's sources: the contacts this seeder spreads over time. */
const CRM_SAMPLE_SOURCES = { google: 'Google Ads', form: 'Formulario web', referral: 'Referido', all: ['Formulario web', 'Google Ads', 'WhatsApp', 'Referido', 'Feria', 'Importación'] };
