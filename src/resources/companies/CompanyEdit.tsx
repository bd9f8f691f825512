import { Edit, SimpleForm, Toolbar, SaveButton } from 'react-admin';
import { CompanyInputs } from './CompanyInputs';

/** No delete: the API has no call to delete a company. */
export function CompanyEdit({ id }: { id: string }) {
  return (
    <Edit resource="companies" id={id} redirect="list" mutationMode="pessimistic">
      <SimpleForm toolbar={<Toolbar><SaveButton /></Toolbar>}>
        <CompanyInputs />
      </SimpleForm>
    </Edit>
  );
}
