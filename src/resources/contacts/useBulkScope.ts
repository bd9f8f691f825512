import { useState } from 'react';
import { useListContext } from 'react-admin';
import type { ExportScope } from '../../custom/crm/api/createCrmClient';
import { buildContactQuery } from '../../custom/crm/utils/buildContactQuery';

/**
 * What a bulk action applies to: the selected rows, or, when the whole page is selected and more
 * contacts match, every contact matching the current search and filters (the API's "by filter").
 */
export function useBulkScope() {
  const { selectedIds, data = [], total = 0, filterValues } = useListContext();
  const [allMatching, setAllMatching] = useState(false);
  // A dashboard segment is no filter the bulk calls know: "every matching contact" would reach beyond it.
  const canMatchAll = selectedIds.length > 0 && selectedIds.length >= data.length && total > selectedIds.length && !filterValues.segment;
  const useAll = canMatchAll && allMatching;
  const scope: ExportScope = useAll ? { ...buildContactQuery(filterValues), contactIds: null } : { contactIds: selectedIds.map(String) };
  return { scope, count: useAll ? total : selectedIds.length, total, canMatchAll, allMatching: useAll, setAllMatching };
}
