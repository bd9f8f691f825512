import EditIcon from '@mui/icons-material/Edit';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import PlaceIcon from '@mui/icons-material/Place';
import TuneIcon from '@mui/icons-material/Tune';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CampaignListItem } from '../../../../contract/campaigns';
import { campaignErrorText } from './campaignErrorText';
import type { ListClient } from './listClient';

type Props = { campaign: CampaignListItem; client: ListClient; language: string; onChanged: () => void; onError: (message: string) => void };

/** A row's actions: pause or relaunch (with the refusal said), and the ways to change or preview it. */
export function CampaignRowActions({ campaign, client, language, onChanged, onError }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const paused = campaign.status === 'PAUSED';
  const toggle = async () => {
    setBusy(true);
    try {
      await (paused ? client.relaunch(campaign._id) : client.pause(campaign._id));
      onChanged();
    } catch (e) {
      onError(campaignErrorText(e, t));
    } finally {
      setBusy(false);
    }
  };
  const preview = async () => {
    try {
      window.open((await client.previewUrl(campaign._id)).redirectUrl, '_blank', 'noopener');
    } catch (e) {
      onError(campaignErrorText(e, t));
    }
  };
  const link = (to: string, label: string, icon: React.ReactNode) => (
    <Tooltip title={label}><IconButton component={Link} to={`/${language}/${to}/${campaign._id}`} aria-label={label} size="small">{icon}</IconButton></Tooltip>
  );
  const toggleLabel = t(paused ? 'campaigns.list.relaunchOne' : 'campaigns.list.pauseOne', { name: campaign.name });
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      {campaign.status !== 'REMOVED' && (
        <Tooltip title={toggleLabel}>
          <span><IconButton onClick={toggle} disabled={busy} aria-label={toggleLabel} size="small">{paused ? <PlayArrowIcon /> : <PauseIcon />}</IconButton></span>
        </Tooltip>
      )}
      {link('simple-edit', t('campaigns.list.editOne', { name: campaign.name }), <EditIcon />)}
      {link('edit-campaign', t('campaigns.list.editAll', { name: campaign.name }), <TuneIcon />)}
      {link('modify-segmentation', t('campaigns.list.targeting', { name: campaign.name }), <PlaceIcon />)}
      <Tooltip title={t('campaigns.list.preview', { name: campaign.name })}>
        <IconButton onClick={preview} aria-label={t('campaigns.list.preview', { name: campaign.name })} size="small"><VisibilityIcon /></IconButton>
      </Tooltip>
    </Stack>
  );
}
