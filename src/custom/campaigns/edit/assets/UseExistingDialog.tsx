import { Alert, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssetKind } from '../../../../../contract/campaigns';
import { useAdsClient } from '../../createad/api/useAdsClient';
import { declarationOf } from './assetDeclarations';
import { LoadingStatus } from '../../../../components/LoadingStatus/LoadingStatus';

export type UseExistingDialogProps = { kind: AssetKind; campaignId: string; onUse: (assetIds: string[]) => Promise<void>; onClose: () => void };

/** The account's assets of a kind not yet on this campaign (getCustomer…Assets), to set some on it. */
export function UseExistingDialog({ kind, campaignId, onUse, onClose }: UseExistingDialogProps) {
  const { t } = useTranslation();
  const client = useAdsClient();
  const titleId = useId();
  const declaration = declarationOf(kind);
  const account = useQuery({ queryKey: ['campaigns', 'accountAssets', kind], queryFn: () => client.accountAssets(kind) });
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const available = (account.data?.data ?? []).filter((a) => !a.campaignIds.includes(campaignId));
  const handleUse = async () => {
    setBusy(true);
    try { await onUse(chosen); onClose(); } catch { /* the section reports it */ } finally { setBusy(false); }
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('campaigns.edit.assets.useExistingTitle', { kind: t(`campaigns.assets.kinds.${kind}.title`) })}</DialogTitle>
      <DialogContent>
        {account.isLoading ? <LoadingStatus layout="block" hideLabel label={t('campaigns.wizard.loading')} spinnerSize={24} sx={{ py: 0 }} />
          : account.isError ? <Alert severity="error">{t('campaigns.edit.assets.loadFailed')}</Alert>
          : available.length === 0 ? <Typography color="text.secondary">{t('campaigns.edit.assets.noneAvailable')}</Typography>
          : (
            <Stack>
              {available.map((a) => (
                <FormControlLabel key={a.assetId} label={declaration.summary(a.fields)}
                  control={<Checkbox checked={chosen.includes(a.assetId)} onChange={(e) => setChosen((c) => (e.target.checked ? [...c, a.assetId] : c.filter((x) => x !== a.assetId)))} />} />
              ))}
            </Stack>
          )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{t('campaigns.assets.cancel')}</Button>
        <Button variant="contained" onClick={handleUse} disabled={busy || chosen.length === 0}>{t('campaigns.edit.assets.useSelected', { count: chosen.length })}</Button>
      </DialogActions>
    </Dialog>
  );
}
