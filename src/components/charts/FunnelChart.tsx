import { BarChart as MuiBarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../format/useFormatters';
import { ChartFrame } from './ChartFrame';
import { useChartColors } from './useChartColors';
import type { FunnelStep } from './chartTypes';

export type FunnelChartProps = { title: string; steps: FunnelStep[]; loading?: boolean; height?: number; headingLevel?: 2 | 3 };

/** Each step's share of the one before (clicks of impressions…); the first step has none. */
export function stepConversions(steps: FunnelStep[]): (number | null)[] {
  return steps.map((step, i) => (i === 0 || !steps[i - 1].value ? null : step.value / steps[i - 1].value));
}

/**
 * A funnel as horizontal bars, widest first, each step with its count and its conversion from
 * the step before (MUI X's own funnel is not in its free edition).
 */
export function FunnelChart({ title, steps, loading, height = 240, headingLevel }: FunnelChartProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const conversions = stepConversions(steps);
  const colors = useChartColors();
  const table = {
    columns: [t('app.components.charts.count'), t('app.components.charts.conversion')],
    rows: steps.map((s, i) => ({ label: s.label, cells: [format.number(s.value), format.percent(conversions[i])] })),
  };
  return (
    <ChartFrame title={title} loading={loading} empty={!steps.some((s) => s.value > 0)} table={table} height={height} headingLevel={headingLevel}>
      <MuiBarChart
        // Hidden from assistive technology (the table reads the figures): no tab stop inside.
        disableKeyboardNavigation
        colors={colors}
        height={height}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', width: 190, data: steps.map((s, i) => (conversions[i] === null ? s.label : `${s.label} (${format.percent(conversions[i])})`)) }]}
        xAxis={[{ valueFormatter: (v: number | null) => format.number(v) }]}
        series={[{ data: steps.map((s) => s.value), valueFormatter: (v: number | null) => format.number(v) }]}
      />
    </ChartFrame>
  );
}
