import { Button, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RowError } from '../../../../contract/contactJobs';
import { saveTextFile } from '../utils/saveTextFile';

export type ImportErrorReportProps = { errors: readonly RowError[]; truncated: boolean; fileName: string | null };

const csvCell = (value: string) => `"${value.replace(/"/g, '""')}"`;

/** The rows that failed and why, on screen and as a CSV to fix and import again. */
export function ImportErrorReport({ errors, truncated, fileName }: ImportErrorReportProps) {
  const translate = useTranslate();
  if (!errors.length) return null;
  const handleDownload = () => {
    const header = [translate('crm.import.row'), translate('crm.import.field'), translate('crm.import.reason')].map(csvCell).join(';');
    const lines = errors.map((e) => [String(e.row), e.field ?? '', e.message].map(csvCell).join(';'));
    saveTextFile([header, ...lines].join('\r\n'), `${(fileName ?? 'import').replace(/\.[^.]+$/, '')}-errores.csv`);
  };
  return (
    <section aria-labelledby="import-errors-title">
      <Typography id="import-errors-title" variant="h6" component="h2" sx={{ mt: 2 }}>
        {translate('crm.import.errorsTitle', { smart_count: errors.length })}
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
            {errors.map((e, i) => (
              <TableRow key={`${e.row}-${i}`}>
                <TableCell>{e.row}</TableCell>
                <TableCell>{e.field ?? ''}</TableCell>
                <TableCell>{e.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Button onClick={handleDownload}>{translate('crm.import.downloadErrors')}</Button>
    </section>
  );
}
