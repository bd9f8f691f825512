import { Button, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RowError } from '../../../../contract/contactJobs';
import { saveTextFile } from '../utils/saveTextFile';
import { useRowErrorText } from './useRowErrorText';

export type ImportErrorReportProps = { errors: readonly RowError[]; truncated: boolean; fileName: string | null };

const csvCell = (value: string) => `"${value.replace(/"/g, '""')}"`;

/** The rows that failed and why, on screen and as a CSV to fix and import again. */
export function ImportErrorReport({ errors, truncated, fileName }: ImportErrorReportProps) {
  const translate = useTranslate();
  const describe = useRowErrorText();
  if (!errors.length) return null;
  const rows = errors.map((e) => ({ row: e.row, ...describe(e) }));
  const handleDownload = () => {
    const header = [translate('crm.import.row'), translate('crm.import.field'), translate('crm.import.reason')].map(csvCell).join(';');
    const lines = rows.map((r) => [String(r.row), r.field, r.reason].map(csvCell).join(';'));
    const name = fileName ? fileName.replace(/\.[^.]+$/, '') : translate('crm.import.defaultFileName');
    saveTextFile([header, ...lines].join('\r\n'), translate('crm.import.errorsFile', { name }));
  };
  return (
    <section aria-labelledby="import-errors-title">
      <Typography id="import-errors-title" variant="h6" component="h2" sx={{ mt: 2 }}>
        {/* Counted in rows (a row may have several problems); imported rows may be among them. */}
        {translate('crm.import.errorsTitle', { smart_count: new Set(errors.map((e) => e.row)).size })}
      </Typography>
      {truncated && <Typography variant="body2" color="text.secondary">{translate('crm.import.errorsTruncated')}</Typography>}
      <TableContainer sx={{ maxHeight: 320, my: 1 }}>
        <Table size="small" stickyHeader>
          <TableHead>
            <TableRow>
              <TableCell>{translate('crm.import.row')}</TableCell>
              <TableCell>{translate('crm.import.field')}</TableCell>
              <TableCell>{translate('crm.import.reason')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r, i) => (
              <TableRow key={`${r.row}-${i}`}>
                <TableCell>{r.row}</TableCell>
                <TableCell>{r.field}</TableCell>
                <TableCell>{r.reason}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Button onClick={handleDownload}>{translate('crm.import.downloadErrors')}</Button>
    </section>
  );
}
