import type { z } from 'zod';
import type { AssetKind, CampaignType, MatchType, PMaxImageField, assetFields, campaignGoal, locationTarget } from '../../../../contract/campaigns';

export type Goal = z.infer<typeof campaignGoal>;
export type LocationTarget = z.output<typeof locationTarget>;
export type KeywordAnswer = { text: string; matchType: MatchType };
export type AssetValues = { [K in AssetKind]?: z.input<(typeof assetFields)[K]>[] };
/** An image already uploaded to the `adImage` area, with the pixel size read in the browser. */
export type GroupImage = { fileId: string; field: PMaxImageField; name: string; url: string; width: number; height: number };

/**
 * Everything the wizard asks, as it is kept in a draft (saveCampaignDraft's `answers`) and sent
 * on creation. Both campaign types share one shape; each type's steps fill its own part.
 */
export type WizardAnswers = {
  type: CampaignType;
  goal: Goal;
  name: string;
  businessName: string;
  finalUrl: string;
  /** A landing of the product the ads lead to, once landings exist (the seam: null means any URL). */
  landingId: string | null;
  locations: LocationTarget[];
  languages: string[];
  /** As typed (a draft may hold an unfinished number). */
  dailyBudget: string;
  keywords: KeywordAnswer[];
  negativeKeywords: KeywordAnswer[];
  ad: { headlines: string[]; descriptions: string[]; path1: string; path2: string };
  assets: AssetValues;
  group: { headlines: string[]; longHeadlines: string[]; descriptions: string[]; images: GroupImage[] };
};

export const emptyAnswers = (): WizardAnswers => ({
  type: 'search',
  goal: 'leads',
  name: '',
  businessName: '',
  finalUrl: '',
  landingId: null,
  locations: [],
  languages: ['es'],
  dailyBudget: '',
  keywords: [],
  negativeKeywords: [],
  ad: { headlines: ['', '', ''], descriptions: ['', ''], path1: '', path2: '' },
  assets: {},
  group: { headlines: ['', '', ''], longHeadlines: [''], descriptions: ['', ''], images: [] },
});

/** A draft's answers over the defaults (a draft saved by an older wizard may lack newer fields). */
export function answersFromDraft(saved: Record<string, unknown>): WizardAnswers {
  const base = emptyAnswers();
  const merged = { ...base, ...(saved as Partial<WizardAnswers>) };
  return { ...merged, ad: { ...base.ad, ...merged.ad }, group: { ...base.group, ...merged.group }, assets: merged.assets ?? {} };
}

/** The budget as a number (comma or point as the decimal mark), or null while not one. */
export function parseAmount(text: string): number | null {
  const normalized = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normalized)) return null;
  return Number(normalized);
}
