import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { Box, IconButton, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import type { Contact } from '../../../contract/contacts';
import { useLocalizedPath } from '../../app/useLocalizedPath';

export type BoardCardProps = { contact: Contact; stageId: string; stageName: string; disabled: boolean };

export const contactLabel = (c: Pick<Contact, 'name' | 'surname' | 'email' | 'phone'>) => [c.name, c.surname].filter(Boolean).join(' ') || c.email || c.phone || '—';

/**
 * A contact on the board: its name opens it; the handle moves it (mouse, touch or keyboard). Cards
 * are sortable items so dnd-kit's keyboard moves can aim at them; only the stage they land in counts.
 */
export function BoardCard({ contact, stageId, stageName, disabled }: BoardCardProps) {
  const translate = useTranslate();
  const to = useLocalizedPath();
  const label = contactLabel(contact);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: `contact:${contact._id}`,
    data: { type: 'contact', contact, stageId, stageName, label },
    disabled,
  });
  return (
    <Paper
      ref={setNodeRef}
      component="li"
      variant="outlined"
      sx={{ p: 1, display: 'flex', alignItems: 'center', gap: 1, opacity: isDragging ? 0.4 : 1, listStyle: 'none' }}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {!disabled && (
        <IconButton size="small" ref={setActivatorNodeRef} {...attributes} {...listeners} aria-label={translate('crm.board.moveContact', { name: label })} sx={{ cursor: 'grab' }}>
          <DragIndicatorIcon fontSize="small" />
        </IconButton>
      )}
      <Box sx={{ minWidth: 0 }}>
        <Typography component={Link} to={to(`crm/contacts/${contact._id}`)} variant="body2" sx={{ fontWeight: 500, display: 'block' }} noWrap>
          {label}
        </Typography>
        {(contact.organization || contact.email) && (
          <Typography variant="caption" color="text.secondary" noWrap component="div">
            {contact.organization || contact.email}
          </Typography>
        )}
      </Box>
    </Paper>
  );
}
