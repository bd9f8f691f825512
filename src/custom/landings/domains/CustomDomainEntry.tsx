import { Alert, Box, Button, CircularProgress, Link, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomDomain } from '../../../../contract/landings';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog';
import { apiErrorMessage } from '../../../components/form/apiErrorMessage';
import { useFormatters } from '../../../components/format/useFormatters';
import { StatusChip } from '../../../components/StatusChip/StatusChip';
import { DnsRecordsTable } from './DnsRecordsTable';
import type { DomainsClient } from './domainsClient';

/** How often a pending domain is read again while on screen (the server looks the DNS up again every 10 s at most). */
export const POLL_MS = 5_000;

type Props = {
  domain: CustomDomain;
  client: DomainsClient;
  onChange: (domain: CustomDomain) => void;
  onRemoved: (domainId: string) => void;
  /** How often a pending domain is read again (tests shorten it). */
  pollMs?: number;
};

/** One custom domain: its state, the records to create, "Verify now", the sandbox's DNS switch, and deletion. */
export function CustomDomainEntry({ domain, client, onChange, onRemoved, pollMs = POLL_MS }: Props) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [busy, setBusy] = useState<null | 'verify' | 'sandbox'>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const pending = domain.status === 'pending';
  const headingId = `domain-${domain._id}`;

  // While pending, follow the DNS: the server re-checks when read, so the state turns verified by itself.
  useEffect(() => {
    if (!pending) return undefined;
    const timer = setInterval(() => {
      client.get(domain._id).then(onChange, () => undefined);
    }, pollMs);
    return () => clearInterval(timer);
  }, [pending, client, domain._id, onChange, pollMs]);

  const run = async (kind: 'verify' | 'sandbox', action: () => Promise<CustomDomain>) => {
    setBusy(kind);
    setFailure(null);
    try {
      onChange(await action());
    } catch (error) {
      setFailure(apiErrorMessage(error, t));
    } finally {
      setBusy(null);
    }
  };
  const verify = () => run('verify', () => client.verify(domain._id));
  // As the user would at their DNS host: create (or remove) the records, then check at once.
  const toggleSandbox = () => run('sandbox', async () => {
    await client.sandboxRecords(domain._id, pending);
    return client.verify(domain._id);
  });
  const remove = async () => {
    try {
      await client.remove(domain.landingId, domain._id);
      onRemoved(domain._id);
    } catch (error) {
      setFailure(apiErrorMessage(error, t));
      throw error;
    }
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600, wordBreak: 'break-all' }}>{domain.displayDomain}</Typography>
        {domain.displayDomain !== domain.domain && <Typography variant="body2" color="text.secondary">({domain.domain})</Typography>}
        {/* Announced when it changes (verified while the user waits), not at every poll. */}
        <span role="status"><StatusChip status={domain.status} tones={{ pending: 'warning', verified: 'success' }} label={t(`landingDomains.status.${domain.status}`)} /></span>
      </Stack>
      {domain.url && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          <Link href={domain.url} target="_blank" rel="noopener noreferrer">{t('landingDomains.visit', { url: domain.url })}</Link>
        </Typography>
      )}
      {domain.status === 'verified' && !domain.url && <Alert severity="info" sx={{ mb: 1 }}>{t('landingDomains.notPublished')}</Alert>}
      {pending && <Typography variant="body2" sx={{ mb: 1 }}>{t(domain.apex ? 'landingDomains.instructionsApex' : 'landingDomains.instructions')}</Typography>}
      <DnsRecordsTable records={domain.records} domain={domain.displayDomain} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {domain.lastCheckedAt ? t('landingDomains.lastChecked', { date: format.dateTime(domain.lastCheckedAt) }) : t('landingDomains.neverChecked')}
        {pending && ` ${t('landingDomains.polling')}`}
      </Typography>
      {domain.checkError === 'timeout' && <Alert severity="warning" sx={{ mt: 1 }}>{t('landingDomains.timeout')}</Alert>}
      {failure && <Alert severity="error" role="alert" sx={{ mt: 1 }}>{failure}</Alert>}
      {domain.sandbox && (
        <Alert severity="info" sx={{ mt: 1 }} action={(
          <Button color="inherit" size="small" onClick={() => void toggleSandbox()} disabled={busy !== null}
            startIcon={busy === 'sandbox' ? <CircularProgress size={14} color="inherit" aria-hidden /> : undefined}>
            {t(pending ? 'landingDomains.sandbox.create' : 'landingDomains.sandbox.remove')}
          </Button>
        )}>
          {t('landingDomains.sandbox.hint')}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
        <Button variant="outlined" size="small" onClick={() => void verify()} disabled={busy !== null} aria-busy={busy === 'verify'}
          startIcon={busy === 'verify' ? <CircularProgress size={14} color="inherit" aria-hidden /> : undefined}>
          {t('landingDomains.verifyNow')}
        </Button>
        <Button size="small" color="error" onClick={() => setConfirming(true)} disabled={busy !== null}>
          {t('landingDomains.delete', { domain: domain.displayDomain })}
        </Button>
      </Box>
      <ConfirmDialog open={confirming} title={t('landingDomains.deleteTitle', { domain: domain.displayDomain })} body={t('landingDomains.deleteBody')}
        confirmLabel={t('landingDomains.deleteConfirm')} destructive onConfirm={remove} onClose={() => setConfirming(false)} />
    </Paper>
  );
}
