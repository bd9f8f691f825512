import { Alert, Link as MuiLink, MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../../../app/useLocalizedPath';
import { useAdsClient } from '../api/useAdsClient';

type Props = {
  landingId: string | null;
  /** The picked landing, and its public address when it has one (then the ads lead there). */
  onPick: (landingId: string | null, url: string | null) => void;
};

const NONE = '';

/**
 * One of the company's landings as where the ads lead, or none (any web page typed below). A
 * published landing fills the address; a draft only ties the campaign to it.
 */
export function LandingPicker({ landingId, onPick }: Props) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const client = useAdsClient();
  const landings = useQuery({ queryKey: ['campaigns', 'landings'], queryFn: () => client.landings(), staleTime: 60_000 });
  const list = landings.data?.data ?? [];
  const picked = list.find((l) => l._id === landingId);

  if (landings.isError) return <Alert severity="warning">{t('campaigns.wizard.business.landingsFailed')}</Alert>;
  if (landings.isSuccess && list.length === 0 && !landingId) {
    return (
      <Alert severity="info">
        {t('campaigns.wizard.business.landingsEmpty')}{' '}
        <MuiLink component={Link} to={to('projects')}>{t('campaigns.wizard.business.landingsCreate')}</MuiLink>
      </Alert>
    );
  }
  const helper = picked && !picked.url ? t('campaigns.wizard.business.landingUnpublished')
    : landings.isPending ? t('campaigns.wizard.business.landingsLoading') : t('campaigns.wizard.business.landingHint');
  return (
    <TextField select label={t('campaigns.wizard.business.landing')} value={picked?._id ?? NONE} disabled={landings.isPending}
      helperText={helper}
      slotProps={{ select: { renderValue: () => picked?.name ?? t('campaigns.wizard.business.landingNone') } }}
      onChange={(e) => {
        const next = list.find((l) => l._id === e.target.value);
        onPick(next?._id ?? null, next?.url ?? null);
      }}>
      <MenuItem value={NONE}>{t('campaigns.wizard.business.landingNone')}</MenuItem>
      {list.map((l) => (
        <MenuItem key={l._id} value={l._id} sx={{ display: 'block' }}>
          {l.name}
          <br />
          <small>{l.url ? t('campaigns.wizard.business.landingPublished', { url: l.url }) : t('campaigns.wizard.business.landingDraft')}</small>
        </MenuItem>
      ))}
    </TextField>
  );
}
