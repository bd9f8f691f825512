import TimelineIcon from '@mui/icons-material/Timeline';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { useLocalizedPath } from '../../app/useLocalizedPath';

/** On a contact's page: the way to its visits, clicks and submissions (webforms/behavior/{contactId}). */
export function ContactBehaviorButton({ contactId }: { contactId: string }) {
  const translate = useTranslate();
  const to = useLocalizedPath();
  return (
    <Button component={RouterLink} to={to(`webforms/behavior/${contactId}`)} startIcon={<TimelineIcon />}>
      {translate('webforms.behavior.open')}
    </Button>
  );
}
