import { Typography } from '@mui/material';
import { useFieldValue, type FieldProps } from 'react-admin';
import { useFormatters } from './useFormatters';

export type FormattedKind = 'number' | 'money' | 'percent' | 'date' | 'dateTime';

export type FormattedFieldProps = FieldProps & {
  kind: FormattedKind;
  /** For money: the ISO currency of the amount (EUR unless the record says otherwise). */
  currency?: string;
  /** For money given by the API in cents. */
  fromCents?: boolean;
};

/**
 * A react-admin field that shows a number, amount or date of the record through the app's one
 * formatting layer, in the interface language (react-admin's DateField follows the browser's
 * locale instead, which put US dates on Spanish screens). Numbers use tabular figures so columns
 * line up; give numeric columns `textAlign="right"`.
 */
export function FormattedField({ kind, currency = 'EUR', fromCents, ...props }: FormattedFieldProps) {
  const value = useFieldValue(props);
  const format = useFormatters();
  const text =
    kind === 'money' ? format.money(value, currency, { fromCents })
    : kind === 'percent' ? format.percent(value)
    : kind === 'number' ? format.number(value)
    : kind === 'date' ? format.date(value)
    : format.dateTime(value);
  return (
    <Typography component="span" variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {text}
    </Typography>
  );
}
