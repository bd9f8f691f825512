import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Alert, Box, Button, IconButton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useState } from 'react';
import { useCanAccess, useNotify, useTranslate } from 'react-admin';
import type { ConversionRule } from '../../../contract/campaigns/closedLoop';
import { ConfirmDialog } from '../../components/ConfirmDialog/ConfirmDialog';
import { LoadError } from '../../components/LoadError/LoadError';
import { LoadingStatus } from '../../components/LoadingStatus/LoadingStatus';
import { TableScroll } from '../../components/TableScroll';
import { useFormatters } from '../../components/format/useFormatters';
import { useConversionRules, useDeleteRule } from './closedLoopQueries';
import { ConversionRuleDialog } from './ConversionRuleDialog';

/**
 * "Stages that count as conversions": which pipeline stage is reported to Google (an "upload
 * clicks" action) and Meta (a pixel's event), with what value; add, change or remove a rule.
 */
export function ConversionRulesPanel() {
  const translate = useTranslate();
  const format = useFormatters();
  const notify = useNotify();
  const rules = useConversionRules();
  const remove = useDeleteRule();
  const { canAccess: canWrite } = useCanAccess({ resource: 'conversions', action: 'edit' });
  // null: closed; 'new': adding; a rule: changing it.
  const [editing, setEditing] = useState<ConversionRule | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ConversionRule | null>(null);
  const list = rules.data?.data ?? [];
  const title = translate('closedLoop.rules.title');
  const stageOf = (r: ConversionRule) => `${r.pipelineName} › ${r.stageName}`;

  return (
    <Box component="section" aria-labelledby="closed-loop-rules" sx={{ mt: 3 }}>
      <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 0.5 }}>
        <Typography id="closed-loop-rules" variant="h6" component="h2" sx={{ flex: 1 }}>{title}</Typography>
        {canWrite && rules.isSuccess && <Button startIcon={<AddIcon />} onClick={() => setEditing('new')}>{translate('closedLoop.rules.add')}</Button>}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{translate('closedLoop.rules.help')}</Typography>
      {rules.isPending && <LoadingStatus label={translate('closedLoop.loading')} />}
      {rules.isError && <LoadError message={translate('closedLoop.loadFailed')} retryLabel={translate('closedLoop.reload')} onRetry={() => void rules.refetch()} retrying={rules.isFetching} />}
      {rules.isSuccess && list.length === 0 && <Alert severity="info" variant="outlined">{translate('closedLoop.rules.empty')}</Alert>}
      {list.length > 0 && (
        <TableScroll label={title}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('closedLoop.rules.stage')}</TableCell>
                <TableCell>{translate('closedLoop.rules.google')}</TableCell>
                <TableCell>{translate('closedLoop.rules.meta')}</TableCell>
                <TableCell align="right">{translate('closedLoop.rules.value')}</TableCell>
                {canWrite && <TableCell><Box component="span" sx={visuallyHidden}>{translate('closedLoop.actions')}</Box></TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {list.map((r) => (
                <TableRow key={r._id}>
                  <TableCell>{stageOf(r)}</TableCell>
                  <TableCell>{r.googleConversionName ?? '—'}</TableCell>
                  <TableCell>{r.metaPixelName ? `${r.metaPixelName} · ${r.metaEventName ?? ''}` : '—'}</TableCell>
                  <TableCell align="right">{r.value === null ? translate('closedLoop.rules.defaultValue') : format.money(r.value, r.currency)}</TableCell>
                  {canWrite && (
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Tooltip title={translate('closedLoop.rules.edit', { stage: stageOf(r) })}>
                        <IconButton size="small" onClick={() => setEditing(r)} aria-label={translate('closedLoop.rules.edit', { stage: stageOf(r) })}><EditIcon fontSize="small" /></IconButton>
                      </Tooltip>
                      <Tooltip title={translate('closedLoop.rules.delete', { stage: stageOf(r) })}>
                        <IconButton size="small" onClick={() => setDeleting(r)} aria-label={translate('closedLoop.rules.delete', { stage: stageOf(r) })}><DeleteIcon fontSize="small" /></IconButton>
                      </Tooltip>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroll>
      )}
      {editing && <ConversionRuleDialog rule={editing === 'new' ? null : editing} takenStageIds={list.map((r) => r.stageId)} onClose={() => setEditing(null)} />}
      <ConfirmDialog open={!!deleting} destructive title={translate('closedLoop.rules.deleteTitle', { stage: deleting ? stageOf(deleting) : '' })}
        body={translate('closedLoop.rules.deleteBody')} confirmLabel={translate('closedLoop.rules.deleteConfirm')} onClose={() => setDeleting(null)}
        onConfirm={async () => {
          try {
            await remove.mutateAsync(deleting!._id);
            notify('closedLoop.rules.deleted', { type: 'success' });
          } catch (error) {
            notify(error instanceof Error ? error.message : 'closedLoop.loadFailed', { type: 'error' });
            throw error;
          }
        }} />
    </Box>
  );
}
