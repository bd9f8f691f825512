import type { Operation, Position } from './operations';
import { sampleFromSchema, type JsonSchema } from './sampleFromSchema';

/** A value put at one position of a request (the company id, another company's id, a fuzzed field). */
export type Placement = { position: Position; key: string; value: unknown };

export type BuiltRequest = { method: Operation['method']; url: string; payload?: unknown };

/**
 * A request for the operation: every path parameter and required query parameter sampled from its
 * schema, the body sampled (or `body` as given), then each placement written over its position.
 */
export function buildRequest(op: Operation, placements: Placement[] = [], body?: unknown): BuiltRequest {
  const at = (position: Position, key: string) => placements.find((p) => p.position === position && p.key === key);
  const url = op.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(String(at('path', name)?.value ?? sampleFromSchema(op.pathParams[name]) ?? 'x')));
  const query = new URLSearchParams();
  for (const q of op.query) {
    const placed = at('query', q.name);
    const value = placed ? placed.value : q.required ? sampleFromSchema(q.schema) : undefined;
    if (value !== undefined && value !== null) query.set(q.name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  for (const p of placements) if (p.position === 'query' && !op.query.some((q) => q.name === p.key)) query.set(p.key, String(p.value));
  let payload: unknown;
  if (op.body && !op.multipart) {
    payload = body !== undefined ? body : sampleFromSchema(op.body);
    const bodyPlacements = placements.filter((p) => p.position === 'body');
    if (bodyPlacements.length && payload && typeof payload === 'object' && !Array.isArray(payload)) {
      payload = { ...(payload as object), ...Object.fromEntries(bodyPlacements.map((p) => [p.key, p.value])) };
    }
  }
  const qs = query.toString();
  return { method: op.method, url: qs ? `${url}?${qs}` : url, ...(payload !== undefined ? { payload } : {}) };
}

const UUID_PATTERN = /0-9a-fA-F\]\{8\}/;

/** Whether a schema takes an id: a uuid string, or an array of them. */
export function takesIds(schema: JsonSchema | undefined): 'one' | 'many' | null {
  if (!schema) return null;
  for (const branch of schema.anyOf ?? schema.oneOf ?? []) {
    const kind = takesIds(branch);
    if (kind) return kind;
  }
  if (schema.format === 'uuid' || (schema.pattern && UUID_PATTERN.test(schema.pattern))) return 'one';
  if (schema.type === 'array' && !Array.isArray(schema.items) && takesIds(schema.items) === 'one') return 'many';
  return null;
}

/** The positions of an operation that take an id of some record, other than the company's. */
export function idPositions(op: Operation): { position: Position; key: string; many: boolean }[] {
  const out: { position: Position; key: string; many: boolean }[] = [];
  const skip = (position: Position, key: string) => op.company?.in === position && op.company.key === key;
  for (const [key, schema] of Object.entries(op.pathParams)) {
    // A path segment named like an id is tried even when its schema is a plain string.
    if (!skip('path', key) && (takesIds(schema) || /id$/i.test(key))) out.push({ position: 'path', key, many: false });
  }
  for (const q of op.query) {
    const kind = takesIds(q.schema);
    if (kind && !skip('query', q.name)) out.push({ position: 'query', key: q.name, many: false });
  }
  for (const [key, schema] of Object.entries(op.body?.properties ?? {})) {
    const kind = takesIds(schema);
    if (kind && !skip('body', key)) out.push({ position: 'body', key, many: kind === 'many' });
  }
  return out;
}
