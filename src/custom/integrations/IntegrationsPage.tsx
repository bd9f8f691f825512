import { Alert, Box } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import type { IntegrationKind } from '../../../contract/integrations';
import { LoadError } from '../../components/LoadError/LoadError';
import { LoadingStatus } from '../../components/LoadingStatus/LoadingStatus';
import { PageShell } from '../../components/PageShell';
import { useConnectionActions, type OpenExternal } from './api/useConnectionActions';
import { useIntegrationOverview } from './api/useIntegrationQueries';
import { CalendlyTestBookings } from './calendly/CalendlyTestBookings';
import { IntegrationCard } from './cards/IntegrationCard';
import { MetaAssets } from './meta/MetaAssets';
import { useConsentReturn } from './useConsentReturn';

export type IntegrationsPageProps = {
  /** Sends the browser to the consent page (stories and tests record it instead). */
  openExternal?: OpenExternal;
};

const ORDER: readonly IntegrationKind[] = ['facebook', 'calendly', 'gmail'];

/**
 * The integrations screen (SPEC §2; issue 16 §3): a card per integration with its state, connect
 * and disconnect, the social network's pages and pixels, and the last events. Company-wide
 * services are changed by owners and admins; a Gmail mailbox by its own collaborator.
 */
export default function IntegrationsPage({ openExternal = (url) => window.location.assign(url) }: IntegrationsPageProps) {
  const translate = useTranslate();
  const overview = useIntegrationOverview();
  const { canAccess: canWriteCompany } = useCanAccess({ resource: 'integrations', action: 'edit' });
  const { canAccess: canWriteContacts } = useCanAccess({ resource: 'contacts', action: 'edit' });
  const { connect, disconnect, connecting } = useConnectionActions(openExternal);
  const { outcome, dismiss } = useConsentReturn();
  const items = overview.data ? ORDER.map((kind) => overview.data.data.find((i) => i.kind === kind) ?? { kind, provider: 'off' as const, connection: null, recentEvents: [] }) : null;

  return (
    <PageShell title={translate('integrations.title')} intro={translate('integrations.intro')}>
      {outcome && (
        <Alert severity={outcome.outcome === 'connected' ? 'success' : 'error'} role={outcome.outcome === 'connected' ? 'status' : 'alert'} onClose={dismiss}
          slotProps={{ closeButton: { 'aria-label': translate('integrations.return.dismiss') } }} sx={{ mb: 2 }} data-testid="consent-return">
          {outcome.outcome === 'connected'
            ? translate('integrations.return.connected', { name: translate(`integrations.kinds.${outcome.kind}.name`) })
            : translate('integrations.return.failed', { reason: translate(`integrations.errors.${outcome.code}`) })}
        </Alert>
      )}
      {overview.isPending && <LoadingStatus layout="block" label={translate('integrations.loading')} />}
      {overview.isError && (
        <LoadError message={translate('integrations.loadFailed')} retryLabel={translate('integrations.retry')} onRetry={() => void overview.refetch()} retrying={overview.isFetching} />
      )}
      {items && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
          {items.map((item) => {
            const canWrite = item.kind === 'gmail' ? !!canWriteContacts : !!canWriteCompany;
            const connected = item.connection?.status === 'connected';
            return (
              <Box key={item.kind} sx={item.kind === 'facebook' && connected ? { gridColumn: '1 / -1' } : undefined}>
                <IntegrationCard
                  item={item}
                  canWrite={canWrite}
                  readOnlyNote={translate(item.kind === 'gmail' ? 'integrations.readOnly.gmail' : 'integrations.readOnly.company')}
                  note={item.kind === 'gmail' ? translate('integrations.gmailOwn') : undefined}
                  connecting={connecting === item.kind}
                  onConnect={() => void connect(item.kind)}
                  onDisconnect={(connectionId) => disconnect(item.kind, connectionId)}
                >
                  {item.kind === 'facebook' && connected && <MetaAssets canWrite={canWrite} sandbox={item.provider === 'sandbox'} />}
                  {item.kind === 'calendly' && connected && canWrite && item.provider === 'sandbox' && <CalendlyTestBookings />}
                </IntegrationCard>
              </Box>
            );
          })}
        </Box>
      )}
    </PageShell>
  );
}
