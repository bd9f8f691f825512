import { Create, SimpleForm, useTranslate } from 'react-admin';
import { CrmPageTitle } from '../../custom/crm/components/CrmPageTitle';
import { CrmFormToolbar } from '../../custom/crm/components/CrmFormToolbar';
import { ContactListInputs } from './ContactListInputs';

export default function ContactListCreate() {
  const translate = useTranslate();
  return (
    <>
      <CrmPageTitle title={translate('crm.lists.create')} />
      <Create title={false} resource="contactLists" redirect={() => 'crm/lists'}>
        <SimpleForm toolbar={<CrmFormToolbar backTo="crm/lists" />}>
          <ContactListInputs />
        </SimpleForm>
      </Create>
    </>
  );
}
