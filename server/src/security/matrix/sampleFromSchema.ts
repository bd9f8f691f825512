import RandExp from 'randexp';

/** A JSON Schema as the OpenAPI document gives it (zod's output through fastify-swagger). */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema | JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  minItems?: number;
  nullable?: boolean;
  additionalProperties?: boolean | JsonSchema;
};

const FORMATS: Record<string, () => string> = {
  uuid: () => crypto.randomUUID(),
  date: () => '2026-01-15',
  'date-time': () => '2026-01-15T10:00:00.000Z',
  email: () => 'sample@example.com',
  uri: () => 'https://example.com/',
  url: () => 'https://example.com/',
};

function sampleString(schema: JsonSchema): string {
  if (schema.format && FORMATS[schema.format]) return FORMATS[schema.format]();
  if (schema.pattern) {
    const gen = new RandExp(schema.pattern);
    gen.max = 4; // `+` and `*` repeat a little, so length limits beside the pattern still hold
    return gen.gen();
  }
  const length = Math.max(schema.minLength ?? 1, Math.min(6, schema.maxLength ?? 6));
  return 'sample'.padEnd(length, 'x').slice(0, length);
}

function sampleNumber(schema: JsonSchema, integer: boolean): number {
  const min = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : schema.minimum;
  const value = min ?? (schema.maximum !== undefined ? Math.min(1, schema.maximum) : 1);
  return integer ? Math.ceil(value) : value;
}

/**
 * One small value the schema accepts as far as JSON Schema can say (required properties only,
 * the first choice of each union, the first enum value). What zod checks beyond the schema
 * (refinements) may still refuse it: callers treat a 400 as a refusal, not as an error here.
 */
export function sampleFromSchema(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 12) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum.find((v) => v !== null) ?? schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) {
    const notNull = choices.find((c) => !(c.enum?.length === 1 && c.enum[0] === null) && c.type !== 'null');
    return sampleFromSchema(notNull ?? choices[0], depth + 1);
  }
  if (schema.allOf?.length) return Object.assign({}, ...schema.allOf.map((s) => sampleFromSchema(s, depth + 1) as object));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type ?? (schema.properties ? 'object' : undefined)) {
    case 'string': return sampleString(schema);
    case 'integer': return sampleNumber(schema, true);
    case 'number': return sampleNumber(schema, false);
    case 'boolean': return true;
    case 'null': return null;
    case 'array': {
      const item = Array.isArray(schema.items) ? schema.items[0] : schema.items;
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleFromSchema(item, depth + 1));
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? []) out[key] = sampleFromSchema(schema.properties?.[key], depth + 1);
      return out;
    }
    default: return undefined;
  }
}

/** The JSON types a schema (or any branch of its union) accepts. */
export function acceptedTypes(schema: JsonSchema | undefined): Set<string> {
  const out = new Set<string>();
  if (!schema) return out;
  for (const branch of schema.anyOf ?? schema.oneOf ?? []) for (const t of acceptedTypes(branch)) out.add(t);
  for (const t of Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []) out.add(t === 'integer' ? 'number' : t);
  if (schema.nullable || schema.enum?.includes(null)) out.add('null');
  if (!schema.type && schema.properties) out.add('object');
  return out;
}

/** A value of a JSON type the schema does not accept (null when it accepts every other type). */
export function wrongValue(schema: JsonSchema | undefined): unknown {
  const accepted = acceptedTypes(schema);
  const candidates: [string, unknown][] = [['object', { unexpected: true }], ['number', 12345], ['boolean', false], ['array', ['x']], ['string', 'not-what-it-wants']];
  return candidates.find(([t]) => !accepted.has(t))?.[1] ?? null;
}
