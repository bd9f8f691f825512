import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '../../../../contract/analytics';
import { KeyFigure } from '../../../components/KeyFigure/KeyFigure';
import { DashboardCard } from './DashboardCard';
import { useContactsOf } from './useContactsOf';

const grid = { display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' } as const;

/** Emails sent, opened and clicked in the period (each opening its contacts), and the rates. */
export function EmailSection({ data }: { data: Dashboard }) {
  const { t } = useTranslation();
  const contactsOf = useContactsOf();
  const { email } = data;
  const see = t('dashboard.seeContacts');
  return (
    <DashboardCard title={t('dashboard.email.title')}>
      <Box sx={grid}>
        {(['sent', 'opened', 'clicked'] as const).map((key) => (
          <KeyFigure key={key} label={t(`dashboard.email.${key}`)} value={email[key]} to={contactsOf(email.segments[key])} linkDescription={see} />
        ))}
        <KeyFigure label={t('dashboard.email.openRate')} value={email.openRate} kind="percent" />
        <KeyFigure label={t('dashboard.email.clickRate')} value={email.clickRate} kind="percent" />
      </Box>
    </DashboardCard>
  );
}
