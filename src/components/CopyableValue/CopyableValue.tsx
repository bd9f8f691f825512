import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import { useId } from 'react';

export type CopyableValueProps = {
  label: string;
  /** Shown as text (monospace, wrapping anywhere), never rendered as markup. */
  value: string;
  /** The copy button's name, naming what it copies ("Copiar el valor del registro DKIM"). */
  copyLabel: string;
  /** Called once the value is on the clipboard, or with the error when the browser refused. */
  onCopied?: (error?: unknown) => void;
};

/**
 * One value to paste elsewhere (a DNS record's host or value, a key): its label, the value as
 * selectable text, and a copy button beside it. CodeSnippet is the titled block for code; this is
 * the inline row for several short values in one place. Without a clipboard (an insecure origin)
 * the button is left out and the text stays there to select by hand.
 */
export function CopyableValue({ label, value, copyLabel, onCopied }: CopyableValueProps) {
  const labelId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      onCopied?.();
    } catch (error) {
      onCopied?.(error);
    }
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, minWidth: 0 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography id={labelId} variant="caption" color="text.secondary" component="p">{label}</Typography>
        <Box component="code" aria-labelledby={labelId} tabIndex={0}
          sx={{ display: 'block', px: 1, py: 0.5, borderRadius: 1, bgcolor: 'action.hover', fontSize: 13, fontFamily: 'monospace', whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
          {value}
        </Box>
      </Box>
      {typeof navigator !== 'undefined' && navigator.clipboard && (
        <Tooltip title={copyLabel}>
          <IconButton aria-label={copyLabel} onClick={() => void copy()} sx={{ mt: 2 }}><ContentCopyIcon fontSize="small" /></IconButton>
        </Tooltip>
      )}
    </Box>
  );
}
