import { Box, Button, Card, CardActions, CardContent, Chip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CHANGEABLE_SUBSCRIPTION_TYPES, planOf, toPlanId } from '../../../../contract/plans';
import { useLanguage } from '../../../app/useLanguage';
import { formatMoney } from '../utils/format';
import { planName } from '../utils/planName';

export type PlanComparisonProps = {
  /** The plans shown (values sent to changeSubscriptionType); every changeable plan by default. */
  plans?: readonly string[];
  /** The user's plan, marked as current. */
  current?: string | null;
  /** The plan picked in a change flow (the value sent, e.g. `freeTrial1`). */
  selected?: string | null;
  /** Without it the comparison is read-only. */
  onSelect?: (subscriptionType: string) => void;
};

/** The plans a user can move to, side by side: price, trial, landings, custom domains. */
export function PlanComparison({ plans = CHANGEABLE_SUBSCRIPTION_TYPES, current, selected, onSelect }: PlanComparisonProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Box component="ul" aria-label={t('app.billing.plans.title')} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 2, p: 0, m: 0, listStyle: 'none' }}>
      {plans.map((type) => {
        const plan = planOf(type);
        const isCurrent = toPlanId(current) === plan.id;
        const isSelected = selected === type;
        const paidAfterTrial = plan.convertsTo ? planOf(plan.convertsTo) : null;
        return (
          <Card component="li" key={type} variant="outlined" sx={{ borderWidth: isSelected ? 2 : 1, borderColor: isSelected ? 'primary.main' : undefined }}>
            <CardContent>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Typography component="h3" variant="h6" sx={{ flexGrow: 1 }}>{planName(plan.id, t)}</Typography>
                {isCurrent && <Chip size="small" color="primary" label={t('app.billing.plans.current')} />}
              </Box>
              <Typography variant="h5" component="p" sx={{ my: 1 }}>
                {plan.trialDays
                  ? t('app.billing.plans.trialPrice', { days: plan.trialDays })
                  : t('app.billing.plans.pricePerMonth', { price: formatMoney(plan.priceCents, plan.currency, language) })}
              </Typography>
              {paidAfterTrial && (
                <Typography color="text.secondary">
                  {t('app.billing.plans.thenPrice', { plan: planName(paidAfterTrial.id, t), price: formatMoney(paidAfterTrial.priceCents, paidAfterTrial.currency, language) })}
                </Typography>
              )}
              <Typography component="p" sx={{ mt: 1 }}>{t(`app.billing.plans.descriptions.${plan.id}`)}</Typography>
              <Box component="ul" sx={{ pl: 2.5, mb: 0 }}>
                <li>{plan.limits.landings === null ? t('app.billing.plans.landingsUnlimited') : t('app.billing.plans.landings', { count: plan.limits.landings })}</li>
                <li>{plan.limits.customDomains ? t('app.billing.plans.customDomainsYes') : t('app.billing.plans.customDomainsNo')}</li>
              </Box>
            </CardContent>
            {onSelect && (
              <CardActions>
                <Button
                  variant={isSelected ? 'contained' : 'outlined'}
                  aria-pressed={isSelected}
                  disabled={isCurrent}
                  onClick={() => onSelect(type)}
                >
                  {isSelected ? t('app.billing.plans.chosen') : t('app.billing.plans.choose', { plan: planName(plan.id, t) })}
                </Button>
              </CardActions>
            )}
          </Card>
        );
      })}
    </Box>
  );
}
