import { Alert, Box, Button, Paper } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useLocalizedPath } from '../../../app/useLocalizedPath';
import { PageHeader } from '../../../components/PageHeader/PageHeader';
import { useAdsClient } from '../createad/api/useAdsClient';
import { SegmentationForm } from './SegmentationForm';
import { LoadingStatus } from '../../../components/LoadingStatus/LoadingStatus';

/** modify-segmentation/:campaignId: the campaign's targeting as it is now (getCampaignCriteria), changed and saved. */
export function ModifySegmentation() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { campaignId = '' } = useParams();
  const client = useAdsClient();
  const queryClient = useQueryClient();
  const key = ['campaigns', 'criteria', campaignId];
  const criteria = useQuery({ queryKey: key, queryFn: () => client.criteria(campaignId), retry: false });
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1100 }}>
      <PageHeader title={t('campaigns.segmentation.title')} subtitle={t('campaigns.segmentation.intro')}
        breadcrumbs={[{ label: t('campaigns.edit.campaigns'), to: to('mycampaigns') }, { label: t('campaigns.segmentation.campaign'), to: to(`edit-campaign/${campaignId}`) }, { label: t('campaigns.segmentation.title') }]} />
      {criteria.isLoading ? (
        <LoadingStatus layout="block" hideLabel label={t('campaigns.segmentation.loadingCriteria')} />
      ) : criteria.isError || !criteria.data ? (
        <Alert severity="error" action={<Button color="inherit" onClick={() => criteria.refetch()}>{t('campaigns.wizard.retry')}</Button>}>{t('campaigns.segmentation.loadFailed')}</Alert>
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <SegmentationForm initial={criteria.data} onSave={async (next) => queryClient.setQueryData(key, await client.setCriteria(campaignId, next))} />
        </Paper>
      )}
      <Button component={Link} to={to(`edit-campaign/${campaignId}`)} sx={{ mt: 2 }}>{t('campaigns.segmentation.backToCampaign')}</Button>
    </Box>
  );
}
