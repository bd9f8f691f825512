import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragHandleIcon from '@mui/icons-material/DragHandle';
import { Alert, Box, Chip, IconButton, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import type { Contact } from '../../../contract/contacts';
import type { PipelineStage } from '../../../contract/pipelines';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { BoardCard } from './BoardCard';
import { StageMenu } from './StageMenu';

export type BoardColumnProps = {
  stage: PipelineStage;
  contacts: Contact[];
  count: number;
  isPending: boolean;
  error: Error | null;
  canMoveContacts: boolean;
  canEditStages: boolean;
  otherStages: PipelineStage[];
};

/** One stage: its name and count, its contacts as cards; a drop target for cards and sortable itself. */
export function BoardColumn({ stage, contacts, count, isPending, error, canMoveContacts, canEditStages, otherStages }: BoardColumnProps) {
  const translate = useTranslate();
  const to = useLocalizedPath();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging, isOver, active } = useSortable({
    id: `stage:${stage._id}`,
    data: { type: 'stage', stageId: stage._id, stageName: stage.name, label: stage.name },
    disabled: { draggable: !canEditStages, droppable: false },
  });
  const cardOver = isOver && active?.data.current?.type === 'contact';
  const more = count - contacts.length;
  const headingId = `stage-${stage._id}-title`;

  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-labelledby={headingId}
      elevation={0}
      sx={{ width: 280, flexShrink: 0, p: 1, bgcolor: cardOver ? 'action.selected' : 'action.hover', opacity: isDragging ? 0.5 : 1, borderTop: 4, borderColor: stage.color ?? 'primary.main' }}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <Stack direction="row" alignItems="center" spacing={0.5} sx={{ mb: 1 }}>
        {canEditStages && (
          <IconButton size="small" ref={setActivatorNodeRef} {...attributes} {...listeners} aria-label={translate('crm.board.moveStage', { name: stage.name })} sx={{ cursor: 'grab' }}>
            <DragHandleIcon fontSize="small" />
          </IconButton>
        )}
        <Typography id={headingId} variant="subtitle1" component="h2" sx={{ flex: 1, fontWeight: 600 }} noWrap>
          {stage.name}
        </Typography>
        <Chip size="small" label={count} aria-label={translate('crm.board.count', { smart_count: count })} />
        {canEditStages && <StageMenu stage={stage} otherStages={otherStages} />}
      </Stack>
      {error && <Alert severity="error">{translate('crm.errors.load')}</Alert>}
      {isPending ? (
        <Skeleton variant="rounded" height={56} />
      ) : (
        <SortableContext items={contacts.map((c) => `contact:${c._id}`)} strategy={verticalListSortingStrategy}>
          <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 1, minHeight: 48 }} aria-label={stage.name}>
            {contacts.map((c) => (
              <BoardCard key={c._id} contact={c} stageId={stage._id} stageName={stage.name} disabled={!canMoveContacts} />
            ))}
          </Box>
        </SortableContext>
      )}
      {!isPending && !contacts.length && (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', py: 1 }}>
          {translate('crm.board.emptyStage')}
        </Typography>
      )}
      {more > 0 && (
        <Typography variant="body2" component={Link} to={`${to('crm/contacts')}?filter=${encodeURIComponent(JSON.stringify({ pipelineStageId: stage._id }))}`} sx={{ display: 'block', mt: 1 }}>
          {translate('crm.board.more', { smart_count: more })}
        </Typography>
      )}
    </Paper>
  );
}
