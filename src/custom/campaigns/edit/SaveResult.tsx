import { Alert } from '@mui/material';

export type SaveOutcome = { ok: boolean; message: string } | null;

/** What the last save of one part said: each part of the editor reports its own. */
export function SaveResult({ outcome }: { outcome: SaveOutcome }) {
  if (!outcome) return null;
  return <Alert severity={outcome.ok ? 'success' : 'error'} role={outcome.ok ? 'status' : 'alert'} sx={{ mt: 1 }}>{outcome.message}</Alert>;
}
