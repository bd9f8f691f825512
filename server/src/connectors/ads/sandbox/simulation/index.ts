/**
 * The sandbox ad platform's simulation: deterministic daily metrics from each campaign's history
 * of states, segments, search terms, keyword ideas, recommended words and recommendations.
 * Pure functions; the sandbox store keeps the states and calls these per request.
 */
export { biddingOf, dailyMetrics, metricsForRange, sumMetrics, withRatios, type BiddingKind, type CampaignDayState, type Totals } from './metrics';
export { byDevice, byLocation, SEGMENT_DEVICES, type Segment, type SegmentDevice } from './segments';
export { splitTotals, type PartFactors } from './split';
export { searchTerms, type SearchTerm, type SearchTermMatchType } from './searchTerms';
export { generateKeywordIdeas, MAX_IDEAS, type KeywordIdea, type KeywordIdeasRequest } from './keywordIdeas';
export { recommendedWords } from './recommendedWords';
export {
  applyContextOf, operationsToApply, recommendationName, recommendationsFor,
  type ApplyContext, type AssetCounts, type CampaignFacts, type Recommendation, type RecommendationDetails, type RecommendationInput, type SuggestedAsset,
} from './recommendations';
