import { useMutation } from '@tanstack/react-query';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { contactCalls, type Contact } from '../../../contract/contacts';
import { useCrmClient } from '../../custom/crm/api/useCrmClient';
import { useCanCall } from '../../custom/crm/hooks/useCanCall';
import { useCollaborators } from '../../custom/crm/hooks/useCrmLookups';
import { ContactRelationCard } from './ContactRelationCard';

const fullName = (c: { name: string; surname: string; email: string }) => [c.name, c.surname].filter(Boolean).join(' ') || c.email;

/** Who works this contact. */
export function ContactCollaboratorsCard() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const crm = useCrmClient();
  const record = useRecordContext<Contact>();
  const { data: collaborators = [] } = useCollaborators();
  const allowed = useCanCall(contactCalls.assignCollaboratorsToContact);
  const { mutate, isPending } = useMutation({
    mutationFn: async ({ userId, add }: { userId: string; add: boolean }) => {
      if (add) await crm.assignCollaborators([record!._id], [userId]);
      else await crm.unassignCollaborators([record!._id], [userId]);
    },
    onSuccess: () => refresh(),
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  if (!record) return null;
  const assigned = new Set(record.collaborators.map((c) => c._id));
  const choices = collaborators.filter((c) => c.status === 'active' && !assigned.has(c._id)).map((c) => ({ id: c._id, label: fullName(c) }));
  return (
    <ContactRelationCard
      title={translate('resources.contacts.fields.collaborators')}
      emptyText={translate('crm.contacts.unassigned')}
      addLabel={translate('crm.bulk.assign')}
      items={record.collaborators.map((c) => ({ id: c._id, label: fullName(c) }))}
      choices={choices}
      readOnly={!allowed}
      busy={isPending}
      onAdd={(userId) => mutate({ userId, add: true })}
      onRemove={(userId) => mutate({ userId, add: false })}
    />
  );
}
