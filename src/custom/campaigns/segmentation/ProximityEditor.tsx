import AddIcon from '@mui/icons-material/Add';
import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { CampaignCriteria } from '../../../../contract/campaigns';

type Proximity = CampaignCriteria['proximity'][number];
export type ProximityEditorProps = { value: Proximity[]; onChange: (value: Proximity[]) => void };

/** Areas around an address: the address, a radius and its unit (kilometres or miles). */
export function ProximityEditor({ value, onChange }: ProximityEditorProps) {
  const { t } = useTranslation();
  const set = (i: number, patch: Partial<Proximity>) => onChange(value.map((p, j) => (j === i ? { ...p, ...patch } : p)));
  return (
    <Stack spacing={1.5}>
      {value.length === 0 && <Typography color="text.secondary">{t('campaigns.segmentation.proximity.empty')}</Typography>}
      {value.map((p, i) => (
        <Stack key={i} direction={{ xs: 'column', sm: 'row' }} spacing={1} role="group" aria-label={t('campaigns.segmentation.proximity.item', { n: i + 1 })}>
          <TextField size="small" label={t('campaigns.segmentation.proximity.address')} value={p.address} onChange={(e) => set(i, { address: e.target.value })} sx={{ flex: 1 }}
            error={p.address.trim().length < 3} helperText={p.address.trim().length < 3 ? t('campaigns.segmentation.proximity.addressHint') : ' '} />
          <TextField size="small" type="number" label={t('campaigns.segmentation.proximity.radius')} value={p.radius} onChange={(e) => set(i, { radius: Number(e.target.value) })} sx={{ width: 120 }}
            slotProps={{ htmlInput: { min: 1, max: 800 } }} error={!(p.radius > 0 && p.radius <= 800)} helperText={' '} />
          <TextField select size="small" label={t('campaigns.segmentation.proximity.units')} value={p.units} onChange={(e) => set(i, { units: e.target.value as Proximity['units'] })} sx={{ width: 150 }} helperText={' '}>
            <MenuItem value="KILOMETERS">{t('campaigns.segmentation.proximity.KILOMETERS')}</MenuItem>
            <MenuItem value="MILES">{t('campaigns.segmentation.proximity.MILES')}</MenuItem>
          </TextField>
          <Button color="error" onClick={() => onChange(value.filter((_, j) => j !== i))} sx={{ alignSelf: 'flex-start' }}>{t('campaigns.segmentation.remove')}</Button>
        </Stack>
      ))}
      <Button startIcon={<AddIcon />} sx={{ alignSelf: 'flex-start' }} onClick={() => onChange([...value, { address: '', radius: 10, units: 'KILOMETERS' }])}>{t('campaigns.segmentation.proximity.add')}</Button>
    </Stack>
  );
}
