import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { analyticsCalls, type Dashboard, type DashboardPreferences } from '../../../../contract/analytics';
import type { DateRange } from '../../../components/DateRangePicker/dateRangePresets';
import { useServices } from '../../../app/useServices';

export const dashboardKeys = {
  preferences: (companyId: string | null) => ['analytics', 'preferences', companyId] as const,
  dashboard: (companyId: string | null, range: DateRange, prefs: DashboardPreferences) =>
    ['analytics', 'dashboard', companyId, range.from, range.to, prefs.selectedPipelineId, prefs.stageMapping] as const,
};

/** The caller's last choices on the dashboard (the server answers defaults when there are none). */
export function useDashboardPreferences(companyId: string | null) {
  const { api } = useServices();
  return useQuery({
    queryKey: dashboardKeys.preferences(companyId),
    queryFn: ({ signal }) => api.call<DashboardPreferences>(analyticsCalls.getDashboardPreferences, { params: { companyId: companyId! }, signal }),
    enabled: !!companyId,
    // Kept for the session: the page itself holds the choices once they are read.
    staleTime: Infinity,
  });
}

/** Keeps a choice for the next visit; the page does not wait for it. */
export function useSaveDashboardPreferences(companyId: string | null) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (prefs: DashboardPreferences) => api.call<DashboardPreferences>(analyticsCalls.saveDashboardPreferences, { params: { companyId: companyId! }, body: prefs }),
    onSuccess: (saved) => queryClient.setQueryData(dashboardKeys.preferences(companyId), saved),
  });
}

/** The browser's IANA zone, or none when the runtime does not say. */
const browserTimeZone = (): string | undefined => Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;

/** The dashboard for a range and the chosen pipeline and mapping; the last answer stays on screen while the next loads. */
export function useAnalyticsDashboard(companyId: string | null, range: DateRange, prefs: DashboardPreferences, enabled: boolean) {
  const { api } = useServices();
  return useQuery({
    queryKey: dashboardKeys.dashboard(companyId, range, prefs),
    queryFn: ({ signal }) =>
      api.call<Dashboard>(analyticsCalls.analyticsDashboard, {
        params: { companyId: companyId! },
        query: {
          startDate: range.from,
          endDate: range.to,
          // The range is in this browser's days (the range picker's today): counted by the same days.
          ...(browserTimeZone() ? { timeZone: browserTimeZone() } : {}),
          ...(prefs.selectedPipelineId ? { selectedPipelineId: prefs.selectedPipelineId } : {}),
          ...(prefs.stageMapping ? { stageMapping: JSON.stringify(prefs.stageMapping) } : {}),
        },
        signal,
      }),
    enabled: enabled && !!companyId,
    placeholderData: keepPreviousData,
  });
}
