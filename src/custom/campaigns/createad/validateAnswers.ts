import { validateAsset } from '../edit/assets/validateAsset';
import { ASSET_DECLARATIONS } from '../edit/assets/assetDeclarations';
import { PMAX_GROUP, PMAX_IMAGE_FIELDS, PMAX_IMAGES, SEARCH_AD } from './rules/adRules';
import { issue, type Issues } from './rules/issues';
import { checkLength, checkTextList, isWebUrl, keywordIssue } from './rules/textRules';
import { parseAmount, type WizardAnswers } from './wizardAnswers';
import type { StepId } from './wizardSteps';

/** The platform's smallest daily budget the sandbox and Google accept in practice (1 unit). */
export const MIN_DAILY_BUDGET = 1;

const validators: Record<StepId, (a: WizardAnswers, out: Issues) => void> = {
  type: () => undefined,
  business: (a, out) => {
    if (!a.name.trim()) out.name = issue('required');
    if (!a.businessName.trim()) out.businessName = issue('required');
    else if (a.type === 'pmax') checkLength(out, 'businessName', a.businessName, PMAX_GROUP.businessName.length);
    if (!a.finalUrl.trim()) out.finalUrl = issue('required');
    else if (!isWebUrl(a.finalUrl)) out.finalUrl = issue('url');
  },
  targeting: (a, out) => {
    if (!a.locations.some((l) => !l.negative)) out.locations = issue('oneLocation');
    if (!a.languages.length) out.languages = issue('oneLanguage');
  },
  budget: (a, out) => {
    const amount = parseAmount(a.dailyBudget);
    if (a.dailyBudget.trim() && amount === null) out.dailyBudget = issue('amount', undefined, true);
    else if (amount === null) out.dailyBudget = issue('required');
    else if (amount < MIN_DAILY_BUDGET) out.dailyBudget = issue('budgetMin', { min: MIN_DAILY_BUDGET });
  },
  keywords: (a, out) => {
    a.keywords.forEach((k, i) => { const found = keywordIssue(k.text); if (found) out[`keywords.${i}`] = found; });
    a.negativeKeywords.forEach((k, i) => { const found = keywordIssue(k.text); if (found) out[`negativeKeywords.${i}`] = found; });
    if (!a.keywords.length) out.keywords = issue('oneKeyword');
  },
  ad: (a, out) => {
    checkTextList(out, 'ad.headlines', a.ad.headlines, SEARCH_AD.headlines);
    checkTextList(out, 'ad.descriptions', a.ad.descriptions, SEARCH_AD.descriptions);
    checkLength(out, 'ad.path1', a.ad.path1, SEARCH_AD.path.length);
    checkLength(out, 'ad.path2', a.ad.path2, SEARCH_AD.path.length);
    if (a.ad.path2.trim() && !a.ad.path1.trim() && !out['ad.path2']) out['ad.path2'] = issue('path2NeedsPath1', undefined, true);
  },
  assets: (a, out) => {
    for (const declaration of ASSET_DECLARATIONS) {
      (a.assets[declaration.kind] ?? []).forEach((value, i) => {
        for (const [path, found] of Object.entries(validateAsset(declaration, value as Record<string, unknown>))) out[`assets.${declaration.kind}.${i}.${path}`] = found;
      });
    }
  },
  group: (a, out) => {
    checkTextList(out, 'group.headlines', a.group.headlines, PMAX_GROUP.headlines);
    checkTextList(out, 'group.longHeadlines', a.group.longHeadlines, PMAX_GROUP.longHeadlines);
    checkTextList(out, 'group.descriptions', a.group.descriptions, PMAX_GROUP.descriptions);
    for (const field of PMAX_IMAGE_FIELDS) {
      const rule = PMAX_IMAGES[field]!;
      const count = a.group.images.filter((image) => image.field === field).length;
      if (count < rule.min) out[`group.images.${field}`] = issue('minImages', { min: rule.min });
      else if (count > rule.max) out[`group.images.${field}`] = issue('maxItems', { max: rule.max });
    }
  },
  review: () => undefined,
};

/** The rules one step's answers break (see rules/issues.ts for which show while typing). */
export function validateStep(step: StepId, answers: WizardAnswers): Issues {
  const out: Issues = {};
  validators[step](answers, out);
  return out;
}
