import GoogleIcon from '@mui/icons-material/Google';
import { Alert, Box, Button, Divider, Link, Stack } from '@mui/material';
import { useCallback, useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useLanguage } from '../../app/useLanguage';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { useServices } from '../../app/useServices';
import { API_BASE } from '../../config';
import { isApiError } from '../../dataProvider/ApiError';
import { LightTextField } from '../../components/form/LightTextField';
import { PasswordField } from '../../components/form/PasswordField';
import { PublicLayout } from '../../components/PublicLayout';
import { apiErrorMessage } from '../../components/form/apiErrorMessage';
import { useFieldErrors } from '../../components/form/useFieldErrors';
import { emailRule, required, validate } from '../../components/form/validation';
import { TokenSignInEffect } from './TokenSignInEffect';

/** A refused identity-provider token gets its own message; no network or a server fault keep theirs. */
function googleFailure(error: unknown, t: TFunction): string {
  if (isApiError(error) && (!error.hasResponse || error.status === 429 || error.status >= 500)) return apiErrorMessage(error, t);
  return t('app.login.googleFailed');
}

export default function LoginPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const { session } = useServices();
  const [search] = useSearchParams();
  const [values, setValues] = useState({ email: '', password: '' });
  // Back from the identity provider refused (`authError`): the server's code, in the user's language.
  const [failure, setFailure] = useState<string | null>(() => {
    const code = search.get('authError');
    return code ? t(`app.login.authErrors.${code}`, { defaultValue: t('app.login.googleFailed') }) : null;
  });
  const [submitting, setSubmitting] = useState(false);
  // Back from the identity provider with a token (SPEC §2): read once, then signed in or refused.
  const [returnedToken, setReturnedToken] = useState(() => search.get('token'));
  const fields = useFieldErrors<'email' | 'password'>();

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = validate(values, { email: emailRule, password: required });
    fields.setRuleErrors(problems);
    if (Object.keys(problems).length) return;
    setSubmitting(true);
    setFailure(null);
    try {
      await session.login({ email: values.email.trim(), password: values.password });
      navigate(to('mainpage'), { replace: true });
    } catch (error) {
      setFailure(isApiError(error) && error.status === 401 ? t('app.login.invalidCredentials') : apiErrorMessage(error, t));
      setSubmitting(false);
    }
  };

  const handleSignedIn = useCallback(() => navigate(to('mainpage'), { replace: true }), [navigate, to]);
  const handleTokenFailure = useCallback(
    (error: unknown) => {
      setReturnedToken(null);
      setFailure(googleFailure(error, t));
    },
    [t],
  );

  // Identity-provider sign-in is a full browser redirect to the API (SPEC §2); `redirect` brings
  // the browser back to this origin when the API runs on another host (the server allows listed ones).
  const handleGoogle = () =>
    window.location.assign(`${API_BASE}/authWithGoogle?lang=${language}&redirect=${encodeURIComponent(window.location.origin)}`);
  const busy = submitting || !!returnedToken;

  return (
    <PublicLayout title={t('app.login.title')} subtitle={t('app.login.subtitle')}>
      {returnedToken && <TokenSignInEffect token={returnedToken} onSignedIn={handleSignedIn} onFailure={handleTokenFailure} />}
      {returnedToken && (
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          {t('app.login.googleSigningIn')}
        </Alert>
      )}
      {search.get('sessionExpired') === 'true' && (
        <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
          {t('app.login.sessionExpired')}
        </Alert>
      )}
      {failure && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={handleSubmit} aria-label={t('app.login.title')}>
        <Stack spacing={1}>
          <LightTextField
            label={t('app.fields.email')}
            type="email"
            name="email"
            autoComplete="email"
            required
            autoFocus
            value={values.email}
            onChange={(e) => setValues({ ...values, email: e.target.value })}
            {...fields.fieldProps('email')}
          />
          <PasswordField
            label={t('app.fields.password')}
            name="password"
            autoComplete="current-password"
            required
            value={values.password}
            onChange={(e) => setValues({ ...values, password: e.target.value })}
            {...fields.fieldProps('password')}
          />
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {submitting ? t('app.login.submitting') : t('app.login.submit')}
          </Button>
        </Stack>
      </Box>
      <Divider sx={{ my: 3 }}>{t('app.login.or')}</Divider>
      <Button fullWidth variant="outlined" startIcon={<GoogleIcon />} onClick={handleGoogle} disabled={busy}>
        {t('app.login.google')}
      </Button>
      <Stack direction={{ xs: 'column', sm: 'row' }} justifyContent="space-between" sx={{ mt: 3 }} spacing={1}>
        <Link component={RouterLink} to={to('loginforgottenpass')}>
          {t('app.login.forgot')}
        </Link>
        <Link component={RouterLink} to={to('register')}>
          {t('app.login.register')}
        </Link>
      </Stack>
    </PublicLayout>
  );
}
