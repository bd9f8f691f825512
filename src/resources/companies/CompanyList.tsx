import { CreateButton, DataTable, EditButton, List, TopToolbar, useTranslate } from 'react-admin';
import { SwitchCompanyButton } from './SwitchCompanyButton';

function CompanyListActions() {
  return (
    <TopToolbar>
      <CreateButton />
    </TopToolbar>
  );
}

export function CompanyList() {
  const translate = useTranslate();
  return (
    <List resource="companies" actions={<CompanyListActions />} empty={false} sort={{ field: 'name', order: 'ASC' }} title={translate('resources.companies.name', { smart_count: 2 })}>
      <DataTable rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="industry" />
        <DataTable.Col source="country" />
        <DataTable.Col source="currency" />
        <DataTable.Col source="role" render={(record) => translate(`app.roles.${record.role}`)} />
        <DataTable.Col label="app.companies.current" render={() => <SwitchCompanyButton />} />
        <DataTable.Col label="ra.action.edit" render={() => <EditButton />} />
      </DataTable>
    </List>
  );
}
