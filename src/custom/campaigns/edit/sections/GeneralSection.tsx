import { Button, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CampaignDetail } from '../../../../../contract/campaigns';
import { useFormatters } from '../../../../components/format/useFormatters';
import { useAdsClient } from '../../createad/api/useAdsClient';
import { monthlyCap } from '../../createad/budgetEstimate';
import { isWebUrl } from '../../createad/rules/textRules';
import { parseAmount } from '../../createad/wizardAnswers';
import { SaveResult } from '../SaveResult';
import { useSaver } from '../useSaver';

type Props = { campaign: CampaignDetail };

/** One value with its own save button and result (name, budget, final URL are saved by separate calls). */
function OneValue({ campaignId, label, initial, check, save, success, hint, adornment, inputMode }: {
  campaignId: string; label: string; initial: string; check: (value: string) => string | null; save: (value: string) => Promise<unknown>; success: string;
  hint?: (value: string) => string | null; adornment?: string; inputMode?: 'decimal' | 'url';
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const [tried, setTried] = useState(false);
  const saver = useSaver(campaignId);
  const problem = check(value);
  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (problem) return;
    await saver.run(() => save(value), success).catch(() => undefined);
  };
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'flex-start' }}>
        <TextField size="small" label={label} value={value} onChange={(e) => setValue(e.target.value)} sx={{ flex: 1, maxWidth: 520 }}
          error={tried && !!problem} helperText={(tried && problem) || hint?.(value) || ' '}
          slotProps={{ htmlInput: { inputMode }, input: adornment ? { endAdornment: <InputAdornment position="end">{adornment}</InputAdornment> } : undefined }} />
        <Button type="submit" variant="outlined" disabled={saver.busy || value === initial}>{saver.busy ? t('campaigns.edit.saving') : t('campaigns.edit.save')}</Button>
      </Stack>
      <SaveResult outcome={saver.outcome} />
    </form>
  );
}

/** The campaign's name, daily budget (with its monthly cap) and where its ads lead. */
export function GeneralSection({ campaign }: Props) {
  const { t } = useTranslation();
  const f = useFormatters();
  const client = useAdsClient();
  const rules = (key: string, params?: Record<string, unknown>) => t(`campaigns.wizard.rules.${key}`, params);
  return (
    <Stack spacing={3}>
      <Typography variant="h6" component="h2">{t('campaigns.edit.tabs.general')}</Typography>
      <OneValue campaignId={campaign._id} label={t('campaigns.edit.general.name')} initial={campaign.name} success="campaigns.edit.general.nameSaved"
        check={(v) => (v.trim() ? null : rules('required'))} save={(v) => client.rename(campaign._id, v.trim())} />
      <OneValue campaignId={campaign._id} label={t('campaigns.edit.general.budget')} initial={String(campaign.dailyBudget)} success="campaigns.edit.general.budgetSaved" inputMode="decimal" adornment={campaign.currency}
        check={(v) => { const n = parseAmount(v); return n === null ? rules('amount') : n < 1 ? rules('budgetMin', { min: 1 }) : null; }}
        hint={(v) => { const n = parseAmount(v); return n ? t('campaigns.edit.general.monthlyCap', { amount: f.money(monthlyCap(n), campaign.currency) }) : null; }}
        save={(v) => client.setBudget(campaign._id, parseAmount(v)!)} />
      <OneValue campaignId={campaign._id} label={t('campaigns.edit.general.finalUrl')} initial={campaign.finalUrl} success="campaigns.edit.general.urlSaved" inputMode="url"
        check={(v) => (isWebUrl(v) ? null : rules('url'))} save={(v) => client.setFinalUrl(campaign._id, v.trim())} />
    </Stack>
  );
}
