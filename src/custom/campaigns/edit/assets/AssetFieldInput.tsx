import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CountedTextField } from '../../../../components/form/CountedTextField';
import { TextListEditor } from '../../createad/components/TextListEditor';
import { useIssueText } from '../../createad/components/useIssueText';
import type { Issues } from '../../createad/rules/issues';
import type { AssetValue, FieldDeclaration } from './assetDeclarations';
import { AssetGroupInput } from './AssetGroupInput';

export type AssetFieldInputProps = { field: FieldDeclaration; value: unknown; onChange: (value: unknown) => void; issues: Issues; path: string };

/** One declared field as its input: text with counter, address, choice, number, day, list or group. */
export function AssetFieldInput({ field, value, onChange, issues, path }: AssetFieldInputProps) {
  const { t } = useTranslation();
  const text = useIssueText();
  const label = t(`campaigns.assets.fields.${field.name}`);
  const found = issues[path];
  switch (field.kind) {
    case 'text':
      return field.max && field.max <= 90 ? (
        <CountedTextField size="small" fullWidth label={label} required={field.required} value={String(value ?? '')} maxLength={field.max}
          onChange={(e) => onChange(e.target.value)} error={!!found} helperText={text(found)} />
      ) : (
        <TextField size="small" fullWidth label={label} required={field.required} value={String(value ?? '')} onChange={(e) => onChange(e.target.value)} error={!!found} helperText={text(found) ?? ' '} />
      );
    case 'url':
      return <TextField size="small" fullWidth type="url" label={label} required={field.required} placeholder="https://" value={String(value ?? '')} onChange={(e) => onChange(e.target.value)} error={!!found} helperText={text(found) ?? ' '} />;
    case 'select':
      return (
        <TextField select size="small" fullWidth label={label} value={value ?? ''} onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)} error={!!found} helperText={text(found) ?? ' '}>
          {field.nullable && <MenuItem value=""><em>{t('campaigns.assets.none')}</em></MenuItem>}
          {field.options.map((o) => <MenuItem key={o} value={o}>{t(`campaigns.assets.options.${field.name}.${o}`, { defaultValue: o })}</MenuItem>)}
        </TextField>
      );
    case 'number':
      return (
        <TextField size="small" fullWidth type="number" label={label} value={value ?? ''} error={!!found} helperText={text(found) ?? ' '}
          onChange={(e) => onChange(e.target.value === '' ? (field.nullable ? null : '') : Number(e.target.value))} slotProps={{ htmlInput: { min: field.min, max: field.max, step: 'any' } }} />
      );
    case 'date':
      return <TextField size="small" fullWidth type="date" label={label} value={value ?? ''} onChange={(e) => onChange(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} error={!!found} helperText={text(found) ?? ' '} />;
    case 'textList':
      return (
        <TextListEditor legend={label} itemLabel={(i) => t('campaigns.assets.item', { label, n: i + 1 })} addLabel={t('campaigns.assets.addItem')} removeLabel={(i) => t('campaigns.assets.removeItem', { label, n: i + 1 })}
          values={(value as string[]) ?? []} onChange={onChange} rule={{ min: field.minItems, max: field.maxItems, length: field.max }} issues={issues} path={path} />
      );
    case 'group':
      return <AssetGroupInput field={field} value={(value as AssetValue[]) ?? []} onChange={onChange} issues={issues} path={path} />;
  }
}
