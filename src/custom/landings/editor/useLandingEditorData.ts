import { useQuery } from '@tanstack/react-query';
import { customPropertyCalls, type CustomProperty } from '../../../../contract/customProperties';
import { useServices } from '../../../app/useServices';
import { isApiError } from '../../../dataProvider/ApiError';
import { useLandingsClient } from '../api/useLandingsClient';

/**
 * What the builder opens with: the landing (its saved project or its page), the section blocks
 * in its language, and the company's custom properties for the form's fields (none when the
 * role may not read them: the form then offers the contact fields only).
 */
export function useLandingEditorData(landingId: string) {
  const client = useLandingsClient();
  const { api, session } = useServices();
  const query = useQuery({
    queryKey: ['landings', 'editor', landingId],
    queryFn: async () => {
      const companyId = session.companyId.get();
      const properties = companyId
        ? api.call<{ data: CustomProperty[] }>(customPropertyCalls.getCustomProperties, { params: { companyId } }).then((r) => r.data, () => [])
        : Promise.resolve([]);
      const [landing, blocks, customProperties] = await Promise.all([client.get(landingId), client.blocks(landingId), properties]);
      return { landing, blocks: blocks.data, customProperties };
    },
    retry: false,
    // The builder owns the page once open: never refetched under it.
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  const notFound = query.isError && isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
  return { ...query, notFound };
}
