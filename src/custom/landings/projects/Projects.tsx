import AddIcon from '@mui/icons-material/Add';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import CodeIcon from '@mui/icons-material/Code';
import WebIcon from '@mui/icons-material/Web';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, MenuItem, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANDING_STATUSES, landingCalls, type LandingStatus } from '../../../../contract/landings';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { PageHeader } from '../../../components/PageHeader/PageHeader';
import { useCanCall } from '../../crm/hooks/useCanCall';
import { useLandingsClient } from '../api/useLandingsClient';
import { CreateWithAiDialog } from '../ai/CreateWithAiDialog';
import { TrackingSnippet } from '../../../resources/webforms/TrackingSnippet';
import { useLandingStats } from '../../../resources/webforms/useLandingStats';
import { LandingCard, type LandingAction } from './LandingCard';
import { LandingDialogs } from './LandingDialogs';
import { RefusalAlert } from '../../../components/RefusalAlert/RefusalAlert';
import { TemplateGallery } from './TemplateGallery';
import { useLandingActions } from './useLandingActions';
import { LoadingStatus } from '../../../components/LoadingStatus/LoadingStatus';

/** projects (SPEC §2): the company's landing pages as cards, found by name and status, created from a template and managed one by one. */
export function Projects() {
  const { t } = useTranslation();
  const client = useLandingsClient();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<LandingStatus | ''>('');
  const [galleryOpen, setGalleryOpen] = useState(false);
  const [aiOpen, setAiOpen] = useState(false);
  const [snippetOpen, setSnippetOpen] = useState(false);
  const stats = useLandingStats();
  const landings = useQuery({
    queryKey: ['landings', 'list', search.trim(), status],
    queryFn: () => client.list({ search, status: status || undefined, limit: 100 }),
    placeholderData: (previous) => previous,
    retry: false,
  });
  const actions = useLandingActions(client, () => landings.refetch());
  const canWrite = useCanCall(landingCalls.updateLandingData);
  const canDelete = useCanCall(landingCalls.deleteLanding);
  const allowed = new Set<LandingAction>([...(canWrite ? ['edit', 'publish', 'unpublish', 'rename', 'subdomain', 'domains', 'pixels', 'duplicate'] as const : []), ...(canDelete ? ['delete'] as const : [])]);
  const filtered = search.trim() !== '' || status !== '';
  const create = canWrite ? { label: t('landings.create'), onClick: () => setGalleryOpen(true) } : undefined;

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1280, minWidth: 0 }}>
      <PageHeader title={t('landings.title')} subtitle={t('landings.subtitle')}
        actions={(
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button startIcon={<CodeIcon />} onClick={() => setSnippetOpen(true)}>{t('landings.snippet.open')}</Button>
            {create && <Button variant="outlined" startIcon={<AutoAwesomeIcon />} onClick={() => setAiOpen(true)}>{t('landings.createWithAi')}</Button>}
            {create && <Button variant="contained" startIcon={<AddIcon />} onClick={create.onClick}>{create.label}</Button>}
          </Stack>
        )} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }} role="search" aria-label={t('landings.filters')}>
        <TextField size="small" type="search" label={t('landings.search')} value={search} onChange={(e) => setSearch(e.target.value)} />
        <TextField size="small" select label={t('landings.statusFilter')} value={status} onChange={(e) => setStatus(e.target.value as LandingStatus | '')} sx={{ minWidth: 180 }}>
          <MenuItem value="">{t('landings.allStatuses')}</MenuItem>
          {LANDING_STATUSES.map((s) => <MenuItem key={s} value={s}>{t(`landings.status.${s}`)}</MenuItem>)}
        </TextField>
      </Stack>
      <RefusalAlert refusal={actions.failure} billingLabel={t('landings.errors.toBilling')} onClose={actions.clearFailure} />
      {landings.isPending && <LoadingStatus label={t('landings.loading')} sx={{ py: 2 }} />}
      {landings.isError && <Alert severity="error" action={<Button color="inherit" onClick={() => void landings.refetch()}>{t('landings.retry')}</Button>}>{t('landings.loadFailed')}</Alert>}
      {landings.data && landings.data.data.length === 0 && (
        filtered
          ? <EmptyState title={t('landings.noMatch')} />
          : <EmptyState icon={<WebIcon />} title={t('landings.emptyTitle')} body={t('landings.emptyBody')} action={create} />
      )}
      {landings.data && landings.data.data.length > 0 && (
        <Box component="ul" aria-label={t('landings.listLabel')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))' }}>
          {landings.data.data.map((l) => (
            <li key={l._id}><LandingCard landing={l} stats={stats?.get(l._id)} allowed={allowed} busy={actions.busy?.id === l._id ? actions.busy.action : null} onAction={actions.start} /></li>
          ))}
        </Box>
      )}
      <TemplateGallery open={galleryOpen} client={client} onClose={() => setGalleryOpen(false)}
        onCreated={(landing) => { setGalleryOpen(false); void actions.created(landing); }} />
      <CreateWithAiDialog open={aiOpen} onClose={() => setAiOpen(false)}
        onCreated={(landing) => { setAiOpen(false); void actions.created(landing); }} />
      <Dialog open={snippetOpen} onClose={() => setSnippetOpen(false)} maxWidth="md" fullWidth slotProps={{ paper: { 'aria-label': t('landings.snippet.open') } }}>
        <DialogContent><TrackingSnippet /></DialogContent>
        <DialogActions><Button onClick={() => setSnippetOpen(false)}>{t('landings.snippet.close')}</Button></DialogActions>
      </Dialog>
      <LandingDialogs actions={actions} />
    </Box>
  );
}
