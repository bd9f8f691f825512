import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, IconButton, Menu, MenuItem, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCanAccess, useNotify, useTranslate } from 'react-admin';
import type { PipelineStage } from '../../../contract/pipelines';
import { useCrmClient } from '../../custom/crm/api/useCrmClient';
import { NameDialog } from '../../custom/crm/components/NameDialog';

export type StageMenuProps = { stage: PipelineStage; otherStages: PipelineStage[] };

/** Rename or delete a stage; deleting asks where its contacts go (another stage, or out of the pipeline). */
export function StageMenu({ stage, otherStages }: StageMenuProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const crm = useCrmClient();
  const queryClient = useQueryClient();
  const { canAccess: canDelete } = useCanAccess({ resource: 'pipelines', action: 'delete' });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const [moveTo, setMoveTo] = useState('');

  const refresh = () => queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] === 'pipelines' || (q.queryKey[0] === 'crm' && q.queryKey[1] === 'board') });
  const handleRename = async (name: string) => {
    await crm.renameStage(stage._id, name);
    await refresh();
  };
  const handleDelete = async () => {
    setDialog(null);
    try {
      await crm.deleteStage(stage._id, moveTo || undefined);
      notify('crm.board.stageDeleted');
      await refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    }
  };

  return (
    <>
      <IconButton size="small" onClick={(e) => setAnchor(e.currentTarget)} aria-label={translate('crm.board.stageActions', { name: stage.name })} aria-haspopup="menu">
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => { setAnchor(null); setDialog('rename'); }}>{translate('crm.board.renameStage')}</MenuItem>
        {canDelete && <MenuItem onClick={() => { setAnchor(null); setDialog('delete'); }}>{translate('crm.board.deleteStage')}</MenuItem>}
      </Menu>
      {dialog === 'rename' && (
        <NameDialog title={translate('crm.board.renameStage')} label={translate('resources.pipelines.fields.name')} initial={stage.name} onSubmit={handleRename} onClose={() => setDialog(null)} />
      )}
      <Dialog open={dialog === 'delete'} onClose={() => setDialog(null)} aria-labelledby="delete-stage-title">
        <DialogTitle id="delete-stage-title">{translate('crm.board.deleteStageTitle', { name: stage.name })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('crm.board.deleteStageBody', { smart_count: stage.contactCount })}</DialogContentText>
          <TextField select fullWidth margin="dense" label={translate('crm.board.moveContactsTo')} value={moveTo} onChange={(e) => setMoveTo(e.target.value)}>
            <MenuItem value="">{translate('crm.board.releaseContacts')}</MenuItem>
            {otherStages.map((s) => (
              <MenuItem key={s._id} value={s._id}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog(null)}>{translate('ra.action.cancel')}</Button>
          <Button color="error" variant="contained" onClick={handleDelete}>
            {translate('ra.action.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
