import { isApiError } from '../../../../dataProvider/ApiError';
import { issue, type Issues } from './issues';

/**
 * The platform's refusal (400 `ads_rejected`, or a validation error) as issues on the refused
 * answers: `details[].path` (`body.ad.headlines.1`) through `toPath`, its `code` kept for the
 * translated text and its `message` for the rest. Empty when the error names no field.
 */
export function serverIssues(error: unknown, toPath: (serverPath: string) => string): Issues {
  if (!isApiError(error) || !Array.isArray(error.body?.details)) return {};
  const out: Issues = {};
  for (const d of error.body.details as { path?: unknown; code?: unknown; message?: unknown; params?: Record<string, string> }[]) {
    if (typeof d?.path !== 'string') continue;
    const path = toPath(d.path);
    if (!out[path]) out[path] = issue('server', { code: String(d.code ?? ''), message: String(d.message ?? ''), ...(d.params ?? {}) }, true);
  }
  return out;
}
