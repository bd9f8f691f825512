import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { facebookCalls } from '../../../../contract/integrations';
import { useServices } from '../../../app/useServices';
import { LoadError } from '../../../components/LoadError/LoadError';
import { LoadingStatus } from '../../../components/LoadingStatus/LoadingStatus';
import { StatusChip } from '../../../components/StatusChip/StatusChip';
import { useFormatters } from '../../../components/format/useFormatters';
import { integrationKeys } from '../api/integrationQueries';
import { useCompanyId, useFacebookAssets } from '../api/useIntegrationQueries';
import { pixelRows, type PixelRow } from './pixelRows';

const ROW_SX = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 1, borderBottom: 1, borderColor: 'divider', overflowWrap: 'anywhere' } as const;

/**
 * The connected business: its pages (whether their lead ads arrive) and its pixels, added to the
 * company or not. On the sandbox, a page that receives leads can be sent a test lead (someone
 * filling its form: it arrives through the webhook as from Meta).
 */
export function MetaAssets({ canWrite, sandbox = false }: { canWrite: boolean; sandbox?: boolean }) {
  const translate = useTranslate();
  const format = useFormatters();
  const notify = useNotify();
  const { api } = useServices();
  const companyId = useCompanyId();
  const queryClient = useQueryClient();
  const { pages, pixels, companyPixels } = useFacebookAssets(true);
  const [busy, setBusy] = useState<string | null>(null);
  const rows = pixels.data && companyPixels.data ? pixelRows(pixels.data.data, companyPixels.data.data) : null;

  const sendTestLead = async (pageId: string) => {
    setBusy(`lead:${pageId}`);
    try {
      await api.call(facebookCalls.sendFacebookTestLead, { body: { companyId, pageId } });
      notify(translate('integrations.meta.pages.testLeadDone'), { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: integrationKeys.all(companyId) });
    } catch (error) {
      notify(translate('integrations.meta.pages.testLeadFailed', { reason: (error as Error).message }), { type: 'error' });
    } finally {
      setBusy(null);
    }
  };

  const handleToggle = async (row: PixelRow) => {
    setBusy(row.pixelId);
    const verb = row.added ? 'remove' : 'add';
    try {
      if (row.added) await api.call(facebookCalls.deleteFacebookPixel, { query: { companyId, pixelId: row.pixelId } });
      else await api.call(facebookCalls.addFacebookPixel, { body: { companyId, connectionId: row.connectionId, pixelId: row.pixelId, pixelName: row.name } });
      notify(translate(`integrations.meta.pixels.${verb}Done`, { name: row.name }), { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: integrationKeys.all(companyId) });
    } catch (error) {
      notify(translate(`integrations.meta.pixels.${verb}Failed`, { reason: (error as Error).message }), { type: 'error' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack spacing={2}>
      <Box component="section" aria-label={translate('integrations.meta.pages.title')}>
        <Typography component="h3" variant="subtitle2">{translate('integrations.meta.pages.title')}</Typography>
        {pages.isPending && <LoadingStatus label={translate('integrations.meta.pages.loading')} />}
        {pages.isError && <LoadError message={translate('integrations.meta.pages.loadFailed')} retryLabel={translate('integrations.retry')} onRetry={() => void pages.refetch()} retrying={pages.isFetching} />}
        {pages.data?.data.length === 0 && <Typography variant="body2" color="text.secondary">{translate('integrations.meta.pages.empty')}</Typography>}
        {!!pages.data?.data.length && (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {pages.data.data.map((page) => (
              <Box component="li" key={page._id} sx={ROW_SX}>
                <Box sx={{ flex: '1 1 160px' }}>
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>{page.name}</Typography>
                  <Typography variant="body2" color="text.secondary">{page.category}</Typography>
                  {!page.leadsSubscribed && <Typography variant="caption" color="text.secondary">{translate('integrations.meta.pages.leadsOffHelp')}</Typography>}
                </Box>
                <StatusChip status={page.leadsSubscribed ? 'on' : 'off'} tones={{ on: 'success', off: 'warning' }}
                  label={translate(page.leadsSubscribed ? 'integrations.meta.pages.leadsOn' : 'integrations.meta.pages.leadsOff')} />
                {sandbox && canWrite && page.leadsSubscribed && (
                  <Button size="small" variant="outlined" onClick={() => void sendTestLead(page._id)} disabled={busy !== null} aria-busy={busy === `lead:${page._id}`}
                    aria-label={translate('integrations.meta.pages.testLeadLabel', { name: page.name })}
                    startIcon={busy === `lead:${page._id}` ? <CircularProgress size={14} color="inherit" aria-hidden /> : undefined}>
                    {translate('integrations.meta.pages.testLead')}
                  </Button>
                )}
              </Box>
            ))}
          </Box>
        )}
      </Box>

      <Box component="section" aria-label={translate('integrations.meta.pixels.title')}>
        <Typography component="h3" variant="subtitle2">{translate('integrations.meta.pixels.title')}</Typography>
        <Typography variant="body2" color="text.secondary">{translate('integrations.meta.pixels.help')}</Typography>
        {(pixels.isPending || companyPixels.isPending) && !pixels.isError && !companyPixels.isError && <LoadingStatus label={translate('integrations.meta.pixels.loading')} />}
        {(pixels.isError || companyPixels.isError) && (
          <LoadError message={translate('integrations.meta.pixels.loadFailed')} retryLabel={translate('integrations.retry')}
            onRetry={() => { void pixels.refetch(); void companyPixels.refetch(); }} retrying={pixels.isFetching || companyPixels.isFetching} />
        )}
        {rows?.length === 0 && <Typography variant="body2" color="text.secondary">{translate('integrations.meta.pixels.empty')}</Typography>}
        {!!rows?.length && (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={translate('integrations.meta.pixels.title')}>
            {rows.map((row) => (
              <Box component="li" key={row.pixelId} sx={ROW_SX} data-testid={`pixel-${row.pixelId}`}>
                <Box sx={{ flex: '1 1 160px' }}>
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>{row.name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {row.pixelId}{row.adAccountId ? ` · ${row.adAccountId}` : ''}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {row.orphan ? translate('integrations.meta.pixels.notInBusiness')
                      : row.lastFiredAt ? translate('integrations.meta.pixels.lastFired', { date: format.dateTime(row.lastFiredAt) }) : translate('integrations.meta.pixels.neverFired')}
                  </Typography>
                </Box>
                {row.added && <StatusChip status="added" tones={{ added: 'success' }} label={translate('integrations.meta.pixels.added')} />}
                {canWrite && (
                  <Button size="small" variant={row.added ? 'outlined' : 'contained'} color={row.added ? 'error' : 'primary'}
                    onClick={() => void handleToggle(row)} disabled={busy !== null} aria-busy={busy === row.pixelId}
                    aria-label={translate(row.added ? 'integrations.meta.pixels.removeLabel' : 'integrations.meta.pixels.addLabel', { name: row.name })}
                    startIcon={busy === row.pixelId ? <CircularProgress size={14} color="inherit" aria-hidden /> : undefined}>
                    {translate(row.added ? 'integrations.meta.pixels.remove' : 'integrations.meta.pixels.add')}
                  </Button>
                )}
              </Box>
            ))}
          </Box>
        )}
      </Box>
    </Stack>
  );
}
