import AddIcon from '@mui/icons-material/Add';
import CampaignIcon from '@mui/icons-material/Campaign';
import { Alert, Box, Button, CircularProgress, MenuItem, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CampaignStatus } from '../../../../contract/campaigns';
import { DateRangePicker } from '../../../components/DateRangePicker/DateRangePicker';
import { presetRange, todayIn, type DateRange } from '../../../components/DateRangePicker/dateRangePresets';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { PageHeader } from '../../../components/PageHeader/PageHeader';
import { CampaignTable } from './CampaignTable';
import { DraftList } from './DraftList';
import { useListClient } from './useListClient';

type Props = { today?: string };

/** mycampaigns: the company's campaigns over a period, its unfinished wizards, and what to do with each. */
export function CampaignListPage({ today = todayIn() }: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'es';
  const client = useListClient();
  const [range, setRange] = useState<DateRange>(() => presetRange('last30', today));
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<CampaignStatus | ''>('');
  const [message, setMessage] = useState<string | null>(null);
  const campaigns = useQuery({
    queryKey: ['campaigns', range.from, range.to, search, status],
    queryFn: () => client.list({ from: range.from, to: range.to, search, status: status || undefined }),
  });
  const drafts = useQuery({ queryKey: ['campaignDrafts'], queryFn: () => client.drafts() });
  const filtered = search !== '' || status !== '';
  const changed = () => {
    setMessage(null);
    void campaigns.refetch();
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1200 }}>
      <PageHeader title={t('campaigns.list.title')} subtitle={t('campaigns.list.subtitle')}
        actions={<Button component={Link} to={`/${language}/createad`} variant="contained" startIcon={<AddIcon />}>{t('campaigns.list.create')}</Button>} />
      <DraftList drafts={drafts.data?.data ?? []} language={language} onDiscard={async (d) => { await client.discardDraft(d._id); await drafts.refetch(); }} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'flex-start' } }}>
        <DateRangePicker value={range} onChange={setRange} today={today} label={t('campaigns.list.period')} />
        <TextField size="small" type="search" label={t('campaigns.list.search')} value={search} onChange={(e) => setSearch(e.target.value)} />
        <TextField size="small" select label={t('campaigns.list.statusFilter')} value={status} onChange={(e) => setStatus(e.target.value as CampaignStatus | '')} sx={{ minWidth: 160 }}>
          <MenuItem value="">{t('campaigns.list.allStatuses')}</MenuItem>
          <MenuItem value="ENABLED">{t('campaigns.list.status.ENABLED')}</MenuItem>
          <MenuItem value="PAUSED">{t('campaigns.list.status.PAUSED')}</MenuItem>
        </TextField>
      </Stack>
      {message && <Alert severity="error" onClose={() => setMessage(null)} sx={{ mb: 2 }}>{message}</Alert>}
      {campaigns.isPending && <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}><CircularProgress size={20} />{t('campaigns.list.loading')}</Box>}
      {campaigns.isError && <Alert severity="error" action={<Button onClick={() => void campaigns.refetch()}>{t('campaigns.list.retry')}</Button>}>{t('campaigns.list.loadFailed')}</Alert>}
      {campaigns.data && campaigns.data.data.length === 0 && (
        filtered
          ? <EmptyState title={t('campaigns.list.noMatch')} />
          : <EmptyState icon={<CampaignIcon />} title={t('campaigns.list.emptyTitle')} body={t('campaigns.list.emptyBody')} action={{ label: t('campaigns.list.create'), to: `/${language}/createad` }} />
      )}
      {campaigns.data && campaigns.data.data.length > 0 && (
        <CampaignTable campaigns={campaigns.data.data} currency={campaigns.data.currency} client={client} language={language} onChanged={changed} onError={setMessage} />
      )}
    </Box>
  );
}
