import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, InputAdornment, Link as MuiLink, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sendingDomainCalls, type SendingDomain } from '../../../../../contract/email/domains';
import { sendingCalls } from '../../../../../contract/email/sending';
import { useLanguage } from '../../../../app/useLanguage';
import { useServices } from '../../../../app/useServices';
import { useSessionState } from '../../../../app/useSessionState';
import { apiErrorMessage } from '../../../../components/form/apiErrorMessage';
import { useFieldErrors } from '../../../../components/form/useFieldErrors';
import { sendingDomainsPath } from '../builderPaths';
import { LoadingStatus } from '../../../../components/LoadingStatus/LoadingStatus';

export type TestSendDialogProps = {
  /** Saves what is pending; resolves to the saved template's id, or null when it could not be saved. */
  saveFirst: () => Promise<string | null>;
  onClose: () => void;
};

/** The local part the sender address starts with: the user's own, which they will recognise. */
const localPartOf = (email: string | undefined) => (email?.split('@')[0] ?? '').replace(/[^\w.+-]/g, '') || 'info';

/**
 * A test of the saved template to the signed-in user's own address (sendEmail with `test`), from an
 * address on one of the company's verified sending domains. With none verified it says so and
 * links to where one is set up.
 */
export function TestSendDialog({ saveFirst, onClose }: TestSendDialogProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { api, session } = useServices();
  const me = useSessionState().user?.email as string | undefined;
  const companyId = session.companyId.get() ?? '';
  const domains = useQuery({
    queryKey: ['emailBuilder', 'domains', companyId],
    queryFn: () => api.call<{ data: SendingDomain[] }>(sendingDomainCalls.domainByCompany, { params: { companyId } }).then((r) => r.data.filter((d) => d.status === 'verified')),
  });
  const [localPart, setLocalPart] = useState(() => localPartOf(me));
  const [domain, setDomain] = useState('');
  const chosenDomain = domain || domains.data?.[0]?.name || '';
  const [state, setState] = useState<{ kind: 'idle' | 'sending' } | { kind: 'done'; severity: 'success' | 'warning' | 'error'; text: string }>({ kind: 'idle' });
  const fieldErrors = useFieldErrors<'from.email'>();

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!me || !chosenDomain) return;
    setState({ kind: 'sending' });
    fieldErrors.clear();
    const templateId = await saveFirst();
    if (!templateId) {
      setState({ kind: 'done', severity: 'error', text: t('emailBuilder.testSend.needsSave') });
      return;
    }
    try {
      const answer = await api.call<{ status: 'sent' | 'suppressed' }>(sendingCalls.sendEmail, {
        body: { companyId, from: { email: `${localPart.trim()}@${chosenDomain}` }, to: { email: me }, templateId, test: true },
      });
      setState({ kind: 'done', severity: answer.status === 'sent' ? 'success' : 'warning', text: t(`emailBuilder.testSend.${answer.status}`, { email: me }) });
    } catch (error) {
      fieldErrors.setServerErrors(error);
      setState({ kind: 'done', severity: 'error', text: t('emailBuilder.testSend.failed', { message: apiErrorMessage(error, t) }) });
    }
  };

  const body = () => {
    if (!me) return <Alert severity="warning">{t('emailBuilder.testSend.noEmail')}</Alert>;
    if (domains.isPending) return <LoadingStatus label={t('emailBuilder.testSend.loadingDomains')} spinnerSize={16} />;
    if (domains.isError) return <Alert severity="error">{apiErrorMessage(domains.error, t)}</Alert>;
    if (!domains.data.length) {
      return (
        <Alert severity="warning">
          {t('emailBuilder.testSend.noDomain')}{' '}
          <MuiLink component={Link} to={sendingDomainsPath(lang)}>{t('emailBuilder.testSend.domainsLink')}</MuiLink>
        </Alert>
      );
    }
    return (
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField size="small" required label={t('emailBuilder.testSend.localPart')} value={localPart} onChange={(e) => setLocalPart(e.target.value)} sx={{ flex: 1 }}
          {...fieldErrors.fieldProps('from.email')} slotProps={{ input: { endAdornment: <InputAdornment position="end">@</InputAdornment> }, htmlInput: { maxLength: 64 } }} />
        <TextField select size="small" label={t('emailBuilder.testSend.domain')} value={chosenDomain} onChange={(e) => setDomain(e.target.value)} helperText=" " sx={{ flex: 1 }}>
          {domains.data.map((d) => <MenuItem key={d._id} value={d.name}>{d.name}</MenuItem>)}
        </TextField>
      </Stack>
    );
  };
  const ready = Boolean(me && domains.data?.length && localPart.trim());

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="email-test-title" slotProps={{ paper: { component: 'form', onSubmit: send } as object }}>
      <DialogTitle id="email-test-title">{t('emailBuilder.testSend.title')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {me && <Typography variant="body2">{t('emailBuilder.testSend.intro', { email: me })}</Typography>}
        {body()}
        <Box role="status" aria-live="polite">{state.kind === 'done' && <Alert severity={state.severity}>{state.text}</Alert>}</Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('emailBuilder.testSend.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={!ready || state.kind === 'sending'} aria-busy={state.kind === 'sending'}
          startIcon={state.kind === 'sending' ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}>
          {state.kind === 'sending' ? t('emailBuilder.testSend.sending') : t('emailBuilder.testSend.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
