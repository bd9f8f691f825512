import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DELETION_GRACE_DAYS } from '../../../../contract/dataProtection';
import { useLocalizedPath } from '../../../app/useLocalizedPath';
import { useServices } from '../../../app/useServices';
import { useFormatters } from '../../../components/format/useFormatters';
import { DeleteAccountDialog } from './DeleteAccountDialog';

/**
 * The profile's last section: deleting the account. Once scheduled every session has ended on
 * the server, so this one is closed too after telling the user the date.
 */
export function DeleteAccountSection() {
  const { t } = useTranslation();
  const { session } = useServices();
  const { date } = useFormatters();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const headingId = useId();
  const doneId = useId();
  const [open, setOpen] = useState(false);
  const [scheduledFor, setScheduledFor] = useState<string | null>(null);

  const handleScheduled = (when: string) => {
    setOpen(false);
    setScheduledFor(when);
  };
  const handleDone = () => {
    session.logout();
    navigate(to('login'));
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>{t('app.deletion.account.section')}</Typography>
      <Typography sx={{ mb: 2 }}>{t('app.deletion.account.intro', { days: DELETION_GRACE_DAYS })}</Typography>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>{t('app.deletion.account.open')}</Button>
      {open && <DeleteAccountDialog onClose={() => setOpen(false)} onScheduled={handleScheduled} />}
      <Dialog open={scheduledFor !== null} onClose={handleDone} aria-labelledby={doneId} maxWidth="xs" fullWidth>
        <DialogTitle id={doneId}>{t('app.deletion.account.doneTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText role="status">{t('app.deletion.account.done', { date: scheduledFor ? date(scheduledFor, 'long') : '' })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" autoFocus onClick={handleDone}>{t('app.deletion.account.doneOk')}</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
