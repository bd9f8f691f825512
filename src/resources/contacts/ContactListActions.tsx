import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button } from '@mui/material';
import { CreateButton, FilterButton, TopToolbar, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { contactJobCalls } from '../../../contract/contactJobs';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { useCanCall } from '../../custom/crm/hooks/useCanCall';
import type { ResolvedColumn } from '../../custom/crm/utils/resolveColumns';
import { ColumnChooserButton } from './ColumnChooserButton';
import { ExportContactsButton } from './ExportContactsButton';

export type ContactListActionsProps = { columns: readonly ResolvedColumn[]; onSaveColumns: (columns: ResolvedColumn[]) => void };

export function ContactListActions({ columns, onSaveColumns }: ContactListActionsProps) {
  const translate = useTranslate();
  const to = useLocalizedPath();
  const canImport = useCanCall(contactJobCalls.importContactsFromCSV);
  return (
    <TopToolbar>
      <FilterButton />
      <ColumnChooserButton columns={columns} onSave={onSaveColumns} />
      {canImport && (
        <Button size="small" component={Link} to={to('crm/import')} startIcon={<UploadFileIcon />}>
          {translate('crm.import.button')}
        </Button>
      )}
      <ExportContactsButton />
      <CreateButton resource="contacts" to={to('crm/contacts/create')} />
    </TopToolbar>
  );
}
