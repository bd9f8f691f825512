import { describe, expect, it } from 'vitest';
import { sampleFromSchema, wrongValue } from './sampleFromSchema';

describe('sampleFromSchema', () => {
  it('fills required properties only, from formats, patterns, enums and bounds', () => {
    const value = sampleFromSchema({
      type: 'object',
      required: ['id', 'code', 'kind', 'count', 'tags'],
      properties: {
        id: { type: 'string', format: 'uuid' },
        code: { type: 'string', pattern: '^\\d{6}$' },
        kind: { type: 'string', enum: ['a', 'b'] },
        count: { type: 'integer', minimum: 3 },
        tags: { type: 'array', minItems: 1, items: { type: 'string', minLength: 2 } },
        optional: { type: 'string' },
      },
    }) as Record<string, unknown>;
    expect(value.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(value.code).toMatch(/^\d{6}$/);
    expect(value).toMatchObject({ kind: 'a', count: 3 });
    expect((value.tags as string[])[0].length).toBeGreaterThanOrEqual(2);
    expect(value).not.toHaveProperty('optional');
  });

  it("takes a union's first branch that is not null", () => {
    expect(sampleFromSchema({ anyOf: [{ type: 'string', nullable: true, enum: [null] }, { type: 'number', minimum: 5 }] })).toBe(5);
  });

  it('gives a value of a type the schema refuses', () => {
    expect(wrongValue({ type: 'string' })).toEqual({ unexpected: true });
    expect(typeof wrongValue({ anyOf: [{ type: 'object' }, { type: 'number' }] })).toBe('boolean');
  });
});
