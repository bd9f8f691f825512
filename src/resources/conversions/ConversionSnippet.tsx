import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, Button, Typography } from '@mui/material';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { Conversion } from '../../../contract/campaigns/conversions';

/**
 * The tag of a web conversion, shown as text (never rendered) to select or copy. The clipboard
 * exists only on secure origins, so the text stays selectable without it.
 */
export function ConversionSnippet() {
  const translate = useTranslate();
  const notify = useNotify();
  const record = useRecordContext<Conversion>();
  if (!record?.snippet) return null;
  const copy = async () => {
    await navigator.clipboard.writeText(record.snippet!);
    notify('campaigns.conversions.copied', { type: 'success' });
  };
  return (
    <Box component="section" aria-labelledby="conversion-snippet" sx={{ px: 2, pb: 2 }}>
      <Typography id="conversion-snippet" variant="h6" component="h2">{translate('campaigns.conversions.snippetTitle')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{translate('campaigns.conversions.snippetHelp')}</Typography>
      <Box component="pre" tabIndex={0} aria-label={translate('campaigns.conversions.snippetTitle')}
        sx={{ p: 2, m: 0, borderRadius: 1, bgcolor: 'action.hover', overflowX: 'auto', fontSize: 13, whiteSpace: 'pre' }}>
        {record.snippet}
      </Box>
      {typeof navigator !== 'undefined' && navigator.clipboard && (
        <Button startIcon={<ContentCopyIcon />} onClick={copy} sx={{ mt: 1 }}>{translate('campaigns.conversions.copy')}</Button>
      )}
    </Box>
  );
}
