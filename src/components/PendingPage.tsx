import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

export type PendingPageProps = { area: string };

/**
 * What a declared route shows until its area's screens are built: the area's name and a note
 * that it is not available yet. Kept deliberately plain.
 */
export function PendingPage({ area }: PendingPageProps) {
  const { t } = useTranslation();
  return (
    <Box component="section" sx={{ p: 3 }} aria-labelledby="pending-title">
      <Typography id="pending-title" variant="h5" component="h1">
        {t(`app.nav.${area}`)}
      </Typography>
      <Typography sx={{ mt: 1 }}>{t('app.pending.body')}</Typography>
    </Box>
  );
}
