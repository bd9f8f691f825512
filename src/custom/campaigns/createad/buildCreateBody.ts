import type { CreatePMaxBody, CreateSearchBody } from '../../../../contract/campaigns';
import { ASSET_DECLARATIONS } from '../edit/assets/assetDeclarations';
import { assetBody } from '../edit/assets/validateAsset';
import { parseAmount, type WizardAnswers } from './wizardAnswers';

const texts = (list: string[]) => list.map((s) => s.trim()).filter(Boolean);
const optional = (s: string) => (s.trim() ? s.trim() : undefined);

function common(a: WizardAnswers, draftId: string | null) {
  return {
    ...(draftId ? { draftId } : {}),
    name: a.name.trim(),
    goal: a.goal,
    businessName: a.businessName.trim(),
    finalUrl: a.finalUrl.trim(),
    landingId: a.landingId,
    dailyBudget: parseAmount(a.dailyBudget) ?? 0,
    criteria: { locations: a.locations, proximity: [], languages: a.languages, schedule: [], devices: [] },
  };
}

/** The answers as createSearchCampaign takes them (without the company, which the client adds). */
export function searchBody(a: WizardAnswers, draftId: string | null): Omit<CreateSearchBody, 'companyId'> {
  const assets = Object.fromEntries(ASSET_DECLARATIONS
    .filter((d) => (a.assets[d.kind] ?? []).length)
    .map((d) => [d.kind, (a.assets[d.kind] as Record<string, unknown>[]).map((v) => assetBody(d, v))]));
  return {
    ...common(a, draftId),
    keywords: a.keywords,
    negativeKeywords: a.negativeKeywords,
    ad: { headlines: texts(a.ad.headlines), descriptions: texts(a.ad.descriptions), path1: optional(a.ad.path1), path2: optional(a.ad.path2) },
    assets,
  };
}

/** The answers as createPMaxCampaign takes them. */
export function pmaxBody(a: WizardAnswers, draftId: string | null): Omit<CreatePMaxBody, 'companyId'> {
  return {
    ...common(a, draftId),
    assetGroup: {
      name: a.name.trim(),
      headlines: texts(a.group.headlines),
      longHeadlines: texts(a.group.longHeadlines),
      descriptions: texts(a.group.descriptions),
      businessName: a.businessName.trim(),
      images: a.group.images.map(({ fileId, field }) => ({ fileId, field })),
    },
  };
}
