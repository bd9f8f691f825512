import { useMemo } from 'react';
import { useServices } from '../../../app/useServices';
import { createStatsClient, type StatsClient } from './statsClient';

export function useStatsClient(): StatsClient {
  const { api, session } = useServices();
  return useMemo(() => createStatsClient(api, session.companyId.get), [api, session]);
}
