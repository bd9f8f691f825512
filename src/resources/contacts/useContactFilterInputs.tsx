import { useMemo } from 'react';
import { DateInput, NullableBooleanInput, NumberInput, SearchInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import type { CustomProperty } from '../../../contract/customProperties';
import { useCollaborators, useContactLists, useCustomProperties, usePipelines } from '../../custom/crm/hooks/useCrmLookups';

/**
 * The contacts filters (react-admin's "Add filter" menu): standard fields, date ranges, list,
 * stage, collaborator and one input (or a from/to pair) per custom property. Their values are
 * turned into the API's filters by buildContactQuery.
 */
export function useContactFilterInputs() {
  const translate = useTranslate();
  const { data: properties = [] } = useCustomProperties();
  const { data: pipelines = [] } = usePipelines();
  const { data: lists = [] } = useContactLists();
  const { data: collaborators = [] } = useCollaborators();

  return useMemo(() => {
    const stageChoices = pipelines.flatMap((p) => p.stages.map((s) => ({ id: s._id, name: `${p.name}: ${s.name}` })));
    const collaboratorChoices = [
      { id: 'unassigned', name: translate('crm.contacts.unassigned') },
      ...collaborators.filter((c) => c.status === 'active').map((c) => ({ id: c._id, name: [c.name, c.surname].filter(Boolean).join(' ') || c.email })),
    ];
    const field = (name: string) => translate(`resources.contacts.fields.${name}`);
    const from = (label: string) => translate('crm.filters.from', { field: label });
    const until = (label: string) => translate('crm.filters.to', { field: label });
    return [
      <SearchInput key="q" source="q" alwaysOn placeholder={translate('crm.contacts.search')} />,
      <SelectInput key="contactListId" source="contactListId" label={field('lists')} choices={lists.map((l) => ({ id: l.id, name: l.name }))} />,
      <SelectInput key="pipelineStageId" source="pipelineStageId" label={field('stages')} choices={stageChoices} />,
      <SelectInput key="collaboratorId" source="collaboratorId" label={field('collaborators')} choices={collaboratorChoices} />,
      <DateInput key="createdAt_gte" source="createdAt_gte" label={from(field('createdAt'))} />,
      <DateInput key="createdAt_lte" source="createdAt_lte" label={until(field('createdAt'))} />,
      <DateInput key="updatedAt_gte" source="updatedAt_gte" label={from(field('updatedAt'))} />,
      <DateInput key="updatedAt_lte" source="updatedAt_lte" label={until(field('updatedAt'))} />,
      ...['organization', 'city', 'country', 'source', 'jobTitle'].map((name) => <TextInput key={name} source={name} label={field(name)} />),
      ...properties.flatMap((p) => propertyFilterInputs(p, from, until)),
    ];
  }, [translate, properties, pipelines, lists, collaborators]);
}

function propertyFilterInputs(p: CustomProperty, from: (l: string) => string, until: (l: string) => string) {
  const label = p.label || p.propertyName;
  const key = `props.${p.propertyName}`;
  switch (p.type) {
    case 'date':
      return [
        <DateInput key={`propsFrom.${p.propertyName}`} source={`propsFrom.${p.propertyName}`} label={from(label)} />,
        <DateInput key={`propsTo.${p.propertyName}`} source={`propsTo.${p.propertyName}`} label={until(label)} />,
      ];
    case 'number':
      return [
        <NumberInput key={`numFrom.${p.propertyName}`} source={`numFrom.${p.propertyName}`} label={from(label)} />,
        <NumberInput key={`numTo.${p.propertyName}`} source={`numTo.${p.propertyName}`} label={until(label)} />,
      ];
    case 'boolean':
      return [<NullableBooleanInput key={key} source={key} label={label} />];
    case 'single_choice':
    case 'multiple_choice':
      return [<SelectInput key={key} source={key} label={label} choices={p.options.map((o) => ({ id: o, name: o }))} />];
    default:
      return [<TextInput key={key} source={key} label={label} />];
  }
}
