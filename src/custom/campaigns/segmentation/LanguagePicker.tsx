import { Autocomplete, TextField } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../components/format/useFormatters';

/** The languages ads are usually shown in for the product's markets (ISO codes the contract takes). */
export const AD_LANGUAGES = ['es', 'en', 'ca', 'eu', 'gl', 'pt', 'fr', 'de', 'it', 'nl', 'ar', 'ro', 'pl', 'ru', 'zh', 'ja'] as const;

export type LanguagePickerProps = { value: string[]; onChange: (value: string[]) => void; error?: string };

/** The languages of the people the ads reach, named in the interface language. */
export function LanguagePicker({ value, onChange, error }: LanguagePickerProps) {
  const { t } = useTranslation();
  const { locale } = useFormatters();
  const names = useMemo(() => new Intl.DisplayNames([locale], { type: 'language' }), [locale]);
  const label = (code: string) => { const name = names.of(code) ?? code; return name.charAt(0).toUpperCase() + name.slice(1); };
  return (
    <Autocomplete
      multiple
      options={[...AD_LANGUAGES] as string[]}
      value={value}
      onChange={(_, next) => onChange(next)}
      getOptionLabel={label}
      renderInput={(params) => <TextField {...params} size="small" label={t('campaigns.segmentation.languages.label')} error={!!error} helperText={error ?? ' '} />}
    />
  );
}
