import type { ChartTable } from './ChartFrame';
import type { SeriesData } from './chartTypes';

/** Series as a table: a row per category, a column per series. */
export function seriesTable(data: SeriesData, format: (value: number | null) => string): ChartTable {
  return {
    columns: data.series.map((s) => s.label),
    rows: data.categories.map((label, i) => ({ label, cells: data.series.map((s) => format(s.data[i] ?? null)) })),
  };
}

export const hasValues = (data: SeriesData) => data.categories.length > 0 && data.series.some((s) => s.data.some((v) => v !== null));
