import { Box, CircularProgress, type SxProps, type Theme } from '@mui/material';
import { visuallyHidden } from '@mui/utils';

export type LoadingStatusProps = {
  /** What is loading, in words ("Cargando plantillas…"): shown, or only read out with `hideLabel`. */
  label: string;
  /**
   * `inline`: spinner and words on one line where the content will appear (lists, dialogs, fields).
   * `block`: a larger spinner centred with room around it, standing in for a whole page or panel.
   */
  layout?: 'inline' | 'block';
  /** Only the spinner is seen; the words stay for screen readers (a name and the live announcement). */
  hideLabel?: boolean;
  /** Spinner diameter in px; 20 inline and 40 as a block unless a tighter place asks for less. */
  spinnerSize?: number;
  sx?: SxProps<Theme>;
};

const LAYOUT = {
  inline: { display: 'flex', gap: 1, alignItems: 'center' },
  block: { display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'center', justifyContent: 'center', py: 6, textAlign: 'center' },
} as const;

/**
 * "Something is loading", told the same way everywhere: a polite live region whose words are the
 * message, the spinner being decoration (hidden from assistive technology, so it adds no nameless
 * progressbar).
 */
export function LoadingStatus({ label, layout = 'inline', hideLabel = false, spinnerSize, sx }: LoadingStatusProps) {
  const size = spinnerSize ?? (layout === 'block' ? 40 : 20);
  return (
    <Box role="status" aria-live="polite" aria-label={hideLabel ? label : undefined}
      sx={[LAYOUT[layout], ...(Array.isArray(sx) ? sx : [sx])]}>
      <CircularProgress size={size} aria-hidden />
      <Box component="span" sx={hideLabel ? visuallyHidden : undefined}>{label}</Box>
    </Box>
  );
}
