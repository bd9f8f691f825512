import { Stack } from '@mui/material';
import type { Issues } from '../../createad/rules/issues';
import type { AssetDeclaration, AssetValue } from './assetDeclarations';
import { AssetFieldInput } from './AssetFieldInput';

export type AssetKindFormProps = { declaration: AssetDeclaration; value: AssetValue; onChange: (value: AssetValue) => void; issues: Issues };

/** Any of the seven kinds' forms, drawn from its declaration (assetDeclarations.ts). */
export function AssetKindForm({ declaration, value, onChange, issues }: AssetKindFormProps) {
  return (
    <Stack spacing={0.5}>
      {declaration.fields.map((field) => (
        <AssetFieldInput key={field.name} field={field} value={value[field.name]} issues={issues} path={field.name} onChange={(v) => onChange({ ...value, [field.name]: v })} />
      ))}
    </Stack>
  );
}
