import { InputAdornment, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { CampaignCriteria } from '../../../../contract/campaigns';

type Device = CampaignCriteria['devices'][number];
const DEVICES: Device['device'][] = ['MOBILE', 'TABLET', 'DESKTOP'];
type Mode = 'default' | 'adjust' | 'exclude';

const modeOf = (d?: Device): Mode => (!d || d.bidModifier === null ? 'default' : d.bidModifier === 0 ? 'exclude' : 'adjust');
/** A modifier of 1.2 reads as +20 %; the platform takes 0.1–10 (−90 % to +900 %), and 0 opts out. */
export const percentOf = (modifier: number) => Math.round((modifier - 1) * 100);
export const modifierOf = (percent: number) => Math.round((1 + percent / 100) * 100) / 100;

export type DeviceEditorProps = { value: Device[]; onChange: (value: Device[]) => void };

/** Per device: the normal bid, a bid adjustment in percent, or no ads at all. */
export function DeviceEditor({ value, onChange }: DeviceEditorProps) {
  const { t } = useTranslation();
  const put = (device: Device['device'], bidModifier: number | null) =>
    onChange([...value.filter((d) => d.device !== device), ...(bidModifier === null ? [] : [{ device, bidModifier }])]);
  return (
    <Stack spacing={1.5}>
      {DEVICES.map((device) => {
        const current = value.find((d) => d.device === device);
        const mode = modeOf(current);
        const percent = current?.bidModifier ? percentOf(current.bidModifier) : 0;
        const outOfRange = mode === 'adjust' && (percent < -90 || percent > 900);
        return (
          <Stack key={device} direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }} role="group" aria-label={t(`campaigns.segmentation.devices.${device}`)}>
            <Typography sx={{ width: 120 }}>{t(`campaigns.segmentation.devices.${device}`)}</Typography>
            <TextField select size="small" label={t('campaigns.segmentation.devices.mode', { device: t(`campaigns.segmentation.devices.${device}`) })} value={mode} sx={{ minWidth: 220 }}
              onChange={(e) => put(device, e.target.value === 'default' ? null : e.target.value === 'exclude' ? 0 : 1.1)}>
              {(['default', 'adjust', 'exclude'] as const).map((m) => <MenuItem key={m} value={m}>{t(`campaigns.segmentation.devices.${m}`)}</MenuItem>)}
            </TextField>
            {mode === 'adjust' && (
              <TextField size="small" type="number" label={t('campaigns.segmentation.devices.percent', { device: t(`campaigns.segmentation.devices.${device}`) })} value={percent}
                onChange={(e) => put(device, modifierOf(Number(e.target.value)))} error={outOfRange} helperText={t('campaigns.segmentation.devices.percentHint')} sx={{ width: 200 }}
                slotProps={{ htmlInput: { min: -90, max: 900, step: 5 }, input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } }} />
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
