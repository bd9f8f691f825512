import { Alert, Box, Button, Paper, Tab, Tabs } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useLocalizedPath } from '../../../app/useLocalizedPath';
import { PageHeader } from '../../../components/PageHeader/PageHeader';
import { isApiError } from '../../../dataProvider/ApiError';
import { useAdsClient } from '../createad/api/useAdsClient';
import { AdTextsSection } from './sections/AdTextsSection';
import { AssetsSection } from './sections/AssetsSection';
import { GeneralSection } from './sections/GeneralSection';
import { KeywordsSection } from './sections/KeywordsSection';
import { campaignKey } from './useSaver';
import { LoadingStatus } from '../../../components/LoadingStatus/LoadingStatus';

const TABS = ['general', 'ad', 'keywords', 'assets'] as const;
type TabId = (typeof TABS)[number];

export type EditCampaignProps = {
  /** The tab open first (stories open the one they show). */
  initialTab?: TabId;
};

/** edit-campaign/:campaignId: everything of a campaign, a tab per part, each part saved on its own. */
export function EditCampaign({ initialTab = 'general' }: EditCampaignProps) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { campaignId = '' } = useParams();
  const client = useAdsClient();
  const [tab, setTab] = useState<TabId>(initialTab);
  const campaign = useQuery({ queryKey: campaignKey(campaignId), queryFn: () => client.campaign(campaignId), retry: false });

  if (campaign.isLoading) return <LoadingStatus layout="block" hideLabel label={t('campaigns.edit.loading')} />;
  if (campaign.isError || !campaign.data) {
    const missing = isApiError(campaign.error) && campaign.error.status === 404;
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity={missing ? 'info' : 'error'} action={missing
          ? <Button color="inherit" component={Link} to={to('mycampaigns')}>{t('campaigns.edit.back')}</Button>
          : <Button color="inherit" onClick={() => campaign.refetch()}>{t('campaigns.wizard.retry')}</Button>}>
          {t(missing ? 'campaigns.edit.notFound' : 'campaigns.edit.failed')}
        </Alert>
      </Box>
    );
  }
  const detail = campaign.data;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1100 }}>
      <PageHeader title={t('campaigns.edit.title', { name: detail.name })}
        subtitle={t(`campaigns.wizard.type.${detail.type}`)}
        breadcrumbs={[{ label: t('campaigns.edit.campaigns'), to: to('mycampaigns') }, { label: detail.name }]}
        actions={<Button component={Link} to={to(`modify-segmentation/${detail._id}`)}>{t('campaigns.edit.segmentation')}</Button>} />
      <Tabs value={tab} onChange={(_, next) => setTab(next)} aria-label={t('campaigns.edit.tabsLabel')} variant="scrollable" allowScrollButtonsMobile sx={{ borderBottom: 1, borderColor: 'divider' }}>
        {TABS.map((id) => <Tab key={id} value={id} label={t(`campaigns.edit.tabs.${id}`)} id={`edit-tab-${id}`} aria-controls={`edit-panel-${id}`} />)}
      </Tabs>
      <Paper variant="outlined" role="tabpanel" id={`edit-panel-${tab}`} aria-labelledby={`edit-tab-${tab}`} sx={{ p: { xs: 2, sm: 3 }, mt: 2 }}>
        {tab === 'general' && <GeneralSection key={detail._id} campaign={detail} />}
        {tab === 'ad' && <AdTextsSection campaign={detail} />}
        {tab === 'keywords' && <KeywordsSection campaign={detail} />}
        {tab === 'assets' && <AssetsSection campaignId={detail._id} />}
      </Paper>
    </Box>
  );
}
