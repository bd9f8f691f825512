import { FormControl, FormHelperText, InputLabel, MenuItem, Select, Switch, FormControlLabel } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';

export type InlineChoiceFieldProps = {
  label: string;
  kind: 'single' | 'multiple' | 'boolean';
  options?: readonly string[];
  value: unknown;
  readOnly?: boolean;
  onSave: (value: unknown) => Promise<unknown>;
};

/** Choice and yes/no values: saved as soon as they are picked. */
export function InlineChoiceField({ label, kind, options = [], value, readOnly = false, onSave }: InlineChoiceFieldProps) {
  const translate = useTranslate();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const handleChange = (next: unknown) =>
    onSave(next).then(
      () => setError(null),
      (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
    );

  if (kind === 'boolean') {
    return (
      <FormControl error={Boolean(error)} sx={{ display: 'block', py: 0.5 }}>
        <FormControlLabel control={<Switch checked={value === true} disabled={readOnly} onChange={(e) => handleChange(e.target.checked)} />} label={label} />
        {error && <FormHelperText>{error}</FormHelperText>}
      </FormControl>
    );
  }
  const multiple = kind === 'multiple';
  const current = multiple ? (Array.isArray(value) ? value : []) : typeof value === 'string' ? value : '';
  return (
    <FormControl fullWidth size="small" margin="dense" error={Boolean(error)} disabled={readOnly}>
      <InputLabel id={id}>{label}</InputLabel>
      <Select
        labelId={id}
        label={label}
        multiple={multiple}
        value={current}
        onChange={(e) => handleChange(multiple ? e.target.value : e.target.value || null)}
      >
        {!multiple && (
          <MenuItem value="">
            <em>{translate('crm.inline.none')}</em>
          </MenuItem>
        )}
        {options.map((o) => (
          <MenuItem key={o} value={o}>
            {o}
          </MenuItem>
        ))}
      </Select>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
