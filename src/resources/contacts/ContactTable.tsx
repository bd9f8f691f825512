import { NoResults } from '../../components/NoResults/NoResults';
import { Box, Checkbox, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TableSortLabel } from '@mui/material';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, type ReactNode } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import type { Contact } from '../../../contract/contacts';
import { useContactLists, useCustomProperties } from '../../custom/crm/hooks/useCrmLookups';
import type { ResolvedColumn } from '../../custom/crm/utils/resolveColumns';
import { ContactCell } from './ContactCell';

/** Past this many rows on one page the body is virtualised: only the rows in view are in the DOM. */
export const VIRTUALISE_AFTER = 200;
const ROW_HEIGHT = 53;

export type ContactTableProps = { columns: readonly ResolvedColumn[]; bulkActions?: ReactNode };

/** The contacts table: the user's columns, server sort, row selection for the bulk actions. */
export function ContactTable({ columns, bulkActions }: ContactTableProps) {
  const translate = useTranslate();
  const { data = [], sort, setSort, selectedIds, onToggleItem, onSelect } = useListContext<Contact & { id: string }>();
  const { data: lists = [] } = useContactLists();
  const listNames = useMemo(() => new Map(lists.map((l) => [l.id, l.name])), [lists]);
  const { data: properties = [] } = useCustomProperties();
  const propertyTypes = useMemo(() => new Map(properties.map((p) => [p.propertyName, p.type])), [properties]);
  const alignRight = (field: string) => field.startsWith('customProperties.') && propertyTypes.get(field.slice('customProperties.'.length)) === 'number';
  const scrollRef = useRef<HTMLDivElement>(null);
  const visible = columns.filter((c) => c.visible);
  const virtual = data.length > VIRTUALISE_AFTER;

  const virtualizer = useVirtualizer({ count: data.length, getScrollElement: () => scrollRef.current, estimateSize: () => ROW_HEIGHT, overscan: 10, enabled: virtual });
  const items = virtual ? virtualizer.getVirtualItems() : data.map((_, index) => ({ index, start: index * ROW_HEIGHT, end: (index + 1) * ROW_HEIGHT }));
  const padTop = virtual && items.length ? items[0].start : 0;
  const padBottom = virtual && items.length ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;

  const allSelected = data.length > 0 && data.every((r) => selectedIds.includes(r.id));
  const handleSelectAll = () => onSelect(allSelected ? [] : data.map((r) => r.id));
  const handleSort = (field: string) => setSort({ field, order: sort.field === field && sort.order === 'ASC' ? 'DESC' : 'ASC' });

  return (
    <Box>
      {/* Only while rows are selected: collapsed, react-admin's bar would keep its buttons in the tab order. */}
      {selectedIds.length > 0 && bulkActions}
      <TableContainer ref={scrollRef} sx={virtual ? { maxHeight: '70vh' } : undefined} data-virtualised={virtual || undefined}>
        <Table size="small" stickyHeader aria-label={translate('resources.contacts.name', { smart_count: 2 })} aria-rowcount={data.length + 1}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox checked={allSelected} indeterminate={!allSelected && selectedIds.length > 0} onChange={handleSelectAll} slotProps={{ input: { 'aria-label': translate('ra.action.select_all') } }} />
              </TableCell>
              {visible.map((column) => (
                <TableCell key={column.field} align={alignRight(column.field) ? 'right' : undefined} sortDirection={sort.field === column.field ? (sort.order === 'ASC' ? 'asc' : 'desc') : false}>
                  {column.sortable ? (
                    <TableSortLabel active={sort.field === column.field} direction={sort.field === column.field && sort.order === 'DESC' ? 'desc' : 'asc'} onClick={() => handleSort(column.field)}>
                      {column.label}
                    </TableSortLabel>
                  ) : (
                    column.label
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {padTop > 0 && <TableRow aria-hidden style={{ height: padTop }} />}
            {items.map(({ index }) => {
              const contact = data[index];
              const selected = selectedIds.includes(contact.id);
              return (
                <TableRow key={contact.id} hover selected={selected} aria-rowindex={index + 2} style={{ height: ROW_HEIGHT }}>
                  <TableCell padding="checkbox">
                    <Checkbox checked={selected} onChange={() => onToggleItem(contact.id)} slotProps={{ input: { 'aria-label': translate('ra.action.select_row') } }} />
                  </TableCell>
                  {visible.map((column) => (
                    <TableCell key={column.field} align={alignRight(column.field) ? 'right' : undefined} sx={{ fontVariantNumeric: 'tabular-nums' }}>
                      <ContactCell contact={contact} field={column.field} listNames={listNames} propertyTypes={propertyTypes} />
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
            {padBottom > 0 && <TableRow aria-hidden style={{ height: padBottom }} />}
          </TableBody>
        </Table>
        {data.length === 0 && <NoResults />}
      </TableContainer>
    </Box>
  );
}
