import { Create, SimpleForm, useNotify, useRedirect, useTranslate, type RaRecord } from 'react-admin';
import { useLanguage } from '../../app/useLanguage';
import { CrmFormToolbar } from '../../custom/crm/components/CrmFormToolbar';
import { CrmPageTitle } from '../../custom/crm/components/CrmPageTitle';
import { CollaboratorInputs } from './CollaboratorInputs';

/** Invites someone by email; the invitation mail is written in the inviter's language. */
export default function CollaboratorCreate() {
  const translate = useTranslate();
  const language = useLanguage();
  const notify = useNotify();
  const redirect = useRedirect();
  const handleSuccess = (data: RaRecord) => {
    notify(translate('resources.collaborators.notifications.invited', { email: data.email }));
    redirect(() => 'crm/collaborators');
  };
  return (
    <>
      <CrmPageTitle title={translate('crm.collaborators.invite')} />
      <Create resource="collaborators" title={false} transform={(data) => ({ ...data, language })} mutationOptions={{ onSuccess: handleSuccess }}>
        <SimpleForm defaultValues={{ role: 'agent' }} toolbar={<CrmFormToolbar backTo="crm/collaborators" />}>
          <CollaboratorInputs />
        </SimpleForm>
      </Create>
    </>
  );
}
