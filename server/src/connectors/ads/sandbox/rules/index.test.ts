import { describe, expect, it } from 'vitest';
import { pmaxCampaignOperations, searchCampaignOperations } from '../../../../modules/campaigns/build/campaign';
import type { MutateOperation } from '../../googleAds.types';
import { baseAccount, codes, P, pngHeader, summary, validate } from './testKit';

const budget: MutateOperation = { entity: 'campaign_budget', operation: 'create', resource: { resource_name: `${P}/campaignBudgets/-1`, amount_micros: 20_000_000, period: 'DAILY', delivery_method: 'STANDARD', explicitly_shared: false } };
const campaign = (name: string, budgetName = `${P}/campaignBudgets/-1`): MutateOperation => ({ entity: 'campaign', operation: 'create', resource: { resource_name: `${P}/campaigns/-2`, name, status: 'PAUSED', advertising_channel_type: 'SEARCH', campaign_budget: budgetName, bidding: { target_spend: {} }, start_date: '2026-06-01' } });
const adGroup = (campaignName = `${P}/campaigns/-2`): MutateOperation => ({ entity: 'ad_group', operation: 'create', resource: { resource_name: `${P}/adGroups/-3`, campaign: campaignName, name: 'G', status: 'ENABLED' } });
const keyword = (text: string, ad_group = `${P}/adGroups/-3`, id = 4): MutateOperation => ({ entity: 'ad_group_criterion', operation: 'create', resource: { resource_name: `${P}/adGroupCriteria/-${id}`, ad_group, status: 'ENABLED', keyword: { text, match_type: 'PHRASE' } } });

describe('validateMutate: temporary ids', () => {
  it('resolves temporary ids created earlier in the request', () => {
    expect(codes([budget, campaign('Nueva'), adGroup(), keyword('fontanero')])).toEqual([]);
  });

  it('refuses references to what neither exists nor was created earlier', () => {
    expect(summary([campaign('Nueva'), budget])).toEqual(['mutate_error.RESOURCE_NOT_FOUND @ operations[0].create.campaign_budget']);
    expect(validate([campaign('Nueva'), budget])[0].trigger).toEqual({ string_value: `${P}/campaignBudgets/-1` });
    expect(summary([keyword('fontanero', `${P}/adGroups/404`)])).toEqual(['mutate_error.RESOURCE_NOT_FOUND @ operations[0].create.ad_group']);
    // A reference of the wrong kind is not found either.
    expect(codes([budget, campaign('Nueva'), keyword('fontanero', `${P}/campaigns/-2`)])).toEqual(['RESOURCE_NOT_FOUND']);
  });

  it('refuses creates with a real id, a temporary id used twice, and names of another account or kind', () => {
    expect(summary([{ ...budget, resource: { ...budget.resource, resource_name: `${P}/campaignBudgets/77` } } as MutateOperation])).toEqual(['new_resource_creation_error.CANNOT_SET_ID_FOR_CREATE @ operations[0].create.resource_name']);
    expect(codes([budget, budget])).toEqual(['DUPLICATE_TEMP_IDS']);
    expect(summary([{ ...budget, resource: { ...budget.resource, resource_name: 'customers/999/campaignBudgets/-1' } } as MutateOperation])).toEqual(['request_error.RESOURCE_NAME_MALFORMED @ operations[0].create.resource_name']);
    expect(codes([{ ...budget, resource: { ...budget.resource, resource_name: `${P}/campaigns/-1` } } as MutateOperation])).toEqual(['RESOURCE_NAME_MALFORMED']);
  });
});

