import { Alert, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { PageShell } from '../../components/PageShell';
import { useCheckOrigin } from './useCheckOrigin';

/** noGoogle: the error page for a company without an ad account, with the ways out. */
export default function NoGooglePage() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const origin = useCheckOrigin();
  return (
    <PageShell title={t('app.noGoogle.title')}>
      <Alert severity="error" sx={{ mb: 2 }}>
        {t('app.noGoogle.body')}
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="contained" component={Link} to={to('chooseAccount')} state={origin}>
          {t('app.noGoogle.create')}
        </Button>
        <Button variant="outlined" component={Link} to={to('contactUs')}>
          {t('app.noGoogle.support')}
        </Button>
        <Button component={Link} to={to('mainpage')}>
          {t('app.noGoogle.home')}
        </Button>
      </Stack>
    </PageShell>
  );
}
