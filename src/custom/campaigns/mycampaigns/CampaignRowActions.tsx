import EditIcon from '@mui/icons-material/Edit';
import PauseIcon from '@mui/icons-material/Pause';
import PlaceIcon from '@mui/icons-material/Place';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import TuneIcon from '@mui/icons-material/Tune';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { IconButton, Stack, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CampaignListItem } from '../../../../contract/campaigns';
import { useLocalizedPath } from '../../../app/useLocalizedPath';
import type { AdsClient } from '../createad/api/adsClient';
import { campaignActionFailure, type CampaignActionFailure } from './CampaignActionError';

type Props = { campaign: CampaignListItem; client: AdsClient; onChanged: () => Promise<unknown>; onError: (failure: CampaignActionFailure | null) => void };

/** A row's actions: pause or relaunch (the refusal said above the table), the three editors and the preview. */
export function CampaignRowActions({ campaign, client, onChanged, onError }: Props) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const [busy, setBusy] = useState(false);
  const paused = campaign.status === 'PAUSED';
  const toggle = async () => {
    setBusy(true);
    onError(null);
    try {
      await (paused ? client.relaunch(campaign._id) : client.pause(campaign._id));
      await onChanged();
    } catch (e) {
      onError(campaignActionFailure(e, t));
    } finally {
      setBusy(false);
    }
  };
  const preview = async () => {
    onError(null);
    try {
      const { redirectUrl } = await client.previewUrl(campaign._id);
      window.open(redirectUrl, '_blank', 'noopener');
    } catch (e) {
      onError(campaignActionFailure(e, t));
    }
  };
  const link = (path: string, label: string, icon: ReactNode) => (
    <Tooltip title={label}><IconButton component={Link} to={to(`${path}/${campaign._id}`)} aria-label={label} size="small">{icon}</IconButton></Tooltip>
  );
  const toggleLabel = t(paused ? 'campaigns.list.relaunchOne' : 'campaigns.list.pauseOne', { name: campaign.name });
  const previewLabel = t('campaigns.list.preview', { name: campaign.name });
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      {campaign.status !== 'REMOVED' && (
        <Tooltip title={toggleLabel}>
          <span><IconButton onClick={() => void toggle()} disabled={busy} aria-label={toggleLabel} size="small">{paused ? <PlayArrowIcon /> : <PauseIcon />}</IconButton></span>
        </Tooltip>
      )}
      {link('simple-edit', t('campaigns.list.editOne', { name: campaign.name }), <EditIcon />)}
      {link('edit-campaign', t('campaigns.list.editAll', { name: campaign.name }), <TuneIcon />)}
      {link('modify-segmentation', t('campaigns.list.targeting', { name: campaign.name }), <PlaceIcon />)}
      <Tooltip title={previewLabel}><IconButton onClick={() => void preview()} aria-label={previewLabel} size="small"><VisibilityIcon /></IconButton></Tooltip>
    </Stack>
  );
}
