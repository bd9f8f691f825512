import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Grid, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BarChart } from '../../../components/charts/BarChart';
import { LineChart } from '../../../components/charts/LineChart';
import { DateRangePicker } from '../../../components/DateRangePicker/DateRangePicker';
import { presetRange, todayIn, type DateRange } from '../../../components/DateRangePicker/dateRangePresets';
import { saveBlob } from '../../../components/download/saveBlob';
import { useFormatters } from '../../../components/format/useFormatters';
import { KeyFigure } from '../../../components/KeyFigure/KeyFigure';
import { PageHeader } from '../../../components/PageHeader/PageHeader';
import { dailyCsv } from './dailyCsv';
import { SearchTermsTable } from './SearchTermsTable';
import { useStatsClient } from './useStatsClient';

/** statistics/:campaignId: a campaign's figures over a period, by day, device and place, and its search terms. */
export function CampaignStatistics({ today = todayIn() }: { today?: string }) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const { campaignId = '' } = useParams();
  const client = useStatsClient();
  const [range, setRange] = useState<DateRange>(() => presetRange('last30', today));
  const key = [campaignId, range.from, range.to];
  const campaign = useQuery({ queryKey: ['statsCampaign', campaignId], queryFn: () => client.campaign(campaignId) });
  const metrics = useQuery({ queryKey: ['statsMetrics', ...key], queryFn: () => client.metrics(campaignId, range.from, range.to) });
  const devices = useQuery({ queryKey: ['statsDevices', ...key], queryFn: () => client.segments(campaignId, range.from, range.to, 'device') });
  const places = useQuery({ queryKey: ['statsPlaces', ...key], queryFn: () => client.segments(campaignId, range.from, range.to, 'location') });
  const terms = useQuery({ queryKey: ['statsTerms', ...key], queryFn: () => client.searchTerms(campaignId, range.from, range.to) });
  const currency = metrics.data?.currency ?? 'EUR';
  const totals = metrics.data?.totals;
  const title = campaign.data ? t('campaigns.stats.title', { name: campaign.data.name }) : t('campaigns.stats.titleLoading');

  if (campaign.isError) return <Box sx={{ p: 2 }}><PageHeader title={t('campaigns.stats.titleLoading')} /><Alert severity="error">{t('campaigns.stats.notFound')}</Alert></Box>;
  const daily = metrics.data?.daily ?? [];
  const days = daily.map((d) => format.date(d.date, 'short'));
  const segmentChart = (rows: { label: string; clicks: number }[] | undefined, label: (l: string) => string) => ({
    categories: (rows ?? []).map((r) => label(r.label)), series: [{ label: t('campaigns.stats.clicks'), data: (rows ?? []).map((r) => r.clicks) }],
  });
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1200 }}>
      <PageHeader title={title} subtitle={t('campaigns.stats.subtitle')}
        actions={<Button startIcon={<DownloadIcon />} disabled={!daily.length} onClick={() => saveBlob(new Blob([dailyCsv(daily, currency)], { type: 'text/csv' }), `${campaign.data?.name ?? 'campaign'}-${range.from}-${range.to}.csv`)}>{t('campaigns.stats.export')}</Button>} />
      <Box sx={{ mb: 2 }}><DateRangePicker value={range} onChange={setRange} today={today} label={t('campaigns.stats.period')} /></Box>
      {metrics.isError && <Alert severity="error" sx={{ mb: 2 }}>{t('campaigns.stats.loadFailed')}</Alert>}
      <Grid container spacing={2} sx={{ mb: 2 }} component="section" aria-label={t('campaigns.stats.figures')}>
        {([['impressions', totals?.impressions, 'number'], ['clicks', totals?.clicks, 'number'], ['ctr', totals?.ctr, 'percent'], ['cost', totals?.cost, 'money'],
          ['conversions', totals?.conversions, 'number'], ['costPerConversion', totals?.costPerConversion, 'money'], ['averageCpc', totals?.averageCpc, 'money']] as const).map(([name, value, kind]) => (
          <Grid key={name} size={{ xs: 6, sm: 4, md: 3 }}>
            <KeyFigure label={t(`campaigns.stats.${name}`)} value={value} kind={kind} currency={currency} loading={metrics.isPending} higherIsBetter={name !== 'cost' && name !== 'costPerConversion' && name !== 'averageCpc'} />
          </Grid>
        ))}
      </Grid>
      <LineChart title={t('campaigns.stats.byDay')} headingLevel={2} loading={metrics.isPending}
        data={{ categories: days, series: [{ label: t('campaigns.stats.clicks'), data: daily.map((d) => d.clicks) }, { label: t('campaigns.stats.conversions'), data: daily.map((d) => d.conversions) }] }} />
      <Grid container spacing={2} sx={{ my: 2 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <BarChart title={t('campaigns.stats.byDevice')} headingLevel={2} loading={devices.isPending} data={segmentChart(devices.data?.rows, (l) => t(`campaigns.stats.devices.${l}`, { defaultValue: l }))} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <BarChart title={t('campaigns.stats.byLocation')} headingLevel={2} loading={places.isPending} data={segmentChart(places.data?.rows, (l) => (l === 'all' ? t('campaigns.stats.everywhere') : l))} />
        </Grid>
      </Grid>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>{t('campaigns.stats.terms')}</Typography>
      {terms.data && (
        <SearchTermsTable rows={terms.data.data} currency={currency} wastedCost={terms.data.wastedCost}
          onAdd={async (term, negative) => { await client.addKeyword(campaignId, term, negative); }} />
      )}
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 2 }} lang={i18n.language}>{t('campaigns.stats.note')}</Typography>
    </Box>
  );
}
