import { Alert, Box, CircularProgress, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader/PageHeader';
import { useAdsClient } from '../createad/api/useAdsClient';
import { GeneralSection } from '../edit/sections/GeneralSection';
import { campaignKey } from '../edit/useSaver';
import { campaignErrorText } from '../list/campaignErrorText';
import { useListClient } from '../list/useListClient';

/**
 * simple-edit/:campaignId: the few things most people change — name, daily budget, where the ads
 * lead (the editor's own general part) — and whether the campaign runs.
 */
export function SimpleEdit() {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'es';
  const { campaignId = '' } = useParams();
  const ads = useAdsClient();
  const list = useListClient();
  const queryClient = useQueryClient();
  const campaign = useQuery({ queryKey: campaignKey(campaignId), queryFn: () => ads.campaign(campaignId) });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (campaign.isPending) return <Box role="status" sx={{ p: 2, display: 'flex', gap: 1 }}><CircularProgress size={20} />{t('campaigns.simpleEdit.loading')}</Box>;
  if (campaign.isError) return <Box sx={{ p: 2 }}><PageHeader title={t('campaigns.simpleEdit.titleLoading')} /><Alert severity="error">{t('campaigns.simpleEdit.notFound')}</Alert></Box>;
  const c = campaign.data;
  const running = c.status === 'ENABLED';
  const toggle = async () => {
    setBusy(true);
    setError(null);
    try {
      await (running ? list.pause(c._id) : list.relaunch(c._id));
      await queryClient.invalidateQueries({ queryKey: campaignKey(campaignId) });
    } catch (e) {
      setError(campaignErrorText(e, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 900 }}>
      <PageHeader title={t('campaigns.simpleEdit.title', { name: c.name })} subtitle={t('campaigns.simpleEdit.subtitle')}
        breadcrumbs={[{ label: t('campaigns.list.title'), to: `/${language}/mycampaigns` }, { label: c.name }]} />
      <Stack spacing={3}>
        <Box component="section" aria-labelledby="simple-edit-status">
          <Typography id="simple-edit-status" variant="h6" component="h2">{t('campaigns.simpleEdit.status')}</Typography>
          <FormControlLabel control={<Switch checked={running} onChange={() => void toggle()} disabled={busy || c.status === 'REMOVED'} />}
            label={running ? t('campaigns.simpleEdit.running') : t('campaigns.simpleEdit.paused')} />
          {error && <Alert severity="error" sx={{ mt: 1 }}>{error}</Alert>}
        </Box>
        <GeneralSection key={c._id} campaign={c} />
        <Typography><Link to={`/${language}/edit-campaign/${c._id}`}>{t('campaigns.simpleEdit.more')}</Link></Typography>
      </Stack>
    </Box>
  );
}
