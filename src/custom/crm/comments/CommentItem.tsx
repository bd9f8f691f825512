import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Box, IconButton, ListItem, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { useFormatters } from '../../../components/format/useFormatters';
import type { Comment } from '../../../../contract/comments';
import { CommentForm } from './CommentForm';

export type CommentItemProps = {
  comment: Comment;
  canModify: boolean;
  busy: boolean;
  onEdit: (text: string) => Promise<unknown>;
  onDelete: () => void;
};

/** One entry of the timeline: author, time, text, and edit/delete for its author or an admin. */
export function CommentItem({ comment, canModify, busy, onEdit, onDelete }: CommentItemProps) {
  const translate = useTranslate();
  const format = useFormatters();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const author = comment.author.erased
    ? translate('crm.comments.erasedAuthor')
    : [comment.author.name, comment.author.surname].filter(Boolean).join(' ') || comment.author.email || translate('crm.comments.someone');

  return (
    <ListItem component="li" divider alignItems="flex-start" sx={{ display: 'block' }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
        <Typography variant="subtitle2" component="span" sx={comment.author.erased ? { fontStyle: 'italic' } : undefined}>{author}</Typography>
        <Typography variant="caption" color="text.secondary" component="time" dateTime={comment.createdAt}>
          {format.dateTime(comment.createdAt)}
          {comment.edited && ` · ${translate('crm.comments.edited')}`}
        </Typography>
        <Box sx={{ flex: 1 }} />
        {canModify && !editing && (
          <>
            <IconButton size="small" onClick={() => setEditing(true)} aria-label={translate('crm.comments.edit')}>
              <EditIcon fontSize="small" />
            </IconButton>
            <IconButton size="small" onClick={() => setConfirming(true)} aria-label={translate('crm.comments.delete')}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </>
        )}
      </Box>
      {editing ? (
        <CommentForm initial={comment.comment} submitLabel={translate('ra.action.save')} busy={busy} onSubmit={(text) => onEdit(text).then(() => setEditing(false))} onCancel={() => setEditing(false)} />
      ) : (
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{comment.comment}</Typography>
      )}
      <Confirm isOpen={confirming} title={translate('crm.comments.deleteTitle')} content={translate('crm.comments.deleteBody')} onConfirm={() => { setConfirming(false); onDelete(); }} onClose={() => setConfirming(false)} />
    </ListItem>
  );
}
