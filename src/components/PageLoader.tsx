import { Box } from '@mui/material';
import loadingImage from '../assets/loading.svg';

/**
 * SPEC §2: the image shown while a lazy page's code loads. Text is not translated because it
 * can show before the translations arrive.
 */
export function PageLoader() {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
      <img src={loadingImage} width={64} height={64} alt="Cargando… / Loading…" />
    </Box>
  );
}
