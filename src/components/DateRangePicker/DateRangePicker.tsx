import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../format/useFormatters';
import { DATE_RANGE_PRESETS, isIsoDay, presetOf, presetRange, type DateRange, type DateRangePreset, type IsoDay } from './dateRangePresets';

export type DateRangePickerProps = {
  value: DateRange;
  /** Called with a valid range only (start on or before end). */
  onChange: (range: DateRange) => void;
  /** Today as a day in the user's time zone (todayIn()); given, so stories and tests are fixed in time. */
  today: IsoDay;
  label?: string;
  /** The presets offered, in order (default: today, 7, 30 and 90 days, this month, custom); `custom` is what lets the user type days. */
  presets?: readonly DateRangePreset[];
};

/**
 * A period for statistics: a preset (today, the last 7, 30, 90 or 365 days, this month) or two days of
 * the user's choosing. The chosen range is also said in words, in the user's language.
 */
export function DateRangePicker({ value, onChange, today, label, presets = DATE_RANGE_PRESETS }: DateRangePickerProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [preset, setPreset] = useState<DateRangePreset>(() => presetOf(value, today, presets));
  const [draft, setDraft] = useState<DateRange>(value);
  const invalid = !isIsoDay(draft.from) || !isIsoDay(draft.to) ? 'invalid' : draft.from > draft.to ? 'order' : null;

  const handlePreset = (next: DateRangePreset) => {
    setPreset(next);
    if (next === 'custom') return;
    const range = presetRange(next, today);
    setDraft(range);
    onChange(range);
  };
  const handleDay = (end: keyof DateRange, day: string) => {
    const next = { ...draft, [end]: day };
    setDraft(next);
    if (isIsoDay(next.from) && isIsoDay(next.to) && next.from <= next.to) onChange(next);
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }} role="group" aria-label={label ?? t('app.components.dateRange.label')}>
      <TextField select size="small" label={label ?? t('app.components.dateRange.label')} value={preset} onChange={(e) => handlePreset(e.target.value as DateRangePreset)} sx={{ minWidth: 200 }}>
        {presets.map((p) => <MenuItem key={p} value={p}>{t(`app.components.dateRange.presets.${p}`)}</MenuItem>)}
      </TextField>
      {preset === 'custom' ? (
        <>
          <TextField size="small" type="date" label={t('app.components.dateRange.from')} value={draft.from} onChange={(e) => handleDay('from', e.target.value)} slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }} />
          <TextField
            size="small"
            type="date"
            label={t('app.components.dateRange.to')}
            value={draft.to}
            onChange={(e) => handleDay('to', e.target.value)}
            error={invalid !== null}
            helperText={invalid ? t(`app.components.dateRange.errors.${invalid}`) : ' '}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
          />
        </>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ alignSelf: { sm: 'center' } }} aria-live="polite">
          {value.from === value.to ? format.date(value.from) : t('app.components.dateRange.between', { from: format.date(value.from), to: format.date(value.to) })}
        </Typography>
      )}
    </Stack>
  );
}
