import type { Language } from '../../i18n/languages';
import { LOCALE_OF } from './formatters';

/**
 * A duration in words of the interface language, its two largest units: "2 h 5 min", "45 s",
 * "3 d 4 h" (Intl's narrow units, so both languages read it alike). Under a second is "< 1 s".
 */
export function formatDuration(ms: number | null | undefined, language: Language): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return '—';
  const unit = (value: number, u: 'day' | 'hour' | 'minute' | 'second') => new Intl.NumberFormat(LOCALE_OF[language], { style: 'unit', unit: u, unitDisplay: 'narrow' }).format(value);
  const seconds = Math.floor(ms / 1000);
  if (seconds < 1) return `< ${unit(1, 'second')}`;
  const parts: [number, 'day' | 'hour' | 'minute' | 'second'][] = [
    [Math.floor(seconds / 86_400), 'day'],
    [Math.floor((seconds % 86_400) / 3600), 'hour'],
    [Math.floor((seconds % 3600) / 60), 'minute'],
    [seconds % 60, 'second'],
  ];
  const first = parts.findIndex(([v]) => v > 0);
  return parts.slice(first, first + 2).filter(([v]) => v > 0).map(([v, u]) => unit(v, u)).join(' ');
}
