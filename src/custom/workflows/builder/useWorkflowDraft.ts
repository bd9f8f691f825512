import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { validateWorkflowGraph, workflowSettings, workflowTasks, type Workflow } from '../../../../contract/workflows';
import type { WorkflowDraft } from '../api/workflowClient';
import { useWorkflowClient } from '../api/useWorkflowClient';

export const emptyDraft = (): WorkflowDraft => ({
  name: '', description: '', triggerType: 'contact_created', triggerProperty: null, triggerValue: null,
  settings: workflowSettings.parse({}), tasks: workflowTasks.parse({}),
});

const draftOf = (w: Workflow): WorkflowDraft => ({
  name: w.name, description: w.description, triggerType: w.triggerType, triggerProperty: w.triggerProperty, triggerValue: w.triggerValue, settings: w.settings, tasks: w.tasks,
});

/**
 * The workflow being built: loaded (edit) or empty (create), changed locally, its problems
 * recomputed on every change with the contract's own validator (the one the server applies).
 */
export function useWorkflowDraft(id: string | undefined) {
  const client = useWorkflowClient();
  const queryClient = useQueryClient();
  // Read once per visit: a background refetch must never replace what the user is drawing.
  const loaded = useQuery({ queryKey: ['workflows', 'one', id], queryFn: () => client.get(id!), enabled: Boolean(id), staleTime: 0, refetchOnWindowFocus: false, refetchOnReconnect: false });
  const [saved, setSaved] = useState<Workflow | null>(null);
  const [draft, setDraft] = useState<WorkflowDraft>(emptyDraft);
  const [dirty, setDirty] = useState(false);
  // The server's workflow arrived: it becomes the draft (adjusted while rendering, not in an effect).
  const [seen, setSeen] = useState<Workflow | undefined>(undefined);
  if (loaded.data && loaded.data !== seen) {
    setSeen(loaded.data);
    setSaved(loaded.data);
    setDraft(draftOf(loaded.data));
    setDirty(false);
  }
  const issues = useMemo(() => validateWorkflowGraph(draft.tasks, draft), [draft]);
  return {
    draft,
    saved,
    issues,
    dirty,
    loading: Boolean(id) && loaded.isPending,
    loadError: loaded.error,
    change: (changes: Partial<WorkflowDraft>) => {
      setDraft((d) => ({ ...d, ...changes }));
      setDirty(true);
    },
    /** After a save or a status change: the server's workflow is the new baseline. */
    accept: (w: Workflow, keepDraft = false) => {
      // The cache holds what the server has (the runs page and the next visit read it); marked
      // as seen so it does not replace the draft.
      queryClient.setQueryData(['workflows', 'one', w._id], w);
      setSeen(w);
      setSaved(w);
      if (!keepDraft) {
        setDraft(draftOf(w));
        setDirty(false);
      }
    },
  };
}
