import TimelineIcon from '@mui/icons-material/Timeline';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router';
import { webformCalls, type Behavior } from '../../../contract/webforms';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { PageLoader } from '../../components/PageLoader';
import { PageShell } from '../../components/PageShell';
import { BehaviorTimeline } from './BehaviorTimeline';
import { TouchDetails } from './TouchDetails';
import { useWebformsQuery } from './useWebformsQuery';

/**
 * `webforms/behavior/{contactId}` (SPEC §2): one contact's visits, clicks and submissions with
 * their sources, and the first and last touch kept on the contact.
 */
export default function WebFormBehaviorPage() {
  const translate = useTranslate();
  const to = useLocalizedPath();
  const { contactId = '' } = useParams();
  const query = useWebformsQuery<Behavior>(webformCalls.getOneBehavior, { contactId }, !!contactId);
  const behavior = query.data;
  const title = behavior?.contactName ? translate('webforms.behavior.titleOf', { name: behavior.contactName }) : translate('webforms.behavior.title');
  const back = <Button component={RouterLink} to={to(`crm/contacts/${contactId}`)}>{translate('webforms.behavior.contact')}</Button>;
  return (
    <PageShell title={title} actions={back}>
      {query.isPending && <PageLoader />}
      {query.isError && (
        <Alert severity="error" action={<Button color="inherit" onClick={() => query.refetch()}>{translate('webforms.retry')}</Button>}>
          {translate('webforms.behavior.failed')}
        </Alert>
      )}
      {behavior && (
        <Stack spacing={2}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" gutterBottom>{translate('webforms.detail.sources')}</Typography>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
              <TouchDetails title={translate('webforms.touch.first')} touch={behavior.attribution.firstTouch} />
              <TouchDetails title={translate('webforms.touch.last')} touch={behavior.attribution.lastTouch} />
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {translate('webforms.behavior.counts', { visitors: behavior.visitors, submissions: behavior.submissions })}
            </Typography>
          </Paper>
          <Paper variant="outlined" component="section" aria-labelledby="behavior-timeline">
            <Box sx={{ px: 2, pt: 2 }}>
              <Typography id="behavior-timeline" variant="h6" component="h2">{translate('webforms.behavior.timeline')}</Typography>
            </Box>
            {behavior.events.length || behavior.emailEvents?.length ? <BehaviorTimeline events={behavior.events} emailEvents={behavior.emailEvents} /> : (
              <EmptyState headingLevel={3} icon={<TimelineIcon />} title={translate('webforms.behavior.emptyTitle')} body={translate('webforms.behavior.emptyBody')} />
            )}
          </Paper>
        </Stack>
      )}
    </PageShell>
  );
}
