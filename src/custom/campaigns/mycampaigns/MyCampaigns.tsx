import AddIcon from '@mui/icons-material/Add';
import CampaignIcon from '@mui/icons-material/Campaign';
import { Alert, Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CampaignStatus } from '../../../../contract/campaigns';
import { useLocalizedPath } from '../../../app/useLocalizedPath';
import { DateRangePicker } from '../../../components/DateRangePicker/DateRangePicker';
import { presetRange, todayIn, type DateRange } from '../../../components/DateRangePicker/dateRangePresets';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { PageHeader } from '../../../components/PageHeader/PageHeader';
import { apiErrorMessage } from '../../../components/form/apiErrorMessage';
import { useAdsClient } from '../createad/api/useAdsClient';
import { RefusalAlert } from '../../../components/RefusalAlert/RefusalAlert';
import type { CampaignActionFailure } from './CampaignActionError';
import { CampaignTable } from './CampaignTable';
import { DraftList } from './DraftList';
import { LoadingStatus } from '../../../components/LoadingStatus/LoadingStatus';

const STATUSES: CampaignStatus[] = ['ENABLED', 'PAUSED', 'REMOVED'];

/** mycampaigns: the company's campaigns over a period (last 30 days first), its unfinished wizards, and what to do with each. */
export function MyCampaigns({ today = todayIn() }: { today?: string }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const client = useAdsClient();
  const [range, setRange] = useState<DateRange>(() => presetRange('last30', today));
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<CampaignStatus | ''>('');
  const [failure, setFailure] = useState<CampaignActionFailure | null>(null);
  const campaigns = useQuery({
    queryKey: ['campaigns', 'list', range.from, range.to, search.trim(), status],
    queryFn: () => client.listCampaigns({ from: range.from, to: range.to, search, status: status || undefined }),
    placeholderData: (previous) => previous,
    retry: false,
  });
  const drafts = useQuery({ queryKey: ['campaigns', 'drafts'], queryFn: () => client.drafts(), retry: false });
  const filtered = search.trim() !== '' || status !== '';
  const discard = async (draftId: string) => {
    try {
      await client.discardDraft(draftId);
      setFailure(null);
      await drafts.refetch();
    } catch (e) {
      setFailure({ text: apiErrorMessage(e, t), billing: false });
      throw e;
    }
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1280, minWidth: 0 }}>
      <PageHeader title={t('campaigns.list.title')} subtitle={t('campaigns.list.subtitle')}
        actions={<Button component={Link} to={to('createad')} variant="contained" startIcon={<AddIcon />}>{t('campaigns.list.create')}</Button>} />
      {drafts.isError && <Alert severity="warning" sx={{ mb: 2 }}>{t('campaigns.list.draftsFailed')}</Alert>}
      <DraftList drafts={drafts.data?.data ?? []} onDiscard={(d) => discard(d._id)} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'flex-start' } }} role="search" aria-label={t('campaigns.list.filters')}>
        <DateRangePicker value={range} onChange={setRange} today={today} label={t('campaigns.list.period')} />
        <TextField size="small" type="search" label={t('campaigns.list.search')} value={search} onChange={(e) => setSearch(e.target.value)} />
        <TextField size="small" select label={t('campaigns.list.statusFilter')} value={status} onChange={(e) => setStatus(e.target.value as CampaignStatus | '')} sx={{ minWidth: 160 }}>
          <MenuItem value="">{t('campaigns.list.allStatuses')}</MenuItem>
          {STATUSES.map((s) => <MenuItem key={s} value={s}>{t(`campaigns.list.status.${s}`)}</MenuItem>)}
        </TextField>
      </Stack>
      <RefusalAlert refusal={failure} billingLabel={t('campaigns.list.errors.toBilling')} onClose={() => setFailure(null)} />
      {campaigns.isPending && <LoadingStatus label={t('campaigns.list.loading')} sx={{ py: 2 }} />}
      {campaigns.isError && <Alert severity="error" action={<Button color="inherit" onClick={() => void campaigns.refetch()}>{t('campaigns.list.retry')}</Button>}>{t('campaigns.list.loadFailed')}</Alert>}
      {campaigns.data && campaigns.data.data.length === 0 && (
        filtered
          ? <EmptyState title={t('campaigns.list.noMatch')} />
          : <EmptyState icon={<CampaignIcon />} title={t('campaigns.list.emptyTitle')} body={t('campaigns.list.emptyBody')} action={{ label: t('campaigns.list.create'), to: to('createad') }} />
      )}
      {campaigns.data && campaigns.data.data.length > 0 && (
        <CampaignTable campaigns={campaigns.data.data} currency={campaigns.data.currency} client={client} onChanged={() => campaigns.refetch()} onError={setFailure} />
      )}
    </Box>
  );
}
