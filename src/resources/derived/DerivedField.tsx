import { Chip, Stack, Typography } from '@mui/material';
import { BooleanField, Labeled, ReferenceField, useRecordContext, useTranslate } from 'react-admin';
import { useLanguage } from '../../app/useLanguage';
import { FormattedField } from '../../components/format/FormattedField';
import { codeChoices } from '../../components/pickers/codeChoices';
import type { FieldDef } from '../../dataProvider/defineResource';

export type DerivedFieldProps = {
  resource: string; source: string; field: FieldDef; labeled?: boolean;
  /** Read by react-admin's Datagrid for the column header. */
  label?: string; sortable?: boolean; textAlign?: 'right';
};

/** How one declared field reads in a list cell or on a show page, by its kind. */
export function DerivedField({ resource, source, field, labeled = false }: DerivedFieldProps) {
  const Cell = field.cell;
  const shown = Cell ? <Cell /> : <FieldValue resource={resource} source={source} field={field} />;
  return labeled ? <Labeled label={`resources.${resource}.fields.${source}`}>{shown}</Labeled> : shown;
}

function FieldValue({ resource, source, field }: Pick<DerivedFieldProps, 'resource' | 'source' | 'field'>) {
  const record = useRecordContext();
  const translate = useTranslate();
  const language = useLanguage();
  const value = record?.[source];
  switch (field.kind) {
    case 'country':
    case 'currency':
    case 'timeZone':
      // A code the list does not know still shows, as itself.
      return <Typography variant="body2" component="span">{value == null ? '' : (codeChoices(field.kind, language).find((c) => c.id === value)?.name ?? String(value))}</Typography>;
    case 'number':
      return <FormattedField source={source} kind="number" />;
    case 'money':
      return <FormattedField source={source} kind="money" currency={field.currency} />;
    case 'date':
      return <FormattedField source={source} kind="date" />;
    case 'datetime':
      return <FormattedField source={source} kind="dateTime" />;
    case 'boolean':
      return <BooleanField source={source} />;
    case 'reference':
      return <ReferenceField source={source} reference={field.reference!} link={false} />;
    case 'select':
      return <Typography variant="body2" component="span">{value == null ? '' : translate(`resources.${resource}.choices.${source}.${value}`, { _: String(value) })}</Typography>;
    case 'multiSelect':
    case 'tags':
      return (
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {(Array.isArray(value) ? value : []).map((item) => <Chip key={String(item)} size="small" label={String(item)} />)}
        </Stack>
      );
    case 'json':
      return <Typography component="pre" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap', fontFamily: 'monospace' }}>{value == null ? '' : JSON.stringify(value, null, 2)}</Typography>;
    default:
      return <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>{value == null ? '' : String(value)}</Typography>;
  }
}
