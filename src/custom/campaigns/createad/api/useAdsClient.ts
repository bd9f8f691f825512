import { useMemo } from 'react';
import { useServices } from '../../../../app/useServices';
import { createAdsClient, type AdsClient } from './adsClient';

/** The campaign calls over the app's API client and current company (faked in stories). */
export function useAdsClient(): AdsClient {
  const { api, session } = useServices();
  return useMemo(() => createAdsClient(api, session.companyId.get), [api, session]);
}
