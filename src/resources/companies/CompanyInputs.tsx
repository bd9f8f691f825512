import { TextInput, required } from 'react-admin';

/** Shared by create and edit. Labels come from resources.companies.fields.* */
export function CompanyInputs() {
  return (
    <>
      <TextInput source="name" validate={required()} fullWidth />
      <TextInput source="website" type="url" fullWidth />
      <TextInput source="phone" type="tel" />
      <TextInput source="industry" />
      <TextInput source="country" helperText="resources.companies.helpers.country" />
      <TextInput source="currency" helperText="resources.companies.helpers.currency" />
      <TextInput source="timezone" helperText="resources.companies.helpers.timezone" />
    </>
  );
}
