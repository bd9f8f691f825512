export { dailyMetrics, metricsForRange, sumMetrics, splitDay, type CampaignDayState } from './metrics';
export { byDevice, byLocation } from './segments';
export { searchTerms } from './searchTerms';
export { generateKeywordIdeas } from './keywordIdeas';
export { recommendedWords } from './recommendedWords';
export { recommendationsFor, operationsToApply } from './recommendations';
