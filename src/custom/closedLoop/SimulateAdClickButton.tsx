import AdsClickIcon from '@mui/icons-material/AdsClick';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, IconButton, Link, Stack, TextField, Tooltip } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { closedLoopCalls } from '../../../contract/campaigns/closedLoop';
import { useServices } from '../../app/useServices';
import { useFieldErrors } from '../../components/form/useFieldErrors';
import { isApiError } from '../../dataProvider/ApiError';
import { CLOSED_LOOP_KEY } from './closedLoopQueries';

type Click = { gclid: string; url: string; clickedAt: string };
const DAY = 24 * 3600_000;

/** A moment as a datetime-local input shows it, in the browser's time zone. */
export function toLocalInput(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** Whether the server's ad platform is the offline sandbox, the only one where a click can be simulated. */
function useAdSandbox() {
  const { api, session } = useServices();
  const companyId = session.companyId.get();
  return useQuery({
    queryKey: [CLOSED_LOOP_KEY, 'adSandbox', companyId],
    queryFn: async () => (await api.call<{ provider: 'sandbox' | 'google' }>(closedLoopCalls.adPlatform, { params: { companyId: companyId! } })).provider === 'sandbox',
    enabled: !!companyId,
    staleTime: Infinity,
    retry: false,
  });
}

/** Sandbox only: "Simulate an ad click" on a campaign, for trying the closed loop end to end. */
export function SimulateAdClickButton({ campaignId }: { campaignId: string }) {
  const translate = useTranslate();
  const sandbox = useAdSandbox();
  const [open, setOpen] = useState(false);
  if (!sandbox.data) return null;
  return (
    <>
      <Button startIcon={<AdsClickIcon />} onClick={() => setOpen(true)}>{translate('closedLoop.simulate.button')}</Button>
      {open && <SimulateAdClickDialog campaignId={campaignId} onClose={() => setOpen(false)} />}
    </>
  );
}

function SimulateAdClickDialog({ campaignId, onClose }: { campaignId: string; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { api, session } = useServices();
  const queryClient = useQueryClient();
  const titleId = useId();
  const errors = useFieldErrors<'clickedAt'>();
  const [when, setWhen] = useState(() => toLocalInput(new Date(Date.now() - DAY)));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [click, setClick] = useState<Click | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!when) return errors.setRuleErrors({ clickedAt: 'closedLoop.simulate.whenRequired' });
    setBusy(true);
    setFailure(null);
    errors.clear();
    try {
      setClick(await api.call<Click>(closedLoopCalls.simulateAdClick, { body: { companyId: session.companyId.get()!, campaignId, clickedAt: new Date(when).toISOString() } }));
    } catch (error) {
      if (isApiError(error) && error.status === 404) {
        // Not (or no longer) the sandbox: the button goes away with this answer.
        queryClient.setQueryData([CLOSED_LOOP_KEY, 'adSandbox', session.companyId.get()], false);
        setFailure(translate('closedLoop.simulate.notSandbox'));
      } else {
        errors.setServerErrors(error);
        if (!isApiError(error) || !error.body?.errors) setFailure(error instanceof Error ? error.message : translate('closedLoop.loadFailed'));
      }
    } finally {
      setBusy(false);
    }
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(click!.url);
      notify('closedLoop.simulate.copied', { type: 'success' });
    } catch {
      notify('app.copyFailed', { type: 'error' });
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate('closedLoop.simulate.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('closedLoop.simulate.help')}</DialogContentText>
          <TextField type="datetime-local" required fullWidth label={translate('closedLoop.simulate.when')} value={when} onChange={(e) => setWhen(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }} {...errors.fieldProps('clickedAt')} />
          {failure && <Alert severity="error" sx={{ mt: 1 }}>{failure}</Alert>}
          {click && (
            <Alert severity="success" sx={{ mt: 1 }} role="status">
              {translate('closedLoop.simulate.done')}
              <Stack direction="row" alignItems="center" spacing={1} sx={{ mt: 1 }}>
                <Box sx={{ minWidth: 0, wordBreak: 'break-all' }}>
                  <Link href={click.url} target="_blank" rel="noopener">{click.url}</Link>
                </Box>
                {typeof navigator !== 'undefined' && navigator.clipboard && (
                  <Tooltip title={translate('closedLoop.simulate.copy')}>
                    <IconButton size="small" onClick={() => void copy()} aria-label={translate('closedLoop.simulate.copy')}><ContentCopyIcon fontSize="small" /></IconButton>
                  </Tooltip>
                )}
              </Stack>
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('closedLoop.simulate.close')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>{translate(click ? 'closedLoop.simulate.again' : 'closedLoop.simulate.submit')}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
