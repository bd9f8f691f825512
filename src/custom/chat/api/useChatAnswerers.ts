import { useCollaborators } from '../../crm/hooks/useCrmLookups';

/** The company's active members who answer chats (viewers only read), as pickers show them. */
export function useChatAnswerers(): { id: string; name: string }[] {
  const { data: collaborators = [] } = useCollaborators();
  return collaborators
    .filter((c) => c.userId && c.status === 'active' && c.role !== 'viewer')
    .map((c) => ({ id: c.userId!, name: `${c.name} ${c.surname}`.trim() || c.email }));
}
