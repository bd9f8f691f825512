import { useQuery } from '@tanstack/react-query';
import { useAdsClient } from './api/useAdsClient';
import { isWebUrl } from './rules/textRules';
import type { WizardAnswers } from './wizardAnswers';

/** The topic ideas are asked for: the business, or the campaign's name while it has none. */
export const ideasTopic = (a: WizardAnswers) => (a.businessName.trim() || a.name.trim()).slice(0, 200);

/**
 * Keyword ideas (with volumes and bid ranges) and words that usually waste budget, for the
 * business, its web address, language and places; cached, so the budget and keyword steps share them.
 */
export function useKeywordIdeas(answers: WizardAnswers) {
  const client = useAdsClient();
  const topic = ideasTopic(answers);
  const language = answers.languages[0] ?? 'es';
  const url = isWebUrl(answers.finalUrl) ? answers.finalUrl.trim() : undefined;
  const locations = answers.locations.filter((l) => !l.negative).map((l) => l.locationId).join(',') || undefined;
  const enabled = topic.length >= 2;
  const positive = useQuery({
    queryKey: ['campaigns', 'ideas', topic, url, language, locations],
    queryFn: () => client.keywordIdeas(topic, { url, language, locations }),
    enabled, staleTime: 5 * 60_000,
  });
  const negative = useQuery({
    queryKey: ['campaigns', 'negativeIdeas', topic, language],
    queryFn: () => client.negativeIdeas(topic, language),
    enabled, staleTime: 5 * 60_000,
  });
  return { positive, negative, enabled };
}
