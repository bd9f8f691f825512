import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useServices } from '../../../app/useServices';
import { useStoreValue } from '../../../store/useStoreValue';
import { useCrmClient } from '../api/useCrmClient';
import type { SavedColumn } from '../api/createCrmClient';

/** The user's saved columns for a table, kept on the server (SPEC §7 column-preferences calls). */
export function useColumnPreferences(tableType: string) {
  const crm = useCrmClient();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const companyId = useStoreValue(useServices().session.companyId);
  const queryKey = ['crm', 'columnPreferences', companyId, tableType];

  const { data: saved = [], isPending } = useQuery({ queryKey, queryFn: () => crm.getColumnPreferences(tableType), enabled: Boolean(companyId) });
  const { mutate: save, isPending: isSaving } = useMutation({
    mutationFn: (columns: SavedColumn[]) => crm.saveColumnPreferences(tableType, columns),
    // Shown at once; put back if the server refuses.
    onMutate: (columns) => {
      const previous = queryClient.getQueryData<SavedColumn[]>(queryKey);
      queryClient.setQueryData(queryKey, columns);
      return { previous };
    },
    onError: (_error, _columns, context) => {
      queryClient.setQueryData(queryKey, context?.previous ?? []);
      notify('crm.columns.saveFailed', { type: 'error' });
    },
  });
  return { saved, isPending, save, isSaving };
}
