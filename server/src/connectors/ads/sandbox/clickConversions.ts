import type { ClickConversion, ClickConversionResult } from '../ads.connector';

const GCLID = /^[A-Za-z0-9_-]{20,200}$/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})([+-]\d{2}:\d{2})$/;
/** Google accepts clicks up to 90 days old (the conversion window's maximum). */
const WINDOW_MS = 90 * 86_400_000;

/**
 * One row of UploadClickConversions (partial_failure: every row has its own answer), checked as
 * the platform does: the action must take uploads, the gclid must parse, the date must carry its
 * offset ("yyyy-mm-dd hh:mm:ss+hh:mm"), not lie in the future nor outside the click window.
 */
export function checkClickConversion(action: Record<string, unknown> | null, row: ClickConversion, now: Date): ClickConversionResult {
  if (!action || action.status === 'REMOVED') return { ok: false, error: 'INVALID_CONVERSION_ACTION', message: 'The conversion action does not exist or was removed' };
  if (action.type !== 'UPLOAD_CLICKS') return { ok: false, error: 'INVALID_CONVERSION_ACTION_TYPE', message: 'Only actions of type "upload clicks" take offline conversions' };
  if (!GCLID.test(row.gclid)) return { ok: false, error: 'UNPARSEABLE_GCLID', message: 'The click id (gclid) cannot be read' };
  const m = DATE_TIME.exec(row.conversion_date_time);
  const when = m ? new Date(`${m[1]}T${m[2]}${m[3]}`) : null;
  if (!when || Number.isNaN(when.getTime())) return { ok: false, error: 'INVALID_CONVERSION_DATE_TIME', message: 'Use yyyy-mm-dd hh:mm:ss+hh:mm for the conversion time' };
  if (when.getTime() > now.getTime()) return { ok: false, error: 'CONVERSION_PRECEDES_CLICK', message: 'The conversion time is in the future' };
  if (now.getTime() - when.getTime() > WINDOW_MS) return { ok: false, error: 'EXPIRED_CLICK', message: 'The click is older than the 90-day conversion window' };
  return { ok: true };
}
