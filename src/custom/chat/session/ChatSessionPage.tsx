import { Alert, Box, Button, CircularProgress, Link, Paper, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { chatCalls, type ChatSession } from '../../../../contract/chat';
import { BarChart } from '../../../components/charts/BarChart';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog';
import { useFormatters } from '../../../components/format/useFormatters';
import { StatusChip } from '../../../components/StatusChip/StatusChip';
import { useRealtime, useRealtimeEvent } from '../../../realtime/realtimeContext';
import { CrmPageTitle } from '../../crm/components/CrmPageTitle';
import { useCanCall } from '../../crm/hooks/useCanCall';
import { useChatClient } from '../api/useChatClient';
import type { Usage } from '../api/createChatClient';

/** While waiting for a scan the status is asked every 2 s, so a new code shows as the old expires. */
const WAITING_POLL_MS = 2000;
const TONES = { ready: 'success', waiting: 'info', failed: 'error', loggedOut: 'warning', unknown: 'neutral', error: 'error' } as const;

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The app's last 30 days of messages; `failed` when they could not be loaded (not loading for ever). */
function useUsage(appId: string | null) {
  const client = useChatClient();
  const [usage, setUsage] = useState<Usage | 'failed' | null>(null);
  useEffect(() => {
    if (!appId) return;
    const to = new Date();
    const from = new Date(to.getTime() - 29 * 86_400_000);
    client.usage(appId, isoDay(from), isoDay(to)).then(setUsage, () => setUsage('failed'));
  }, [client, appId]);
  return usage;
}

/**
 * The chat session (crm/chat/session): its state, the QR code to scan (renewed as each expires),
 * the sandbox's test phone as a link, logging out, and the messages of the last 30 days.
 */
export default function ChatSessionPage() {
  const { t } = useTranslation();
  const f = useFormatters();
  const notify = useNotify();
  const client = useChatClient();
  const { refreshStatus } = useRealtime();
  const canManage = useCanCall(chatCalls.wppLogin);
  const [session, setSession] = useState<ChatSession | null>(null);
  // The drawn code and the expiry it belongs to: a code for an older expiry is not shown.
  const [qr, setQr] = useState<{ key: string; src: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmLogout, setConfirmLogout] = useState(false);
  const [loadError, setLoadError] = useState(false);
  const usage = useUsage(session?.appId ?? null);

  const load = useCallback(async () => {
    try {
      setSession(await client.status());
      setLoadError(false);
    } catch {
      setLoadError(true);
    }
  }, [client]);
  useEffect(() => {
    client.status().then(setSession, () => setLoadError(true));
  }, [client]);
  useRealtimeEvent('chatStatus', () => void load());

  // Waiting: follow the codes; each new expiry means a new code to draw.
  const waiting = session?.status === 'waiting';
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => void load(), WAITING_POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, load]);
  const qrKey = waiting ? session?.qrExpiresAt : null;
  useEffect(() => {
    if (!qrKey || !canManage) return;
    let live = true;
    client.qrSvg().then((svg) => live && setQr({ key: qrKey, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` }), () => undefined);
    return () => {
      live = false;
    };
  }, [client, qrKey, canManage]);

  const act = async (action: () => Promise<ChatSession>) => {
    setBusy(true);
    try {
      setSession(await action());
      refreshStatus();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const status = session?.status ?? 'unknown';
  const reason = session?.reason ? t(`chat.session.reasons.${session.reason}`, { defaultValue: '' }) : '';
  // A month without a message says so, rather than drawing thirty empty days.
  const chartData = usage && usage !== 'failed' && usage.totals.incoming + usage.totals.outgoing > 0 ? {
    categories: usage.days.map((d) => f.date(d.day, 'short')),
    series: [
      { label: t('chat.session.incoming'), data: usage.days.map((d) => d.incoming) },
      { label: t('chat.session.outgoing'), data: usage.days.map((d) => d.outgoing) },
    ],
  } : { categories: [], series: [] };

  return (
    <Stack spacing={2} sx={{ maxWidth: 760 }}>
      <CrmPageTitle title={t('chat.session.title')} hidden={false} />
      {loadError && <Alert severity="error" action={<Button onClick={() => void load()}>{t('crm.errors.retry')}</Button>}>{t('crm.errors.load')}</Alert>}
      {!session && !loadError && <CircularProgress aria-label={t('app.components.loading')} />}
      {session && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={2}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <StatusChip status={status} tones={TONES} label={t(`chat.session.status.${status}`)} />
              {session.phone && <Typography>{t('chat.session.phone', { phone: session.phone })}</Typography>}
            </Box>
            {reason && status !== 'ready' && <Alert severity={status === 'failed' ? 'error' : 'info'}>{reason}</Alert>}
            {waiting && (
              <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'center' }}>
                <Box sx={{ width: 240, height: 240, display: 'grid', placeItems: 'center', bgcolor: '#fff', border: 1, borderColor: 'divider', borderRadius: 1 }}>
                  {qr && qr.key === qrKey ? <img src={qr.src} alt={t('chat.session.qrAlt')} width={240} height={240} /> : <CircularProgress aria-label={t('app.components.loading')} />}
                </Box>
                <Stack spacing={1} sx={{ flex: '1 1 240px' }}>
                  <Typography>{t('chat.session.intro')}</Typography>
                  {session.qrExpiresAt && <Typography variant="body2" color="text.secondary" aria-live="polite">{t('chat.session.qrRefresh', { time: f.time(session.qrExpiresAt) })}</Typography>}
                  {session.pairingUrl && (
                    <>
                      <Typography variant="body2" color="text.secondary">{t('chat.session.sandboxHint')}</Typography>
                      <Link href={session.pairingUrl} target="_blank" rel="noopener">{t('chat.session.sandboxPhone')}</Link>
                    </>
                  )}
                </Stack>
              </Box>
            )}
            {canManage && (
              <Box sx={{ display: 'flex', gap: 1 }}>
                {status !== 'ready' && status !== 'waiting' && (
                  <Button variant="contained" disabled={busy} onClick={() => void act(client.login)}>
                    {status === 'failed' || status === 'loggedOut' ? t('chat.session.retry') : t('chat.session.login')}
                  </Button>
                )}
                {(status === 'ready' || status === 'waiting') && (
                  <Button variant="outlined" color="error" disabled={busy} onClick={() => setConfirmLogout(true)}>{t('chat.session.logout')}</Button>
                )}
              </Box>
            )}
          </Stack>
        </Paper>
      )}
      {session && usage === 'failed' && <Alert severity="warning">{t('chat.session.usageError')}</Alert>}
      {session && usage !== 'failed' && <BarChart title={t('chat.session.usage')} data={chartData} loading={!usage} height={240} headingLevel={2} />}
      <ConfirmDialog open={confirmLogout} title={t('chat.session.logout')} body={t('chat.session.confirmLogout')} confirmLabel={t('chat.session.logout')} destructive
        onConfirm={async () => {
          await act(client.logout);
          setConfirmLogout(false);
        }}
        onClose={() => setConfirmLogout(false)} />
    </Stack>
  );
}
