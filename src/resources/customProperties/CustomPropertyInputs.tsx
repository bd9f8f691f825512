import { FormDataConsumer, required, SelectInput, TextInput, useTranslate } from 'react-admin';
import { CHOICE_TYPES, PROPERTY_TYPES, type PropertyType } from '../../../contract/customProperties';

export type CustomPropertyInputsProps = { mode: 'create' | 'edit' };

// Options are edited one per line: plain text is the quickest to type and paste into.
const toLines = (value: unknown) => (Array.isArray(value) ? value.join('\n') : '');
const fromLines = (value: string) => value.split('\n');

/** Name, label, type (fixed once created) and, for choice types, the options. */
export function CustomPropertyInputs({ mode }: CustomPropertyInputsProps) {
  const translate = useTranslate();
  const typeChoices = PROPERTY_TYPES.map((type) => ({ id: type, name: translate(`resources.customProperties.choices.type.${type}`) }));
  return (
    <>
      <TextInput source="label" label="resources.customProperties.fields.label" validate={required()} autoFocus />
      <TextInput
        source={mode === 'create' ? 'propertyName' : 'newPropertyName'}
        label="resources.customProperties.fields.propertyName"
        helperText={translate('crm.properties.nameHelp')}
      />
      <SelectInput source="type" label="resources.customProperties.fields.type" choices={typeChoices} validate={required()} disabled={mode === 'edit'} helperText={mode === 'edit' ? translate('crm.properties.typeFixed') : false} />
      <FormDataConsumer>
        {({ formData }) =>
          CHOICE_TYPES.includes(formData.type as PropertyType) && (
            <TextInput source="options" label="resources.customProperties.fields.options" multiline minRows={3} format={toLines} parse={fromLines} helperText={translate('crm.properties.optionsHelp')} />
          )
        }
      </FormDataConsumer>
    </>
  );
}
