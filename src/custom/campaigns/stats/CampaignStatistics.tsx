import { visuallyHidden } from '@mui/utils';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Grid, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useLocalizedPath } from '../../../app/useLocalizedPath';
import { BarChart } from '../../../components/charts/BarChart';
import { LineChart } from '../../../components/charts/LineChart';
import { DateRangePicker } from '../../../components/DateRangePicker/DateRangePicker';
import { presetRange, todayIn, type DateRange } from '../../../components/DateRangePicker/dateRangePresets';
import { saveBlob } from '../../../components/download/saveBlob';
import { useFormatters } from '../../../components/format/useFormatters';
import { KeyFigure } from '../../../components/KeyFigure/KeyFigure';
import { PageHeader } from '../../../components/PageHeader/PageHeader';
import { isApiError } from '../../../dataProvider/ApiError';
import type { SegmentMetrics } from '../createad/api/adsClient';
import { useAdsClient } from '../createad/api/useAdsClient';
import { dailyCsv } from './dailyCsv';
import { SearchTermsTable } from './SearchTermsTable';
import { LoadingStatus } from '../../../components/LoadingStatus/LoadingStatus';
import { SimulateAdClickButton } from '../../closedLoop/SimulateAdClickButton';

const FIGURES = [
  ['impressions', 'number', true], ['clicks', 'number', true], ['ctr', 'percent', true], ['cost', 'money', false],
  ['conversions', 'number', true], ['costPerConversion', 'money', false], ['averageCpc', 'money', false],
] as const;

