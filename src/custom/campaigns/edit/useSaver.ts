import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CampaignDetail } from '../../../../contract/campaigns';
import { apiErrorMessage } from '../../../components/form/apiErrorMessage';
import type { SaveOutcome } from './SaveResult';

export const campaignKey = (campaignId: string) => ['campaigns', 'campaign', campaignId];

/**
 * One part's save: busy while it runs, its own outcome after, and the campaign the server
 * answers put in the cache so every part shows it. The error is rethrown for callers that map it.
 */
export function useSaver(campaignId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
  const run = async <T,>(action: () => Promise<T>, successKey: string, params?: Record<string, unknown>): Promise<T> => {
    setBusy(true);
    setOutcome(null);
    try {
      const result = await action();
      if (result && typeof result === 'object' && '_id' in result && 'keywords' in result) queryClient.setQueryData(campaignKey(campaignId), result as unknown as CampaignDetail);
      setOutcome({ ok: true, message: t(successKey, params) });
      return result;
    } catch (error) {
      setOutcome({ ok: false, message: apiErrorMessage(error, t) });
      throw error;
    } finally {
      setBusy(false);
    }
  };
  return { busy, outcome, run };
}
