import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { useColumnPreferences } from '../../custom/crm/hooks/useColumnPreferences';
import { useCustomProperties } from '../../custom/crm/hooks/useCrmLookups';
import { resolveColumns, toSavedColumns, type ColumnDef, type ResolvedColumn } from '../../custom/crm/utils/resolveColumns';

export const CONTACTS_TABLE = 'contacts';

const STANDARD: readonly { field: string; sortable: boolean; defaultVisible?: boolean }[] = [
  { field: 'name', sortable: true, defaultVisible: true },
  { field: 'email', sortable: true, defaultVisible: true },
  { field: 'phone', sortable: true, defaultVisible: true },
  { field: 'organization', sortable: true, defaultVisible: true },
  { field: 'jobTitle', sortable: true },
  { field: 'city', sortable: true },
  { field: 'country', sortable: true },
  { field: 'source', sortable: true },
  { field: 'stages', sortable: false, defaultVisible: true },
  { field: 'lists', sortable: false },
  { field: 'collaborators', sortable: false, defaultVisible: true },
  { field: 'createdAt', sortable: true, defaultVisible: true },
  { field: 'updatedAt', sortable: true },
];

/** Every column the contacts table can show (standard + one per custom property) in the user's order. */
export function useContactColumns() {
  const translate = useTranslate();
  const { data: properties = [], isPending: propertiesPending } = useCustomProperties();
  const { saved, isPending: preferencesPending, save } = useColumnPreferences(CONTACTS_TABLE);

  const columns = useMemo(() => {
    const available: ColumnDef[] = [
      ...STANDARD.map((c) => ({ ...c, label: translate(`resources.contacts.fields.${c.field}`) })),
      ...properties.map((p) => ({ field: `customProperties.${p.propertyName}`, label: p.label || p.propertyName, sortable: true })),
    ];
    return resolveColumns(available, saved);
  }, [properties, saved, translate]);

  const handleSave = (next: ResolvedColumn[]) => save(toSavedColumns(next));
  return { columns, isPending: propertiesPending || preferencesPending, onSave: handleSave };
}
