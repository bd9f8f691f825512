import { BarChart as MuiBarChart } from '@mui/x-charts/BarChart';
import { ChartFrame } from './ChartFrame';
import { useChartColors } from './useChartColors';
import type { SeriesData, ValueKind } from './chartTypes';
import { hasValues, seriesTable } from './seriesTable';
import { useValueFormatter } from './useValueFormatter';

export type BarChartProps = {
  title: string; data: SeriesData; kind?: ValueKind; currency?: string; loading?: boolean; height?: number; headingLevel?: 2 | 3;
  /** The series stacked in one bar per category (parts of a whole: contacts by source), instead of side by side. */
  stacked?: boolean;
};

/** Values compared across categories (cost per campaign, messages per type). */
export function BarChart({ title, data, kind = 'number', currency, loading, height = 280, headingLevel, stacked }: BarChartProps) {
  const format = useValueFormatter(kind, currency);
  const colors = useChartColors();
  return (
    <ChartFrame title={title} loading={loading} empty={!hasValues(data)} table={seriesTable(data, format)} height={height} headingLevel={headingLevel}>
      <MuiBarChart
        // Hidden from assistive technology (the table reads the figures): no tab stop inside.
        disableKeyboardNavigation
        colors={colors}
        height={height}
        xAxis={[{ scaleType: 'band', data: data.categories }]}
        // Room for the longest formatted value ("1.290,10 €") so axis labels are not cut.
        yAxis={[{ valueFormatter: (v: number | null) => format(v), width: kind === 'money' ? 96 : 64 }]}
        series={data.series.map((s) => ({ label: s.label, data: s.data, valueFormatter: (v: number | null) => format(v), stack: stacked ? 'total' : undefined }))}
      />
    </ChartFrame>
  );
}
