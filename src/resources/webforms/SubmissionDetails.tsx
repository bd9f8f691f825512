import { Box, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Submission } from '../../../contract/webforms';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { TouchDetails } from './TouchDetails';
import { useFormatDate } from './useFormatDate';

/** What a submission holds, read-only: the inputs as sent, the consent with its text and time, and its sources. */
export function SubmissionDetails() {
  const record = useRecordContext<Submission & { id: string }>();
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const to = useLocalizedPath();
  if (!record) return null;
  return (
    <Stack spacing={3} sx={{ width: '100%', mb: 2 }}>
      <Box component="section" aria-labelledby="submission-fields">
        <Typography id="submission-fields" variant="h6" component="h2">{translate('webforms.detail.fields')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {[record.formName, record.landingName, formatDate(record.createdAt)].filter(Boolean).join(' · ')}
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0, mt: 1 }}>
          {Object.entries(record.fields).map(([name, value]) => (
            <Box key={name} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ color: 'text.secondary' }}>{name}</Box>
              <Box component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{value}</Box>
            </Box>
          ))}
        </Box>
      </Box>
      <Box component="section" aria-labelledby="submission-consent">
        <Typography id="submission-consent" variant="h6" component="h2">{translate('webforms.detail.consent')}</Typography>
        <Typography variant="body2">
          {record.consent.given
            ? translate('webforms.detail.consentGiven', { at: formatDate(record.consent.at) })
            : translate('webforms.detail.consentMissing')}
        </Typography>
        {record.consent.text && <Typography variant="body2" component="blockquote" sx={{ m: 0, mt: 0.5, pl: 1.5, borderLeft: 3, borderColor: 'divider' }}>{record.consent.text}</Typography>}
      </Box>
      <Box component="section" aria-labelledby="submission-sources">
        <Typography id="submission-sources" variant="h6" component="h2">{translate('webforms.detail.sources')}</Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ mt: 1 }}>
          <TouchDetails title={translate('webforms.touch.first')} touch={record.attribution.firstTouch} />
          <TouchDetails title={translate('webforms.touch.last')} touch={record.attribution.lastTouch} />
        </Stack>
        {record.pageUrl && <Typography variant="body2" sx={{ mt: 1, wordBreak: 'break-all' }}>{translate('webforms.detail.page')}: {record.pageUrl}</Typography>}
      </Box>
      {record.contactId && (
        <Box>
          <Button component={RouterLink} to={to(`webforms/behavior/${record.contactId}`)} variant="outlined">{translate('webforms.detail.timeline')}</Button>
        </Box>
      )}
    </Stack>
  );
}
