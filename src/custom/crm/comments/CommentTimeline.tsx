import { Alert, Button, Card, CardContent, CardHeader, List, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { commentCalls } from '../../../../contract/comments';
import { useServices } from '../../../app/useServices';
import { useStoreValue } from '../../../store/useStoreValue';
import { useCanCall } from '../hooks/useCanCall';
import { useCompanyRole } from '../hooks/useCompanyRole';
import { CommentForm } from './CommentForm';
import { CommentItem } from './CommentItem';
import { useComments } from './useComments';

export type CommentTimelineProps = { contactId: string };

/** A contact's comments, newest first, with a box to add one. */
export function CommentTimeline({ contactId }: CommentTimelineProps) {
  const translate = useTranslate();
  const me = useStoreValue(useServices().session.state).user?._id;
  const role = useCompanyRole();
  const canWrite = useCanCall(commentCalls.createContactComment);
  const { list, create, edit, remove } = useComments(contactId);
  // The server lets the author or an owner/admin change a comment; the buttons follow the same rule.
  const canModify = (authorId: string | null) => canWrite && (authorId === me || role === 'owner' || role === 'admin');

  return (
    <Card component="section" aria-labelledby="comments-title">
      <CardHeader id="comments-title" title={translate('crm.comments.title')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent>
        {canWrite && <CommentForm submitLabel={translate('crm.comments.add')} busy={create.isPending} onSubmit={(text) => create.mutateAsync(text)} />}
        {list.isPending && <Skeleton variant="rectangular" height={80} aria-label={translate('ra.page.loading')} />}
        {list.error && (
          <Alert severity="error" action={<Button onClick={() => list.refetch()}>{translate('crm.errors.retry')}</Button>}>
            {translate('crm.errors.load')}
          </Alert>
        )}
        {list.data && !list.data.data.length && <Typography color="text.secondary">{translate('crm.comments.empty')}</Typography>}
        <List aria-label={translate('crm.comments.title')}>
          {list.data?.data.map((comment) => (
            <CommentItem
              key={comment._id}
              comment={comment}
              canModify={canModify(comment.author._id)}
              busy={edit.isPending}
              onEdit={(text) => edit.mutateAsync({ id: comment._id, text })}
              onDelete={() => remove.mutate(comment._id)}
            />
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
