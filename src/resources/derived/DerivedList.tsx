import {
  BulkDeleteButton, CreateButton, Datagrid, DeleteButton, FilterButton, List, SearchInput, TopToolbar, useTranslate, type Identifier,
} from 'react-admin';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { NoResults } from '../../components/NoResults/NoResults';
import { CrmEmpty } from '../../custom/crm/components/CrmEmpty';
import { ResourceTitle } from './ResourceTitle';
import { RecordLink } from '../../custom/crm/components/RecordLink';
import type { ResourceDeclaration } from '../../dataProvider/defineResource';
import { DerivedField } from './DerivedField';
import { DerivedInput } from './DerivedInput';
import { useResourceAccess } from './useResourceAccess';

const NUMERIC = new Set(['number', 'money']);

/**
 * The default list of a declared resource: server paging, the declared sort, search and filters,
 * a column per listed field (numbers right-aligned), the first column a link to the record, bulk
 * and row delete when the role may delete, an empty state that offers creating the first record,
 * and "no results" with a way out when a search or filter matches nothing.
 */
export function DerivedList({ resource }: { resource: ResourceDeclaration }) {
  const translate = useTranslate();
  const to = useLocalizedPath();
  const can = useResourceAccess(resource);
  const { name, path = name, fields = {}, list = {} } = resource;
  const columns = Object.entries(fields).filter(([, field]) => field.list !== false);
  const filters = [
    ...(list.search ? [<SearchInput key="q" source="q" alwaysOn />] : []),
    ...(list.filters ?? []).map((source) => <DerivedInput key={source} resource={name} source={source} field={fields[source]} />),
  ];
  const rowTarget = list.rowClick === undefined ? 'edit' : list.rowClick;
  const recordPath = (id: Identifier) => to(`${path}/${id}${rowTarget === 'show' ? '/show' : ''}`);
  const createPath = to(`${path}/create`);
  const RowActions = list.rowActions;
  const ListActions = list.actions;
  const rowDeletable = can('delete') && list.rowDelete !== false;
  return (
    <>
      <ResourceTitle resource={resource} title={translate(`resources.${name}.name`, { smart_count: 2 })} />
      <List
        resource={name}
        title={false}
        storeKey={`${name}.derivedList`}
        sort={list.sort}
        perPage={list.perPage ?? 25}
        pagination={list.paged === false ? false : undefined}
        filters={filters.length ? filters : undefined}
        actions={
          <TopToolbar>
            {(list.filters?.length ?? 0) > 0 && <FilterButton />}
            {ListActions && <ListActions />}
            {can('create') && <CreateButton resource={name} to={createPath} label={translate(`resources.${name}.actions.create`, { _: translate('ra.action.create') })} />}
          </TopToolbar>
        }
        empty={
          <CrmEmpty
            title={translate(`resources.${name}.empty.title`)}
            body={translate(`resources.${name}.empty.body`)}
            action={can('create') ? { label: translate(`resources.${name}.create`), to: createPath } : undefined}
          />
        }
      >
        <Datagrid
          rowClick={rowTarget ? (id) => recordPath(id) : false}
          bulkActionButtons={can('delete') && list.bulkDelete !== false ? <BulkDeleteButton mutationMode="pessimistic" /> : false}
          empty={<NoResults />}
        >
          {columns.map(([source, field], index) => {
            const label = `resources.${name}.fields.${source}`;
            const sortable = field.list ? (field.list.sortable ?? false) : false;
            if (index === 0 && rowTarget && !field.cell) return <RecordLink key={source} source={source} label={label} sortable={sortable} to={(id) => recordPath(id)} />;
            return <DerivedField key={source} resource={name} source={source} field={field} label={label} sortable={sortable} textAlign={NUMERIC.has(field.kind) ? 'right' : undefined} />;
          })}
          {(RowActions || rowDeletable) && <RowEnd label="crm.common.actions" deletable={rowDeletable} Actions={RowActions} />}
        </Datagrid>
      </List>
    </>
  );
}

/** A row's own actions, then delete (confirmed by the server's answer, not optimistically). */
function RowEnd({ deletable, Actions }: { label: string; deletable: boolean; Actions?: React.ComponentType }) {
  return (
    <>
      {Actions && <Actions />}
      {deletable && <DeleteButton mutationMode="pessimistic" redirect={false} />}
    </>
  );
}
