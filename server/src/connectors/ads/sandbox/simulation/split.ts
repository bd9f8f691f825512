import { splitInteger } from './seed';
import { withRatios, type Totals } from './metrics';

/** How a part differs from the average besides its share of impressions. */
export type PartFactors = { ctr?: number; cpc?: number; conversion?: number };

/**
 * Splits totals into parts whose whole numbers add up exactly to them (largest remainder):
 * impressions by share, clicks by impressions × CTR factor (never more clicks than impressions),
 * cost in cents by clicks × CPC factor, conversions in tenths by clicks × conversion factor, value
 * in cents by conversions; each part's ratios from its own numbers.
 */
export function splitTotals(total: Totals, shares: readonly number[], factors: readonly PartFactors[] = []): Totals[] {
  const n = shares.length;
  const f = (i: number, k: keyof PartFactors) => factors[i]?.[k] ?? 1;
  const by = (weights: number[], fallback: readonly number[]) => (weights.some((w) => w > 0) ? weights : [...fallback]);
  const impressions = splitInteger(total.impressions, shares);
  const clicks = splitInteger(total.clicks, by(impressions.map((v, i) => v * f(i, 'ctr')), shares));
  // Never more clicks than impressions in a part: the excess goes where there is room.
  for (let i = 0; i < n; i++) {
    while (clicks[i] > impressions[i]) {
      let j = -1;
      for (let k = 0; k < n; k++) if (impressions[k] - clicks[k] > 0 && (j < 0 || impressions[k] - clicks[k] > impressions[j] - clicks[j])) j = k;
      if (j < 0) break;
      const move = Math.min(clicks[i] - impressions[i], impressions[j] - clicks[j]);
      clicks[i] -= move;
      clicks[j] += move;
    }
  }
  const cents = Math.floor(total.cost_micros / 10_000);
  const costWeights = by(clicks.map((c, i) => c * f(i, 'cpc')), shares);
  const cost = splitInteger(cents, costWeights).map((c) => c * 10_000);
  const restMicros = total.cost_micros - cents * 10_000;
  if (restMicros > 0 && n > 0) cost[costWeights.indexOf(Math.max(...costWeights))] += restMicros;
  const tenths = splitInteger(Math.round(total.conversions * 10), by(clicks.map((c, i) => c * f(i, 'conversion')), shares));
  const value = splitInteger(Math.round(total.conversions_value * 100), by(tenths, shares));
  return Array.from({ length: n }, (_, i) => withRatios({
    impressions: impressions[i], clicks: clicks[i], cost_micros: cost[i], conversions: tenths[i] / 10, conversions_value: value[i] / 100,
  }));
}