describe('validateMutate: the whole request', () => {
  it('reports every error of every operation, in operation order, each on its field', () => {
    const errors = summary([
      { ...budget, resource: { ...budget.resource, amount_micros: 500_000 } } as MutateOperation,
      campaign('Existing'),
      adGroup(),
      keyword('uno dos tres cuatro cinco seis siete ocho nueve diez once'),
      keyword('+fontanero', `${P}/adGroups/-3`, 5),
      { entity: 'campaign', operation: 'update', resource: { resource_name: `${P}/campaigns/404`, name: 'x' } },
      { entity: 'ad_group_criterion', operation: 'remove', resource: { resource_name: `${P}/adGroupCriteria/3~404` } },
    ]);
    expect(errors).toEqual([
      'campaign_budget_error.BUDGET_BELOW_PER_DAY_MINIMUM @ operations[0].create.amount_micros',
      'campaign_error.DUPLICATE_CAMPAIGN_NAME @ operations[1].create.name',
      'criterion_error.KEYWORD_HAS_TOO_MANY_WORDS @ operations[3].create.keyword.text',
      'criterion_error.BROAD_MATCH_MODIFIER_KEYWORD_NOT_ALLOWED @ operations[4].create.keyword.text',
      'mutate_error.RESOURCE_NOT_FOUND @ operations[5].update.resource_name',
      'mutate_error.RESOURCE_NOT_FOUND @ operations[6].remove.resource_name',
    ]);
    expect(validate([budget, campaign('Existing')]).map((e) => e.message)).toEqual(['Another campaign of this account is called “Existing”']);
  });

  it('sees earlier operations: a removed ad group takes no keyword, an asset cannot be removed', () => {
    expect(summary([{ entity: 'ad_group', operation: 'remove', resource: { resource_name: `${P}/adGroups/3` } }, keyword('fontanero', `${P}/adGroups/3`)])).toEqual(['operation_access_denied_error.OPERATION_NOT_PERMITTED_FOR_REMOVED_RESOURCE @ operations[1].create.ad_group']);
    const stored = { ...baseAccount(), [`${P}/assets/9`]: { resource_name: `${P}/assets/9`, type: 'CALLOUT', callout_asset: { callout_text: 'x' } } };
    expect(codes([{ entity: 'asset', operation: 'remove', resource: { resource_name: `${P}/assets/9` } }], stored)).toEqual(['MUTATE_NOT_ALLOWED']);
    expect(summary([{ entity: 'asset', operation: 'update', resource: { resource_name: `${P}/assets/9`, type: 'SITELINK' } }], stored)).toEqual(['field_error.IMMUTABLE_FIELD @ operations[0].update.type']);
    expect(codes([{ entity: 'asset', operation: 'update', resource: { resource_name: `${P}/assets/9`, callout_asset: { callout_text: 'c'.repeat(26) } } }], stored)).toEqual(['TOO_LONG']);
  });

  it('accepts the product’s own Search and Performance Max requests', () => {
    const geo = new Map([['ES-MD', 'geoTargetConstants/20285']]);
    const criteria = { locations: [{ locationId: 'ES-MD' }], languages: ['es'], devices: [{ device: 'MOBILE' as const, bidModifier: 1.2 }], schedule: [{ day: 'MONDAY' as const, startHour: 9, startMinute: 0 as const, endHour: 18, endMinute: 30 as const }], proximity: [] };
    const common = { companyId: 'c', name: 'Fontanería Madrid', goal: 'leads', businessName: 'Fontanería Pérez', finalUrl: 'https://fontaneria-perez.es/urgencias', dailyBudget: 20, bidding: 'maximize_conversions', criteria };
    const search = searchCampaignOperations('1234567890', {
      ...common,
      keywords: [{ text: 'fontanero madrid', matchType: 'PHRASE' }, { text: 'fontanero urgente', matchType: 'EXACT' }],
      negativeKeywords: [{ text: 'gratis', matchType: 'BROAD' }],
      ad: { headlines: ['Fontanero en Madrid', 'Urgencias 24 horas', 'Presupuesto sin compromiso'], descriptions: ['Fontaneros profesionales en toda la ciudad.', 'Reparaciones con garantía.'], path1: 'fontanero', path2: 'madrid' },
      assets: { highlightedText: [{ text: 'Servicio 24 h' }], siteLink: [{ linkText: 'Pide presupuesto', description1: 'Gratis y sin compromiso', description2: 'Respuesta en 1 hora', finalUrl: 'https://fontaneria-perez.es/presupuesto' }] },
    } as never, geo, 'EUR', '2026-06-01');
    expect(summary(search.operations)).toEqual([]);
    const images = [['MARKETING_IMAGE', 1200, 628], ['SQUARE_MARKETING_IMAGE', 600, 600], ['LOGO', 256, 256]].map(([field, w, h], i) => ({ field, data: pngHeader(Number(w), Number(h)), mimeType: 'image/png', path: `body.assetGroup.images.${i}` }));
    const pmax = pmaxCampaignOperations('1234567890', {
      ...common, name: 'PMax Fontanería',
      assetGroup: { headlines: ['Fontanero 24 h', 'Urgencias en Madrid', 'Presupuesto gratis'], longHeadlines: ['Fontaneros profesionales en Madrid, llegamos en 30 minutos'], descriptions: ['Reparaciones con garantía.', 'Desatascos, calderas y fugas en toda la ciudad, todos los días.'], businessName: 'Fontanería Pérez' },
    } as never, images as never, geo, '2026-06-01');
    expect(summary(pmax.operations)).toEqual([]);
  });
});
