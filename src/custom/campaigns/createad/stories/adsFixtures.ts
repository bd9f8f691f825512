import type { CampaignCriteria, CampaignDetail, StoredAsset } from '../../../../../contract/campaigns';
import type { LandingSummary } from '../../../../../contract/landings';
import type { CallArgs } from '../../../../dataProvider/createApiClient';
import { ApiError } from '../../../../dataProvider/ApiError';
import { COMPANY_ID } from '../../../crm/stories/crmFixtures';
import type { CampaignDraft, KeywordIdea, Location } from '../api/adsClient';

export const CAMPAIGN_SEARCH = '00000000-0000-4000-8000-00000000ca01';
export const CAMPAIGN_PMAX = '00000000-0000-4000-8000-00000000ca02';
export const DRAFT_READY = '00000000-0000-4000-8000-00000000df01';
export const DRAFT_PMAX = '00000000-0000-4000-8000-00000000df02';
export const LANDING_PUBLISHED = '00000000-0000-4000-8000-0000000a1d01';
export const LANDING_DRAFT = '00000000-0000-4000-8000-0000000a1d02';

type Handler = (args: CallArgs, body: Record<string, unknown>) => unknown;
type Detail = { path: string; code: string; message: string };

export type AdsData = {
  locations: Location[];
  ideas: KeywordIdea[];
  negativeIdeas: string[];
  drafts: CampaignDraft[];
  campaigns: CampaignDetail[];
  assets: StoredAsset[];
  files: number;
  /** The company's landings the business step offers. */
  landings: LandingSummary[];
  /** When set, the next create is refused by the "platform" with these field errors. */
  refuseCreate: Detail[] | null;
};

const now = '2026-03-02T10:00:00.000Z';
const idea = (text: string, avgMonthlySearches: number, competition: KeywordIdea['competition'], low: number, high: number): KeywordIdea =>
  ({ text, avgMonthlySearches, competition, competitionIndex: competition === 'HIGH' ? 80 : competition === 'MEDIUM' ? 50 : 20, lowTopOfPageBid: low, highTopOfPageBid: high, monthly: [] });
const criteria = (): CampaignCriteria => ({
  locations: [{ locationId: '2724', name: 'España', negative: false }, { locationId: '1005424', name: 'Ceuta', negative: true }],
  proximity: [{ address: 'Calle Mayor 1, Madrid', radius: 10, units: 'KILOMETERS' }],
  languages: ['es'],
  schedule: [{ day: 'MONDAY', startHour: 9, startMinute: 0, endHour: 18, endMinute: 30 }],
  devices: [{ device: 'MOBILE', bidModifier: 1.2 }, { device: 'TABLET', bidModifier: 0 }],
});

