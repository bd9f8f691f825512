import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomDomain } from '../../../../contract/landings';
import { apiErrorMessage } from '../../../components/form/apiErrorMessage';
import { AddDomainForm } from './AddDomainForm';
import { CustomDomainEntry } from './CustomDomainEntry';
import { useDomainsClient } from './domainsClient';

export type DomainSettingsProps = {
  /** The landing whose domains are shown; the dialog is closed while null. */
  landing: { _id: string; name: string } | null;
  onClose: () => void;
  /** How often a pending domain is read again while shown (default every 5 s; tests shorten it). */
  pollMs?: number;
};

/** A landing's custom domains in a dialog: attach one, the DNS records to create, live verification, deletion. */
export function DomainSettings({ landing, onClose, pollMs }: DomainSettingsProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={landing !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{landing ? t('landingDomains.title', { name: landing.name }) : ''}</DialogTitle>
      {/* Mounted only while open: each opening reads the domains afresh, and polling stops on close. */}
      {landing && <DialogContent><DomainSettingsPanel landingId={landing._id} pollMs={pollMs} /></DialogContent>}
      <DialogActions><Button onClick={onClose}>{t('landingDomains.close')}</Button></DialogActions>
    </Dialog>
  );
}

/** The settings themselves, for a dialog or a page: the landing's domains and the form to add one. */
export function DomainSettingsPanel({ landingId, pollMs }: { landingId: string; pollMs?: number }) {
  const { t } = useTranslation();
  const client = useDomainsClient();
  const [domains, setDomains] = useState<CustomDomain[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    client.list(landingId).then((res) => { if (live) setDomains(res.data); }, (error: unknown) => { if (live) setLoadError(apiErrorMessage(error, t)); });
    return () => { live = false; };
  }, [client, landingId, t, attempt]);

  const replace = useCallback((domain: CustomDomain) => setDomains((list) => list?.map((d) => (d._id === domain._id ? domain : d)) ?? null), []);
  const removed = useCallback((id: string) => setDomains((list) => list?.filter((d) => d._id !== id) ?? null), []);

  if (loadError) {
    return (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => { setLoadError(null); setAttempt((n) => n + 1); }}>{t('landingDomains.retry')}</Button>}>
        {loadError}
      </Alert>
    );
  }
  if (!domains) return <Stack sx={{ alignItems: 'center', py: 3 }}><CircularProgress aria-label={t('landingDomains.loading')} /></Stack>;
  return (
    <Stack spacing={2}>
      <Typography variant="body2">{t('landingDomains.intro')}</Typography>
      <AddDomainForm landingId={landingId} client={client} onAdded={(d) => setDomains((list) => [...(list ?? []), d])} />
      {domains.length === 0
        ? <Typography variant="body2" color="text.secondary">{t('landingDomains.none')}</Typography>
        : domains.map((d) => <CustomDomainEntry key={d._id} domain={d} client={client} onChange={replace} onRemoved={removed} pollMs={pollMs} />)}
    </Stack>
  );
}
