import { Alert, Button, Divider, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ASSET_DECLARATIONS } from '../assets/assetDeclarations';
import { CampaignAssetKind } from '../assets/CampaignAssetKind';
import { useCampaignAssets } from '../assets/useCampaignAssets';

/** The seven asset kinds set on the campaign (getCampaignAssets), each kind managed on its own. */
export function AssetsSection({ campaignId }: { campaignId: string }) {
  const { t } = useTranslation();
  const assets = useCampaignAssets(campaignId);
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">{t('campaigns.edit.tabs.assets')}</Typography>
      {assets.isLoading ? (
        <Stack spacing={1} aria-busy="true" aria-label={t('campaigns.wizard.loading')}>{[0, 1, 2].map((i) => <Skeleton key={i} height={40} />)}</Stack>
      ) : assets.isError ? (
        <Alert severity="error" action={<Button color="inherit" onClick={() => assets.refetch()}>{t('campaigns.wizard.retry')}</Button>}>{t('campaigns.edit.assets.loadFailed')}</Alert>
      ) : (
        <Stack spacing={3} divider={<Divider flexItem />}>
          {ASSET_DECLARATIONS.map((d) => (
            <CampaignAssetKind key={d.kind} declaration={d} campaignId={campaignId} assets={(assets.data?.data ?? []).filter((a) => a.kind === d.kind)} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
