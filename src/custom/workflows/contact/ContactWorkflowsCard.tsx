import { Alert, Button, Card, CardContent, CardHeader, Dialog, DialogActions, DialogContent, DialogTitle, Link as MuiLink, List, ListItem, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import type { Contact } from '../../../../contract/contacts';
import { workflowCalls } from '../../../../contract/workflows';
import { useLocalizedPath } from '../../../app/useLocalizedPath';
import { useFormatters } from '../../../components/format/useFormatters';
import { OptionPicker } from '../../../components/pickers/OptionPicker';
import { StatusChip } from '../../../components/StatusChip/StatusChip';
import { useCanCall } from '../../crm/hooks/useCanCall';
import { useWorkflowClient } from '../api/useWorkflowClient';
import { RUN_TONES } from '../executions/runTones';

/**
 * The contact page's "Workflows" card: the runs the contact is or was in, each linking to its step
 * log, and — for roles that may — enrolling the contact in a workflow by hand.
 */
export function ContactWorkflowsCard() {
  const record = useRecordContext<Contact>();
  const canRead = useCanCall(workflowCalls.contactWorkflowExecutions);
  if (!record || !canRead) return null;
  return <WorkflowsCard contact={record} />;
}

function WorkflowsCard({ contact }: { contact: Contact }) {
  const translate = useTranslate();
  const to = useLocalizedPath();
  const { dateTime } = useFormatters();
  const client = useWorkflowClient();
  const canEnroll = useCanCall(workflowCalls.executeWorkflow);
  const [enrolling, setEnrolling] = useState(false);
  const runs = useQuery({ queryKey: ['workflows', 'contactRuns', contact._id], queryFn: () => client.contactExecutions(contact._id) });
  const rows = runs.data?.data ?? [];
  return (
    <Card component="section" aria-labelledby="contact-workflows-title">
      <CardHeader id="contact-workflows-title" title={translate('workflows.contactCard.title')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent>
        {runs.error && <Alert severity="error">{translate('workflows.contactCard.loadFailed')}</Alert>}
        {runs.isSuccess && rows.length === 0 && <Typography color="text.secondary">{translate('workflows.contactCard.empty')}</Typography>}
        {rows.length > 0 && (
          <List dense disablePadding>
            {rows.map((run) => (
              <ListItem key={run._id} disableGutters sx={{ display: 'block' }}>
                <Stack direction="row" spacing={1} alignItems="center" justifyContent="space-between">
                  <MuiLink
                    component={Link}
                    to={to(`crm/workflow-executions/${run.workflowId}?run=${run._id}`)}
                    aria-label={translate('workflows.contactCard.openLog', { name: run.workflowName })}
                    underline="hover"
                    sx={{ fontWeight: 500 }}
                  >
                    {run.workflowName}
                  </MuiLink>
                  <StatusChip status={run.status} tones={RUN_TONES} label={translate(`workflows.runStatus.${run.status}`)} />
                </Stack>
                <Typography variant="caption" color="text.secondary">{dateTime(run.startedAt)}</Typography>
              </ListItem>
            ))}
          </List>
        )}
        {canEnroll && (
          <Button onClick={() => setEnrolling(true)} sx={{ mt: 1 }}>{translate('workflows.contactCard.enroll')}</Button>
        )}
      </CardContent>
      {enrolling && <EnrollDialog contact={contact} onClose={() => setEnrolling(false)} />}
    </Card>
  );
}

function EnrollDialog({ contact, onClose }: { contact: Contact; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useWorkflowClient();
  const queryClient = useQueryClient();
  const [workflowId, setWorkflowId] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  // Only an active workflow enrolls by hand (the server refuses drafts and paused ones: workflow_not_active).
  const workflows = useQuery({ queryKey: ['workflows', 'enrollable'], queryFn: async () => (await client.list({ status: 'active' })).data });
  const name = [contact.name, contact.surname].filter(Boolean).join(' ') || contact.email || contact.phone || '—';
  const chosen = workflows.data?.find((w) => w._id === workflowId);
  const enroll = useMutation({
    mutationFn: () => client.execute(workflowId!, { type: 'contact', contactId: contact._id }),
    onSuccess: async (result) => {
      if (result.enrolled === 0) {
        setMessage(translate('workflows.contactCard.alreadyIn', { name: chosen?.name ?? '' }));
        return;
      }
      notify(translate('workflows.contactCard.enrolled', { name: chosen?.name ?? '' }), { type: 'info' });
      await queryClient.invalidateQueries({ queryKey: ['workflows', 'contactRuns', contact._id] });
      onClose();
    },
    onError: (error: Error) => setMessage(error.message),
  });
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="enroll-title">
      <DialogTitle id="enroll-title">{translate('workflows.contactCard.enrollTitle', { name })}</DialogTitle>
      <DialogContent>
        {workflows.isSuccess && workflows.data.length === 0 ? (
          <Typography color="text.secondary">{translate('workflows.contactCard.noWorkflows')}</Typography>
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <OptionPicker
              label={translate('workflows.contactCard.workflow')}
              options={(workflows.data ?? []).map((w) => ({ value: w._id, label: w.name }))}
              loading={workflows.isPending}
              value={workflowId}
              onChange={(v) => { setWorkflowId(v); setMessage(null); }}
            />
            {message && <Alert severity="info">{message}</Alert>}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={!workflowId || enroll.isPending} onClick={() => enroll.mutate()}>{translate('workflows.contactCard.enrollConfirm')}</Button>
      </DialogActions>
    </Dialog>
  );
}
