/** Types a browser may show in place: raster images only (SVG can run script, so never inline). */
const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/** RFC 5987 attr-char: what may stay unescaped in `filename*`. */
const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** A name safe inside a header: no path, no control or quoting characters, not too long. */
export function cleanFileName(name: string | undefined | null): string | undefined {
  if (!name) return undefined;
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, '').replace(/^\.+/, '').trim().slice(0, 200);
  return cleaned || undefined;
}

/**
 * `attachment` for everything but raster images, with the name twice: an ASCII fallback for old
 * clients and the exact UTF-8 name as RFC 5987/6266 `filename*` (José's "año.csv" survives).
 */
export function contentDisposition(contentType: string, fileName: string): string {
  const type = INLINE_TYPES.has(contentType.split(';')[0].trim().toLowerCase()) ? 'inline' : 'attachment';
  const name = cleanFileName(fileName) ?? 'file';
  const ascii = name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]|[\\%";]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}
