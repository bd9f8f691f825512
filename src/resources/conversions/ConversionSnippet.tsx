import { Box } from '@mui/material';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { Conversion } from '../../../contract/campaigns/conversions';
import { CodeSnippet } from '../../components/CodeSnippet/CodeSnippet';

/**
 * The tag of a web conversion, shown as text (never rendered) to select or copy. The clipboard
 * exists only on secure origins, so the text stays selectable without it.
 */
export function ConversionSnippet() {
  const translate = useTranslate();
  const notify = useNotify();
  const record = useRecordContext<Conversion>();
  if (!record?.snippet) return null;
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <CodeSnippet title={translate('campaigns.conversions.snippetTitle')} help={translate('campaigns.conversions.snippetHelp')} code={record.snippet}
        copyLabel={translate('campaigns.conversions.copy')}
        onCopied={(error) => notify(error ? 'app.copyFailed' : 'campaigns.conversions.copied', { type: error ? 'error' : 'success' })} />
    </Box>
  );
}
