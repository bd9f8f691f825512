import type { Page } from 'playwright-core';
import { operationsOf, type Operation } from '../../../server/src/security/matrix/operations';
import { sampleFromSchema, type JsonSchema } from '../../../server/src/security/matrix/sampleFromSchema';
import { takesIds } from '../../../server/src/security/matrix/requests';
import { BUILDER_TOKEN_HEADER } from '../../../contract/email/templates';
import { BASE } from './fixtures';
import { nextPayload, nextUrlPayload } from './xssPayloads';

export type Answer = { status: number; body: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The signed-in page's API, as the app calls it (its token, its company). */
export async function apiOf(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const companyId = (await page.evaluate(() => localStorage.getItem('companyId')))!;
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  const send = async (method: string, path: string, data?: unknown): Promise<Answer> => {
    const res = await page.request.fetch(`${BASE}${path}`, { method, headers, ...(data !== undefined ? { data } : {}) });
    const text = await res.text();
    let body: unknown = text;
    try { body = JSON.parse(text); } catch { /* not JSON */ }
    return { status: res.status(), body };
  };
  // The email builder's token, sent as the app sends it on template calls (SPEC §7 stripo/auth).
  const userId = JSON.parse(Buffer.from(token!.split('.')[1], 'base64url').toString()).sub as string;
  const builder = await send('POST', '/api/stripo/auth', { userId });
  if (builder.status < 300) headers[BUILDER_TOKEN_HEADER] = builder.body.token;
  return { companyId, send };
}
export type Api = Awaited<ReturnType<typeof apiOf>>;

/** Calls that write texts a user authors; what is left out needs a shape of its own (see the spec) or shows nothing. */
const WRITES = /^(create|save|add|update|edit)/;
const LEFT_OUT = new Set([
  'saveColumnPreferences', 'saveDashboardPreferences', 'saveConversionRule', // settings, no text of their own
  'createCustomDomain', 'addDomain', 'updateSubdomain', // host names, checked as such
  'updateLandingData', 'createLandingWithoutIA', // the landing's content has a shape: seeded by the spec
  'createWorkflow', 'updateWorkflow', // a graph: seeded by the spec with texts on its steps
  'updateContactCustomProperty', // needs a property of the company: seeded by the spec
]);

const resourceOf = (op: Operation) => op.id.replace(WRITES, '').replace(/WithoutIA$/, '');
const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

function branch(schema: JsonSchema | undefined): JsonSchema | undefined {
  const choices = schema?.anyOf ?? schema?.oneOf;
  return choices ? choices.find((c) => c.type !== 'null' && !(c.enum?.length === 1 && c.enum[0] === null)) : schema;
}

/** A string a user types freely: no format, pattern, enum or constant narrows it. */
function isFreeText(schema: JsonSchema | undefined): boolean {
  const s = branch(schema);
  return !!s && s.type === 'string' && !s.format && !s.pattern && !s.enum && s.const === undefined;
}

/** The value with every free-text string of the schema replaced by a payload (URL-like keys get a javascript: URL). */
function withPayloads(schema: JsonSchema | undefined, value: unknown, key = '', allProperties = false): unknown {
  const s = branch(schema);
  if (!s) return value;
  if (isFreeText(s) && !/id$/i.test(key)) return /url|link|href|website/i.test(key) ? nextUrlPayload() : nextPayload();
  if (Array.isArray(value)) {
    const item = Array.isArray(s.items) ? s.items[0] : s.items;
    return value.map((v) => withPayloads(item, v, key));
  }
  if (value && typeof value === 'object' && s.properties) {
    const out: Record<string, unknown> = { ...(value as object) };
    for (const [k, propSchema] of Object.entries(s.properties)) {
      if (k in out) out[k] = withPayloads(propSchema, out[k], k);
      else if (allProperties && isFreeText(propSchema) && !/id$/i.test(k)) out[k] = withPayloads(propSchema, undefined, k);
    }
    return out;
  }
  return value;
}

/** A value a refused field accepts: a unique address, a web URL, or the schema's sample. */
function validValue(key: string, sampled: unknown): unknown {
  if (/email/i.test(key)) return `xss-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  if (/url|link|href|website/i.test(key)) return 'https://example.com/';
  if (/budget/i.test(key)) return 10; // a schema's smallest number (1 cent) is below every ad budget's floor
  return sampled;
}

/** The first `_id` in an answer (a record, or one wrapped in `data`/another key). */
function firstId(body: unknown, depth = 0): string | undefined {
  if (!body || typeof body !== 'object' || depth > 3) return undefined;
  if (typeof (body as { _id?: unknown })._id === 'string') return (body as { _id: string })._id;
  for (const v of Object.values(body)) {
    const found = firstId(Array.isArray(v) ? v[0] : v, depth + 1);
    if (found) return found;
  }
  return undefined;
}

export type SeedCall = { op: string; status: number; payloads: number; refusal?: string };

/**
 * Stores payloads through every create/update call of the OpenAPI document whose body has free
 * text, so the journey grows with the API. Ids a call needs (a contact for a comment, a pipeline
 * for a stage) are those the earlier calls created: calls are tried again, pass after pass, until
 * no more succeed. A 400 naming fields puts the sample value back in those (a URL field refusing
 * `javascript:`, a name with a pattern) and tries once more.
 */
export async function seedFromOpenApi(api: Api, known: Map<string, string>): Promise<SeedCall[]> {
  const doc = (await api.send('GET', '/api/docs/json')).body;
  const ops = operationsOf(doc).filter((op) => !op.public && op.company && op.body && !op.multipart
    && (op.method === 'POST' || op.method === 'PUT') && WRITES.test(op.id) && !LEFT_OUT.has(op.id));
  const creates = ops.filter((op) => !/^(update|edit)/.test(op.id));
  const updates = ops.filter((op) => /^(update|edit)/.test(op.id));
  const done = new Map<string, SeedCall>();

  const idFor = (name: string, op: Operation): string | undefined => {
    if (name === 'companyId') return api.companyId;
    const own = `${lowerFirst(resourceOf(op))}Id`;
    // The call's own record first: updateEmailTemplate's templateId is an email template's, not a chat template's.
    if ((name === 'id' || own.toLowerCase().endsWith(name.toLowerCase())) && known.has(own)) return known.get(own);
    if (known.has(name)) return known.get(name);
    return [...known.entries()].find(([k]) => k.toLowerCase().endsWith(name.toLowerCase()))?.[1];
  };

  const attempt = async (op: Operation): Promise<SeedCall | null> => {
    let unresolved = false;
    const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
      const value = op.company?.in === 'path' && op.company.key === name ? api.companyId : idFor(name, op);
      if (!value) unresolved = true;
      return encodeURIComponent(value ?? '');
    });
    const query = new URLSearchParams();
    for (const q of op.query) {
      const value = op.company?.in === 'query' && op.company.key === q.name ? api.companyId : takesIds(q.schema) ? idFor(q.name, op) : q.required ? sampleFromSchema(q.schema) : undefined;
      if (value === undefined && q.required) unresolved = true;
      if (value !== undefined) query.set(q.name, String(value));
    }
    const sample = (sampleFromSchema(op.body) ?? {}) as Record<string, unknown>;
    const body = withPayloads(op.body, sample, '', true) as Record<string, unknown>;
    for (const [key, schema] of Object.entries(op.body!.properties ?? {})) {
      const kind = takesIds(schema);
      if (op.company?.in === 'body' && op.company.key === key) body[key] = api.companyId;
      else if (kind === 'one') {
        const id = idFor(key, op);
        if (id) body[key] = id;
        else if (op.body!.required?.includes(key)) unresolved = true;
      } else if (kind === 'many') {
        const id = idFor(key.replace(/s$/, ''), op);
        body[key] = id ? [id] : [];
      }
    }
    if (unresolved) return null;
    const url = `${path}${query.size ? `?${query}` : ''}`;
    let answer = await api.send(op.method, url, body);
    for (let retry = 0; retry < 4 && answer.status === 400 && Array.isArray(answer.body?.details); retry += 1) {
      const details = answer.body.details as { path?: string; code?: string; params?: { maximum?: number } }[];
      const keys = new Set<string>();
      for (const d of details) {
        const at = (d.path ?? '').split('.');
        if (at[0] !== 'body' || at.length < 2) continue;
        // A payload longer than the field's limit: a shorter payload in its place, at any depth.
        const parent = at.slice(1, -1).reduce<any>((o, k) => (o && typeof o === 'object' ? o[k] : undefined), body); // eslint-disable-line @typescript-eslint/no-explicit-any
        const leaf = at[at.length - 1];
        if (d.code === 'too_long' && d.params?.maximum && parent && typeof parent[leaf] === 'string' && /^XSS/.test(parent[leaf])) parent[leaf] = nextPayload(d.params.maximum);
        else keys.add(at[1]);
      }
      if (!keys.size && !details.some((d) => d.code === 'too_long')) break;
      for (const key of keys) {
        // First an HTML field's shape (a payload inside an element), then a plain valid value.
        if (retry === 0 && typeof body[key] === 'string' && /^XSS/.test(body[key] as string)) body[key] = `<p>${body[key] as string}</p>`;
        else body[key] = validValue(key, sample[key]);
        if (body[key] === undefined) delete body[key];
      }
      answer = await api.send(op.method, url, body);
    }
    const id = answer.status < 300 ? firstId(answer.body) : undefined;
    const own = `${lowerFirst(resourceOf(op))}Id`;
    if (id && !known.has(own)) known.set(own, id);
    if (answer.status >= 300) return { op: op.id, status: answer.status, payloads: 0, refusal: String(answer.body?.message ?? answer.body).slice(0, 160) };
    return { op: op.id, status: answer.status, payloads: (JSON.stringify(body).match(/XSS\d+/g) ?? []).length };
  };

  for (const group of [creates, updates]) {
    // Pass after pass while some call that could not run before (an id missing) now can.
    for (let pass = 0; pass < 4; pass += 1) {
      let progressed = false;
      for (const op of group.filter((o) => !done.has(o.id) || done.get(o.id)!.status >= 300)) {
        const call = await attempt(op);
        if (!call) continue;
        if (call.status < 300) progressed = true;
        done.set(op.id, call);
      }
      if (!progressed) break;
    }
  }
  return [...done.values()];
}
