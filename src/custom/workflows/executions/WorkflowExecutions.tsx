import { Alert, Box, Button, IconButton, Link as MuiLink, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TablePagination, TableRow, TextField, Tooltip, Typography } from '@mui/material';
import ListAltIcon from '@mui/icons-material/ListAlt';
import StopCircleIcon from '@mui/icons-material/StopCircleOutlined';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router';
import { ACTIVE_RUN_STATUSES, RUN_STATUSES, workflowCalls, type Execution } from '../../../../contract/workflows';
import { useLanguage } from '../../../app/useLanguage';
import { useLocalizedPath } from '../../../app/useLocalizedPath';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { formatDuration } from '../../../components/format/formatDuration';
import { useFormatters } from '../../../components/format/useFormatters';
import { PageHeader } from '../../../components/PageHeader/PageHeader';
import { StatusChip } from '../../../components/StatusChip/StatusChip';
import { TableScroll } from '../../../components/TableScroll';
import { useNow } from '../../../components/useNow';
import { useCanCall } from '../../crm/hooks/useCanCall';
import { useWorkflowClient } from '../api/useWorkflowClient';
import { stepName } from '../workflowWords';
import { ExecutionLogDrawer } from './ExecutionLogDrawer';
import { RUN_TONES } from './runTones';
import { fetchRuns, parseRunFilter, RUNS_PER_PAGE } from './runsQuery';

const REFRESH_MS = 5000;
const inFlight = (e: Execution) => (ACTIVE_RUN_STATUSES as readonly string[]).includes(e.status);

/**
 * A workflow's runs (crm/workflow-executions/{workflowId}): 20 per page from the server, filtered
 * by status (kept in the URL: `?status=failed&page=2`), each run's step log in a drawer, terminate
 * after confirming; the page reads itself again every few seconds while runs are in flight.
 */
