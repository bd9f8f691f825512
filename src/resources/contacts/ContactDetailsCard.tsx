import { Card, CardContent, CardHeader, Grid } from '@mui/material';
import { useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import type { Contact } from '../../../contract/contacts';
import { InlineEditField } from '../../custom/crm/components/InlineEditField';
import { useSaveContact } from './useSaveContact';

const FIELDS = [
  ['name', 'text'], ['surname', 'text'], ['email', 'email'], ['phone', 'tel'], ['organization', 'text'],
  ['jobTitle', 'text'], ['city', 'text'], ['country', 'text'], ['source', 'text'],
] as const;

/** The contact's standard fields, each editable in place. */
export function ContactDetailsCard() {
  const translate = useTranslate();
  const record = useRecordContext<Contact>();
  const save = useSaveContact();
  const { canAccess } = useCanAccess({ resource: 'contacts', action: 'edit' });
  if (!record) return null;
  return (
    <Card component="section" aria-labelledby="contact-details-title">
      <CardHeader id="contact-details-title" title={translate('crm.contact.details')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent>
        <Grid container columnSpacing={2}>
          {FIELDS.map(([field, type]) => (
            <Grid key={field} size={{ xs: 12, sm: 6 }}>
              <InlineEditField
                label={translate(`resources.contacts.fields.${field}`)}
                type={type}
                value={record[field] ?? ''}
                readOnly={!canAccess}
                onSave={(value) => save({ [field]: value === '' && field !== 'name' && field !== 'surname' ? null : value })}
              />
            </Grid>
          ))}
        </Grid>
      </CardContent>
    </Card>
  );
}
