import { useMemo } from 'react';
import { CONTACT_STANDARD_FIELDS } from '../../../contract/contacts';
import { useTranslate } from 'react-admin';
import { useContactLists, useCustomProperties, usePipelines } from '../crm/hooks/useCrmLookups';

/**
 * The company's properties, lists, pipelines and stages by id (from the CRM's shared lookups), to
 * name what a trigger or a step points at instead of showing ids.
 */
export function useCompanyNames() {
  const translate = useTranslate();
  const { data: properties = [] } = useCustomProperties();
  const { data: lists = [] } = useContactLists();
  const { data: pipelines = [] } = usePipelines();
  return useMemo(() => {
    const stages = pipelines.flatMap((p) => p.stages);
    return {
      property: (key: string) =>
        properties.find((p) => p.propertyName === key)?.label ??
        ((CONTACT_STANDARD_FIELDS as readonly string[]).includes(key) ? translate(`resources.contacts.fields.${key}`) : undefined),
      list: (id: string) => lists.find((l) => l.id === id)?.name,
      pipeline: (id: string) => pipelines.find((p) => p.id === id)?.name,
      stage: (id: string) => stages.find((s) => s._id === id)?.name,
    };
  }, [properties, lists, pipelines, translate]);
}
