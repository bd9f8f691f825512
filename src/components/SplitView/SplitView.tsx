import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type SplitViewProps = {
  /** The list (conversations, messages…), always there on wide screens. */
  list: ReactNode;
  /** The open item, or null when none is: then wide screens show `placeholder`. */
  detail: ReactNode | null;
  placeholder?: ReactNode;
  /** Back to the list on narrow screens (e.g. clears the selected id). */
  onBack: () => void;
  listLabel: string;
  detailLabel: string;
  /** List width on wide screens. */
  listWidth?: number;
};

/**
 * An inbox layout: list and detail side by side on wide screens; on narrow ones one at a time,
 * the detail with a way back. Each pane is a labelled region that scrolls on its own.
 */
export function SplitView({ list, detail, placeholder, onBack, listLabel, detailLabel, listWidth = 360 }: SplitViewProps) {
  const { t } = useTranslation();
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'));
  const showList = !narrow || detail === null;
  const showDetail = !narrow || detail !== null;
  return (
    <Box sx={{ display: 'flex', height: '100%', minHeight: 0, border: 1, borderColor: 'divider', borderRadius: 1.5, overflow: 'hidden', bgcolor: 'background.paper' }}>
      {showList && (
        <Box component="section" aria-label={listLabel} sx={{ width: narrow ? '100%' : listWidth, flexShrink: 0, overflowY: 'auto', borderRight: narrow ? 0 : 1, borderColor: 'divider' }}>
          {list}
        </Box>
      )}
      {showDetail && (
        <Box component="section" aria-label={detailLabel} sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', overflowY: 'auto' }}>
          {narrow && (
            <Box sx={{ p: 1, borderBottom: 1, borderColor: 'divider' }}>
              <Button startIcon={<ArrowBackIcon />} onClick={onBack}>{t('app.components.back')}</Button>
            </Box>
          )}
          {detail ?? placeholder}
        </Box>
      )}
    </Box>
  );
}
