import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { ACTIVE_RUN_STATUSES, type Step, type Workflow } from '../../../../contract/workflows';
import type { Contact } from '../../../../contract/contacts';
import { useLocalizedPath } from '../../../app/useLocalizedPath';
import { OptionPicker } from '../../../components/pickers/OptionPicker';
import { StatusChip } from '../../../components/StatusChip/StatusChip';
import { useWorkflowClient } from '../api/useWorkflowClient';
import { RUN_TONES } from '../executions/runTones';
import { StepLog } from '../executions/StepLog';
import { refusalIssues, issueWithPlace } from '../workflowWords';

const POLL_MS = 1000;
const contactLabel = (c: Contact) => [`${c.name} ${c.surname}`.trim(), c.email ?? c.phone].filter(Boolean).join(' · ');

/**
 * A test run: one contact chosen, workflow/execute with `test: true` (waits skipped), then the run
 * read every second until it ends, each step's status, output and error shown as they come.
 */
export function TestRunDialog({ workflow, steps, blocked, onClose }: { workflow: Workflow; steps: readonly Step[]; blocked: 'saveFirst' | 'fixFirst' | null; onClose: () => void }) {
  const translate = useTranslate();
  const to = useLocalizedPath();
  const client = useWorkflowClient();
  const [search, setSearch] = useState('');
  const [contactId, setContactId] = useState<string | null>(null);
  const { data: contacts = [], isPending: searching } = useGetList<Contact & { id: string }>('contacts', { pagination: { page: 1, perPage: 20 }, filter: search.trim() ? { q: search.trim() } : {} });
  const start = useMutation({
    mutationFn: () => client.execute(workflow._id, { type: 'contact', contactId: contactId! }, true),
  });
  const executionId = start.data?.executionIds[0];
  const run = useQuery({
    queryKey: ['workflows', 'execution', executionId],
    queryFn: () => client.execution(executionId!),
    enabled: Boolean(executionId),
    refetchInterval: (query) => (query.state.data && !(ACTIVE_RUN_STATUSES as readonly string[]).includes(query.state.data.status) ? false : POLL_MS),
  });
  const startError = start.error ? (refusalIssues(start.error).map((i) => issueWithPlace(translate, i, steps)).join(' · ') || start.error.message) : null;

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="test-run-title">
      <DialogTitle id="test-run-title">{translate('workflows.testRun.title')}</DialogTitle>
      <DialogContent>
        {blocked ? (
          <Alert severity="warning">{translate(`workflows.testRun.${blocked}`)}</Alert>
        ) : (
          <Stack spacing={2}>
            <DialogContentText>{translate('workflows.testRun.body')}</DialogContentText>
            <OptionPicker
              label={translate('workflows.testRun.contact')}
              helperText={translate('workflows.testRun.search')}
              options={contacts.map((c) => ({ value: c.id, label: contactLabel(c) }))}
              loading={searching}
              value={contactId}
              onChange={setContactId}
              onSearch={setSearch}
              disabled={Boolean(executionId)}
            />
            {startError && <Alert severity="error">{startError}</Alert>}
            {start.data && start.data.alreadyRunning > 0 && <Alert severity="info">{translate('workflows.testRun.alreadyRunning')}</Alert>}
            {run.data && (
              <Box component="section" aria-labelledby="test-run-result" aria-live="polite">
                <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
                  <Typography id="test-run-result" variant="subtitle1" component="h2">{translate('workflows.testRun.result')}</Typography>
                  <StatusChip status={run.data.status} tones={RUN_TONES} label={translate(`workflows.runStatus.${run.data.status}`)} />
                </Stack>
                {run.data.error && <Alert severity="error" sx={{ mb: 1 }}>{run.data.error}</Alert>}
                <StepLog log={run.data.steps} steps={steps} />
              </Box>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {executionId && <Button component={Link} to={to(`crm/workflow-executions/${workflow._id}`)}>{translate('workflows.testRun.openLog')}</Button>}
        <Button onClick={onClose}>{translate('workflows.testRun.close')}</Button>
        {!blocked && !executionId && (
          <Button variant="contained" disabled={!contactId || start.isPending} onClick={() => start.mutate()}>
            {translate(start.isPending ? 'workflows.testRun.running' : 'workflows.testRun.start')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
