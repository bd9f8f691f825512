import { useMemo } from 'react';
import { useServices } from '../../../app/useServices';
import { createLandingsClient, type LandingsClient } from './landingsClient';

/** The landing calls over the app's API client and current company (faked in stories). */
export function useLandingsClient(): LandingsClient {
  const { api, session } = useServices();
  return useMemo(() => createLandingsClient(api, session.companyId.get), [api, session]);
}
