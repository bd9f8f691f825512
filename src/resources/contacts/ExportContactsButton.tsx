import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { contactJobCalls } from '../../../contract/contactJobs';
import { useCanCall } from '../../custom/crm/hooks/useCanCall';
import { ExportDialog } from '../../custom/crm/export/ExportDialog';
import { buildContactQuery } from '../../custom/crm/utils/buildContactQuery';
import { useBulkScope } from './useBulkScope';

export type ExportContactsButtonProps = { selection?: boolean };

/** Exports the selected contacts (in the bulk bar) or every contact matching the filters (in the toolbar). */
export function ExportContactsButton({ selection = false }: ExportContactsButtonProps) {
  const translate = useTranslate();
  const { filterValues, total = 0 } = useListContext();
  const bulk = useBulkScope();
  const [open, setOpen] = useState(false);
  const allowed = useCanCall(contactJobCalls.queueExportContacts);
  // Exporting "every matching contact" cannot carry a dashboard segment: only a selection is exported then.
  if (!allowed || (!selection && filterValues.segment)) return null;
  const scope = selection ? bulk.scope : { ...buildContactQuery(filterValues), contactIds: null };
  return (
    <>
      <Button size="small" startIcon={<DownloadIcon />} onClick={() => setOpen(true)}>
        {translate('ra.action.export')}
      </Button>
      {open && <ExportDialog open onClose={() => setOpen(false)} scope={scope} count={selection ? bulk.count : total} />}
    </>
  );
}
