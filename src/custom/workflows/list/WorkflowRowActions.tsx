import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import HistoryIcon from '@mui/icons-material/History';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { workflowCalls, type Workflow } from '../../../../contract/workflows';
import { useLocalizedPath } from '../../../app/useLocalizedPath';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog';
import { useCanCall } from '../../crm/hooks/useCanCall';
import { copyOf } from '../api/workflowClient';
import { useWorkflowClient } from '../api/useWorkflowClient';

/** A row's own actions: its runs, a draft copy, and delete after saying that runs in flight stop. */
export function WorkflowRowActions() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const to = useLocalizedPath();
  const client = useWorkflowClient();
  const record = useRecordContext<Workflow>();
  const canCreate = useCanCall(workflowCalls.createWorkflow);
  const canDelete = useCanCall(workflowCalls.deleteWorkflow);
  const [confirming, setConfirming] = useState(false);
  const duplicate = useMutation({
    mutationFn: (w: Workflow) => client.create(copyOf(w, translate('workflows.list.copySuffix')), 'draft'),
    onSuccess: (created) => {
      notify(translate('workflows.list.duplicated', { name: created.name }), { type: 'info' });
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  if (!record) return null;
  const name = record.name;
  const active = record.counts.active;
  const remove = async () => {
    try {
      await client.remove(record._id);
      notify(translate('workflows.list.deleted'), { type: 'info' });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
      throw error;
    }
  };
  return (
    <Stack direction="row" justifyContent="flex-end" onClick={(e) => e.stopPropagation()} role="group" aria-label={translate('workflows.list.actionsFor', { name })}>
      <Tooltip title={translate('workflows.list.executions')}>
        <IconButton component={Link} to={to(`crm/workflow-executions/${record._id}`)} aria-label={`${translate('workflows.list.executions')}: ${name}`}>
          <HistoryIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {canCreate && (
        <Tooltip title={translate('workflows.list.duplicate')}>
          <IconButton onClick={() => duplicate.mutate(record)} disabled={duplicate.isPending} aria-label={`${translate('workflows.list.duplicate')}: ${name}`}>
            <ContentCopyIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {canDelete && (
        <Tooltip title={translate('workflows.list.delete')}>
          <IconButton onClick={() => setConfirming(true)} aria-label={`${translate('workflows.list.delete')}: ${name}`}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      <ConfirmDialog
        open={confirming}
        title={translate('workflows.list.deleteTitle', { name })}
        body={active > 0 ? translate('workflows.list.deleteBodyActive', { smart_count: active, count: active }) : translate('workflows.list.deleteBody')}
        confirmLabel={translate('workflows.list.delete')}
        destructive
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
