import { Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, Stack, Switch } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { workflowCalls, type GraphIssue, type Workflow, type WorkflowStatus } from '../../../../contract/workflows';
import { useLocalizedPath } from '../../../app/useLocalizedPath';
import { useCanCall } from '../../crm/hooks/useCanCall';
import { useWorkflowClient } from '../api/useWorkflowClient';
import { issueWithPlace, refusalIssues } from '../workflowWords';

/**
 * Active or paused, switched in place. A draft says so and may be activated; the server checks the
 * graph and a refusal lists what to fix, step by step, in the user's language.
 */
export function StatusSwitchCell() {
  const record = useRecordContext<Workflow>();
  if (!record) return null;
  return <WorkflowStatusSwitch workflow={record} />;
}

export function WorkflowStatusSwitch({ workflow, onChanged }: { workflow: Workflow; onChanged?: (w: Workflow) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const client = useWorkflowClient();
  const allowed = useCanCall(workflowCalls.changeWorkflowStatus);
  const [refusal, setRefusal] = useState<{ issues: GraphIssue[]; message: string } | null>(null);
  const { mutate, isPending } = useMutation({
    mutationFn: (status: WorkflowStatus) => client.changeStatus(workflow._id, status),
    onSuccess: (changed) => {
      notify(translate(`workflows.list.changed.${changed.status === 'active' ? 'active' : 'paused'}`, { name: changed.name }), { type: 'info' });
      onChanged?.(changed);
      refresh();
    },
    onError: (error: Error) => setRefusal({ issues: refusalIssues(error), message: error.message }),
  });
  return (
    <Stack direction="row" alignItems="center" spacing={1} onClick={(e) => e.stopPropagation()}>
      <Switch
        checked={workflow.status === 'active'}
        disabled={!allowed || isPending}
        onChange={(_, on) => mutate(on ? 'active' : 'paused')}
        slotProps={{ input: { 'aria-label': translate('workflows.list.activeSwitch', { name: workflow.name }) } }}
      />
      <Chip size="small" variant="outlined" label={translate(`workflows.status.${workflow.status}`)} color={workflow.status === 'active' ? 'success' : 'default'} />
      <RefusalDialog workflow={workflow} refusal={refusal} onClose={() => setRefusal(null)} />
    </Stack>
  );
}

/** What stops the workflow from being active, each problem naming its step, with a way to the builder. */
export function RefusalDialog({ workflow, refusal, onClose }: { workflow: Workflow; refusal: { issues: GraphIssue[]; message: string } | null; onClose: () => void }) {
  const translate = useTranslate();
  const to = useLocalizedPath();
  return (
    <Dialog open={Boolean(refusal)} onClose={onClose} role="alertdialog" aria-labelledby="workflow-refusal-title">
      <DialogTitle id="workflow-refusal-title">{translate('workflows.list.refused', { name: workflow.name })}</DialogTitle>
      <DialogContent>
        {refusal && refusal.issues.length > 0 ? (
          <List dense>
            {refusal.issues.map((issue, i) => (
              <ListItem key={i} disableGutters>{issueWithPlace(translate, issue, workflow.tasks.steps)}</ListItem>
            ))}
          </List>
        ) : (
          refusal?.message
        )}
      </DialogContent>
      <DialogActions>
        <Button component={Link} to={to(`crm/workflows/edit/${workflow._id}`)}>{translate('workflows.list.edit')}</Button>
        <Button onClick={onClose} variant="contained">{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
