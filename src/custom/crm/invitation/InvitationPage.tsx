import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useLocalizedPath } from '../../../app/useLocalizedPath';
import { apiErrorMessage } from '../../../components/form/apiErrorMessage';
import { LightTextField } from '../../../components/form/LightTextField';
import { PasswordField } from '../../../components/form/PasswordField';
import { PublicLayout } from '../../../components/PublicLayout';
import { useInvitation } from './useInvitation';

/** Public pages live outside react-admin, so this one brings its own query client. */
export default function InvitationPage() {
  const [client] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={client}>
      <InvitationContent />
    </QueryClientProvider>
  );
}

/** `/{lang}/invitation?token=…`: who invites you to which company, a password if you are new, then in. */
function InvitationContent() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { invitation, accept } = useInvitation(search.get('token') ?? '');
  const [values, setValues] = useState({ name: '', surname: '', password: '' });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    // New users choose name and password; an existing account confirms with its own password.
    const body = invitation.data?.needsPassword ? values : { password: values.password };
    accept.mutate(body, { onSuccess: () => navigate(to('crm/contacts'), { replace: true }) });
  };

  if (invitation.isPending && invitation.fetchStatus !== 'idle') {
    return (
      <PublicLayout title={t('crm.invitation.title')}>
        <CircularProgress aria-label={t('crm.invitation.loading')} />
      </PublicLayout>
    );
  }
  if (!invitation.data) {
    return (
      <PublicLayout title={t('crm.invitation.title')}>
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>{t('crm.invitation.invalid')}</Alert>
        <Button component={RouterLink} to={to('login')}>{t('crm.invitation.toLogin')}</Button>
      </PublicLayout>
    );
  }
  const { companyName, invitedBy, role, email, needsPassword } = invitation.data;
  return (
    <PublicLayout title={t('crm.invitation.title')} subtitle={t('crm.invitation.body', { invitedBy, companyName, role: t(`resources.collaborators.roles.${role}`) })}>
      {accept.error && <Alert severity="error" role="alert" sx={{ mb: 2 }}>{apiErrorMessage(accept.error, t)}</Alert>}
      <Box component="form" noValidate onSubmit={handleSubmit} aria-label={t('crm.invitation.title')}>
        <Stack spacing={1}>
          <Typography>{t('crm.invitation.as', { email })}</Typography>
          {!needsPassword && (
            <PasswordField label={t('crm.invitation.yourPassword')} name="password" autoComplete="current-password" required autoFocus value={values.password} onChange={(e) => setValues({ ...values, password: e.target.value })} helperText={t('crm.invitation.yourPasswordHelp')} />
          )}
          {needsPassword && (
            <>
              <LightTextField label={t('resources.collaborators.fields.name')} name="name" autoComplete="given-name" required autoFocus value={values.name} onChange={(e) => setValues({ ...values, name: e.target.value })} />
              <LightTextField label={t('resources.collaborators.fields.surname')} name="surname" autoComplete="family-name" value={values.surname} onChange={(e) => setValues({ ...values, surname: e.target.value })} />
              <PasswordField label={t('crm.invitation.password')} name="password" autoComplete="new-password" required value={values.password} onChange={(e) => setValues({ ...values, password: e.target.value })} helperText={t('crm.invitation.passwordHelp')} />
            </>
          )}
          <Button type="submit" variant="contained" size="large" disabled={accept.isPending}>
            {t('crm.invitation.accept', { companyName })}
          </Button>
        </Stack>
      </Box>
    </PublicLayout>
  );
}
