import { Box, TextField } from '@mui/material';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { SUBJECT_MAX } from '../../../../contract/email/templates';

export type MessageFieldName = 'name' | 'subject' | 'preheader';

export type MessageFieldsProps = {
  values: Record<MessageFieldName, string>;
  onChange: (field: MessageFieldName, value: string) => void;
  /** The server's refusal of a field, shown under it. */
  errors: Partial<Record<MessageFieldName, string>>;
  readOnly: boolean;
  subjectRef: Ref<HTMLInputElement>;
  /** The subject took the focus: variables go there until the email's text is edited again. */
  onSubjectFocus: () => void;
};

/** The template's name, subject (which may hold variables) and preview text. */
export function MessageFields({ values, onChange, errors, readOnly, subjectRef, onSubjectFocus }: MessageFieldsProps) {
  const { t } = useTranslation();
  const field = (name: MessageFieldName, help?: string) => ({
    name, size: 'small' as const, value: values[name], label: t(`emailBuilder.fields.${name}`),
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => onChange(name, e.target.value),
    error: Boolean(errors[name]), helperText: errors[name] ?? help ?? ' ',
    slotProps: { htmlInput: { readOnly } },
  });
  return (
    <Box role="group" aria-label={t('emailBuilder.fields.label')}
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 2fr 2fr' }, gap: 1, px: 1, pt: 1, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
      <TextField {...field('name')} slotProps={{ htmlInput: { readOnly, maxLength: 200 } }} />
      <TextField {...field('subject', t('emailBuilder.fields.subjectHelp', { example: `{{name|${t('emailBuilder.fields.subjectExampleFallback')}}}`, interpolation: { escapeValue: false } }))} required
        inputRef={subjectRef} onFocus={onSubjectFocus} slotProps={{ htmlInput: { readOnly, maxLength: SUBJECT_MAX } }} />
      <TextField {...field('preheader', t('emailBuilder.fields.preheaderHelp'))} slotProps={{ htmlInput: { readOnly, maxLength: 250 } }} />
    </Box>
  );
}
