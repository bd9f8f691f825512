import type { DashboardPreferences } from '../../../../contract/analytics';
import { presetOf, presetRange, type DateRange, type DateRangePreset, type IsoDay } from '../../../components/DateRangePicker/dateRangePresets';

type RangePreset = DashboardPreferences['rangePreset'];

/** The dashboard's presets as the date-range picker names them, in the order offered. */
export const DASHBOARD_PRESETS: readonly DateRangePreset[] = ['last7', 'last30', 'last90', 'last365', 'custom'];
const PICKER_OF: Record<Exclude<RangePreset, 'custom'>, Exclude<DateRangePreset, 'custom'>> = { '7d': 'last7', '30d': 'last30', '90d': 'last90', '365d': 'last365' };
const KEPT_OF = Object.fromEntries(Object.entries(PICKER_OF).map(([kept, picker]) => [picker, kept])) as Record<string, RangePreset>;

export const DEFAULT_PREFERENCES: DashboardPreferences = { rangePreset: '30d', startDate: null, endDate: null, selectedPipelineId: null, stageMapping: null };

/**
 * The days the kept choice means today: a preset rolls with the calendar (the last 30 days are
 * always up to today), custom keeps its own days.
 */
export function rangeOf(prefs: DashboardPreferences, today: IsoDay): DateRange {
  if (prefs.rangePreset === 'custom' && prefs.startDate && prefs.endDate) return { from: prefs.startDate, to: prefs.endDate };
  return presetRange(prefs.rangePreset === 'custom' ? 'last30' : PICKER_OF[prefs.rangePreset], today);
}

/** A picked range as it is kept: a preset by its name alone (no days), anything else as its days. */
export function withRange(prefs: DashboardPreferences, range: DateRange, today: IsoDay): DashboardPreferences {
  const preset = presetOf(range, today, DASHBOARD_PRESETS);
  return preset === 'custom'
    ? { ...prefs, rangePreset: 'custom', startDate: range.from, endDate: range.to }
    : { ...prefs, rangePreset: KEPT_OF[preset], startDate: null, endDate: null };
}
