import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { GraphIssue } from '../../../../contract/workflows';
import { issueText } from '../workflowWords';

/** The problem the validator reports on one field of this step (or of the trigger), in words. */
export function useFieldError(issues: readonly GraphIssue[]) {
  const translate = useTranslate();
  return (field: string) => {
    const found = issues.find((i) => i.field === field);
    return found ? issueText(translate, found) : undefined;
  };
}

type TextProps = { label: string; value: string; onChange: (v: string) => void; error?: string; required?: boolean; multiline?: boolean; type?: string; helperText?: string; autoFocus?: boolean };

export function TextInput({ label, value, onChange, error, required, multiline, type, helperText, autoFocus }: TextProps) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={error ?? helperText}
      required={required}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      type={type}
      size="small"
      fullWidth
      autoFocus={autoFocus}
      slotProps={type === 'time' || type === 'datetime-local' ? { inputLabel: { shrink: true } } : undefined}
    />
  );
}

export function NumberInput({ label, value, onChange, error, min, max }: { label: string; value: number; onChange: (v: number) => void; error?: string; min?: number; max?: number }) {
  return (
    <TextField
      label={label}
      type="number"
      value={Number.isFinite(value) ? value : ''}
      onChange={(e) => onChange(Math.trunc(Number(e.target.value)))}
      error={Boolean(error)}
      helperText={error}
      size="small"
      fullWidth
      slotProps={{ htmlInput: { min, max } }}
    />
  );
}

export function SelectInput<T extends string>({ label, value, choices, onChange, error }: { label: string; value: T; choices: { value: T; label: string }[]; onChange: (v: T) => void; error?: string }) {
  return (
    <TextField select label={label} value={value} onChange={(e) => onChange(e.target.value as T)} error={Boolean(error)} helperText={error} size="small" fullWidth>
      {choices.map((c) => (
        <MenuItem key={c.value} value={c.value}>{c.label}</MenuItem>
      ))}
    </TextField>
  );
}
