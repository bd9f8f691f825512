import AddIcon from '@mui/icons-material/Add';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useCanAccess, useCreate, useDelete, useNotify, useTranslate, useUpdate } from 'react-admin';
import { useNavigate } from 'react-router';
import type { Pipeline } from '../../../contract/pipelines';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { useCrmClient } from '../../custom/crm/api/useCrmClient';
import { NameDialog } from '../../custom/crm/components/NameDialog';

export type PipelineToolbarProps = { pipelines: (Pipeline & { id: string })[]; current: Pipeline & { id: string } };

type DialogKind = 'create' | 'rename' | 'stage' | 'delete' | null;

/** Switch pipelines, create or rename one, add a stage, delete the pipeline (its contacts stay). */
export function PipelineToolbar({ pipelines, current }: PipelineToolbarProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const crm = useCrmClient();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<DialogKind>(null);
  const [create] = useCreate();
  const [update] = useUpdate();
  const [remove] = useDelete();
  const { canAccess: canCreate } = useCanAccess({ resource: 'pipelines', action: 'create' });
  const { canAccess: canEdit } = useCanAccess({ resource: 'pipelines', action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: 'pipelines', action: 'delete' });

  const handleCreate = async (name: string) => {
    const created = await create('pipelines', { data: { name } }, { returnPromise: true });
    navigate(to(`crm/board/${created.id}`));
  };
  const handleRename = (name: string) => update('pipelines', { id: current.id, data: { name }, previousData: current }, { mutationMode: 'pessimistic', returnPromise: true });
  const handleAddStage = async (name: string) => {
    await crm.createStage(current._id, name);
    await queryClient.invalidateQueries({ queryKey: ['pipelines'] });
  };
  const handleDelete = async () => {
    setDialog(null);
    await remove('pipelines', { id: current.id, previousData: current }, { mutationMode: 'pessimistic', returnPromise: true }).then(
      () => {
        notify('resources.pipelines.notifications.deleted');
        navigate(to('crm/board'));
      },
      (error: Error) => notify(error.message, { type: 'error' }),
    );
  };

  return (
    <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap" sx={{ mb: 2 }}>
      <TextField select size="small" label={translate('resources.pipelines.name', { smart_count: 1 })} value={current.id} onChange={(e) => navigate(to(`crm/board/${e.target.value}`))} sx={{ minWidth: 220 }}>
        {pipelines.map((p) => (
          <MenuItem key={p.id} value={p.id}>
            {p.name}
          </MenuItem>
        ))}
      </TextField>
      {canEdit && <Button startIcon={<AddIcon />} onClick={() => setDialog('stage')}>{translate('crm.board.addStage')}</Button>}
      {canEdit && <Button onClick={() => setDialog('rename')}>{translate('crm.board.renamePipeline')}</Button>}
      {canCreate && <Button onClick={() => setDialog('create')}>{translate('crm.board.newPipeline')}</Button>}
      {canDelete && <Button color="error" onClick={() => setDialog('delete')}>{translate('crm.board.deletePipeline')}</Button>}
      {dialog === 'create' && <NameDialog title={translate('crm.board.newPipeline')} label={translate('resources.pipelines.fields.name')} onSubmit={handleCreate} onClose={() => setDialog(null)} />}
      {dialog === 'rename' && <NameDialog title={translate('crm.board.renamePipeline')} label={translate('resources.pipelines.fields.name')} initial={current.name} onSubmit={handleRename} onClose={() => setDialog(null)} />}
      {dialog === 'stage' && <NameDialog title={translate('crm.board.addStage')} label={translate('resources.pipelines.fields.name')} onSubmit={handleAddStage} onClose={() => setDialog(null)} />}
      <Confirm isOpen={dialog === 'delete'} title={translate('crm.board.deletePipelineTitle', { name: current.name })} content={translate('crm.board.deletePipelineBody')} onConfirm={handleDelete} onClose={() => setDialog(null)} />
    </Stack>
  );
}
