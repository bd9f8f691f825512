import { useMemo } from 'react';
import { Create, Edit, SimpleForm, useTranslate } from 'react-admin';
import { useParams } from 'react-router';
import { CrmFormToolbar } from '../../custom/crm/components/CrmFormToolbar';
import { ResourceTitle } from './ResourceTitle';
import type { ResourceDeclaration } from '../../dataProvider/defineResource';
import { DerivedInput } from './DerivedInput';
import { useResourceAccess } from './useResourceAccess';
import { validateWithContract } from './validateWithContract';

type Mode = 'create' | 'edit';

/** The inputs of a form: every declared field, by kind (create-only fields only when creating). */
function DerivedInputs({ resource, mode }: { resource: ResourceDeclaration; mode: Mode }) {
  const entries = Object.entries(resource.fields ?? {}).filter(([, f]) => (mode === 'create' ? !f.readOnly : !f.createOnly));
  return (
    <>
      {entries.map(([source, field], index) => (
        <DerivedInput key={source} resource={resource.name} source={source} field={field} autoFocus={index === 0} />
      ))}
    </>
  );
}

/**
 * The default create and edit forms of a declared resource: checked before sending by the same
 * zod schema the server parses (messages in the user's language), the server's own refusals shown
 * under their inputs (react-admin reads `body.errors`, which the API client fills), back to the
 * list once saved; edit offers delete when the role may delete.
 */
export function DerivedForm({ resource, mode }: { resource: ResourceDeclaration; mode: Mode }) {
  const translate = useTranslate();
  const can = useResourceAccess(resource);
  const { id } = useParams();
  const { name, path = name } = resource;
  const validate = useMemo(() => validateWithContract(resource, mode === 'create' ? 'create' : 'update', translate), [resource, mode, translate]);
  const form = (
    <SimpleForm toolbar={<CrmFormToolbar backTo={path} deletable={mode === 'edit' && can('delete')} />} validate={validate}>
      <DerivedInputs resource={resource} mode={mode} />
    </SimpleForm>
  );
  const title = mode === 'create' ? translate(`resources.${name}.create`) : translate(`resources.${name}.name`, { smart_count: 1 });
  return (
    <>
      <ResourceTitle resource={resource} title={title} />
      {mode === 'create' ? (
        <Create title={false} resource={name} redirect={() => path}>{form}</Create>
      ) : (
        <Edit title={false} resource={name} id={id} mutationMode="pessimistic" redirect={() => path}>{form}</Edit>
      )}
    </>
  );
}
