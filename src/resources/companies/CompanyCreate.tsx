import { Create, SimpleForm } from 'react-admin';
import { CompanyInputs } from './CompanyInputs';

export function CompanyCreate() {
  return (
    <Create resource="companies" redirect="list">
      <SimpleForm>
        <CompanyInputs />
      </SimpleForm>
    </Create>
  );
}
