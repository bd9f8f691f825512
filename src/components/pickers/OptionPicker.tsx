import { Autocomplete, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

export type PickerOption = { value: string; label: string; group?: string };

type Common = {
  label: string;
  options: readonly PickerOption[];
  required?: boolean;
  /** The problem with the value, in words (shown under the input, the input marked invalid). */
  error?: string;
  helperText?: string;
  disabled?: boolean;
  loading?: boolean;
  id?: string;
  /** The options come from a search on the server: typing calls this and the options are not filtered again. */
  onSearch?: (text: string) => void;
};
export type OptionPickerProps =
  | (Common & { multiple?: false; value: string | null; onChange: (value: string | null) => void })
  | (Common & { multiple: true; value: readonly string[]; onChange: (value: string[]) => void });

/**
 * Picks one of the company's things (a list, a stage, a template, a colleague…) by its name, stored
 * by its id: type to filter, arrows, Enter; grouped when the options say so. An id the options do
 * not know (deleted meanwhile) still shows, as itself, so the user sees something must change.
 */
export function OptionPicker(props: OptionPickerProps) {
  const { t } = useTranslation();
  const { label, options, required, error, helperText, disabled, loading, id, onSearch } = props;
  const known = (v: string): PickerOption => options.find((o) => o.value === v) ?? { value: v, label: v };
  const input = (params: object) => (
    <TextField {...params} label={label} required={required} error={Boolean(error)} helperText={error ?? helperText} size="small" />
  );
  const common = {
    id,
    options: options as PickerOption[],
    disabled,
    loading,
    groupBy: options.some((o) => o.group) ? (o: PickerOption) => o.group ?? '' : undefined,
    getOptionLabel: (o: PickerOption) => o.label,
    isOptionEqualToValue: (a: PickerOption, b: PickerOption) => a.value === b.value,
    noOptionsText: t('app.components.picker.noOptions'),
    loadingText: t('app.components.picker.loading'),
    renderInput: input,
    ...(onSearch ? { filterOptions: (o: PickerOption[]) => o, onInputChange: (_: unknown, text: string, reason: string) => reason === 'input' && onSearch(text) } : {}),
  };
  if (props.multiple) {
    return <Autocomplete {...common} multiple value={props.value.map(known)} onChange={(_, v) => props.onChange(v.map((o) => o.value))} />;
  }
  return <Autocomplete {...common} value={props.value ? known(props.value) : null} onChange={(_, v) => props.onChange(v?.value ?? null)} />;
}
