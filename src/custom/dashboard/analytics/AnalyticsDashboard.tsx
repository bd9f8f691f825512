import InsightsIcon from '@mui/icons-material/Insights';
import { Alert, Box, Button } from '@mui/material';
import { useState } from 'react';
import { useGetList } from 'react-admin';
import { useTranslation } from 'react-i18next';
import type { DashboardPreferences } from '../../../../contract/analytics';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { LoadingStatus } from '../../../components/LoadingStatus/LoadingStatus';
import type { IsoDay } from '../../../components/DateRangePicker/dateRangePresets';
import { CampaignsSection } from './CampaignsSection';
import { ChatSection } from './ChatSection';
import { DashboardControls } from './DashboardControls';
import { DEFAULT_PREFERENCES, rangeOf, withRange } from './dashboardRange';
import { EmailSection } from './EmailSection';
import { FunnelSection } from './FunnelSection';
import { isEmptyDashboard } from './isEmptyDashboard';
import { SourcesSection } from './SourcesSection';
import { StageTimesSection } from './StageTimesSection';
import { useAnalyticsDashboard, useDashboardPreferences, useSaveDashboardPreferences } from './useDashboardQueries';
import { UtmSection } from './UtmSection';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } } as const;

export type AnalyticsDashboardProps = { companyId: string; today: IsoDay };

/**
 * The analytics dashboard of the current company for the user's period, pipeline and stage
 * mapping — read from and kept in their preferences. Every count opens the contacts behind it.
 */
export function AnalyticsDashboard({ companyId, today }: AnalyticsDashboardProps) {
  const { t } = useTranslation();
  const kept = useDashboardPreferences(companyId);
  const save = useSaveDashboardPreferences(companyId);
  // The user's choices on this page; until they change one, what was kept (or the defaults when it could not be read).
  const [chosen, setChosen] = useState<DashboardPreferences | null>(null);
  const prefs = chosen ?? kept.data ?? DEFAULT_PREFERENCES;
  const ready = !kept.isPending || kept.isError;
  const range = rangeOf(prefs, today);
  const dashboard = useAnalyticsDashboard(companyId, range, prefs, ready);
  const pipelines = useGetList<{ id: string; _id: string; name: string }>('pipelines', { pagination: { page: 1, perPage: 100 } });

  const choose = (next: DashboardPreferences) => {
    setChosen(next);
    save.mutate(next);
  };

  if (!ready || (dashboard.isPending && !dashboard.isError)) return <LoadingStatus label={t('dashboard.loading')} layout="block" />;
  const data = dashboard.data;

  return (
    <>
      <DashboardControls
        range={range}
        today={today}
        onRangeChange={(next) => choose(withRange(prefs, next, today))}
        pipelines={pipelines.data ?? []}
        pipeline={data?.pipeline ?? null}
        selectedPipelineId={prefs.selectedPipelineId}
        pending={dashboard.isPlaceholderData}
        // Another pipeline's stages are not this one's: its mapping starts from the default.
        onPipelineChange={(pipelineId) => choose({ ...prefs, selectedPipelineId: pipelineId, stageMapping: null })}
        mapping={data?.stageMapping ?? null}
        onMappingChange={(stageMapping) => choose({ ...prefs, selectedPipelineId: data?.pipeline?._id ?? prefs.selectedPipelineId, stageMapping })}
      />
      {save.isError && <Alert severity="warning" sx={{ mb: 2 }}>{t('dashboard.saveFailed')}</Alert>}
      {dashboard.isFetching && data && <LoadingStatus label={t('dashboard.refreshing')} sx={{ mb: 1 }} />}
      {dashboard.isError && !dashboard.isFetching ? (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => dashboard.refetch()}>{t('dashboard.error.retry')}</Button>}>
          {t('dashboard.error.title')}
        </Alert>
      ) : !data ? null : isEmptyDashboard(data) ? (
        // No call to action of its own: the shortcuts above the dashboard are the first things to do.
        <EmptyState icon={<InsightsIcon />} title={t('dashboard.empty.title')} body={t('dashboard.empty.body')} />
      ) : (
        <Box sx={grid}>
          <FunnelSection data={data} />
          {data.pipeline && <StageTimesSection data={data} />}
          <EmailSection data={data} />
          <SourcesSection data={data} />
          <UtmSection data={data} />
          <ChatSection data={data} />
          <CampaignsSection data={data} />
        </Box>
      )}
    </>
  );
}
