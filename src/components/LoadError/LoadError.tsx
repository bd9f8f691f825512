import { Alert, Button, CircularProgress, type SxProps, type Theme } from '@mui/material';

export type LoadErrorProps = {
  /** What could not be loaded, in the user's words ("No se pudieron cargar las integraciones."). */
  message: string;
  /** The retry button's words (the caller's namespace translates them). */
  retryLabel: string;
  onRetry: () => void;
  /** A retry is under way: the button is busy and cannot be pressed again. */
  retrying?: boolean;
  sx?: SxProps<Theme>;
};

/** Something could not be loaded: said as an announced alert, with the one way out (try again). */
export function LoadError({ message, retryLabel, onRetry, retrying = false, sx }: LoadErrorProps) {
  return (
    <Alert
      severity="error"
      role="alert"
      sx={sx}
      action={(
        <Button color="inherit" size="small" onClick={onRetry} disabled={retrying} aria-busy={retrying}
          startIcon={retrying ? <CircularProgress size={14} color="inherit" aria-hidden /> : undefined}>
          {retryLabel}
        </Button>
      )}
    >
      {message}
    </Alert>
  );
}
