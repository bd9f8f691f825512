import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Box, Button, Skeleton, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { webformCalls } from '../../../contract/webforms';
import { useWebformsQuery } from './useWebformsQuery';

/**
 * The company's tracking snippet to paste on any site, shown as text (never rendered) with a copy
 * button where the clipboard exists (secure origins only; the text stays selectable). Published
 * landings carry the script already.
 */
export function TrackingSnippet() {
  const translate = useTranslate();
  const notify = useNotify();
  const query = useWebformsQuery<{ snippet: string }>(webformCalls.getScriptForTracking);
  const handleCopy = async () => {
    await navigator.clipboard.writeText(query.data!.snippet);
    notify('webforms.snippet.copied', { type: 'success' });
  };
  return (
    <Box component="section" aria-labelledby="tracking-snippet-title">
      <Typography id="tracking-snippet-title" variant="h6" component="h2">{translate('webforms.snippet.title')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{translate('webforms.snippet.help')}</Typography>
      {query.isPending && <Skeleton variant="rounded" height={56} aria-label={translate('webforms.loading')} />}
      {query.isError && <Alert severity="error" action={<Button color="inherit" onClick={() => query.refetch()}>{translate('webforms.retry')}</Button>}>{translate('webforms.snippet.failed')}</Alert>}
      {query.data && (
        <>
          <Box component="pre" tabIndex={0} aria-label={translate('webforms.snippet.title')}
            sx={{ p: 2, m: 0, borderRadius: 1, bgcolor: 'action.hover', overflowX: 'auto', fontSize: 13, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            {query.data.snippet}
          </Box>
          {typeof navigator !== 'undefined' && navigator.clipboard && (
            <Button startIcon={<ContentCopyIcon />} onClick={handleCopy} sx={{ mt: 1 }}>{translate('webforms.snippet.copy')}</Button>
          )}
        </>
      )}
    </Box>
  );
}
