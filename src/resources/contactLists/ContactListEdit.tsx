import { Edit, SimpleForm, useTranslate } from 'react-admin';
import { CrmPageTitle } from '../../custom/crm/components/CrmPageTitle';
import { useParams } from 'react-router';
import { CrmFormToolbar } from '../../custom/crm/components/CrmFormToolbar';
import { ContactListInputs } from './ContactListInputs';

export default function ContactListEdit() {
  const translate = useTranslate();
  const { id } = useParams();
  return (
    <>
      <CrmPageTitle title={translate('resources.contactLists.name', { smart_count: 1 })} />
      <Edit title={false} resource="contactLists" id={id} mutationMode="pessimistic" redirect={() => 'crm/lists'}>
        <SimpleForm toolbar={<CrmFormToolbar backTo="crm/lists" deletable />}>
          <ContactListInputs />
        </SimpleForm>
      </Edit>
    </>
  );
}
