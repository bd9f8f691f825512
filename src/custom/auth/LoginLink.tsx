import { Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocalizedPath } from '../../app/useLocalizedPath';

/** "Already have an account? Sign in" under every registration form. */
export function LoginLink() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <Typography sx={{ mt: 3 }}>
      {t('app.register.haveAccount')}{' '}
      <Link component={RouterLink} to={to('login')}>
        {t('app.register.signIn')}
      </Link>
    </Typography>
  );
}
