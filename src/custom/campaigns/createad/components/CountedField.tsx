import { Box, TextField, type TextFieldProps } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { adTextLength } from '../rules/adRules';
import type { Issue } from '../rules/issues';
import { useIssueText } from './useIssueText';

export type CountedFieldProps = Omit<TextFieldProps, 'onChange' | 'value' | 'error'> & {
  value: string;
  onChange: (value: string) => void;
  /** The platform's limit for this text; the counter turns red past it. */
  max: number;
  issue?: Issue;
};

/** A text with the platform's character count as it is typed ("12/30") and the rule it breaks. */
export function CountedField({ value, onChange, max, issue, ...rest }: CountedFieldProps) {
  const { t } = useTranslation();
  const text = useIssueText();
  const count = adTextLength(value);
  const message = text(issue);
  return (
    <TextField
      {...rest}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={!!issue}
      helperText={
        <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <span>{message ?? ' '}</span>
          <Box component="span" sx={{ color: count > max ? 'error.main' : undefined, whiteSpace: 'nowrap' }} aria-label={t('campaigns.wizard.counter', { count, max })}>
            {count}/{max}
          </Box>
        </Box>
      }
    />
  );
}
