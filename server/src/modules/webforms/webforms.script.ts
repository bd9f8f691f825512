import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/**
 * The tracking script as served: tracker.js without its full-line comments and indentation (no
 * build step, so the file stays readable), with its ETag and gzip form computed once.
 */
export function compactScript(source: string): string {
  return source.split('\n').filter((line) => !/^\s*\/\//.test(line)).map((line) => line.trim()).filter(Boolean).join('\n') + '\n';
}

const source = compactScript(readFileSync(new URL('./tracker.js', import.meta.url), 'utf8'));
export const TRACKING_SCRIPT = {
  body: source,
  gzip: gzipSync(Buffer.from(source), { level: 9 }),
  etag: `"${createHash('sha256').update(source).digest('base64url').slice(0, 27)}"`,
};
/** Cacheable for an hour, then revalidated by ETag (a new version reaches sites within the hour). */
export const TRACKING_SCRIPT_CACHE_CONTROL = 'public, max-age=3600';
