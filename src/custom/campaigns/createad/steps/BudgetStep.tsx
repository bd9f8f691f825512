import { Alert, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../../components/format/useFormatters';
import { useIssueText } from '../components/useIssueText';
import { estimateClicks, monthlyCap } from '../budgetEstimate';
import { useCurrency } from '../useCurrency';
import { useKeywordIdeas } from '../useKeywordIdeas';
import { parseAmount } from '../wizardAnswers';
import type { StepProps } from './stepProps';

/** The daily budget, the month's cap the platform applies, and what it may buy in clicks. */
export function BudgetStep({ answers, onChange, issues }: StepProps) {
  const { t } = useTranslation();
  const text = useIssueText();
  const f = useFormatters();
  const currency = useCurrency();
  const { positive } = useKeywordIdeas(answers);
  const amount = parseAmount(answers.dailyBudget);
  const estimate = estimateClicks(amount, positive.data?.ideas ?? [], answers.keywords);
  const symbol = f.money(0, currency).replace(/[\d\s.,]/g, '') || currency;
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <TextField
        label={t('campaigns.wizard.budget.daily')} required value={answers.dailyBudget} inputMode="decimal"
        onChange={(e) => onChange({ dailyBudget: e.target.value })}
        error={!!issues.dailyBudget} helperText={text(issues.dailyBudget) ?? t('campaigns.wizard.budget.dailyHint')}
        slotProps={{ input: { endAdornment: <InputAdornment position="end">{symbol}</InputAdornment> }, htmlInput: { inputMode: 'decimal' } }}
      />
      {amount !== null && amount > 0 && (
        <Typography data-testid="monthly-cap">{t('campaigns.wizard.budget.monthlyCap', { amount: f.money(monthlyCap(amount), currency) })}</Typography>
      )}
      <section aria-labelledby="budget-estimate" aria-live="polite">
        <Typography id="budget-estimate" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>{t('campaigns.wizard.budget.estimateTitle')}</Typography>
        {positive.isLoading ? (
          <Typography color="text.secondary">{t('campaigns.wizard.loading')}</Typography>
        ) : positive.isError ? (
          <Alert severity="warning">{t('campaigns.wizard.budget.estimateFailed')}</Alert>
        ) : estimate ? (
          <>
            <Typography data-testid="click-estimate">
              {t('campaigns.wizard.budget.estimate', { low: f.number(estimate.dailyLow), high: f.number(estimate.dailyHigh), monthlyLow: f.number(estimate.monthlyLow), monthlyHigh: f.number(estimate.monthlyHigh) })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('campaigns.wizard.budget.estimateBasis', { low: f.money(estimate.cpcLow, currency), high: f.money(estimate.cpcHigh, currency) })}
            </Typography>
          </>
        ) : (
          <Typography color="text.secondary">{t('campaigns.wizard.budget.estimateNone')}</Typography>
        )}
      </section>
    </Stack>
  );
}
