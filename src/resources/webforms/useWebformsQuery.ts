import { useQuery } from '@tanstack/react-query';
import type { CallDef } from '../../../contract/define';
import { useServices } from '../../app/useServices';

/**
 * One webforms read for the current company (its id goes in the path, as every webforms call
 * has it): loading, error and data from react-query, refetched when the company changes.
 */
export function useWebformsQuery<T>(call: CallDef, params: Record<string, string> = {}, enabled = true) {
  const { api, session } = useServices();
  const companyId = session.companyId.get();
  return useQuery({
    queryKey: ['webforms', call.path, companyId, params],
    queryFn: () => api.call<T>(call, { params: { companyId: companyId!, ...params } }),
    enabled: enabled && !!companyId,
  });
}
