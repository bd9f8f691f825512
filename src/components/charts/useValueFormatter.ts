import { useFormatters } from '../format/useFormatters';
import type { ValueKind } from './chartTypes';

/** A chart value as text in the user's language ("1.250", "12,50 €", "4,2 %"); a gap reads as "—". */
export function useValueFormatter(kind: ValueKind, currency = 'EUR') {
  const format = useFormatters();
  return (value: number | null) => (kind === 'money' ? format.money(value, currency) : kind === 'percent' ? format.percent(value) : format.number(value));
}
