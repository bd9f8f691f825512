import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, Typography } from '@mui/material';
import { CreateButton, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { contactJobCalls } from '../../../contract/contactJobs';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { useCanCall } from '../../custom/crm/hooks/useCanCall';

/** No contacts yet: the quickest way in is importing the ones the user already has. */
export function ContactEmpty() {
  const translate = useTranslate();
  const to = useLocalizedPath();
  const canImport = useCanCall(contactJobCalls.importContactsFromCSV);
  return (
    <Box component="section" aria-labelledby="contacts-empty-title" sx={{ textAlign: 'center', py: 6, px: 2, mx: 'auto', maxWidth: 520 }}>
      <Typography id="contacts-empty-title" variant="h5" component="h2" gutterBottom>
        {translate('crm.contacts.empty.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate(canImport ? 'crm.contacts.empty.body' : 'crm.contacts.empty.bodyNoImport')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center' }}>
        {canImport && (
          <Button variant="contained" component={Link} to={to('crm/import')} startIcon={<UploadFileIcon />}>
            {translate('crm.import.start')}
          </Button>
        )}
        <CreateButton resource="contacts" to={to('crm/contacts/create')} variant="outlined" />
      </Box>
    </Box>
  );
}
