import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { CONTACT_TEXT_FIELDS } from '../../../../contract/contacts';
import type { PickerOption } from '../../../components/pickers/OptionPicker';
import { useCollaborators, useContactLists, useCustomProperties, usePipelines } from '../../crm/hooks/useCrmLookups';
import { useWorkflowClient } from '../api/useWorkflowClient';

const ALL = { pagination: { page: 1, perPage: 1000 } } as const;

/**
 * The company's things the trigger and the steps point at, as picker options: contact fields and
 * custom properties, lists, pipelines and their stages, colleagues, email and chat templates, web forms.
 */
export function useBuilderOptions() {
  const translate = useTranslate();
  const client = useWorkflowClient();
  const { data: properties = [] } = useCustomProperties();
  const { data: lists = [] } = useContactLists();
  const { data: pipelines = [] } = usePipelines();
  const { data: collaborators = [] } = useCollaborators();
  const { data: forms = [] } = useGetList<{ id: string; name: string; landingName: string | null; site: string | null }>('webformForms', ALL);
  const { data: chatTemplates = [] } = useGetList<{ id: string; name: string }>('chatTemplates', ALL);
  const emailTemplates = useQuery({ queryKey: ['workflows', 'emailTemplates'], queryFn: () => client.emailTemplates(), staleTime: 60_000 });

  return useMemo(() => {
    const fieldsGroup = translate('resources.contacts.name', { smart_count: 1 });
    const propertiesGroup = translate('resources.customProperties.name', { smart_count: 2 });
    const standard: PickerOption[] = CONTACT_TEXT_FIELDS.map((f) => ({ value: f, label: translate(`resources.contacts.fields.${f}`), group: fieldsGroup }));
    const custom: PickerOption[] = properties.map((p) => ({ value: p.propertyName, label: p.label, group: propertiesGroup }));
    return {
      standardFields: standard.map(({ group: _g, ...o }) => o),
      customProperties: custom.map(({ group: _g, ...o }) => o),
      properties: [...standard, ...custom],
      dateProperties: properties.filter((p) => p.type === 'date').map((p) => ({ value: p.propertyName, label: p.label })),
      lists: lists.map((l) => ({ value: l.id, label: l.name })),
      pipelines: pipelines.map((p) => ({ value: p.id, label: p.name })),
      stagesOf: (pipelineId: string | null | undefined): PickerOption[] =>
        pipelines.find((p) => p.id === pipelineId)?.stages.map((s) => ({ value: s._id, label: s.name })) ?? [],
      collaborators: collaborators.filter((c) => c.userId).map((c) => ({ value: c.userId!, label: `${c.name} ${c.surname}`.trim() || c.email })),
      forms: forms.map((f) => ({ value: f.id, label: f.landingName || f.site ? `${f.landingName ?? f.site} · ${f.name}` : f.name })),
      chatTemplates: chatTemplates.map((t) => ({ value: t.id, label: t.name })),
      emailTemplates: (emailTemplates.data?.data ?? []).map((t) => ({ value: t._id, label: t.name })),
      emailTemplatesLoading: emailTemplates.isPending,
    };
  }, [translate, properties, lists, pipelines, collaborators, forms, chatTemplates, emailTemplates.data, emailTemplates.isPending]);
}

export type BuilderOptions = ReturnType<typeof useBuilderOptions>;