/** A search campaign with keywords and an ad, a Performance Max one, ideas, places and account assets. */
export function sampleAdsData(): AdsData {
  const base = { companyId: COMPANY_ID, status: 'ENABLED' as const, currency: 'EUR', bidding: 'maximize_clicks' as const, landingId: null, startDate: '2026-02-01', createdAt: now };
  return {
    locations: [
      { id: '1005493', name: 'Madrid', type: 'city', countryCode: 'ES', canonicalName: 'Madrid, Comunidad de Madrid, España' },
      { id: '20827', name: 'Comunidad de Madrid', type: 'region', countryCode: 'ES', canonicalName: 'Comunidad de Madrid, España' },
      { id: '2724', name: 'España', type: 'country', countryCode: 'ES', canonicalName: 'España' },
    ],
    ideas: [
      idea('fontanero urgente', 5400, 'HIGH', 0.9, 3.2),
      idea('fontanero madrid', 2900, 'MEDIUM', 0.7, 2.4),
      idea('desatascos baratos', 880, 'LOW', 0.4, 1.1),
    ],
    negativeIdeas: ['gratis', 'empleo', 'curso'],
    landings: [
      {
        _id: LANDING_PUBLISHED, companyId: COMPANY_ID, name: 'Urgencias de fontanería', templateId: 'services', language: 'es', status: 'published',
        subdomain: 'fontaneria-ruiz', url: 'https://fontaneria-ruiz.landings.localhost/', thumbnailUrl: '/api/landingTemplateThumbnail/services',
        publishedAt: now, pixelIds: null, createdAt: now, updatedAt: now,
      },
      {
        _id: LANDING_DRAFT, companyId: COMPANY_ID, name: 'Oferta de verano', templateId: 'lead-magnet', language: 'es', status: 'draft',
        subdomain: null, url: null, thumbnailUrl: '/api/landingTemplateThumbnail/lead-magnet', publishedAt: null, pixelIds: null, createdAt: now, updatedAt: now,
      },
    ],
    drafts: [{
      _id: DRAFT_READY, companyId: COMPANY_ID, type: 'search', name: 'Fontanería Ruiz', step: 7, updatedAt: now,
      answers: {
        type: 'search', goal: 'calls', name: 'Fontanería Ruiz', businessName: 'Fontanería Ruiz', finalUrl: 'https://fontaneriaruiz.es',
        locations: [{ locationId: '1005493', name: 'Madrid', negative: false }], languages: ['es'], dailyBudget: '15',
        keywords: [{ text: 'fontanero madrid', matchType: 'PHRASE' }], negativeKeywords: [{ text: 'gratis', matchType: 'BROAD' }],
        ad: { headlines: ['Fontanero en Madrid', 'Urgencias 24 horas', 'Presupuesto sin compromiso'], descriptions: ['Llegamos en 30 minutos a cualquier punto de Madrid.', 'Fontaneros con 20 años de experiencia.'], path1: 'fontanero', path2: '' },
      },
    }, {
      _id: DRAFT_PMAX, companyId: COMPANY_ID, type: 'pmax', name: 'Fontanería Ruiz PMax', step: 4, updatedAt: now,
      answers: {
        type: 'pmax', goal: 'leads', name: 'Fontanería Ruiz PMax', businessName: 'Fontanería Ruiz', finalUrl: 'https://fontaneriaruiz.es',
        locations: [{ locationId: '2724', name: 'España', negative: false }], languages: ['es'], dailyBudget: '25',
        group: { headlines: ['Fontanero', 'Urgencias 24 h', 'Sin compromiso'], longHeadlines: ['Tu fontanero de confianza en Madrid'], descriptions: ['Llegamos en 30 minutos.', 'Fontaneros con 20 años de experiencia.'], images: [] },
      },
    }],
    campaigns: [
      {
        ...base, _id: CAMPAIGN_SEARCH, type: 'search', name: 'Fontanería Ruiz — Búsqueda', dailyBudget: 20, monthlyCap: 608, finalUrl: 'https://fontaneriaruiz.es',
        keywords: [{ id: '501', text: 'fontanero madrid', matchType: 'PHRASE', status: 'ENABLED' }, { id: '502', text: 'desatascos', matchType: 'BROAD', status: 'ENABLED' }],
        negativeKeywords: [{ id: '601', text: 'gratis', matchType: 'BROAD', status: 'ENABLED' }],
        ad: { headlines: ['Fontanero en Madrid', 'Urgencias 24 horas', 'Presupuesto gratis'], descriptions: ['Llegamos en 30 minutos.', 'Fontaneros con experiencia.'], path1: 'fontanero', path2: 'madrid' },
        assetGroup: null, criteria: criteria(),
      },
      {
        ...base, _id: CAMPAIGN_PMAX, type: 'pmax', name: 'Fontanería Ruiz — PMax', dailyBudget: 30, monthlyCap: 912, finalUrl: 'https://fontaneriaruiz.es',
        keywords: [], negativeKeywords: [], ad: null, criteria: criteria(),
        assetGroup: { headlines: ['Fontanero', 'Urgencias 24 h', 'Sin compromiso'], longHeadlines: ['Tu fontanero de confianza en Madrid'], descriptions: ['Llegamos en 30 minutos.', 'Fontaneros con 20 años de experiencia en Madrid.'], businessName: 'Fontanería Ruiz', searchThemes: [],
          images: [{ assetId: '7001', field: 'MARKETING_IMAGE', width: 1200, height: 628 }, { assetId: '7002', field: 'LOGO', width: 256, height: 256 }] },
      },
    ],
    assets: [
      { assetId: '9001', kind: 'highlightedText', fields: { text: 'Atención 24 h' }, campaignIds: [CAMPAIGN_SEARCH] },
      { assetId: '9002', kind: 'siteLink', fields: { linkText: 'Contacto', finalUrl: 'https://fontaneriaruiz.es/contacto' }, campaignIds: [CAMPAIGN_SEARCH] },
      { assetId: '9003', kind: 'highlightedText', fields: { text: 'Sin desplazamiento' }, campaignIds: [] },
    ],
    files: 0,
    refuseCreate: null,
  };
}

