import type { AdGroupAd } from '../../googleAds.types';
import { originOf } from './recommendationSituation';
import type { SuggestedAsset } from './recommendationTypes';
import { suggestedTexts } from './suggestedTexts';
import { fold, type Lang } from './words';

/** What the recommendations suggest adding: headlines up to a target, sitelinks, callouts. */

export /** Below these the ad (or asset group) is recommended more headlines; applying brings it to the target. */
const HEADLINES = { SEARCH: { below: 8, target: 12 }, PERFORMANCE_MAX: { below: 5, target: 8 } } as const;

/** The ad applying RESPONSIVE_SEARCH_AD creates: the current texts, pins and paths plus suggested headlines up to the target. */
export function recommendedAd(current: AdGroupAd | undefined, finalUrl: string, suggested: { headlines: string[]; descriptions: string[] }) {
  const rsa = current?.ad.responsive_search_ad;
  const have = new Set((rsa?.headlines ?? []).map((h) => fold(h.text)));
  const extra = suggested.headlines.filter((h) => !have.has(fold(h))).map((text) => ({ text }));
  const headlines = [...(rsa?.headlines ?? []), ...extra].slice(0, Math.max(HEADLINES.SEARCH.target, rsa?.headlines.length ?? 0));
  const descriptions = rsa && rsa.descriptions.length >= 2 ? rsa.descriptions : suggested.descriptions.slice(0, 4).map((text) => ({ text }));
  const final_urls = current?.ad.final_urls.length ? current.ad.final_urls : finalUrl ? [finalUrl] : [];
  return { final_urls, responsive_search_ad: { ...rsa, headlines, descriptions } };
}

/** Suggested sitelinks on the campaign's site (none without a web address), leaving out link texts it has. */
export function suggestedSitelinks(lang: Lang, topic: string, finalUrl: string, have: string[]): SuggestedAsset[] {
  const origin = originOf(finalUrl);
  if (!origin) return [];
  const taken = new Set(have.map(fold));
  return suggestedTexts(lang, topic).sitelinks.filter((l) => !taken.has(fold(l.link_text))).map((l) => ({
    type: 'SITELINK', final_urls: [`${origin}${l.path}`], sitelink_asset: { link_text: l.link_text, description1: l.description1, description2: l.description2 },
  }));
}

export function suggestedCallouts(lang: Lang, topic: string, have: string[]): SuggestedAsset[] {
  const taken = new Set(have.map(fold));
  return suggestedTexts(lang, topic).callouts.filter((text) => !taken.has(fold(text))).map((text) => ({ type: 'CALLOUT', callout_asset: { callout_text: text } }));
}
