import AddIcon from '@mui/icons-material/Add';
import { Box, Button, FormHelperText, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useIssueText } from '../../createad/components/useIssueText';
import type { Issues } from '../../createad/rules/issues';
import type { AssetValue, FieldDeclaration } from './assetDeclarations';
import { AssetFieldInput } from './AssetFieldInput';

type GroupField = Extract<FieldDeclaration, { kind: 'group' }>;
export type AssetGroupInputProps = { field: GroupField; value: AssetValue[]; onChange: (value: AssetValue[]) => void; issues: Issues; path: string };

const emptyItem = (field: GroupField): AssetValue => Object.fromEntries(field.fields.map((f) => [f.name, f.kind === 'number' ? 0 : f.kind === 'select' ? ('nullable' in f && f.nullable ? null : f.options[0]) : '']));

/** A repeated group of fields (a price asset's offerings), between its minimum and maximum. */
export function AssetGroupInput({ field, value, onChange, issues, path }: AssetGroupInputProps) {
  const { t } = useTranslation();
  const text = useIssueText();
  const label = t(`campaigns.assets.fields.${field.name}`);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2">{label}</Typography>
      <Stack spacing={1.5} sx={{ mt: 1 }}>
        {value.map((item, i) => (
          <Paper key={i} variant="outlined" sx={{ p: 1.5 }} role="group" aria-label={t('campaigns.assets.item', { label, n: i + 1 })}>
            <Stack spacing={0.5}>
              {field.fields.map((sub) => (
                <AssetFieldInput key={sub.name} field={sub} value={item[sub.name]} issues={issues} path={`${path}.${i}.${sub.name}`}
                  onChange={(v) => onChange(value.map((x, j) => (j === i ? { ...x, [sub.name]: v } : x)))} />
              ))}
              {value.length > field.minItems && (
                <Button color="error" size="small" sx={{ alignSelf: 'flex-start' }} onClick={() => onChange(value.filter((_, j) => j !== i))}>
                  {t('campaigns.assets.removeItem', { label, n: i + 1 })}
                </Button>
              )}
            </Stack>
          </Paper>
        ))}
      </Stack>
      {issues[path] && <FormHelperText error>{text(issues[path])}</FormHelperText>}
      {value.length < field.maxItems && <Button startIcon={<AddIcon />} onClick={() => onChange([...value, emptyItem(field)])}>{t('campaigns.assets.addItem')}</Button>}
    </Box>
  );
}
