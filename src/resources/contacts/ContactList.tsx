import { BulkActionsToolbar, List, Pagination, useTranslate } from 'react-admin';
import { PageLoader } from '../../components/PageLoader';
import { CrmPageTitle } from '../../custom/crm/components/CrmPageTitle';
import { ContactBulkActions } from './ContactBulkActions';
import { ContactEmpty } from './ContactEmpty';
import { ContactListActions } from './ContactListActions';
import { ContactTable } from './ContactTable';
import { SegmentFilterChip } from './SegmentFilterChip';
import { useContactColumns } from './useContactColumns';
import { useContactFilterInputs } from './useContactFilterInputs';

/** SPEC §9: 100 per page by default; up to 1000 on one page, which the table virtualises. */
const PAGE_SIZES = [25, 50, 100, 500, 1000];

/** The contacts list: server paging, search, filters, sort, the user's columns and bulk actions. */
export default function ContactList() {
  const translate = useTranslate();
  const filters = useContactFilterInputs();
  const { columns, isPending, onSave } = useContactColumns();
  if (isPending) return <PageLoader />;
  return (
    <>
      <CrmPageTitle title={translate('crm.nav.contacts')} />
      <List
        resource="contacts"
        title={false}
        storeKey="crm.contacts"
        perPage={100}
        filters={filters}
        actions={<ContactListActions columns={columns} onSaveColumns={onSave} />}
        empty={<ContactEmpty />}
        pagination={<Pagination rowsPerPageOptions={PAGE_SIZES} />}
      >
        <SegmentFilterChip />
        <ContactTable
          columns={columns}
          bulkActions={
            <BulkActionsToolbar>
              <ContactBulkActions />
            </BulkActionsToolbar>
          }
        />
      </List>
    </>
  );
}
