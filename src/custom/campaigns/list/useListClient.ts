import { useMemo } from 'react';
import { useServices } from '../../../app/useServices';
import { createListClient, type ListClient } from './listClient';

export function useListClient(): ListClient {
  const { api, session } = useServices();
  return useMemo(() => createListClient(api, session.companyId.get), [api, session]);
}
