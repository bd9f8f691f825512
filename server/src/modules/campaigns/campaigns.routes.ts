import type { FastifyInstance } from 'fastify';
import { ASSET_KINDS, ASSET_PATH_NAMES, assetCalls, campaignCalls, conversionCalls, performanceCalls } from '../../../../contract/campaigns';
import type { CallDef } from '../../../../contract/define';
import { registerArea, type CallContext, type Handler, type Handlers } from '../../http/route';
import { notFound } from '../../http/errors';
import { fromMicros } from './build/money';
import * as assets from './campaigns.assets';
import { adsAccountOf, campaignOf } from './campaigns.account';
import * as conversions from './campaigns.conversions';
import * as edits from './campaigns.edits';
import * as improvements from './campaigns.improvements';
import { dailyMetrics, rangeOf, toMetrics } from './campaigns.metrics';
import { toCampaign } from './campaigns.presenter';
import { previewRoutes, previewUrl } from './campaigns.preview';
import * as repo from './campaigns.repository';
import * as service from './campaigns.service';

const toDraft = (d: repo.DraftRow) => ({ _id: d.id, companyId: d.companyId, type: d.type, name: d.name, step: d.step, answers: d.answers, updatedAt: d.updatedAt.toISOString() });

export async function campaignRoutes(app: FastifyInstance): Promise<void> {
  registerArea(app, 'campaigns', campaignCalls, {
    createSearchCampaign: async ({ body, user, deps, reply }) => {
      const detail = await service.createSearchCampaign(deps, user.id, body);
      reply.code(201);
      return detail;
    },
    createPMaxCampaign: async ({ body, user, deps, reply }) => {
      const detail = await service.createPMaxCampaign(deps, user.id, body);
      reply.code(201);
      return detail;
    },
    listCampaigns: async ({ params, query, deps }) => {
      const account = await adsAccountOf(deps, params.companyId);
      const { from, to } = rangeOf(account, query.from, query.to);
      const rows = new Map((await repo.campaignsOf(deps.db, params.companyId)).map((r) => [r.platformCampaign, r]));
      const platform = (await deps.connectors.ads.listCampaigns(account.customerId)).filter((c) => rows.has(c.campaign.resource_name));
      const metrics = await dailyMetrics(deps, account, platform.map((c) => c.campaign.resource_name), from, to);
      const search = query.search?.toLowerCase();
      const data = platform
        .filter((c) => (!query.status || c.campaign.status === query.status) && (!query.type || rows.get(c.campaign.resource_name)!.type === query.type) && (!search || c.campaign.name.toLowerCase().includes(search)))
        .map((c) => {
          const row = rows.get(c.campaign.resource_name)!;
          const wizardUrl = typeof row.wizard.finalUrl === 'string' ? row.wizard.finalUrl : '';
          return { ...toCampaign(row, c.campaign, c.budget, account.currency, wizardUrl), metrics: toMetrics(metrics.get(c.campaign.resource_name) ?? []) };
        })
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      return { data, total: data.length, page: 1, limit: data.length, currency: account.currency };
    },
    getCampaign: ({ params, company, deps }) => service.getCampaign(deps, company.id, params.campaignId),
    getPreviewUrl: ({ params, company, deps }) => previewUrl(deps, company.id, params.campaignId),
    pauseCampaign: ({ body, deps }) => service.setStatus(deps, body.companyId, body.campaignId, 'PAUSED'),
    relaunchCampaign: ({ body, deps }) => service.setStatus(deps, body.companyId, body.campaignId, 'ENABLED'),
    updateCampaignBudget: ({ params, body, deps }) => edits.updateBudget(deps, params.companyId, params.campaignId, body.dailyBudget),
    updateCampaignName: ({ params, body, deps }) => edits.updateName(deps, params.companyId, params.campaignId, body.newName),
    updateAdFinalUrl: ({ params, body, deps }) => edits.updateFinalUrl(deps, params.companyId, params.campaignId, body.newFinalUrl, body.landingId),
    updateAdTitlesAndSubtitles: ({ params, body, deps }) => edits.updateTexts(deps, params.companyId, params.campaignId, body),
    getUnlaunchedCampaigns: async ({ company, deps }) => ({ data: (await repo.draftsOf(deps.db, company.id)).map(toDraft) }),
    saveCampaignDraft: async ({ body, user, company, deps }) => {
      const row = await repo.saveDraft(deps.db, company.id, user.id, body.draftId, { type: body.type, name: body.name, step: body.step, answers: body.answers });
      if (!row) throw notFound('Draft');
      return toDraft(row);
    },
    deleteCampaignDraft: async ({ params, deps }) => {
      if (!(await repo.deleteDraft(deps.db, params.companyId, params.draftId))) throw notFound('Draft');
      return { ok: true as const };
    },
  });

  registerArea(app, 'campaigns', performanceCalls, {
    metricsGoogleAds: async ({ params, query, deps }) => {
      const account = await adsAccountOf(deps, params.companyId);
      const row = await campaignOf(deps, params.companyId, params.campaignId);
      const { from, to } = rangeOf(account, query.from, query.to);
      const days = (await dailyMetrics(deps, account, [row.platformCampaign], from, to)).get(row.platformCampaign) ?? [];
      return { currency: account.currency, from, to, totals: toMetrics(days), daily: days.map((d) => ({ date: d.date, ...toMetrics([d]) })) };
    },
    graphicsMetricsGoogleAds: async ({ params, body, deps }) => {
      const account = await adsAccountOf(deps, params.companyId);
      const row = await campaignOf(deps, params.companyId, params.campaignId);
      const { from, to } = rangeOf(account, body.from, body.to);
      if (body.segment === 'date') {
        const days = (await dailyMetrics(deps, account, [row.platformCampaign], from, to)).get(row.platformCampaign) ?? [];
        return { currency: account.currency, segment: 'date', rows: days.map((d) => ({ key: d.date, label: d.date, ...toMetrics([d]) })) };
      }
      const segments = await deps.connectors.ads.segmentMetrics(account.customerId, row.platformCampaign, from, to, body.segment);
      const names = body.segment === 'location' ? await deps.connectors.ads.geoTargetLocations(segments.map((s) => `geoTargetConstants/${s.key}`)) : new Map();
      return {
        currency: account.currency, segment: body.segment,
        rows: segments.map((s) => ({ key: s.key, label: names.get(`geoTargetConstants/${s.key}`)?.name ?? s.key, ...toMetrics([s.metrics]) })),
      };
    },
    negativeMetricsGoogleAds: async ({ params, query, deps }) => {
      const account = await adsAccountOf(deps, params.companyId);
      const row = await campaignOf(deps, params.companyId, params.campaignId);
      const { from, to } = rangeOf(account, query.from, query.to);
      const terms = await deps.connectors.ads.searchTerms(account.customerId, row.platformCampaign, from, to);
      const data = terms.map((t) => ({ searchTerm: t.search_term, keyword: t.keyword?.text ?? null, matchType: t.keyword?.match_type ?? null, status: t.status, ...toMetrics([t]) }))
        .sort((a, b) => (a.conversions === 0 ? 0 : 1) - (b.conversions === 0 ? 0 : 1) || b.cost - a.cost);
      const wasted = terms.filter((t) => t.conversions === 0).reduce((sum, t) => sum + t.cost_micros, 0);
      return { currency: account.currency, wastedCost: fromMicros(wasted), data };
    },
    recommendedPositiveWords: async ({ params, query, deps }) => {
      const account = await adsAccountOf(deps, params.companyId);
      const ideas = await deps.connectors.ads.keywordIdeas(account.customerId, { keywords: [params.topic], url: query.url, language: query.language, geoTargets: [] });
      return {
        data: ideas.map((i) => i.text),
        ideas: ideas.map((i) => ({
          text: i.text, avgMonthlySearches: i.avg_monthly_searches, competition: i.competition, competitionIndex: i.competition_index,
          lowTopOfPageBid: fromMicros(i.low_top_of_page_bid_micros), highTopOfPageBid: fromMicros(i.high_top_of_page_bid_micros),
          monthly: i.monthly_search_volumes.map((m) => ({ year: m.year, month: m.month, searches: m.monthly_searches })),
        })),
      };
    },
    recommendedNegativeWords: async ({ params, query, deps }) => {
      await adsAccountOf(deps, params.companyId);
      return { data: await deps.connectors.ads.negativeWordIdeas(params.topic, query.language) };
    },
    addPositiveKeywords: ({ body, deps }) => edits.addKeywords(deps, body.companyId, body.campaignId, body.positiveKeywords, false),
    addNegativeKeywords: ({ body, deps }) => edits.addKeywords(deps, body.companyId, body.campaignId, body.negativeKeywords, true),
    removePositiveKeywords: ({ params, body, deps }) => edits.removeKeywords(deps, body.companyId, params.campaignId, body.positiveKeywordIds, false),
    removeNegativeKeywords: ({ params, body, deps }) => edits.removeKeywords(deps, body.companyId, params.campaignId, body.negativeKeywordIds, true),
    getCampaignCriteria: async ({ params, deps }) => (await service.getCampaign(deps, params.companyId, params.campaignId)).criteria,
    updateCampaignCriteria: ({ params, body, deps }) => edits.updateCriteria(deps, params.companyId, params.campaignId, body),
    listImprovements: async ({ params, query, deps }) => {
      const data = await improvements.listImprovements(deps, params.companyId, query.campaignId);
      return { data, total: data.length, page: 1, limit: data.length, currency: (await adsAccountOf(deps, params.companyId)).currency };
    },
    acceptImprovement: ({ params, body, deps }) => improvements.decide(deps, params.companyId, body, true),
    deleteImprovement: ({ params, body, deps }) => improvements.decide(deps, params.companyId, body, false),
    getAppFromStore: async ({ body, deps }) => {
      await adsAccountOf(deps, body.companyId);
      const apps = await deps.connectors.ads.findApps(body.appStore, body.query);
      return { data: apps.map((a) => ({ appId: a.app_id, name: a.name, developer: a.developer, appStore: a.app_store })) };
    },
  });

  // The seven kinds share their five calls' handlers; each call's schemas already validated the input.
  const handlers: Record<string, Handler<CallDef>> = {};
  type Input = { params: Record<string, string>; query: Record<string, string>; body: Record<string, unknown> };
  const input = (ctx: CallContext<CallDef>) => ctx as unknown as Input & CallContext<CallDef>;
  for (const kind of ASSET_KINDS) {
    const name = ASSET_PATH_NAMES[kind];
    handlers[`getCustomer${name}Assets`] = async (ctx) => ({ data: await assets.customerAssets(ctx.deps, input(ctx).params.companyId, kind) });
    handlers[`upload${name}`] = async (ctx) => {
      const { params, body } = input(ctx);
      const asset = await assets.uploadAsset(ctx.deps, params.companyId, params.campaignId, kind, body);
      ctx.reply.code(201);
      return asset;
    };
    handlers[`setCampaign${name}Assets`] = async (ctx) => {
      const { params, body } = input(ctx);
      return { data: await assets.setOnCampaign(ctx.deps, params.companyId, params.campaignId, kind, body.assetIds as string[]) };
    };
    handlers[`updateCampaign${name}Asset`] = (ctx) => {
      const { params, query, body } = input(ctx);
      return assets.updateAsset(ctx.deps, query.companyId, kind, params.assetId, body);
    };
    handlers[`deleteCampaign${name}Assets`] = (ctx) => {
      const { params, body } = input(ctx);
      return assets.removeFromCampaign(ctx.deps, params.companyId, params.campaignId, kind, body.assetIds as string[]);
    };
  }
  handlers.getCampaignAssets = async (ctx) => {
    const { params } = input(ctx);
    return { data: await assets.campaignAssets(ctx.deps, params.companyId, params.campaignId) };
  };
  handlers.getAdAssets = async (ctx) => {
    const { params } = input(ctx);
    const c = await service.getCampaign(ctx.deps, params.companyId, params.campaignId);
    const texts = c.ad ?? c.assetGroup;
    return {
      headlines: texts?.headlines ?? [], descriptions: texts?.descriptions ?? [], longHeadlines: c.assetGroup?.longHeadlines ?? [],
      businessName: c.assetGroup?.businessName ?? null, path1: texts?.path1 ?? null, path2: texts?.path2 ?? null, images: c.assetGroup?.images ?? [],
    };
  };
  registerArea(app, 'campaigns', assetCalls, handlers as unknown as Handlers<typeof assetCalls>);

  registerArea(app, 'campaigns', conversionCalls, {
    saveCompanyConversion: async ({ body, deps, reply }) => {
      const conversion = await conversions.createConversion(deps, body);
      reply.code(201);
      return conversion;
    },
    getCompanyConversions: ({ params, query, deps }) => conversions.listConversions(deps, params.companyId, query.page, query.limit),
    getOneCompanyConversion: ({ params, company, deps }) => conversions.getConversion(deps, company.id, params.conversionId),
    updateCompanyConversion: ({ params, body, deps }) => conversions.updateConversion(deps, params.companyId, params.conversionId, body),
    deleteCompanyConversion: ({ params, deps }) => conversions.removeConversion(deps, params.companyId, params.conversionId),
    uploadClickConversions: ({ params, body, deps }) => conversions.uploadClicks(deps, params.companyId, params.conversionId, body.rows),
    listConversionUploads: ({ params, query, deps }) => conversions.listUploads(deps, params.companyId, params.conversionId, query.page, query.limit),
  });

  await previewRoutes(app);
}

