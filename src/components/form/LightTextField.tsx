import { FormControl, FormHelperText, InputLabel, OutlinedInput, type OutlinedInputProps } from '@mui/material';
import { useId, type ReactNode } from 'react';

export type LightTextFieldProps = Omit<OutlinedInputProps, 'label'> & {
  label: string;
  helperText?: ReactNode;
};

/**
 * An outlined text input built from MUI's parts. MUI's TextField always bundles Select (and with it
 * Menu, Popover and Modal); the login page, the first thing most users load, does not need them.
 */
export function LightTextField({ label, helperText, error, required, fullWidth = true, disabled, id, ...input }: LightTextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const helperId = `${inputId}-helper`;
  return (
    <FormControl variant="outlined" error={error} required={required} fullWidth={fullWidth} disabled={disabled}>
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput id={inputId} label={required ? `${label} *` : label} aria-describedby={helperText ? helperId : undefined} {...input} />
      {helperText !== undefined && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
