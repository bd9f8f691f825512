import { Alert, InputAdornment, Link as MuiLink, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SendingDomain } from '../../../../contract/email';
import { useLocalizedPath } from '../../../app/useLocalizedPath';
import type { SendFormValues } from './sendForm';
import { LoadingStatus } from '../../../components/LoadingStatus/LoadingStatus';

type Props = {
  values: SendFormValues;
  onChange: (change: Partial<SendFormValues>) => void;
  /** The company's verified sending domains (undefined while they load). */
  domains: SendingDomain[] | undefined;
  failed: boolean;
  errors: { email?: string; name?: string };
};

/**
 * From: an address on one of the company's verified sending domains, and a name. With none
 * verified yet, it says so and where to verify one (messages from other domains are refused).
 */
export function SenderFields({ values, onChange, domains, failed, errors }: Props) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  if (failed) return <Alert severity="error">{t('email.send.domainsFailed')}</Alert>;
  if (!domains) return <LoadingStatus label={t('email.send.domainsLoading')} spinnerSize={16} />;
  if (domains.length === 0) {
    return (
      <Alert severity="warning">
        {t('email.send.noVerifiedDomain')}{' '}
        <MuiLink component={Link} to={to('templates/domains')}>{t('email.send.toDomains')}</MuiLink>
      </Alert>
    );
  }
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
      <TextField size="small" label={t('email.send.fromAddress')} value={values.fromLocal} onChange={(e) => onChange({ fromLocal: e.target.value })}
        error={!!errors.email} helperText={errors.email ?? ' '} sx={{ flex: 2 }}
        slotProps={{ input: { endAdornment: <InputAdornment position="end">@</InputAdornment> } }} />
      <TextField select size="small" label={t('email.send.fromDomain')} value={values.fromDomain} onChange={(e) => onChange({ fromDomain: e.target.value })}
        helperText=" " sx={{ flex: 2 }}>
        {domains.map((d) => <MenuItem key={d._id} value={d.name}>{d.name}</MenuItem>)}
      </TextField>
      <TextField size="small" label={t('email.send.fromName')} value={values.fromName} onChange={(e) => onChange({ fromName: e.target.value })}
        error={!!errors.name} helperText={errors.name ?? ' '} sx={{ flex: 2 }} />
    </Stack>
  );
}
