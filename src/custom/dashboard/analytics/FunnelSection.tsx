import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '../../../../contract/analytics';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { FunnelChart } from '../../../components/charts/FunnelChart';
import { KeyFigure } from '../../../components/KeyFigure/KeyFigure';
import { useLocalizedPath } from '../../../app/useLocalizedPath';
import { DashboardCard } from './DashboardCard';
import { useContactsOf } from './useContactsOf';

const RATES = ['leadToOpportunity', 'opportunityToCustomer', 'leadToCustomer'] as const;
const figures = { display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', mt: 2 } as const;

/** Leads, opportunities and customers of the period (the chart's h2 first, then each figure opening its contacts), with the rates between them. */
export function FunnelSection({ data }: { data: Dashboard }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const contactsOf = useContactsOf();
  if (!data.pipeline) {
    return (
      <DashboardCard title={t('dashboard.funnel.title')} wide>
        <EmptyState
          headingLevel={3}
          icon={<AccountTreeIcon />}
          title={t('dashboard.funnel.noPipeline.title')}
          body={t('dashboard.funnel.noPipeline.body')}
          action={{ label: t('dashboard.funnel.noPipeline.action'), to: to('crm/board') }}
        />
      </DashboardCard>
    );
  }
  const steps = data.funnel.steps;
  return (
    <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
      <FunnelChart title={`${t('dashboard.funnel.title')} · ${data.pipeline.name}`} headingLevel={2} steps={steps.map((s) => ({ label: t(`dashboard.steps.${s.step}`), value: s.contacts }))} />
      <Box sx={figures}>
        {steps.map((step) => (
          <KeyFigure key={step.step} label={t(`dashboard.steps.${step.step}`)} value={step.contacts} to={contactsOf(step.segment)} linkDescription={t('dashboard.seeContacts')} />
        ))}
        {RATES.map((rate) => (
          <KeyFigure key={rate} label={t(`dashboard.funnel.rates.${rate}`)} value={data.funnel.rates[rate]} kind="percent" />
        ))}
      </Box>
    </Box>
  );
}
