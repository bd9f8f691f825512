import AddIcon from '@mui/icons-material/Add';
import { Button, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredAsset } from '../../../../../contract/campaigns';
import { ConfirmDialog } from '../../../../components/ConfirmDialog/ConfirmDialog';
import { useAdsClient } from '../../createad/api/useAdsClient';
import { serverIssues } from '../../createad/rules/serverIssues';
import { SaveResult } from '../SaveResult';
import { useSaver } from '../useSaver';
import { AssetDialog } from './AssetDialog';
import { type AssetDeclaration } from './assetDeclarations';
import { campaignAssetsKey } from './useCampaignAssets';
import { UseExistingDialog } from './UseExistingDialog';
import { assetBody } from './validateAsset';

type Props = { declaration: AssetDeclaration; campaignId: string; assets: StoredAsset[] };
type Open = { mode: 'new' } | { mode: 'edit'; asset: StoredAsset } | { mode: 'existing' } | { mode: 'remove'; asset: StoredAsset } | null;

/** One kind's assets on the campaign: new (upload…), from the account (setCampaign…), edited (updateCampaign…), taken off (deleteCampaign…). */
export function CampaignAssetKind({ declaration, campaignId, assets }: Props) {
  const { t } = useTranslation();
  const client = useAdsClient();
  const queryClient = useQueryClient();
  const saver = useSaver(campaignId);
  const [open, setOpen] = useState<Open>(null);
  const { kind } = declaration;
  const kindName = t(`campaigns.assets.kinds.${kind}.title`);
  const reload = () => Promise.all([
    queryClient.invalidateQueries({ queryKey: campaignAssetsKey(campaignId) }),
    queryClient.invalidateQueries({ queryKey: ['campaigns', 'accountAssets', kind] }),
  ]);
  const save = (action: () => Promise<unknown>, key: string, params?: Record<string, unknown>) =>
    saver.run(async () => { await action(); await reload(); }, key, params);
  const saveForm = (action: (fields: Record<string, unknown>) => Promise<unknown>, key: string) => async (value: Record<string, unknown>) => {
    try {
      await save(() => action(assetBody(declaration, value)), key);
      setOpen(null);
    } catch (error) {
      return serverIssues(error, (p) => p.replace(/^body\./, ''));
    }
  };
  return (
    <section aria-labelledby={`asset-kind-${kind}`}>
      <Typography id={`asset-kind-${kind}`} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>{kindName}</Typography>
      {assets.length === 0 ? (
        <Typography color="text.secondary" variant="body2">{t('campaigns.edit.assets.empty')}</Typography>
      ) : (
        <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, my: 1 }} aria-label={kindName}>
          {assets.map((asset) => (
            <Stack component="li" key={asset.assetId} direction="row" spacing={1} alignItems="center">
              <Typography sx={{ flex: 1, overflowWrap: 'anywhere' }}>{declaration.summary(asset.fields)}</Typography>
              <Button size="small" onClick={() => setOpen({ mode: 'edit', asset })} aria-label={t('campaigns.assets.editOne', { name: declaration.summary(asset.fields) })}>{t('campaigns.edit.edit')}</Button>
              <Button size="small" color="error" onClick={() => setOpen({ mode: 'remove', asset })} aria-label={t('campaigns.assets.removeOne', { name: declaration.summary(asset.fields) })}>{t('campaigns.edit.remove')}</Button>
            </Stack>
          ))}
        </Stack>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button size="small" variant="outlined" startIcon={<AddIcon />} onClick={() => setOpen({ mode: 'new' })}>{t('campaigns.assets.add', { kind: kindName })}</Button>
        <Button size="small" onClick={() => setOpen({ mode: 'existing' })}>{t('campaigns.edit.assets.useExisting', { kind: kindName })}</Button>
      </Stack>
      <SaveResult outcome={saver.outcome} />
      {open?.mode === 'new' && (
        <AssetDialog declaration={declaration} initial={declaration.empty()} title={t('campaigns.assets.newTitle', { kind: kindName })} onClose={() => setOpen(null)}
          onSave={saveForm((fields) => client.uploadAsset(kind, campaignId, fields), 'campaigns.edit.assets.added')} />
      )}
      {open?.mode === 'edit' && (
        <AssetDialog declaration={declaration} initial={{ ...declaration.empty(), ...open.asset.fields }} title={t('campaigns.assets.editTitle', { kind: kindName })} onClose={() => setOpen(null)}
          onSave={saveForm((fields) => client.updateAsset(kind, open.asset.assetId, fields), 'campaigns.edit.assets.saved')} />
      )}
      {open?.mode === 'existing' && (
        <UseExistingDialog kind={kind} campaignId={campaignId} onClose={() => setOpen(null)}
          onUse={(ids) => save(() => client.setAssets(kind, campaignId, ids), 'campaigns.edit.assets.used', { count: ids.length })} />
      )}
      <ConfirmDialog open={open?.mode === 'remove'} destructive onClose={() => setOpen(null)} confirmLabel={t('campaigns.edit.remove')}
        title={t('campaigns.edit.assets.removeConfirm', { name: open?.mode === 'remove' ? declaration.summary(open.asset.fields) : '' })} body={t('campaigns.edit.assets.removeBody')}
        onConfirm={() => (open?.mode === 'remove' ? save(() => client.removeAssets(kind, campaignId, [open.asset.assetId]), 'campaigns.edit.assets.removed') : Promise.resolve())} />
    </section>
  );
}
