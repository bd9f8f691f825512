import { useMutation } from '@tanstack/react-query';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { Contact } from '../../../contract/contacts';
import { contactListCalls } from '../../../contract/contactLists';
import { useCrmClient } from '../../custom/crm/api/useCrmClient';
import { useCanCall } from '../../custom/crm/hooks/useCanCall';
import { useContactLists } from '../../custom/crm/hooks/useCrmLookups';
import { ContactRelationCard } from './ContactRelationCard';

/** The lists this contact belongs to. */
export function ContactListsCard() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const crm = useCrmClient();
  const record = useRecordContext<Contact>();
  const { data: lists = [] } = useContactLists();
  const allowed = useCanCall(contactListCalls.addBulkContactsToList);
  const { mutate, isPending } = useMutation({
    mutationFn: ({ listId, add }: { listId: string; add: boolean }) =>
      add ? crm.addToList(listId, { contactIds: [record!._id] }) : crm.removeFromList(listId, { contactIds: [record!._id] }),
    onSuccess: () => refresh(),
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  if (!record) return null;
  const items = lists.filter((l) => record.contactListIds.includes(l.id)).map((l) => ({ id: l.id, label: l.name }));
  const choices = lists.filter((l) => !record.contactListIds.includes(l.id)).map((l) => ({ id: l.id, label: l.name }));
  return (
    <ContactRelationCard
      title={translate('resources.contacts.fields.lists')}
      emptyText={translate('crm.contact.noLists')}
      addLabel={translate('crm.bulk.addToList')}
      items={items}
      choices={choices}
      readOnly={!allowed}
      busy={isPending}
      onAdd={(listId) => mutate({ listId, add: true })}
      onRemove={(listId) => mutate({ listId, add: false })}
    />
  );
}
