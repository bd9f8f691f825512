import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useLocation, useNavigate } from 'react-router';
import { useLocalizedPath } from '../app/useLocalizedPath';
import { PageShell } from '../components/PageShell';

/**
 * A signed-in address that names no screen (a mistyped or outdated link). SPEC §2 sent it to the
 * start page silently, which hid the mistake; users asked to be told, with a way back (issue 9).
 */
export function NotFoundPage() {
  const translate = useTranslate();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const { pathname, key } = useLocation();
  // The router's first entry (key "default") has nowhere to go back to: then only the start page.
  const canGoBack = key !== 'default';
  return (
    <PageShell title={translate('app.notFound.title')}>
      <Box role="status" sx={{ textAlign: 'center', py: 6, px: 2 }}>
        <TravelExploreIcon color="disabled" sx={{ fontSize: 48, mb: 1 }} aria-hidden />
        <Typography sx={{ mb: 1 }}>{translate('app.notFound.body')}</Typography>
        <Typography color="text.secondary" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
          <code>{pathname}</code>
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'center', flexWrap: 'wrap' }}>
          <Button variant="contained" component={Link} to={to('mainpage')}>
            {translate('app.notFound.home')}
          </Button>
          {canGoBack && (
            <Button variant="outlined" onClick={() => navigate(-1)}>
              {translate('app.notFound.back')}
            </Button>
          )}
        </Stack>
      </Box>
    </PageShell>
  );
}
