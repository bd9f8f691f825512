import type { CampaignType } from '../../../../contract/campaigns';

export type StepId = 'type' | 'business' | 'targeting' | 'budget' | 'keywords' | 'ad' | 'assets' | 'group' | 'review';

/** Each campaign type's steps, in order; a draft keeps the index into its type's list. */
export const STEPS: Record<CampaignType, StepId[]> = {
  search: ['type', 'business', 'targeting', 'budget', 'keywords', 'ad', 'assets', 'review'],
  pmax: ['type', 'business', 'targeting', 'budget', 'group', 'review'],
};

/** Which step asks for an answer, by the answer's path (its first segment). */
const STEP_OF_FIELD: Record<string, StepId> = {
  type: 'type', goal: 'type',
  name: 'business', businessName: 'business', finalUrl: 'business', landingId: 'business',
  criteria: 'targeting', locations: 'targeting', languages: 'targeting', proximity: 'targeting',
  dailyBudget: 'budget', bidding: 'budget', targetCpa: 'budget',
  keywords: 'keywords', negativeKeywords: 'keywords',
  ad: 'ad', assets: 'assets', group: 'group', assetGroup: 'group',
};

export const stepOfPath = (path: string, type: CampaignType): StepId | undefined => {
  const step = STEP_OF_FIELD[path.split('.')[0]];
  return step && STEPS[type].includes(step) ? step : undefined;
};

/**
 * A refused field of the create call (`body.assetGroup.headlines.1`, `body.criteria.locations.0`)
 * as the wizard's answer path (`group.headlines.1`, `locations.0`).
 */
export function answerPathOf(serverPath: string): string {
  return serverPath
    .replace(/^body\./, '')
    .replace(/^assetGroup\.businessName/, 'businessName')
    .replace(/^assetGroup\./, 'group.')
    .replace(/^criteria\./, '')
    .replace(/^(keywords|negativeKeywords)\.(\d+)\.text$/, '$1.$2');
}
