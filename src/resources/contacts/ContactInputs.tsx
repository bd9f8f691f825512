import { Grid } from '@mui/material';
import { email, TextInput, useTranslate } from 'react-admin';

const field = (name: string) => `resources.contacts.fields.${name}`;

/** The contact form's fields (creation; the contact page edits each one in place). */
export function ContactInputs() {
  const translate = useTranslate();
  return (
    <Grid container columnSpacing={2} sx={{ width: '100%' }}>
      <Grid size={{ xs: 12, sm: 6 }}><TextInput source="name" label={field('name')} autoFocus /></Grid>
      <Grid size={{ xs: 12, sm: 6 }}><TextInput source="surname" label={field('surname')} /></Grid>
      <Grid size={{ xs: 12, sm: 6 }}><TextInput source="email" type="email" label={field('email')} validate={email(translate('crm.contact.invalidEmail'))} /></Grid>
      <Grid size={{ xs: 12, sm: 6 }}><TextInput source="phone" type="tel" label={field('phone')} /></Grid>
      <Grid size={{ xs: 12, sm: 6 }}><TextInput source="organization" label={field('organization')} /></Grid>
      <Grid size={{ xs: 12, sm: 6 }}><TextInput source="jobTitle" label={field('jobTitle')} /></Grid>
      <Grid size={{ xs: 12, sm: 6 }}><TextInput source="city" label={field('city')} /></Grid>
      <Grid size={{ xs: 12, sm: 6 }}><TextInput source="country" label={field('country')} /></Grid>
      <Grid size={12}><TextInput source="source" label={field('source')} /></Grid>
    </Grid>
  );
}