/** statistics/:campaignId: a campaign's figures over a period, by day, device and place, and its search terms. */
export function CampaignStatistics({ today = todayIn() }: { today?: string }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const format = useFormatters();
  const { campaignId = '' } = useParams();
  const client = useAdsClient();
  const [range, setRange] = useState<DateRange>(() => presetRange('last30', today));
  const period = [campaignId, range.from, range.to];
  const campaign = useQuery({ queryKey: ['campaigns', 'campaign', campaignId], queryFn: () => client.campaign(campaignId), retry: false });
  const metrics = useQuery({ queryKey: ['campaigns', 'metrics', ...period], queryFn: () => client.metrics(campaignId, range.from, range.to), retry: false });
  const devices = useQuery({ queryKey: ['campaigns', 'segments', 'device', ...period], queryFn: () => client.segments(campaignId, range.from, range.to, 'device'), retry: false });
  const places = useQuery({ queryKey: ['campaigns', 'segments', 'location', ...period], queryFn: () => client.segments(campaignId, range.from, range.to, 'location'), retry: false });
  const terms = useQuery({ queryKey: ['campaigns', 'searchTerms', ...period], queryFn: () => client.searchTerms(campaignId, range.from, range.to), retry: false });

  if (campaign.isPending) return <LoadingStatus label={t('campaigns.stats.loading')} sx={{ p: 2 }} />;
  if (campaign.isError) {
    const missing = isApiError(campaign.error) && campaign.error.status === 404;
    return (
      <Box sx={{ p: 2 }}>
        <PageHeader title={t('campaigns.stats.titleLoading')} />
        <Alert severity={missing ? 'info' : 'error'} action={missing
          ? <Button color="inherit" component={Link} to={to('mycampaigns')}>{t('campaigns.stats.back')}</Button>
          : <Button color="inherit" onClick={() => void campaign.refetch()}>{t('campaigns.stats.retry')}</Button>}>
          {t(missing ? 'campaigns.stats.notFound' : 'campaigns.stats.loadFailed')}
        </Alert>
      </Box>
    );
  }
  const name = campaign.data.name;
  const currency = metrics.data?.currency ?? campaign.data.currency;
  const totals = metrics.data?.totals;
  const daily = metrics.data?.daily ?? [];
  const segmentChart = (rows: SegmentMetrics[] | undefined, label: (r: SegmentMetrics) => string) => ({
    categories: (rows ?? []).map(label), series: [{ label: t('campaigns.stats.clicks'), data: (rows ?? []).map((r) => r.clicks) }],
  });
  const exportCsv = () => saveBlob(new Blob([dailyCsv(daily, currency)], { type: 'text/csv;charset=utf-8' }), `${name}-${range.from}-${range.to}.csv`);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1200, minWidth: 0 }}>
      <PageHeader title={t('campaigns.stats.title', { name })} subtitle={t('campaigns.stats.subtitle')}
        breadcrumbs={[{ label: t('campaigns.list.title'), to: to('mycampaigns') }, { label: name }]}
        actions={<>
          <SimulateAdClickButton campaignId={campaignId} />
          <Button startIcon={<DownloadIcon />} disabled={!daily.length} onClick={exportCsv} aria-label={t('campaigns.stats.exportOne', { name })}>{t('campaigns.stats.export')}</Button>
        </>} />
      <Box sx={{ mb: 2 }}><DateRangePicker value={range} onChange={setRange} today={today} label={t('campaigns.stats.period')} /></Box>
      {metrics.isError && <Alert severity="error" sx={{ mb: 2 }} action={<Button color="inherit" onClick={() => void metrics.refetch()}>{t('campaigns.stats.retry')}</Button>}>{t('campaigns.stats.loadFailed')}</Alert>}
      {/* The figure cards title themselves with h3: this heading keeps the outline h1 → h2 → h3. */}
      <Typography id="period-figures" component="h2" sx={visuallyHidden}>{t('campaigns.stats.figures')}</Typography>
      <Grid container spacing={2} sx={{ mb: 2 }} component="section" aria-labelledby="period-figures">
        {FIGURES.map(([key, kind, higherIsBetter]) => (
          <Grid key={key} size={{ xs: 6, sm: 4, md: 3 }}>
            <KeyFigure label={t(`campaigns.stats.${key}`)} value={totals?.[key]} kind={kind} currency={currency} loading={metrics.isPending} higherIsBetter={higherIsBetter} />
          </Grid>
        ))}
      </Grid>
      <LineChart title={t('campaigns.stats.byDay')} headingLevel={2} loading={metrics.isPending}
        data={{ categories: daily.map((d) => format.date(d.date, 'short')), series: [{ label: t('campaigns.stats.clicks'), data: daily.map((d) => d.clicks) }, { label: t('campaigns.stats.conversions'), data: daily.map((d) => d.conversions) }] }} />
      <Grid container spacing={2} sx={{ my: 2 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <BarChart title={t('campaigns.stats.byDevice')} headingLevel={2} loading={devices.isPending} data={segmentChart(devices.data?.rows, (r) => t(`campaigns.stats.devices.${r.key}`, { defaultValue: r.label }))} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <BarChart title={t('campaigns.stats.byLocation')} headingLevel={2} loading={places.isPending} data={segmentChart(places.data?.rows, (r) => (r.key === 'all' ? t('campaigns.stats.everywhere') : r.label))} />
        </Grid>
      </Grid>
      <Box component="section" aria-labelledby="search-terms">
        <Typography id="search-terms" variant="h6" component="h2" sx={{ mb: 1 }}>{t('campaigns.stats.terms')}</Typography>
        {terms.isPending && <LoadingStatus label={t('campaigns.stats.loading')} />}
        {terms.isError && <Alert severity="error" action={<Button color="inherit" onClick={() => void terms.refetch()}>{t('campaigns.stats.retry')}</Button>}>{t('campaigns.stats.termsFailed')}</Alert>}
        {terms.data && (
          <SearchTermsTable rows={terms.data.data} currency={terms.data.currency} wastedCost={terms.data.wastedCost}
            onAdd={async (text, negative) => { await client.addKeywords(campaignId, negative, [{ text, matchType: 'PHRASE' }]); await terms.refetch(); }} />
        )}
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 2 }}>{t('campaigns.stats.note')}</Typography>
    </Box>
  );
}
