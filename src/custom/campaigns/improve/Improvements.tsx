import LightbulbIcon from '@mui/icons-material/Lightbulb';
import { Alert, Box, Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Improvement } from '../../../../contract/campaigns';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { PageHeader } from '../../../components/PageHeader/PageHeader';
import { apiErrorMessage } from '../../../components/form/apiErrorMessage';
import { useFormatters } from '../../../components/format/useFormatters';
import { useAdsClient } from '../createad/api/useAdsClient';
import { improvementText } from './improvementText';
import { LoadingStatus } from '../../../components/LoadingStatus/LoadingStatus';

type Outcome = { message: string; error: boolean };

/** improvements: the platform's recommendations (one campaign's with ?campaignId=), each applied or dismissed on its own. */
export function Improvements() {
  const { t } = useTranslation();
  const format = useFormatters();
  const client = useAdsClient();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const campaignId = params.get('campaignId') ?? undefined;
  const key = ['campaigns', 'improvements', campaignId ?? 'all'];
  const query = useQuery({ queryKey: key, queryFn: () => client.improvements(campaignId), retry: false });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const money = (n: number) => format.money(n, query.data?.currency ?? 'EUR');

  const decide = async (i: Improvement, accept: boolean) => {
    setBusy(i.improvementId);
    setOutcome(null);
    try {
      await client.decideImprovement(accept, i);
      queryClient.setQueryData<typeof query.data>(key, (old) => old && { ...old, data: old.data.filter((x) => x.improvementId !== i.improvementId), total: old.total - 1 });
      setOutcome({ message: t(accept ? 'campaigns.improvements.applied' : 'campaigns.improvements.dismissed'), error: false });
    } catch (e) {
      setOutcome({ message: t('campaigns.improvements.failed', { message: apiErrorMessage(e, t) }), error: true });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1000 }}>
      <PageHeader title={t('campaigns.improvements.title')} subtitle={t('campaigns.improvements.subtitle')} />
      {outcome && <Alert severity={outcome.error ? 'error' : 'success'} role={outcome.error ? 'alert' : 'status'} onClose={() => setOutcome(null)} sx={{ mb: 2 }}>{outcome.message}</Alert>}
      {query.isPending && <LoadingStatus label={t('campaigns.improvements.loading')} />}
      {query.isError && <Alert severity="error" action={<Button color="inherit" onClick={() => void query.refetch()}>{t('campaigns.improvements.retry')}</Button>}>{t('campaigns.improvements.loadFailed')}</Alert>}
      {query.data?.data.length === 0 && <EmptyState icon={<LightbulbIcon />} title={t('campaigns.improvements.emptyTitle')} body={t('campaigns.improvements.emptyBody')} />}
      {!!query.data?.data.length && (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('campaigns.improvements.listLabel')}>
          {query.data.data.map((i) => {
            const { title, body } = improvementText(i, t, money, format.locale);
            const headingId = `improvement-${i.improvementId}`;
            return (
              <Card component="li" key={i.improvementId} variant="outlined" aria-labelledby={headingId}>
                <CardContent>
                  <Typography id={headingId} variant="h6" component="h2">{title}</Typography>
                  <Typography variant="body2" color="text.secondary">{t('campaigns.improvements.campaign', { name: i.campaignName })}</Typography>
                  {body && <Typography sx={{ mt: 1 }}>{body}</Typography>}
                  <Typography variant="body2" sx={{ mt: 1 }}>
                    {t('campaigns.improvements.impact', {
                      baseClicks: format.number(i.base.clicks), potentialClicks: format.number(i.potential.clicks),
                      baseConv: format.number(i.base.conversions, { decimals: 1 }), potentialConv: format.number(i.potential.conversions, { decimals: 1 }),
                      baseCost: money(i.base.cost), potentialCost: money(i.potential.cost),
                    })}
                  </Typography>
                </CardContent>
                <CardActions>
                  <Button variant="contained" disabled={busy === i.improvementId} onClick={() => void decide(i, true)} aria-label={t('campaigns.improvements.applyOne', { title, campaign: i.campaignName })}>{t('campaigns.improvements.apply')}</Button>
                  <Button disabled={busy === i.improvementId} onClick={() => void decide(i, false)} aria-label={t('campaigns.improvements.dismissOne', { title, campaign: i.campaignName })}>{t('campaigns.improvements.dismiss')}</Button>
                </CardActions>
              </Card>
            );
          })}
        </Stack>
      )}
    </Box>
  );
}
