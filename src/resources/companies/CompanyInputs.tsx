import { TextInput, required } from 'react-admin';
import { CountryInput, CurrencyInput, TimeZoneInput } from '../../components/pickers/CodeInput';

/** Shared by create and edit. Labels come from resources.companies.fields.* */
export function CompanyInputs() {
  return (
    <>
      <TextInput source="name" validate={required()} fullWidth />
      {/* Not type="url": the browser would refuse "acme.es" (no scheme) in its own language; the server takes it. */}
      <TextInput source="website" inputMode="url" fullWidth />
      <TextInput source="phone" type="tel" />
      <TextInput source="industry" />
      <CountryInput source="country" />
      <CurrencyInput source="currency" />
      <TimeZoneInput source="timezone" />
    </>
  );
}
