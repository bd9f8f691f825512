import AddIcon from '@mui/icons-material/Add';
import { Button, FormHelperText, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { dayOfWeek, type CampaignCriteria } from '../../../../contract/campaigns';

type Slot = CampaignCriteria['schedule'][number];
type Minute = Slot['startMinute'];
export type ScheduleEditorProps = { value: Slot[]; onChange: (value: Slot[]) => void };

const MINUTES: Minute[] = [0, 15, 30, 45];
const pad = (n: number) => String(n).padStart(2, '0');
/** A slot ends after it starts (24:00 is the end of the day). */
export const slotIsValid = (s: Slot) => s.endHour * 60 + s.endMinute > s.startHour * 60 + s.startMinute && !(s.endHour === 24 && s.endMinute !== 0);

/** When the ads show: days with their hours, in quarter hours (the platform's only minutes). */
export function ScheduleEditor({ value, onChange }: ScheduleEditorProps) {
  const { t } = useTranslation();
  const set = (i: number, patch: Partial<Slot>) => onChange(value.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  const time = (label: string, hour: number, minute: Minute, maxHour: number, onHour: (h: number) => void, onMinute: (m: Minute) => void) => (
    <Stack direction="row" spacing={0.5}>
      <TextField select size="small" label={`${label} (${t('campaigns.segmentation.schedule.hour')})`} value={hour} onChange={(e) => onHour(Number(e.target.value))} sx={{ minWidth: 110 }}>
        {Array.from({ length: maxHour + 1 }, (_, h) => <MenuItem key={h} value={h}>{pad(h)}</MenuItem>)}
      </TextField>
      <TextField select size="small" label={`${label} (${t('campaigns.segmentation.schedule.minute')})`} value={minute} onChange={(e) => onMinute(Number(e.target.value) as Minute)} sx={{ minWidth: 110 }}>
        {MINUTES.map((m) => <MenuItem key={m} value={m}>{pad(m)}</MenuItem>)}
      </TextField>
    </Stack>
  );
  return (
    <Stack spacing={1.5}>
      {value.length === 0 && <Typography color="text.secondary">{t('campaigns.segmentation.schedule.empty')}</Typography>}
      {value.map((s, i) => (
        <div key={i} role="group" aria-label={t('campaigns.segmentation.schedule.item', { n: i + 1 })}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
            <TextField select size="small" label={t('campaigns.segmentation.schedule.day')} value={s.day} onChange={(e) => set(i, { day: e.target.value as Slot['day'] })} sx={{ minWidth: 140 }}>
              {dayOfWeek.options.map((d) => <MenuItem key={d} value={d}>{t(`campaigns.segmentation.schedule.days.${d}`)}</MenuItem>)}
            </TextField>
            {time(t('campaigns.segmentation.schedule.from'), s.startHour, s.startMinute, 23, (startHour) => set(i, { startHour }), (startMinute) => set(i, { startMinute }))}
            {time(t('campaigns.segmentation.schedule.to'), s.endHour, s.endMinute, 24, (endHour) => set(i, { endHour, ...(endHour === 24 ? { endMinute: 0 } : {}) }), (endMinute) => set(i, { endMinute }))}
            <Button color="error" onClick={() => onChange(value.filter((_, j) => j !== i))}>{t('campaigns.segmentation.remove')}</Button>
          </Stack>
          {!slotIsValid(s) && <FormHelperText error>{t('campaigns.segmentation.schedule.endBeforeStart')}</FormHelperText>}
        </div>
      ))}
      <Button startIcon={<AddIcon />} sx={{ alignSelf: 'flex-start' }} onClick={() => onChange([...value, { day: 'MONDAY', startHour: 9, startMinute: 0, endHour: 18, endMinute: 0 }])}>{t('campaigns.segmentation.schedule.add')}</Button>
    </Stack>
  );
}
