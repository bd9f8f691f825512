import type { ReactNode } from 'react';
import { Show, SimpleShowLayout, useTranslate } from 'react-admin';
import { useParams } from 'react-router';
import { ResourceTitle } from './ResourceTitle';
import type { ResourceDeclaration } from '../../dataProvider/defineResource';
import { DerivedField } from './DerivedField';

/**
 * The read-only page of a record: every declared field, labelled, by kind; `children` (inside the
 * record's context) add what a resource shows beyond its fields.
 */
export function DerivedShow({ resource, children }: { resource: ResourceDeclaration; children?: ReactNode }) {
  const translate = useTranslate();
  const { id } = useParams();
  return (
    <>
      <ResourceTitle resource={resource} title={translate(`resources.${resource.name}.name`, { smart_count: 1 })} />
      <Show title={false} resource={resource.name} id={id}>
        <SimpleShowLayout>
          {Object.entries(resource.fields ?? {}).map(([source, field]) => (
            <DerivedField key={source} resource={resource.name} source={source} field={field} labeled />
          ))}
        </SimpleShowLayout>
        {children}
      </Show>
    </>
  );
}
