/**
 * Blob keys are built here and only here: `companies/<companyId>/<area>/<id>`, every segment from
 * a fixed alphabet, so a key can never climb out of its folder on disk or reach another
 * company's objects, whatever a user named their file.
 */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$/;
const AREA = /^[a-z][a-zA-Z0-9-]{0,39}$/;

function checkSegment(value: string, what: string): string {
  if (!SEGMENT.test(value) || value.includes('..')) throw new Error(`Invalid blob key ${what}: ${JSON.stringify(value)}`);
  return value;
}

export function companyPrefix(companyId: string, area?: string): string {
  const base = `companies/${checkSegment(companyId, 'company id')}/`;
  if (area === undefined) return base;
  if (!AREA.test(area)) throw new Error(`Invalid blob area: ${JSON.stringify(area)}`);
  return `${base}${area}/`;
}

export function companyBlobKey(companyId: string, area: string, id: string): string {
  return `${companyPrefix(companyId, area)}${checkSegment(id, 'id')}`;
}

/** What every store checks before touching a key or a prefix (a bug upstream, not user input). */
export function assertValidKey(key: string, { prefix = false } = {}): void {
  const parts = key.split('/');
  if (prefix) {
    if (parts.pop() !== '') throw new Error(`A blob prefix ends with "/": ${JSON.stringify(key)}`);
  }
  if (!parts.length || parts.some((p) => !SEGMENT.test(p) || p.includes('..'))) {
    throw new Error(`Invalid blob key: ${JSON.stringify(key)}`);
  }
}
