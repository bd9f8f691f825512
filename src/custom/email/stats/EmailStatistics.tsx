import BarChartIcon from '@mui/icons-material/BarChart';
import { Alert, Box, Button, Grid, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLocalizedPath } from '../../../app/useLocalizedPath';
import { LineChart } from '../../../components/charts/LineChart';
import { DateRangePicker } from '../../../components/DateRangePicker/DateRangePicker';
import { presetRange, todayIn, type DateRange } from '../../../components/DateRangePicker/dateRangePresets';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { useFormatters } from '../../../components/format/useFormatters';
import { KeyFigure } from '../../../components/KeyFigure/KeyFigure';
import { PageHeader } from '../../../components/PageHeader/PageHeader';
import { TableScroll } from '../../../components/TableScroll';
import { STATS_MAX_DAYS } from '../../../../contract/email';
import { useEmailClient } from '../api/useEmailClient';
import { fillDays } from './fillDays';

const daysIn = (range: DateRange) => Math.round((Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / 86_400_000) + 1;

const ZERO_DAY = { sent: 0, delivered: 0, opened: 0, uniqueOpens: 0, clicked: 0, uniqueClicks: 0, bounced: 0, softBounced: 0, hardBounced: 0, unsubscribed: 0, complaints: 0 };
const COUNTS = ['sent', 'delivered', 'opened', 'uniqueOpens', 'clicked', 'bounced', 'unsubscribed', 'complaints'] as const;
// Rates where a rise is bad news are coloured so (bounces, unsubscribes, complaints).
const RATES = [['deliveryRate', true], ['openRate', true], ['clickRate', true], ['bounceRate', false], ['unsubscribeRate', false], ['complaintRate', false]] as const;

/** templates/stats: sends, opens, clicks, bounces and complaints over a period (default the last 30 days), optionally of one tag; by day and by tag. */
/** The browser's IANA zone (what todayIn uses by default), or none when the runtime does not say. */
const browserTimeZone = (): string | undefined => Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;

export function EmailStatistics({ today = todayIn() }: { today?: string }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const format = useFormatters();
  const client = useEmailClient();
  const [params, setParams] = useSearchParams();
  const tag = params.get('tag') ?? '';
  const [range, setRange] = useState<DateRange>(() => presetRange('last30', today));
  // The server answers at most STATS_MAX_DAYS at once: a longer custom range is said here, not asked.
  const tooLong = daysIn(range) > STATS_MAX_DAYS;
  // The range is in this browser's days (todayIn): the server counts by the same days, not the company's zone.
  const timeZone = browserTimeZone();
  const basic = useQuery({
    queryKey: ['email', 'stats', 'basic', range.from, range.to, tag, timeZone],
    queryFn: () => client.statsBasic({ ...range, timeZone, ...(tag ? { tag } : {}) }),
    placeholderData: (previous) => previous,
    retry: false,
    enabled: !tooLong,
  });
  const byTag = useQuery({ queryKey: ['email', 'stats', 'byTag', range.from, range.to, timeZone], queryFn: () => client.statsByTag({ ...range, timeZone }), retry: false, enabled: !tooLong });
  const tags = [...new Set([...(byTag.data?.data ?? []).map((r) => r.tag).filter(Boolean), ...(tag ? [tag] : [])])];
  const chooseTag = (next: string) => setParams((current) => {
    const changed = new URLSearchParams(current);
    if (next) changed.set('tag', next);
    else changed.delete('tag');
    return changed;
  }, { replace: true });
  const totals = basic.data?.totals;
  // The answer's own range (while another period loads, the figures shown are still the previous one's).
  const daily = basic.data ? fillDays({ from: basic.data.from, to: basic.data.to }, basic.data.daily, ZERO_DAY) : [];
  const nothingSent = basic.data !== undefined && totals?.sent === 0;

  return (
    <>
      <PageHeader title={t('email.stats.title')} subtitle={t('email.stats.subtitle')} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'flex-start' } }}>
        <DateRangePicker value={range} onChange={setRange} today={today} label={t('email.stats.period')} />
        <TextField select size="small" label={t('email.stats.tag')} value={tag} onChange={(e) => chooseTag(e.target.value)} sx={{ minWidth: 200 }}>
          <MenuItem value="">{t('email.stats.allTags')}</MenuItem>
          {tags.map((x) => <MenuItem key={x} value={x}>{x}</MenuItem>)}
        </TextField>
      </Stack>
      {tooLong && <Alert severity="warning" sx={{ mb: 2 }}>{t('email.stats.tooLong', { days: STATS_MAX_DAYS })}</Alert>}
      {basic.isError && <Alert severity="error" sx={{ mb: 2 }} action={<Button color="inherit" onClick={() => void basic.refetch()}>{t('email.retry')}</Button>}>{t('email.stats.loadFailed')}</Alert>}
      {tooLong ? null : nothingSent ? (
        <EmptyState icon={<BarChartIcon />} title={t('email.stats.emptyTitle')} body={t(tag ? 'email.stats.emptyTagBody' : 'email.stats.emptyBody', { tag })} action={{ label: t('email.sends.toTemplates'), to: to('templates') }} />
      ) : (
        <>
          <Typography id="email-figures" component="h2" sx={visuallyHidden}>{t('email.stats.figures')}</Typography>
          <Grid container spacing={2} sx={{ mb: 2 }} component="section" aria-labelledby="email-figures">
            {COUNTS.map((key) => (
              <Grid key={key} size={{ xs: 6, sm: 4, md: 3 }}><KeyFigure label={t(`email.stats.counts.${key}`)} value={totals?.[key]} loading={basic.isPending} /></Grid>
            ))}
          </Grid>
          <Typography id="email-rates" component="h2" sx={visuallyHidden}>{t('email.stats.ratesTitle')}</Typography>
          <Grid container spacing={2} sx={{ mb: 2 }} component="section" aria-labelledby="email-rates">
            {RATES.map(([key, higherIsBetter]) => (
              <Grid key={key} size={{ xs: 6, sm: 4, md: 2 }}><KeyFigure label={t(`email.stats.rates.${key}`)} value={totals?.rates[key]} kind="percent" higherIsBetter={higherIsBetter} loading={basic.isPending} /></Grid>
            ))}
          </Grid>
          <LineChart title={t('email.stats.byDay')} headingLevel={2} loading={basic.isPending}
            data={{
              categories: daily.map((d) => format.date(d.date, 'short')),
              series: (['sent', 'delivered', 'uniqueOpens', 'uniqueClicks'] as const).map((key) => ({ label: t(`email.stats.counts.${key}`), data: daily.map((d) => d[key]) })),
            }} />
          <Box component="section" aria-labelledby="email-by-tag" sx={{ mt: 3 }}>
            <Typography id="email-by-tag" variant="h6" component="h2" sx={{ mb: 1 }}>{t('email.stats.byTag')}</Typography>
            {byTag.isError && <Alert severity="error">{t('email.stats.loadFailed')}</Alert>}
            {byTag.data && byTag.data.data.length === 0 && <Typography color="text.secondary">{t('email.stats.noTags')}</Typography>}
            {byTag.data && byTag.data.data.length > 0 && (
              <TableScroll label={t('email.stats.byTag')}>
                <Table size="small" aria-labelledby="email-by-tag">
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('email.stats.tag')}</TableCell>
                      {(['sent', 'delivered', 'uniqueOpens', 'uniqueClicks', 'bounced', 'unsubscribed'] as const).map((key) => <TableCell key={key} align="right">{t(`email.stats.counts.${key}`)}</TableCell>)}
                      <TableCell align="right">{t('email.stats.rates.openRate')}</TableCell>
                      <TableCell align="right">{t('email.stats.rates.clickRate')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {byTag.data.data.map((row) => (
                      <TableRow key={row.tag} selected={row.tag === tag && tag !== ''}>
                        <TableCell component="th" scope="row">{row.tag || t('email.stats.untagged')}</TableCell>
                        {(['sent', 'delivered', 'uniqueOpens', 'uniqueClicks', 'bounced', 'unsubscribed'] as const).map((key) => (
                          <TableCell key={key} align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>{format.number(row[key])}</TableCell>
                        ))}
                        <TableCell align="right">{format.percent(row.rates.openRate)}</TableCell>
                        <TableCell align="right">{format.percent(row.rates.clickRate)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableScroll>
            )}
          </Box>
        </>
      )}
    </>
  );
}
