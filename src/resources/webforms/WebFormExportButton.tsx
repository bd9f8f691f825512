import DownloadIcon from '@mui/icons-material/Download';
import { Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import type { Submission } from '../../../contract/webforms';
import { saveTextFile } from '../../custom/crm/utils/saveTextFile';
import { submissionsCsv } from './submissionsCsv';

/** At most this many rows in one export (10 pages of the largest page the API gives). */
const EXPORT_MAX = 10_000;

/** Downloads the submissions the list shows (its search, filters and sort, every page) as CSV. */
export function WebFormExportButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const { filterValues, sort, total } = useListContext();
  const [busy, setBusy] = useState(false);
  const handleExport = async () => {
    setBusy(true);
    try {
      const rows: Submission[] = [];
      for (let page = 1; rows.length < EXPORT_MAX; page += 1) {
        const { data, total: all } = await dataProvider.getList('webforms', { pagination: { page, perPage: 1000 }, sort, filter: filterValues });
        rows.push(...(data as unknown as Submission[]));
        if (!data.length || rows.length >= (all ?? 0)) break;
      }
      saveTextFile(submissionsCsv(rows), `webforms-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch {
      notify('webforms.exportFailed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" startIcon={busy ? <CircularProgress size={16} /> : <DownloadIcon />} onClick={handleExport} disabled={busy || !total}>
      {translate('webforms.export')}
    </Button>
  );
}
