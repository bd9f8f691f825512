import { Alert, Box, Button, FormControlLabel, InputAdornment, Link as MuiLink, Paper, Stack, Switch, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { CampaignDetail } from '../../../../contract/campaigns';
import { useLocalizedPath } from '../../../app/useLocalizedPath';
import { PageHeader } from '../../../components/PageHeader/PageHeader';
import { useFormatters } from '../../../components/format/useFormatters';
import { isApiError } from '../../../dataProvider/ApiError';
import { useAdsClient } from '../createad/api/useAdsClient';
import { monthlyCap } from '../createad/budgetEstimate';
import { isWebUrl } from '../createad/rules/textRules';
import { parseAmount } from '../createad/wizardAnswers';
import { RefusalAlert } from '../../../components/RefusalAlert/RefusalAlert';
import { campaignActionFailure, type CampaignActionFailure } from '../mycampaigns/CampaignActionError';
import { serverFieldError } from './serverFieldError';
import { LoadingStatus } from '../../../components/LoadingStatus/LoadingStatus';

const campaignKey = (campaignId: string) => ['campaigns', 'campaign', campaignId];

type FieldProps = {
  label: string; initial: string; success: string; field: string;
  check: (value: string) => string | null;
  save: (value: string) => Promise<CampaignDetail>;
  hint?: (value: string) => string | null;
  adornment?: string; inputMode?: 'decimal' | 'url';
};

/** One value with its own save button and its own result (each is saved by its own endpoint). */
function OneValue({ label, initial, success, field, check, save, hint, adornment, inputMode }: FieldProps) {
  const { t } = useTranslation();
  const resultId = useId();
  const [value, setValue] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setDone(false);
    const problem = check(value);
    if (problem) { setError(problem); return; }
    setBusy(true);
    setError(null);
    try {
      await save(value);
      setSaved(value);
      setDone(true);
    } catch (err) {
      setError(serverFieldError(err, field, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={label}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'flex-start' }}>
        <TextField size="small" label={label} value={value} onChange={(e) => { setValue(e.target.value); setError(null); setDone(false); }} sx={{ flex: 1, maxWidth: 560 }}
          error={!!error} helperText={error ?? hint?.(value) ?? ' '}
          slotProps={{ htmlInput: { inputMode, 'aria-describedby': done ? resultId : undefined }, input: adornment ? { endAdornment: <InputAdornment position="end">{adornment}</InputAdornment> } : undefined }} />
        <Button type="submit" variant="outlined" disabled={busy || value === saved}>{busy ? t('campaigns.simpleEdit.saving') : t('campaigns.simpleEdit.save')}</Button>
      </Stack>
      {done && <Alert id={resultId} severity="success" role="status" sx={{ mt: 1 }}>{t(success)}</Alert>}
    </form>
  );
}

/** simple-edit/:campaignId: name, daily budget (with its monthly cap), final URL and whether it runs, each saved on its own. */
export function SimpleEdit() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const f = useFormatters();
  const { campaignId = '' } = useParams();
  const client = useAdsClient();
  const queryClient = useQueryClient();
  const campaign = useQuery({ queryKey: campaignKey(campaignId), queryFn: () => client.campaign(campaignId), retry: false });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<CampaignActionFailure | null>(null);
  const [toggled, setToggled] = useState<string | null>(null);

  if (campaign.isPending) return <LoadingStatus label={t('campaigns.simpleEdit.loading')} sx={{ p: 2 }} />;
  if (campaign.isError) {
    const missing = isApiError(campaign.error) && campaign.error.status === 404;
    return (
      <Box sx={{ p: 2 }}>
        <PageHeader title={t('campaigns.simpleEdit.titleLoading')} />
        <Alert severity={missing ? 'info' : 'error'} action={missing
          ? <Button color="inherit" component={Link} to={to('mycampaigns')}>{t('campaigns.simpleEdit.back')}</Button>
          : <Button color="inherit" onClick={() => void campaign.refetch()}>{t('campaigns.simpleEdit.retry')}</Button>}>
          {t(missing ? 'campaigns.simpleEdit.notFound' : 'campaigns.simpleEdit.loadFailed')}
        </Alert>
      </Box>
    );
  }
  const c = campaign.data;
  const running = c.status === 'ENABLED';
  const keep = (detail: CampaignDetail) => { queryClient.setQueryData(campaignKey(campaignId), detail); return detail; };
  const toggle = async () => {
    setBusy(true);
    setFailure(null);
    setToggled(null);
    try {
      const changed = await (running ? client.pause(c._id) : client.relaunch(c._id));
      queryClient.setQueryData<CampaignDetail>(campaignKey(campaignId), (old) => old && { ...old, status: changed.status });
      setToggled(t(changed.status === 'ENABLED' ? 'campaigns.simpleEdit.relaunched' : 'campaigns.simpleEdit.pausedDone'));
    } catch (e) {
      setFailure(campaignActionFailure(e, t));
    } finally {
      setBusy(false);
    }
  };
  const required = (v: string) => (v.trim() ? null : t('campaigns.simpleEdit.required'));
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 900 }}>
      <PageHeader title={t('campaigns.simpleEdit.title', { name: c.name })} subtitle={t('campaigns.simpleEdit.subtitle')}
        breadcrumbs={[{ label: t('campaigns.list.title'), to: to('mycampaigns') }, { label: c.name }]} />
      <Stack spacing={2}>
        <Paper variant="outlined" component="section" aria-labelledby="simple-edit-status" sx={{ p: 2 }}>
          <Typography id="simple-edit-status" variant="h6" component="h2">{t('campaigns.simpleEdit.status')}</Typography>
          <FormControlLabel control={<Switch checked={running} onChange={() => void toggle()} disabled={busy || c.status === 'REMOVED'} slotProps={{ input: { 'aria-label': t('campaigns.simpleEdit.runningSwitch', { name: c.name }) } }} />}
            label={running ? t('campaigns.simpleEdit.running') : t('campaigns.simpleEdit.paused')} />
          {toggled && <Alert severity="success" role="status" sx={{ mt: 1 }}>{toggled}</Alert>}
          <Box sx={{ mt: 1 }}><RefusalAlert refusal={failure} billingLabel={t('campaigns.list.errors.toBilling')} onClose={() => setFailure(null)} /></Box>
        </Paper>
        <Paper variant="outlined" component="section" aria-labelledby="simple-edit-values" sx={{ p: 2 }}>
          <Typography id="simple-edit-values" variant="h6" component="h2" sx={{ mb: 2 }}>{t('campaigns.simpleEdit.values')}</Typography>
          <Stack spacing={2}>
            <OneValue key={`name-${c._id}`} label={t('campaigns.simpleEdit.name')} initial={c.name} field="newName" success="campaigns.simpleEdit.nameSaved"
              check={required} save={async (v) => keep(await client.rename(c._id, v.trim()))} />
            <OneValue key={`budget-${c._id}`} label={t('campaigns.simpleEdit.budget')} initial={String(c.dailyBudget)} field="dailyBudget" success="campaigns.simpleEdit.budgetSaved"
              inputMode="decimal" adornment={c.currency}
              check={(v) => (parseAmount(v) === null ? t('campaigns.simpleEdit.amount') : null)}
              hint={(v) => { const n = parseAmount(v); return n === null ? null : t('campaigns.simpleEdit.monthlyCap', { amount: f.money(monthlyCap(n), c.currency) }); }}
              save={async (v) => keep(await client.setBudget(c._id, parseAmount(v)!))} />
            <OneValue key={`url-${c._id}`} label={t('campaigns.simpleEdit.finalUrl')} initial={c.finalUrl} field="newFinalUrl" success="campaigns.simpleEdit.urlSaved" inputMode="url"
              check={(v) => (isWebUrl(v) ? null : t('campaigns.simpleEdit.url'))} save={async (v) => keep(await client.setFinalUrl(c._id, v.trim()))} />
          </Stack>
        </Paper>
        <Typography><MuiLink component={Link} to={to(`edit-campaign/${c._id}`)}>{t('campaigns.simpleEdit.more')}</MuiLink></Typography>
      </Stack>
    </Box>
  );
}
