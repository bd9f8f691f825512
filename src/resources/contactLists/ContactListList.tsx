import { NoResults } from '../../components/NoResults/NoResults';
import { Button } from '@mui/material';
import { CreateButton, Datagrid, DateField, DeleteButton, List, NumberField, TextField, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { CrmEmpty } from '../../custom/crm/components/CrmEmpty';
import { CrmPageTitle } from '../../custom/crm/components/CrmPageTitle';
import { RecordLink } from '../../custom/crm/components/RecordLink';
import { useCanCall } from '../../custom/crm/hooks/useCanCall';
import { contactListCalls } from '../../../contract/contactLists';

/** The company's contact lists with their sizes; each opens its contacts in the contacts list. */
export default function ContactListList() {
  const translate = useTranslate();
  const to = useLocalizedPath();
  const canCreate = useCanCall(contactListCalls.createContactList);
  return (
    <>
      <CrmPageTitle title={translate('crm.nav.lists')} />
      <List
        resource="contactLists"
        title={false}
        storeKey="crm.lists"
        actions={<TopToolbar><CreateButton resource="contactLists" to={to('crm/lists/create')} /></TopToolbar>}
        empty={<CrmEmpty title={translate('crm.lists.emptyTitle')} body={translate('crm.lists.emptyBody')} action={canCreate ? { label: translate('crm.lists.create'), to: to('crm/lists/create') } : undefined} />}
      >
        <Datagrid bulkActionButtons={false} rowClick={false} empty={<NoResults />}>
          <RecordLink source="name" label="resources.contactLists.fields.name" to={(id) => to(`crm/lists/${id}`)} />
          <TextField source="description" />
          <NumberField source="contactCount" />
          <DateField source="createdAt" />
          <ListRowActions label="crm.common.actions" />
        </Datagrid>
      </List>
    </>
  );
}

/** Open the list's contacts, or delete the list (its contacts stay). */
function ListRowActions(_: { label: string }) {
  const translate = useTranslate();
  const to = useLocalizedPath();
  const record = useRecordContext();
  if (!record) return null;
  const filter = encodeURIComponent(JSON.stringify({ contactListId: record.id }));
  return (
    <>
        <Button size="small" component={Link} to={`${to('crm/contacts')}?filter=${filter}`}>
          {translate('crm.lists.viewContacts')}
        </Button>
        <DeleteButton mutationMode="pessimistic" redirect={false} />
    </>
  );
}
