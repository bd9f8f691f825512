import { Alert, Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchTermRow } from '../../../../contract/campaigns';
import { TableScroll } from '../../../components/TableScroll';
import { useFormatters } from '../../../components/format/useFormatters';

type Props = { rows: SearchTermRow[]; currency: string; wastedCost: number; onAdd: (term: string, negative: boolean) => Promise<void> };

/** What people searched when the ad showed, with what each cost; a term becomes a keyword or a negative in one click. */
export function SearchTermsTable({ rows, currency, wastedCost, onAdd }: Props) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [added, setAdded] = useState<Record<string, 'ADDED' | 'EXCLUDED'>>({});
  const [failed, setFailed] = useState(false);
  const add = async (term: string, negative: boolean) => {
    try {
      await onAdd(term, negative);
      setAdded((a) => ({ ...a, [term]: negative ? 'EXCLUDED' : 'ADDED' }));
      setFailed(false);
    } catch {
      setFailed(true);
    }
  };
  if (rows.length === 0) return <Typography color="text.secondary">{t('campaigns.stats.noTerms')}</Typography>;
  return (
    <>
      <Typography sx={{ mb: 1 }}>{t('campaigns.stats.wasted', { amount: format.money(wastedCost, currency) })}</Typography>
      {failed && <Alert severity="error" sx={{ mb: 1 }}>{t('campaigns.stats.addFailed')}</Alert>}
      <TableScroll label={t('campaigns.stats.terms')}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('campaigns.stats.term')}</TableCell>
              <TableCell align="right">{t('campaigns.stats.clicks')}</TableCell>
              <TableCell align="right">{t('campaigns.stats.cost')}</TableCell>
              <TableCell align="right">{t('campaigns.stats.conversions')}</TableCell>
              <TableCell>{t('campaigns.stats.termStatus')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => {
              const status: SearchTermRow['status'] = (added[r.searchTerm] as SearchTermRow['status'] | undefined) ?? r.status;
              return (
                <TableRow key={r.searchTerm}>
                  <TableCell>{r.searchTerm}</TableCell>
                  <TableCell align="right">{format.number(r.clicks)}</TableCell>
                  <TableCell align="right">{format.money(r.cost, currency)}</TableCell>
                  <TableCell align="right">{format.number(r.conversions, { decimals: 1 })}</TableCell>
                  <TableCell>
                    {status === 'NONE' ? (
                      <Stack direction="row" spacing={1}>
                        <Button size="small" onClick={() => void add(r.searchTerm, false)} aria-label={t('campaigns.stats.addKeywordOne', { term: r.searchTerm })}>{t('campaigns.stats.addKeyword')}</Button>
                        <Button size="small" color="warning" onClick={() => void add(r.searchTerm, true)} aria-label={t('campaigns.stats.addNegativeOne', { term: r.searchTerm })}>{t('campaigns.stats.addNegative')}</Button>
                      </Stack>
                    ) : t(`campaigns.stats.termStatuses.${status}`)}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableScroll>
    </>
  );
}
