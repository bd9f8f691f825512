import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import FacebookIcon from '@mui/icons-material/Facebook';
import MailIcon from '@mui/icons-material/Mail';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { IntegrationKind } from '../../../../contract/integrations';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog';
import { StatusChip } from '../../../components/StatusChip/StatusChip';
import { useFormatters } from '../../../components/format/useFormatters';
import type { IntegrationOverview } from '../api/integrationQueries';
import { IntegrationEventList } from '../events/IntegrationEventList';
import { IntegrationEventsDialog } from '../events/IntegrationEventsDialog';
import { cardStatus, CONNECT_WORDS, connectionProblem, STATUS_TONES } from './connectionState';

const ICONS: Record<IntegrationKind, ReactNode> = { facebook: <FacebookIcon />, calendly: <CalendarMonthIcon />, gmail: <MailIcon /> };

export type IntegrationCardProps = {
  item: IntegrationOverview;
  /** The caller may connect and disconnect this integration. */
  canWrite: boolean;
  /** Said instead of the buttons when the caller may not. */
  readOnlyNote: string;
  /** A word on whose connection this is (Gmail: each collaborator's own). */
  note?: string;
  connecting: boolean;
  onConnect: () => void;
  /** Rejects when it failed (the confirmation then stays open). */
  onDisconnect: (connectionId: string) => Promise<void>;
  /** What only a connected integration shows (the social network's pages and pixels). */
  children?: ReactNode;
};

/** One integration: its state in words, what to do about it, and the last events it brought. */
export function IntegrationCard({ item, canWrite, readOnlyNote, note, connecting, onConnect, onDisconnect, children }: IntegrationCardProps) {
  const translate = useTranslate();
  const format = useFormatters();
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const [showAll, setShowAll] = useState(false);
  const { kind, connection, recentEvents } = item;
  const name = translate(`integrations.kinds.${kind}.name`);
  const status = cardStatus(connection);
  const problem = connectionProblem(connection);
  const connectWords = CONNECT_WORDS[status];
  const eventsTitle = translate('integrations.events.title');

  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} data-kind={kind} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Box aria-hidden sx={{ display: 'flex', color: 'primary.main' }}>{ICONS[kind]}</Box>
          <Typography id={headingId} component="h2" variant="h6" sx={{ flexGrow: 1 }}>{name}</Typography>
          <StatusChip status={status} tones={STATUS_TONES} label={translate(`integrations.status.${status}`)} />
        </Stack>
        <Typography variant="body2" color="text.secondary">{translate(`integrations.kinds.${kind}.description`)}</Typography>
        {/* Static notes, not live alerts: role=note keeps them out of screen readers' interruptions. */}
        {item.provider === 'sandbox' && <Alert severity="info" variant="outlined" role="note">{translate('integrations.provider.sandbox')}</Alert>}
        {item.provider === 'off' && !connection && <Alert severity="warning" role="note">{translate('integrations.provider.off')}</Alert>}

        <Box data-testid={`${kind}-state`} sx={{ display: 'flex', flexDirection: 'column', gap: 0.25, overflowWrap: 'anywhere' }}>
          {!connection && <Typography variant="body2">{translate('integrations.state.notConnected')}</Typography>}
          {connection?.status === 'pending' && <Typography variant="body2">{translate('integrations.state.pending')}</Typography>}
          {connection && connection.status !== 'pending' && connection.accountName && (
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {translate('integrations.state.connectedAs', { account: connection.accountEmail && connection.accountEmail !== connection.accountName ? `${connection.accountName} (${connection.accountEmail})` : connection.accountName })}
            </Typography>
          )}
          {connection?.connectedAt && (
            <Typography variant="body2" color="text.secondary">
              {connection.connectedBy
                ? translate('integrations.state.connectedAtBy', { date: format.dateTime(connection.connectedAt), name: connection.connectedBy.name })
                : translate('integrations.state.connectedAt', { date: format.dateTime(connection.connectedAt) })}
            </Typography>
          )}
          {connection?.expiresAt && (connection.status === 'connected' || connection.status === 'expired') && (
            <Typography variant="body2" color="text.secondary">
              {translate(connection.status === 'expired' ? 'integrations.state.expiredAt' : 'integrations.state.expiresAt', { date: format.dateTime(connection.expiresAt) })}
            </Typography>
          )}
          {connection?.lastEventAt && <Typography variant="body2" color="text.secondary">{translate('integrations.state.lastEvent', { date: format.dateTime(connection.lastEventAt) })}</Typography>}
        </Box>

        {problem && (
          <Alert severity={status === 'error' ? 'error' : 'warning'} data-testid={`${kind}-problem`}>
            {translate(`integrations.errors.${problem.code}`)}
            {problem.at && connection?.error && <Box component="span" sx={{ display: 'block', mt: 0.5, opacity: 0.8 }}>{translate('integrations.state.errorSince', { date: format.dateTime(problem.at) })}</Box>}
          </Alert>
        )}

        {note && <Typography variant="body2" color="text.secondary">{note}</Typography>}
        {canWrite ? (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            {connectWords && (
              <Button variant="contained" onClick={onConnect} disabled={connecting || item.provider === 'off'} aria-busy={connecting}
                aria-label={connectWords === 'connect' ? translate('integrations.actions.connectLabel', { name }) : undefined}
                startIcon={connecting ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}>
                {translate(`integrations.actions.${connectWords}`)}
              </Button>
            )}
            {connection && (
              <Button variant="outlined" color="error" onClick={() => setConfirming(true)} aria-label={translate('integrations.actions.disconnectLabel', { name })}>
                {translate('integrations.actions.disconnect')}
              </Button>
            )}
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary" data-testid={`${kind}-read-only`}>{readOnlyNote}</Typography>
        )}
        {connecting && <Typography variant="body2" role="status">{translate('integrations.actions.connecting')}</Typography>}

        {children}

        <Box>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography component="h3" variant="subtitle2">{eventsTitle}</Typography>
            {recentEvents.length > 0 && (
              <Button size="small" onClick={() => setShowAll(true)} aria-label={translate('integrations.actions.seeAllLabel', { name })}>
                {translate('integrations.actions.seeAll')}
              </Button>
            )}
          </Stack>
          {recentEvents.length === 0
            ? <Typography variant="body2" color="text.secondary">{translate('integrations.events.empty')}</Typography>
            : <IntegrationEventList events={recentEvents} label={`${eventsTitle}: ${name}`} />}
        </Box>
      </CardContent>

      {connection && (
        <ConfirmDialog
          open={confirming}
          title={translate('integrations.disconnect.title', { name })}
          body={translate(`integrations.disconnect.body.${kind}`)}
          confirmLabel={translate('integrations.disconnect.confirm')}
          destructive
          onConfirm={() => onDisconnect(connection._id)}
          onClose={() => setConfirming(false)}
        />
      )}
      {showAll && <IntegrationEventsDialog kind={kind} open={showAll} onClose={() => setShowAll(false)} />}
    </Card>
  );
}
