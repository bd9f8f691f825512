import { closestCorners, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { horizontalListSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { Box } from '@mui/material';
import { useCanAccess } from 'react-admin';
import type { Contact } from '../../../contract/contacts';
import { pipelineCalls, type Pipeline } from '../../../contract/pipelines';
import { useCanCall } from '../../custom/crm/hooks/useCanCall';
import { BoardColumn } from './BoardColumn';
import { useBoardAnnouncements } from './useBoardAnnouncements';
import { useBoardData } from './useBoardData';

export type BoardColumnsProps = { pipeline: Pipeline };

/** The stages side by side; cards move between them and the stages reorder, by mouse, touch or keyboard. */
export function BoardColumns({ pipeline }: BoardColumnsProps) {
  const { columns, onMoveContact, onMoveStage } = useBoardData(pipeline);
  const accessibility = useBoardAnnouncements();
  const canMoveContacts = useCanCall(pipelineCalls.editPipelineStageOfContact);
  const { canAccess: canEditStages = false } = useCanAccess({ resource: 'pipelines', action: 'edit' });
  const sensors = useSensors(
    // A few pixels before a drag starts, so clicking the name still opens the contact.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    const dragged = active.data.current;
    const target = over?.data.current;
    if (!dragged || !target) return;
    if (dragged.type === 'contact') onMoveContact(dragged.contact as Contact, String(dragged.stageId), String(target.stageId));
    // Over a card means over that card's stage, for a card as for a stage.
    if (dragged.type === 'stage') onMoveStage(String(dragged.stageId), String(target.stageId));
  };

  return (
    <DndContext sensors={sensors} collisionDetection={closestCorners} onDragEnd={handleDragEnd} accessibility={accessibility}>
      <SortableContext items={columns.map((c) => `stage:${c.stage._id}`)} strategy={horizontalListSortingStrategy}>
        <Box sx={{ display: 'flex', gap: 2, overflowX: 'auto', pb: 2, alignItems: 'flex-start' }}>
          {columns.map((column) => (
            <BoardColumn
              key={column.stage._id}
              {...column}
              canMoveContacts={canMoveContacts}
              canEditStages={canEditStages}
              otherStages={columns.map((c) => c.stage).filter((s) => s._id !== column.stage._id)}
            />
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  );
}
