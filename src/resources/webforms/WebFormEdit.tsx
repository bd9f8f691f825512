import { Edit, SimpleForm, useTranslate } from 'react-admin';
import { useParams } from 'react-router';
import { CrmFormToolbar } from '../../custom/crm/components/CrmFormToolbar';
import { DerivedInput } from '../derived/DerivedInput';
import { ResourceTitle } from '../derived/ResourceTitle';
import { SubmissionDetails } from './SubmissionDetails';
import { webformsResource } from './webformsResource';

/** A submission: what was sent (read-only) and the two things the team changes, its status and notes. */
export default function WebFormEdit() {
  const translate = useTranslate();
  const { id } = useParams();
  const { fields } = webformsResource;
  return (
    <>
      <ResourceTitle resource={webformsResource} title={translate('resources.webforms.name', { smart_count: 1 })} />
      <Edit title={false} resource="webforms" id={id} mutationMode="pessimistic" redirect={() => 'webforms'}>
        <SimpleForm toolbar={<CrmFormToolbar backTo="webforms" />}>
          <SubmissionDetails />
          <DerivedInput resource="webforms" source="status" field={fields.status} />
          <DerivedInput resource="webforms" source="notes" field={fields.notes} />
        </SimpleForm>
      </Edit>
    </>
  );
}
