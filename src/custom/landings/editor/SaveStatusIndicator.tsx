import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import EditNoteIcon from '@mui/icons-material/EditNote';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { SaveStatus } from './autosave/autosaveMachine';

export type SaveStatusIndicatorProps = { status: SaveStatus; onRetry: () => void };

const ICONS: Record<Exclude<SaveStatus, 'saving'>, React.ReactNode> = {
  saved: <CheckCircleOutlineIcon fontSize="small" color="success" />,
  dirty: <EditNoteIcon fontSize="small" color="action" />,
  error: <ErrorOutlineIcon fontSize="small" color="error" />,
};

/** Where the autosave stands, announced politely; a failed save offers to try again. */
export function SaveStatusIndicator({ status, onRetry }: SaveStatusIndicatorProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
        {status === 'saving' ? <CircularProgress size={16} aria-hidden /> : ICONS[status]}
        <Typography variant="body2" color={status === 'error' ? 'error' : 'text.secondary'} sx={{ whiteSpace: 'nowrap' }}>
          {t(`landingEditor.save.${status}`)}
        </Typography>
      </Box>
      {status === 'error' && <Button size="small" color="error" variant="outlined" onClick={onRetry}>{t('landingEditor.save.retry')}</Button>}
    </Box>
  );
}