export function WorkflowExecutions({ workflowId }: { workflowId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const to = useLocalizedPath();
  const language = useLanguage();
  const { dateTime } = useFormatters();
  const client = useWorkflowClient();
  const queryClient = useQueryClient();
  const canTerminate = useCanCall(workflowCalls.terminateWorkflowExecution);
  const [params, setParams] = useSearchParams();
  const filter = parseRunFilter(params.get('status'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  // The open log is in the URL too (`?run=<id>`), so a contact's page can link straight to it.
  const openId = params.get('run');
  const [stopping, setStopping] = useState<Execution | null>(null);
  // A run in flight has no duration yet: its time so far, renewed while the page is open.
  const now = useNow(15_000);

  const workflow = useQuery({ queryKey: ['workflows', 'one', workflowId], queryFn: () => client.get(workflowId) });
  const runs = useQuery({
    queryKey: ['workflows', 'runs', workflowId, page, filter],
    queryFn: () => fetchRuns(client, workflowId, page, filter),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.data.some(inFlight) ? REFRESH_MS : false),
  });
  const steps = workflow.data?.tasks.steps ?? [];
  const name = workflow.data?.name ?? '';
  const title = name ? translate('workflows.executions.title', { name }) : translate('workflows.executions.titleShort');

  const setQuery = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next);
  };
  const currentStep = (e: Execution) => {
    if (!e.currentStepId) return translate('workflows.executions.nothing');
    const s = steps.find((x) => x.id === e.currentStepId);
    return s ? stepName(translate, s) : translate(`workflows.steps.${e.currentStepType}`, { _: e.currentStepId });
  };
  const terminate = async () => {
    if (!stopping) return;
    try {
      await client.terminate(stopping._id);
      notify(translate('workflows.executions.terminated'), { type: 'info' });
      await queryClient.invalidateQueries({ queryKey: ['workflows', 'runs', workflowId] });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
      throw error;
    }
  };

  const rows = runs.data?.data ?? [];
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <PageHeader
        title={title}
        breadcrumbs={[{ label: translate('resources.workflows.name', { smart_count: 2 }), to: to('crm/workflows') }, ...(name ? [{ label: name, to: to(`crm/workflows/edit/${workflowId}`) }] : []), { label: translate('workflows.executions.titleShort') }]}
      />
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
        <TextField
          select
          size="small"
          label={translate('workflows.executions.filter')}
          value={filter ?? ''}
          onChange={(e) => setQuery({ status: e.target.value || null, page: null })}
          sx={{ minWidth: 200 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{translate('workflows.executions.all')}</MenuItem>
          <MenuItem value="active">{translate('workflows.executions.inFlight')}</MenuItem>
          {RUN_STATUSES.map((s) => <MenuItem key={s} value={s}>{translate(`workflows.runStatus.${s}`)}</MenuItem>)}
        </TextField>
        {rows.some(inFlight) && <Typography variant="body2" color="text.secondary">{translate('workflows.executions.autoRefresh')}</Typography>}
      </Stack>
      {runs.error ? (
        <Alert severity="error" action={<Button onClick={() => runs.refetch()}>{translate('workflows.executions.retry')}</Button>}>{translate('workflows.executions.loadFailed')}</Alert>
      ) : runs.isPending ? (
        <Typography color="text.secondary">{translate('app.common.loading')}</Typography>
      ) : rows.length === 0 ? (
        <EmptyState title={filter ? translate('workflows.executions.emptyFiltered') : translate('workflows.executions.empty')} body={filter ? undefined : translate('workflows.executions.emptyBody')} />
      ) : (
        <>
          <TableScroll label={title}>
            <Table size="small" aria-label={title}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('workflows.executions.contact')}</TableCell>
                  <TableCell>{translate('workflows.executions.status')}</TableCell>
                  <TableCell>{translate('workflows.executions.started')}</TableCell>
                  <TableCell align="right">{translate('workflows.executions.duration')}</TableCell>
                  <TableCell>{translate('workflows.executions.currentStep')}</TableCell>
                  <TableCell>{translate('workflows.executions.enrolledBy')}</TableCell>
                  <TableCell align="right">{translate('workflows.executions.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((e) => {
                  const who = e.contactName || translate('workflows.executions.noContact');
                  return (
                    <TableRow key={e._id} hover>
                      <TableCell>{e.contactId ? <MuiLink component={Link} to={to(`crm/contacts/${e.contactId}`)} underline="hover" color="inherit" sx={{ fontWeight: 500 }}>{who}</MuiLink> : who}</TableCell>
                      <TableCell><StatusChip status={e.status} tones={RUN_TONES} label={translate(`workflows.runStatus.${e.status}`)} /></TableCell>
                      <TableCell>{dateTime(e.startedAt)}</TableCell>
                      <TableCell align="right">{formatDuration(e.durationMs ?? (inFlight(e) ? now - Date.parse(e.startedAt) : null), language)}</TableCell>
                      <TableCell>{currentStep(e)}</TableCell>
                      <TableCell>{translate(`workflows.enrolledBy.${e.enrolledBy}`)}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        <Tooltip title={translate('workflows.executions.log')}>
                          <IconButton size="small" onClick={() => setQuery({ run: e._id })} aria-label={translate('workflows.executions.showLog', { name: who })}><ListAltIcon fontSize="small" /></IconButton>
                        </Tooltip>
                        {canTerminate && inFlight(e) && (
                          <Tooltip title={translate('workflows.executions.terminate')}>
                            <IconButton size="small" color="error" onClick={() => setStopping(e)} aria-label={`${translate('workflows.executions.terminate')}: ${who}`}><StopCircleIcon fontSize="small" /></IconButton>
                          </Tooltip>
                        )}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableScroll>
          <TablePagination
            component="div"
            count={runs.data?.total ?? 0}
            page={page - 1}
            rowsPerPage={RUNS_PER_PAGE}
            rowsPerPageOptions={[RUNS_PER_PAGE]}
            onPageChange={(_, p) => setQuery({ page: p > 0 ? String(p + 1) : null })}
            labelDisplayedRows={({ from, to: end, count }) => `${from}–${end} / ${count}`}
            getItemAriaLabel={(type) => translate(`ra.navigation.${type === 'next' ? 'next' : type === 'previous' ? 'previous' : type}`, { _: type })}
          />
        </>
      )}
      <ExecutionLogDrawer runId={openId} initial={rows.find((e) => e._id === openId)} steps={steps} onClose={() => setQuery({ run: null })} />
      <ConfirmDialog
        open={Boolean(stopping)}
        title={translate('workflows.executions.terminateTitle', { name: stopping?.contactName || translate('workflows.executions.noContact') })}
        body={translate('workflows.executions.terminateBody')}
        confirmLabel={translate('workflows.executions.terminate')}
        destructive
        onConfirm={terminate}
        onClose={() => setStopping(null)}
      />
    </Box>
  );
}
