import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useCrmClient } from '../api/useCrmClient';

/** A contact's comments (newest first) and the calls that change them; each change refetches the list. */
export function useComments(contactId: string) {
  const crm = useCrmClient();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const queryKey = ['crm', 'comments', contactId];
  const list = useQuery({ queryKey, queryFn: () => crm.listComments(contactId) });
  const options = {
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  };
  const create = useMutation({ mutationFn: (text: string) => crm.createComment(contactId, text), ...options });
  const edit = useMutation({ mutationFn: ({ id, text }: { id: string; text: string }) => crm.editComment(id, text), ...options });
  const remove = useMutation({ mutationFn: (id: string) => crm.deleteComment(id), ...options });
  return { list, create, edit, remove };
}
