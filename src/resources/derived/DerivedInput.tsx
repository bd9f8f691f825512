import {
  AutocompleteArrayInput, BooleanInput, DateInput, DateTimeInput, NumberInput, ReferenceInput, SelectArrayInput, SelectInput, TextInput,
  useTranslate, AutocompleteInput,
} from 'react-admin';
import { CodeInput } from '../../components/pickers/CodeInput';
import type { FieldDef } from '../../dataProvider/defineResource';
import { DerivedField } from './DerivedField';

export type DerivedInputProps = { resource: string; source: string; field: FieldDef; autoFocus?: boolean };

/** Choice labels from `resources.<name>.choices.<field>.<value>`, the value itself when none is given. */
export function useChoices(resource: string, source: string, field: FieldDef) {
  const translate = useTranslate();
  return (field.choices ?? []).map((value) => ({ id: value, name: translate(`resources.${resource}.choices.${source}.${value}`, { _: value }) }));
}

/** The input of one declared field, by its kind; the label is `resources.<name>.fields.<field>`. */
export function DerivedInput({ resource, source, field, autoFocus }: DerivedInputProps) {
  const choices = useChoices(resource, source, field);
  const common = { source, label: `resources.${resource}.fields.${source}`, autoFocus, isRequired: field.required };
  if (field.readOnly) return <DerivedField resource={resource} source={source} field={field} labeled />;
  switch (field.kind) {
    case 'multiline':
      return <TextInput {...common} multiline minRows={2} fullWidth />;
    case 'email':
      return <TextInput {...common} type="email" autoComplete="email" />;
    case 'phone':
      return <TextInput {...common} type="tel" autoComplete="tel" />;
    case 'url':
      // Not type="url": the browser would refuse an address without a scheme, which the server takes.
      return <TextInput {...common} slotProps={{ htmlInput: { inputMode: 'url' } }} fullWidth />;
    case 'number':
    case 'money':
      return <NumberInput {...common} />;
    case 'boolean':
      return <BooleanInput {...common} />;
    case 'date':
      return <DateInput {...common} />;
    case 'datetime':
      return <DateTimeInput {...common} />;
    case 'select':
      return <SelectInput {...common} choices={choices} />;
    case 'multiSelect':
      return <SelectArrayInput {...common} choices={choices} />;
    case 'tags':
      return <AutocompleteArrayInput {...common} choices={[]} onCreate={(value?: string) => ({ id: value ?? '', name: value ?? '' })} />;
    case 'reference':
      return (
        <ReferenceInput source={source} reference={field.reference!}>
          <AutocompleteInput label={common.label} isRequired={field.required} />
        </ReferenceInput>
      );
    case 'country':
    case 'currency':
    case 'timeZone':
      return <CodeInput {...common} kind={field.kind} />;
    case 'json':
      return <DerivedField resource={resource} source={source} field={field} labeled />;
    default:
      return <TextInput {...common} />;
  }
}
