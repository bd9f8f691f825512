import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Button, CircularProgress, FormControlLabel, Paper, Stack, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { sendingDomainCalls, type EmailDnsRecord, type SendingDomain } from '../../../contract/email';
import { useServices } from '../../app/useServices';
import { CopyableValue } from '../../components/CopyableValue/CopyableValue';
import { StatusChip, type StatusTone } from '../../components/StatusChip/StatusChip';
import { useCanCall } from '../../custom/crm/hooks/useCanCall';

type DomainWithRecords = SendingDomain & { id: string; records: EmailDnsRecord[] };
const RECORD_TONES: Record<EmailDnsRecord['state'], StatusTone> = { ok: 'success', missing: 'warning', wrong: 'error', unchecked: 'neutral' };

/**
 * A sending domain's DNS records to publish, each with its host and value to copy and what the
 * last check found; "Check now" looks them up live. In the sandbox a switch publishes them in the
 * sandbox DNS (then checks), so a domain can be verified with no real DNS.
 */
export function DomainDnsRecords() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { api } = useServices();
  const domain = useRecordContext<DomainWithRecords>();
  const canManage = useCanCall(sendingDomainCalls.sandboxEmailDns);
  const [busy, setBusy] = useState<'check' | 'sandbox' | null>(null);
  if (!domain) return null;
  const records = domain.records ?? [];
  const published = records.length > 0 && records.every((r) => r.state === 'ok');
  const k = (key: string, options?: Record<string, unknown>) => translate(`resources.sendingDomains.records.${key}`, options);

  const check = async () => {
    const answer = await api.call<{ domain: SendingDomain }>(sendingDomainCalls.verificationStatus, { params: { domainId: domain._id }, query: { companyId: domain.companyId } });
    notify(k(answer.domain.status === 'verified' ? 'verified' : 'notYet'), { type: answer.domain.status === 'verified' ? 'success' : 'info' });
  };
  const run = async (kind: 'check' | 'sandbox', action: () => Promise<void>) => {
    setBusy(kind);
    try {
      await action();
    } catch (error) {
      notify(error instanceof Error ? error.message : k('checkFailed'), { type: 'error' });
    } finally {
      setBusy(null);
      // getDomain answers what the check found: the records' states and the domain's status.
      refresh();
    }
  };
  const handleSandbox = (next: boolean) => run('sandbox', async () => {
    await api.call(sendingDomainCalls.sandboxEmailDns, { params: { domainId: domain._id }, body: { companyId: domain.companyId, published: next } });
    await check();
  });
  const copied = (error?: unknown) => notify(k(error ? 'copyFailed' : 'copied'), { type: error ? 'error' : 'info' });

  return (
    <Box component="section" aria-labelledby="dns-records" sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}>
        <Typography id="dns-records" variant="h6" component="h2">{k('title')}</Typography>
        <Button variant="outlined" startIcon={busy === 'check' ? <CircularProgress size={16} aria-hidden /> : <RefreshIcon />} disabled={busy !== null} aria-busy={busy === 'check'}
          onClick={() => void run('check', check)}>
          {k('checkNow')}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{k('help', { name: domain.name })}</Typography>
      {domain.sandbox && (
        <Alert severity="info" sx={{ mb: 2 }}>
          <Typography variant="body2" sx={{ mb: canManage ? 1 : 0 }}>{k('sandboxHelp')}</Typography>
          {canManage && (
            <FormControlLabel label={k('sandboxSwitch')} disabled={busy !== null}
              control={<Switch checked={published} onChange={(e) => void handleSandbox(e.target.checked)} />} />
          )}
        </Alert>
      )}
      <Stack component="ul" spacing={2} aria-label={k('title')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {records.map((record) => {
          const purpose = k(`purposes.${record.purpose}`);
          return (
            <Paper component="li" variant="outlined" key={record.purpose} sx={{ p: 2 }} aria-label={purpose}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }} useFlexGap>
                <Typography variant="subtitle1" component="h3">{purpose}</Typography>
                <StatusChip status={record.state} tones={RECORD_TONES} label={k(`states.${record.state}`)} />
                <Typography variant="caption" color="text.secondary">{k(record.required ? 'required' : 'advisory')} · {k('type', { type: record.type })}</Typography>
              </Stack>
              <Stack spacing={1}>
                <CopyableValue label={k('host')} value={record.hostname} copyLabel={k('copyHost', { purpose })} onCopied={copied} />
                <CopyableValue label={k('value')} value={record.value} copyLabel={k('copyValue', { purpose })} onCopied={copied} />
                {record.state === 'wrong' && record.found && <Alert severity="warning">{k('found', { found: record.found })}</Alert>}
              </Stack>
            </Paper>
          );
        })}
      </Stack>
    </Box>
  );
}
