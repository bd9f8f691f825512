import { Box, CircularProgress } from '@mui/material';

/** SPEC §2: the spinning loader shown while the auth state loads. */
export function AuthLoader() {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
      <CircularProgress aria-label="Cargando sesión / Loading session" />
    </Box>
  );
}
