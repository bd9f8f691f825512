import { LineChart as MuiLineChart } from '@mui/x-charts/LineChart';
import { ChartFrame } from './ChartFrame';
import { useChartColors } from './useChartColors';
import type { SeriesData, ValueKind } from './chartTypes';
import { hasValues, seriesTable } from './seriesTable';
import { useValueFormatter } from './useValueFormatter';

export type LineChartProps = { title: string; data: SeriesData; kind?: ValueKind; currency?: string; loading?: boolean; height?: number; headingLevel?: 2 | 3 };

/** Values over time (clicks per day, messages per day), one line per series. */
export function LineChart({ title, data, kind = 'number', currency, loading, height = 280, headingLevel }: LineChartProps) {
  const format = useValueFormatter(kind, currency);
  const colors = useChartColors();
  return (
    <ChartFrame title={title} loading={loading} empty={!hasValues(data)} table={seriesTable(data, format)} height={height} headingLevel={headingLevel}>
      <MuiLineChart
        // Hidden from assistive technology (the table reads the figures): no tab stop inside.
        disableKeyboardNavigation
        colors={colors}
        height={height}
        xAxis={[{ scaleType: 'point', data: data.categories }]}
        // Room for the longest formatted value ("1.290,10 €") so axis labels are not cut.
        yAxis={[{ valueFormatter: (v: number | null) => format(v), width: kind === 'money' ? 96 : 64 }]}
        series={data.series.map((s) => ({ label: s.label, data: s.data, valueFormatter: (v: number | null) => format(v), showMark: data.categories.length <= 31 }))}
      />
    </ChartFrame>
  );
}
