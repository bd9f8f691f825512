import { Alert, Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchTermRow } from '../../../../contract/campaigns';
import { StatusChip } from '../../../components/StatusChip/StatusChip';
import { TableScroll } from '../../../components/TableScroll';
import { apiErrorMessage } from '../../../components/form/apiErrorMessage';
import { useFormatters } from '../../../components/format/useFormatters';

type Props = { rows: SearchTermRow[]; currency: string; wastedCost: number; onAdd: (term: string, negative: boolean) => Promise<void> };

/** What people searched when the ad showed, with what each cost; a term becomes a keyword or a negative in one click. */
export function SearchTermsTable({ rows, currency, wastedCost, onAdd }: Props) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const add = async (term: string, negative: boolean) => {
    setBusy(term);
    setOutcome(null);
    try {
      await onAdd(term, negative);
      setOutcome({ ok: true, message: t(negative ? 'campaigns.stats.negativeAdded' : 'campaigns.stats.keywordAdded', { term }) });
    } catch (e) {
      setOutcome({ ok: false, message: t('campaigns.stats.addFailedWhy', { message: apiErrorMessage(e, t) }) });
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <Typography sx={{ mb: 1 }}>{t('campaigns.stats.wasted', { amount: format.money(wastedCost, currency) })}</Typography>
      {outcome && <Alert severity={outcome.ok ? 'success' : 'error'} role={outcome.ok ? 'status' : 'alert'} onClose={() => setOutcome(null)} sx={{ mb: 1 }}>{outcome.message}</Alert>}
      {rows.length === 0 ? <Typography color="text.secondary">{t('campaigns.stats.noTerms')}</Typography> : (
        <TableScroll label={t('campaigns.stats.terms')}>
          <Table size="small" aria-label={t('campaigns.stats.terms')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('campaigns.stats.term')}</TableCell>
                <TableCell>{t('campaigns.stats.termStatus')}</TableCell>
                <TableCell align="right">{t('campaigns.stats.clicks')}</TableCell>
                <TableCell align="right">{t('campaigns.stats.cost')}</TableCell>
                <TableCell align="right">{t('campaigns.stats.conversions')}</TableCell>
                <TableCell>{t('campaigns.stats.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => {
                const done = r.status !== 'NONE' || busy === r.searchTerm;
                return (
                  <TableRow key={r.searchTerm}>
                    <TableCell>{r.searchTerm}</TableCell>
                    <TableCell><StatusChip status={r.status} tones={{ ADDED: 'success', EXCLUDED: 'warning' }} label={t(`campaigns.stats.termStatuses.${r.status}`)} /></TableCell>
                    <TableCell align="right">{format.number(r.clicks)}</TableCell>
                    <TableCell align="right">{format.money(r.cost, currency)}</TableCell>
                    <TableCell align="right">{format.number(r.conversions, { decimals: 1 })}</TableCell>
                    <TableCell>
                      <Stack direction="row" spacing={1}>
                        <Button size="small" disabled={done} onClick={() => void add(r.searchTerm, false)} aria-label={t('campaigns.stats.addKeywordOne', { term: r.searchTerm })}>{t('campaigns.stats.addKeyword')}</Button>
                        <Button size="small" color="warning" disabled={done} onClick={() => void add(r.searchTerm, true)} aria-label={t('campaigns.stats.addNegativeOne', { term: r.searchTerm })}>{t('campaigns.stats.addNegative')}</Button>
                      </Stack>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableScroll>
      )}
    </>
  );
}
