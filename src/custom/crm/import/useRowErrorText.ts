import { useTranslate } from 'react-admin';
import { IMPORT_TARGETS, type RowError } from '../../../../contract/contactJobs';
import { useCustomProperties } from '../hooks/useCrmLookups';

export type RowErrorText = { field: string; reason: string };

/**
 * A failed row as the user reads it: the field's label (standard field or custom property) and
 * the reason in their language from its code; a code without a text keeps the server's message.
 */
export function useRowErrorText(): (error: RowError) => RowErrorText {
  const translate = useTranslate();
  const { data: properties = [] } = useCustomProperties();
  const fieldLabel = (field: string | undefined) => {
    if (!field) return '';
    if ((IMPORT_TARGETS as readonly string[]).includes(field)) {
      return translate(field === 'fullName' ? 'crm.import.fullName' : `resources.contacts.fields.${field}`);
    }
    const property = properties.find((p) => p.propertyName.toLowerCase() === field.toLowerCase());
    return property ? property.label || property.propertyName : field;
  };
  return (error) => ({
    field: fieldLabel(error.field),
    reason: error.code
      ? translate(`crm.import.errorCodes.${error.code}`, { value: error.value ?? '', ...error.params, _: error.message })
      : error.message,
  });
}
