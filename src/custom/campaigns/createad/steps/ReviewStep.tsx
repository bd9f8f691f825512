import { Box, Button, Divider, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../../components/format/useFormatters';
import { ASSET_DECLARATIONS } from '../../edit/assets/assetDeclarations';
import { monthlyCap } from '../budgetEstimate';
import { useCurrency } from '../useCurrency';
import { parseAmount } from '../wizardAnswers';
import { STEPS, type StepId } from '../wizardSteps';
import type { StepProps } from './stepProps';

type ReviewStepProps = StepProps & { onEdit: (step: StepId) => void };

/** Everything answered, step by step, each with a way back to change it. */
export function ReviewStep({ answers: a, onEdit }: ReviewStepProps) {
  const { t } = useTranslation();
  const f = useFormatters();
  const currency = useCurrency();
  const budget = parseAmount(a.dailyBudget) ?? 0;
  const lines: Partial<Record<StepId, ReactNode[]>> = {
    type: [t(`campaigns.wizard.type.${a.type}`), t(`campaigns.wizard.goal.${a.goal}`)],
    business: [a.name, a.businessName, a.finalUrl],
    targeting: [
      a.locations.map((l) => (l.negative ? t('campaigns.wizard.review.excluded', { name: l.name }) : l.name)).join(', '),
      a.languages.join(', ').toUpperCase(),
    ],
    budget: [t('campaigns.wizard.review.budget', { daily: f.money(budget, currency), monthly: f.money(monthlyCap(budget), currency) })],
    keywords: [
      a.keywords.map((k) => `${k.text} (${t(`campaigns.wizard.keywords.match.${k.matchType}`)})`).join(', '),
      a.negativeKeywords.length ? t('campaigns.wizard.review.negative', { list: a.negativeKeywords.map((k) => k.text).join(', ') }) : null,
    ],
    ad: [a.ad.headlines.filter(Boolean).join(' | '), a.ad.descriptions.filter(Boolean).join(' ')],
    assets: ASSET_DECLARATIONS.filter((d) => a.assets[d.kind]?.length).map((d) => `${t(`campaigns.assets.kinds.${d.kind}.title`)}: ${a.assets[d.kind]!.length}`),
    group: [
      a.group.headlines.filter(Boolean).join(' | '),
      a.group.longHeadlines.filter(Boolean).join(' | '),
      t('campaigns.wizard.review.images', { count: a.group.images.length }),
    ],
  };
  return (
    <Stack spacing={2} divider={<Divider flexItem />}>
      {STEPS[a.type].filter((s) => s !== 'review').map((step) => (
        <Box key={step} component="section" aria-labelledby={`review-${step}`} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography id={`review-${step}`} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>{t(`campaigns.wizard.steps.${step}`)}</Typography>
            {(lines[step] ?? []).filter(Boolean).map((line, i) => <Typography key={i} sx={{ overflowWrap: 'anywhere' }}>{line}</Typography>)}
            {step === 'assets' && !lines.assets?.length && <Typography color="text.secondary">{t('campaigns.wizard.review.noAssets')}</Typography>}
          </Box>
          <Button size="small" onClick={() => onEdit(step)} aria-label={t('campaigns.wizard.review.editStep', { step: t(`campaigns.wizard.steps.${step}`) })}>
            {t('campaigns.wizard.review.edit')}
          </Button>
        </Box>
      ))}
    </Stack>
  );
}