/** A landscape tile in the product's blues, standing in for every uploaded image. */
const STORED_IMAGE_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="382" height="200" viewBox="0 0 382 200"><rect width="382" height="200" fill="#1e3a8a"/><circle cx="191" cy="100" r="56" fill="#7dd3fc"/></svg>';

let next = 0;
const newId = () => `00000000-0000-4000-9100-${String(++next).padStart(12, '0')}`;
const notFound = () => new ApiError('Not found', 404, { error_code: 'not_found', message: 'Not found' });
const refuse = (details: Detail[]) => new ApiError(details[0].message, 400, { error_code: 'ads_rejected', message: details[0].message, details });
const KINDS: Record<string, StoredAsset['kind']> = {
  SiteLink: 'siteLink', HighlightedText: 'highlightedText', StructuredSnippet: 'structuredSnippet', Call: 'call', App: 'app', Price: 'price', Promotion: 'promotion',
};

/** The campaign calls of a fake server over `data`, merged into the CRM fake (createFakeCrmApi's overrides). */
export function adsHandlers(data: AdsData): Record<string, Handler> {
  const campaign = (id: unknown) => data.campaigns.find((c) => c._id === id) ?? (() => { throw notFound(); })();
  const create = (type: 'search' | 'pmax') => (_: CallArgs, body: Record<string, unknown>) => {
    if (data.refuseCreate) { const details = data.refuseCreate; data.refuseCreate = null; throw refuse(details); }
    const created = {
      ...data.campaigns[type === 'search' ? 0 : 1], _id: newId(), name: String(body.name), dailyBudget: Number(body.dailyBudget), monthlyCap: Number(body.dailyBudget) * 30.4,
    } as CampaignDetail;
    data.campaigns.push(created);
    data.drafts = data.drafts.filter((d) => d._id !== body.draftId);
    return created;
  };
  const handlers: Record<string, Handler> = {
    'GET /getLocations': ({ query }) => ({ data: data.locations.filter((l) => l.name.toLowerCase().includes(String(query?.q ?? '').toLowerCase())) }),
    'GET /recommendedPositiveWords/:companyId/:topic': () => ({ data: data.ideas.map((i) => i.text), ideas: data.ideas }),
    'GET /recommendedNegativeWords/:companyId/:topic': () => ({ data: data.negativeIdeas }),
    'GET /getUnlaunchedCampaigns': () => ({ data: data.drafts }),
    'GET /getLandingsData/:companyId': () => ({ data: data.landings, total: data.landings.length }),
    'POST /campaignDraft': (_, body) => {
      const existing = data.drafts.find((d) => d._id === body.draftId);
      const draft = { ...(existing ?? { _id: newId(), companyId: COMPANY_ID }), type: body.type, name: String(body.name ?? ''), step: Number(body.step), answers: body.answers, updatedAt: new Date().toISOString() } as CampaignDraft;
      data.drafts = [draft, ...data.drafts.filter((d) => d._id !== draft._id)];
      return draft;
    },
    'POST /googleAds/createSearchCampaign': create('search'),
    'POST /googleAds/createPMaxCampaign': create('pmax'),
    'POST /files/:companyId/:area': () => {
      data.files += 1;
      const fileId = newId();
      return { fileId, area: 'adImage', contentType: 'image/png', size: 1000, fileName: 'image.png', url: `/files/${COMPANY_ID}/adImage/${fileId}` };
    },
    // Any uploaded image reads back as the same small picture.
    'GET /files/:companyId/:area/:fileId': () => new Blob([STORED_IMAGE_SVG], { type: 'image/svg+xml' }),
    'GET /campaign/:campaignId': ({ params }) => campaign(params?.campaignId),
    'PUT /googleAds/updateCampaignName/:companyId/:campaignId': ({ params }, body) => Object.assign(campaign(params?.campaignId), { name: body.newName }),
    'PUT /googleAds/updateCampaignBudget/:companyId/:campaignId': ({ params }, body) => {
      if (Number(body.dailyBudget) < 1) throw refuse([{ path: 'body.dailyBudget', code: 'BUDGET_TOO_SMALL', message: 'The budget is below the minimum' }]);
      return Object.assign(campaign(params?.campaignId), { dailyBudget: body.dailyBudget, monthlyCap: Number(body.dailyBudget) * 30.4 });
    },
    'PUT /googleAds/updateAdFinalUrl/:companyId/:campaignId': ({ params }, body) => Object.assign(campaign(params?.campaignId), { finalUrl: body.newFinalUrl }),
    'PUT /googleAds/updateAdTitlesAndSubtitles/:companyId/:campaignId': ({ params }, body) => {
      const c = campaign(params?.campaignId);
      if (c.type === 'search') c.ad = { headlines: body.headlines as string[], descriptions: body.descriptions as string[], path1: body.path1 as string, path2: body.path2 as string };
      else Object.assign(c.assetGroup!, { headlines: body.headlines, descriptions: body.descriptions, longHeadlines: body.longHeadlines ?? c.assetGroup!.longHeadlines, businessName: body.businessName ?? c.assetGroup!.businessName });
      return c;
    },
    'POST /addPositiveKeywords': (_, body) => {
      const c = campaign(body.campaignId);
      for (const k of body.positiveKeywords as { text: string; matchType: 'EXACT' }[]) c.keywords.push({ id: String(700 + ++next), text: k.text, matchType: k.matchType, status: 'ENABLED' });
      return c;
    },
    'POST /addNegativeKeywords': (_, body) => {
      const c = campaign(body.campaignId);
      for (const k of body.negativeKeywords as { text: string; matchType: 'EXACT' }[]) c.negativeKeywords.push({ id: String(800 + ++next), text: k.text, matchType: k.matchType, status: 'ENABLED' });
      return c;
    },
    'POST /removePositiveKeywords/:campaignId': ({ params }, body) => {
      const c = campaign(params?.campaignId);
      c.keywords = c.keywords.filter((k) => !(body.positiveKeywordIds as string[]).includes(k.id));
      return c;
    },
    'POST /removeNegativeKeywords/:campaignId': ({ params }, body) => {
      const c = campaign(params?.campaignId);
      c.negativeKeywords = c.negativeKeywords.filter((k) => !(body.negativeKeywordIds as string[]).includes(k.id));
      return c;
    },
    'GET /googleAds/getCampaignCriteria/:companyId/:campaignId': ({ params }) => campaign(params?.campaignId).criteria,
    'PUT /googleAds/updateCampaignCriteria/:companyId/:campaignId': ({ params }, body) => {
      const c = campaign(params?.campaignId);
      c.criteria = body as CampaignCriteria;
      return c.criteria;
    },
    'GET /googleAds/getCampaignAssets/:companyId/:campaignId': ({ params }) => ({ data: data.assets.filter((a) => a.campaignIds.includes(String(params?.campaignId))) }),
  };
  for (const [name, kind] of Object.entries(KINDS)) {
    const asset = (id: unknown) => data.assets.find((a) => a.assetId === id && a.kind === kind) ?? (() => { throw notFound(); })();
    handlers[`GET /getCustomer${name}Assets/:companyId`] = () => ({ data: data.assets.filter((a) => a.kind === kind) });
    handlers[`POST /upload${name}/:companyId/:campaignId`] = ({ params }, body) => {
      const created: StoredAsset = { assetId: String(9100 + ++next), kind, fields: body, campaignIds: [String(params?.campaignId)] };
      data.assets.push(created);
      return created;
    };
    handlers[`POST /setCampaign${name}Assets/:companyId/:campaignId`] = ({ params }, body) => ({
      data: (body.assetIds as string[]).map((id) => { const a = asset(id); if (!a.campaignIds.includes(String(params?.campaignId))) a.campaignIds.push(String(params?.campaignId)); return a; }),
    });
    handlers[`PUT /updateCampaign${name}Asset/:assetId`] = ({ params }, body) => Object.assign(asset(params?.assetId), { fields: body });
    handlers[`DELETE /deleteCampaign${name}Assets/:companyId/:campaignId`] = ({ params }, body) => {
      for (const id of body.assetIds as string[]) { const a = asset(id); a.campaignIds = a.campaignIds.filter((c) => c !== params?.campaignId); }
      return { ok: true };
    };
  }
  return handlers;
}
