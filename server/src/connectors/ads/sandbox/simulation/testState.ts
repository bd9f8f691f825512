import type { CampaignDayState } from './metrics';

/** A Search campaign's state for the tests: 20 a day, two keywords, one location. */
export const searchState = (over: Partial<CampaignDayState> = {}): CampaignDayState => ({
  status: 'ENABLED', channel: 'SEARCH', dailyBudgetMicros: 20_000_000, bidding: 'target_spend',
  keywords: [{ text: 'fontanero madrid', match_type: 'PHRASE' }, { text: 'fontanero urgente', match_type: 'PHRASE' }],
  negativeKeywords: 0, locations: ['1005424'], languages: 1, excludedDevices: [], scheduleHoursPerWeek: 168, assetCount: 0, headlines: 10,
  ...over,
});
