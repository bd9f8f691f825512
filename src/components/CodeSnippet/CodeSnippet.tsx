import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, Button, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

export type CodeSnippetProps = {
  title: string;
  help?: ReactNode;
  /** Shown as text, never rendered as markup. */
  code: string;
  copyLabel: string;
  /** Called once the code is on the clipboard, or with the error when the browser refused. */
  onCopied?: (error?: unknown) => void;
  /** Long single-line code wraps (a script tag); otherwise lines keep their layout and scroll. */
  wrap?: boolean;
};

/**
 * Code for the user to paste elsewhere (a tag, a snippet): a titled section with the code as
 * selectable, focusable text and a copy button. The clipboard exists only on secure origins, so
 * without it the button is left out and the text stays there to select by hand.
 */
export function CodeSnippet({ title, help, code, copyLabel, onCopied, wrap = false }: CodeSnippetProps) {
  const titleId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      onCopied?.();
    } catch (error) {
      onCopied?.(error);
    }
  };
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2">{title}</Typography>
      {help && <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{help}</Typography>}
      <Box component="pre" tabIndex={0} aria-label={title}
        sx={{ p: 2, m: 0, borderRadius: 1, bgcolor: 'action.hover', overflowX: 'auto', fontSize: 13, ...(wrap ? { whiteSpace: 'pre-wrap', wordBreak: 'break-all' } : { whiteSpace: 'pre' }) }}>
        {code}
      </Box>
      {typeof navigator !== 'undefined' && navigator.clipboard && (
        <Button startIcon={<ContentCopyIcon />} onClick={() => void copy()} sx={{ mt: 1 }}>{copyLabel}</Button>
      )}
    </Box>
  );
}
