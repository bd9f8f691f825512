import { Card, CardContent, CardHeader, Typography } from '@mui/material';
import { useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import type { Contact } from '../../../contract/contacts';
import type { CustomProperty } from '../../../contract/customProperties';
import { InlineChoiceField } from '../../custom/crm/components/InlineChoiceField';
import { InlineEditField } from '../../custom/crm/components/InlineEditField';
import { useCustomProperties } from '../../custom/crm/hooks/useCrmLookups';
import { useFormatters } from '../../components/format/useFormatters';
import { useSaveContact } from './useSaveContact';

const INPUT_TYPE = { text: 'text', number: 'number', date: 'date', email: 'email', phone: 'tel', url: 'url' } as const;

/** The company's custom properties for this contact, each edited with an input of its type. */
export function ContactPropertiesCard() {
  const translate = useTranslate();
  const record = useRecordContext<Contact>();
  const { data: properties = [] } = useCustomProperties();
  const save = useSaveContact();
  const format = useFormatters();
  const { canAccess } = useCanAccess({ resource: 'contacts', action: 'edit' });
  if (!record) return null;
  const handleSave = (p: CustomProperty) => (value: unknown) => save({ customProperties: { [p.propertyName]: value === '' ? null : value } });

  return (
    <Card component="section" aria-labelledby="contact-properties-title">
      <CardHeader id="contact-properties-title" title={translate('resources.contacts.fields.customProperties')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent>
        {!properties.length && <Typography color="text.secondary">{translate('crm.contact.noProperties')}</Typography>}
        {properties.map((p) => {
          const label = p.label || p.propertyName;
          const value = record.customProperties[p.propertyName];
          if (p.type === 'boolean' || p.type === 'single_choice' || p.type === 'multiple_choice') {
            const kind = p.type === 'boolean' ? 'boolean' : p.type === 'single_choice' ? 'single' : 'multiple';
            return <InlineChoiceField key={p.id} label={label} kind={kind} options={p.options} value={value} readOnly={!canAccess} onSave={handleSave(p)} />;
          }
          const display = value == null ? undefined : p.type === 'number' ? format.number(Number(value)) : p.type === 'date' ? format.date(String(value)) : undefined;
          return <InlineEditField key={p.id} label={label} type={INPUT_TYPE[p.type]} value={value == null ? '' : String(value)} display={display} readOnly={!canAccess} onSave={handleSave(p)} />;
        })}
      </CardContent>
    </Card>
  );
}
