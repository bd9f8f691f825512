import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { toPlanId } from '../../../contract/plans';
import type { AccountLinkState } from '../../accountLink/createAccountLink';
import type { Company } from '../../../contract/companies';
import { useSessionState } from '../../app/useSessionState';
import { planName } from '../billing/utils/planName';
import { AccountFigure } from './AccountFigure';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' } as const;

export type AccountSummaryProps = { company: Company | undefined; companyCount: number; link: AccountLinkState };

/** The account behind the dashboard: current company, how many the user has, the plan and the ad account's link. */
export function AccountSummary({ company, companyCount, link }: AccountSummaryProps) {
  const { t } = useTranslation();
  const { user } = useSessionState();
  const planId = toPlanId(user?.subscription?.subscriptionType);
  const linked = link.hasAccount && link.hasMCC;
  return (
    <Box component="section" aria-labelledby="main-account" sx={{ mt: 4 }}>
      <Typography id="main-account" component="h2" variant="h6" gutterBottom>
        {t('dashboard.account')}
      </Typography>
      <Box sx={grid}>
        <AccountFigure label={t('app.main.company')} value={company?.name ?? '—'} hint={company ? `${company.currency} · ${company.timezone}` : undefined} />
        <AccountFigure label={t('app.main.companies')} value={String(companyCount)} />
        <AccountFigure label={t('app.main.plan')} value={planId ? planName(planId, t) : '—'} />
        <AccountFigure
          label={t('app.main.adAccount')}
          value={link.status === 'checked' ? (linked ? t('app.main.linked') : t('app.main.notLinked')) : '…'}
          hint={company ? t(`app.roles.${company.role}`) : undefined}
        />
      </Box>
    </Box>
  );
}
