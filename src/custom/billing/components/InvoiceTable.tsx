import { Alert, Button, Table, TableBody, TableCell, TableHead, TablePagination, TableRow, Typography } from '@mui/material';
import { TableScroll } from '../../../components/TableScroll';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '../../../../contract/billing';
import { useLanguage } from '../../../app/useLanguage';
import { apiErrorMessage } from '../../../components/form/apiErrorMessage';
import { useBillingClient } from '../api/useBillingClient';
import { saveBlob } from '../../../components/download/saveBlob';
import { formatDate, formatMoney } from '../utils/format';
import { planName } from '../utils/planName';

const PAGE_SIZE = 10;

/** Invoice history, newest first, paginated on the server, each downloadable as PDF. */
export function InvoiceTable() {
  const { t } = useTranslation();
  const language = useLanguage();
  const client = useBillingClient();
  const [page, setPage] = useState(0);
  const [result, setResult] = useState<{ data: Invoice[]; total: number } | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    client.listInvoices(page + 1, PAGE_SIZE).then(setResult, (e) => setError(apiErrorMessage(e, t)));
  }, [client, page, t]);

  const handleDownload = async (invoice: Invoice) => {
    setError(null);
    try {
      const { blob, filename } = await client.downloadInvoice(invoice);
      saveBlob(blob, filename);
    } catch (e) {
      setError(apiErrorMessage(e, t));
    }
  };

  if (!result) return error ? <Alert severity="error">{error}</Alert> : null;
  if (!result.total) return <Typography color="text.secondary">{t('app.billing.invoices.none')}</Typography>;
  return (
    <>
      {error && <Alert severity="error" role="alert">{error}</Alert>}
      <TableScroll label={t('app.billing.invoices.title')}>
      <Table size="small" aria-label={t('app.billing.invoices.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('app.billing.invoices.number')}</TableCell>
            <TableCell>{t('app.billing.invoices.date')}</TableCell>
            <TableCell>{t('app.billing.invoices.plan')}</TableCell>
            <TableCell align="right">{t('app.billing.invoices.total')}</TableCell>
            <TableCell>{t('app.billing.invoices.pdf')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {result.data.map((invoice) => (
            <TableRow key={invoice._id}>
              <TableCell>{invoice.number}</TableCell>
              <TableCell>{formatDate(invoice.issuedAt, language)}</TableCell>
              <TableCell>{planName(invoice.planId, t)}</TableCell>
              <TableCell align="right">{formatMoney(invoice.totalCents, invoice.currency, language)}</TableCell>
              <TableCell>
                <Button size="small" onClick={() => handleDownload(invoice)} aria-label={t('app.billing.invoices.downloadOne', { number: invoice.number })}>
                  {t('app.billing.invoices.download')}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      </TableScroll>
      {result.total > PAGE_SIZE && (
        <TablePagination
          component="div" count={result.total} page={page} rowsPerPage={PAGE_SIZE} rowsPerPageOptions={[PAGE_SIZE]} onPageChange={(_, p) => setPage(p)}
          labelRowsPerPage={t('app.billing.invoices.rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) => t('app.billing.invoices.displayedRows', { from, to, count })}
          getItemAriaLabel={(type) => t(`app.billing.invoices.${type}Page`)}
        />
      )}
    </>
  );
}
