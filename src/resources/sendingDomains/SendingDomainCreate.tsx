import { Typography } from '@mui/material';
import { useMemo } from 'react';
import { Create, SimpleForm, useTranslate } from 'react-admin';
import { CrmFormToolbar } from '../../custom/crm/components/CrmFormToolbar';
import { DerivedInput } from '../derived/DerivedInput';
import { ResourceTitle } from '../derived/ResourceTitle';
import { validateWithContract } from '../derived/validateWithContract';
import { sendingDomainsResource } from './sendingDomainsResource';

const { path, fields } = sendingDomainsResource;

/**
 * Adding a sending domain: the derived form's input and contract validation, but once added it
 * opens the domain's page, where the DNS records to publish are (the list would hide them).
 */
export default function SendingDomainCreate() {
  const translate = useTranslate();
  const validate = useMemo(() => validateWithContract(sendingDomainsResource, 'create', translate), [translate]);
  return (
    <>
      <ResourceTitle resource={sendingDomainsResource} title={translate('resources.sendingDomains.create')} />
      <Create title={false} resource={sendingDomainsResource.name} redirect={(_resource, id) => `${path}/${id}/show`}>
        <SimpleForm toolbar={<CrmFormToolbar backTo={path} />} validate={validate}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{translate('resources.sendingDomains.createHelp')}</Typography>
          <DerivedInput resource={sendingDomainsResource.name} source="name" field={fields.name} autoFocus />
        </SimpleForm>
      </Create>
    </>
  );
}
