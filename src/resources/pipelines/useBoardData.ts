import { arrayMove } from '@dnd-kit/sortable';
import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import type { Contact } from '../../../contract/contacts';
import type { Pipeline } from '../../../contract/pipelines';
import { useCrmClient } from '../../custom/crm/api/useCrmClient';
import type { Page } from '../../custom/crm/api/createCrmClient';

/** Cards loaded per stage; the count shows the real total and links to the rest. */
export const CARDS_PER_STAGE = 50;
const stageKey = (stageId: string) => ['crm', 'board', stageId];

/**
 * The board's data: each stage's contacts, and the two changes the board makes — moving a card
 * (shown at once, put back if the server refuses) and reordering the stages.
 */
export function useBoardData(pipeline: Pipeline) {
  const crm = useCrmClient();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [order, setOrder] = useState<string[] | null>(null);
  const byPosition = [...pipeline.stages].sort((a, b) => a.position - b.position);
  const stages = order ? order.map((id) => byPosition.find((s) => s._id === id)).filter((s) => s !== undefined) : byPosition;

  const results = useQueries({
    queries: stages.map((s) => ({ queryKey: stageKey(s._id), queryFn: () => crm.contactsByStage(s._id, 1, CARDS_PER_STAGE) })),
  });
  const columns = stages.map((stage, i) => ({
    stage,
    contacts: results[i]?.data?.data ?? [],
    count: results[i]?.data?.total ?? stage.contactCount,
    isPending: results[i]?.isPending ?? true,
    error: results[i]?.error ?? null,
  }));

  const refreshPipelines = () => queryClient.invalidateQueries({ queryKey: ['pipelines'] });

  const move = useMutation({
    mutationFn: ({ contact, to }: { contact: Contact; from: string; to: string }) => crm.moveContactToStage(contact._id, to),
    onMutate: ({ contact, from, to }) => {
      queryClient.setQueryData<Page<Contact>>(stageKey(from), (p) => p && { ...p, data: p.data.filter((c) => c._id !== contact._id), total: p.total - 1 });
      queryClient.setQueryData<Page<Contact>>(stageKey(to), (p) => p && { ...p, data: [contact, ...p.data], total: p.total + 1 });
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
    onSettled: (_data, _error, { from, to }) => {
      void queryClient.invalidateQueries({ queryKey: stageKey(from) });
      void queryClient.invalidateQueries({ queryKey: stageKey(to) });
      void refreshPipelines();
    },
  });

  const reorder = useMutation({
    mutationFn: (ids: string[]) => crm.reorderStages(pipeline._id, ids),
    onMutate: (ids) => setOrder(ids),
    onError: (error: Error) => {
      setOrder(null);
      notify(error.message, { type: 'error' });
    },
    onSuccess: async () => {
      await refreshPipelines();
      setOrder(null);
    },
  });

  const handleMoveStage = (stageId: string, overStageId: string) => {
    const ids = stages.map((s) => s._id);
    const next = arrayMove(ids, ids.indexOf(stageId), ids.indexOf(overStageId));
    if (next.join() !== ids.join()) reorder.mutate(next);
  };
  const handleMoveContact = (contact: Contact, from: string, to: string) => {
    if (from !== to) move.mutate({ contact, from, to });
  };
  return { columns, onMoveContact: handleMoveContact, onMoveStage: handleMoveStage };
}
