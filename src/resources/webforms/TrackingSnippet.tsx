import { Alert, Button, Skeleton } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { webformCalls } from '../../../contract/webforms';
import { CodeSnippet } from '../../components/CodeSnippet/CodeSnippet';
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
  const title = translate('webforms.snippet.title');
  if (query.isPending) return <Skeleton variant="rounded" height={56} aria-label={translate('webforms.loading')} />;
  if (query.isError) {
    return <Alert severity="error" action={<Button color="inherit" onClick={() => query.refetch()}>{translate('webforms.retry')}</Button>}>{translate('webforms.snippet.failed')}</Alert>;
  }
  return (
    <CodeSnippet title={title} help={translate('webforms.snippet.help')} code={query.data.snippet} copyLabel={translate('webforms.snippet.copy')} wrap
      onCopied={(error) => notify(error ? 'app.copyFailed' : 'webforms.snippet.copied', { type: error ? 'error' : 'success' })} />
  );
}
