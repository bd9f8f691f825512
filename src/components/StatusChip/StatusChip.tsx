import { Chip } from '@mui/material';

export type StatusTone = 'success' | 'warning' | 'error' | 'info' | 'neutral';

export type StatusChipProps<S extends string> = {
  status: S;
  /** Which tone each status takes (e.g. approved → success, rejected → error); unlisted ones are neutral. */
  tones: Partial<Record<S, StatusTone>>;
  /** The status in the user's words (the caller translates). */
  label: string;
};

/** A record's state as a small labelled chip: the words carry the meaning, the tone repeats it. */
export function StatusChip<S extends string>({ status, tones, label }: StatusChipProps<S>) {
  const tone = tones[status] ?? 'neutral';
  return <Chip size="small" label={label} color={tone === 'neutral' ? 'default' : tone} variant={tone === 'neutral' ? 'outlined' : 'filled'} data-status={status} />;
}
