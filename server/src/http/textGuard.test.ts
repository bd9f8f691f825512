import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls } from '../../../contract';
import { createTestContext, type TestContext } from '../../test/testApp';
import { call, createTestUser, type TestUser } from '../../test/fixtures';
import { multipart } from '../../test/multipart';
import { findNul } from './textGuard';

const NUL = 'a\u0000b';
const SOME_ID = '00000000-0000-4000-8000-000000000000';

let ctx: TestContext;
let owner: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  owner = await createTestUser(ctx);
});
afterAll(async () => ctx?.close());

/** Rows in every table of the database: a refused request must leave them all as they were. */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`.execute(ctx.db);
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(name)}`.execute(ctx.db);
    counts[name] = Number(rows[0].n);
  }
  return counts;
}

describe('findNul', () => {
  it('finds NUL in nested strings, arrays and keys, and nothing in clean input', () => {
    expect(findNul({ a: 'ok', b: [{ c: 'x' }, { d: NUL }] }, 'body')).toBe('body.b.1.d');
    expect(findNul({ [`k${'\u0000'}`]: 'v' }, 'body')).toBe('body.k\\0');
    expect(findNul({ a: 'ok', n: 1, t: true, z: null, list: ['á', 'ñ'] }, 'body')).toBeNull();
  });
});

describe('a NUL character in any text of any call', () => {
  it('is a 400 in the error shape naming the field, for every call of the contract, and changes nothing', async () => {
    const before = await rowCounts();
    const answers: string[] = [];
    for (const [name, c] of allCalls) {
      const params = c.path.match(/:(\w+)/g) ?? [];
      // A parameter that is one of a few words (a file area…) gets its first word, any other an id.
      const sample = (key: string) => {
        const field = (c.params as { shape?: Record<string, { options?: string[] }> } | undefined)?.shape?.[key];
        return field?.options?.[0] ?? SOME_ID;
      };
      const fill = (nulIn: string | null) =>
        c.path.replace(/:(\w+)/g, (_, key: string) => (key === nulIn ? encodeURIComponent(NUL) : key === 'companyId' ? owner.companyId : sample(key)));
      const queryCompany = c.company?.in === 'query' ? `companyId=${owner.companyId}&` : '';
      // Each place the call takes input gets a NUL in turn: a path parameter, the query, the body.
      const tries: { where: string; url: string; body?: unknown; multipartFields?: Record<string, string> }[] = [];
      if (params.length) tries.push({ where: 'params', url: `/api${fill(params.at(-1)!.slice(1))}` });
      tries.push({ where: 'query', url: `/api${fill(null)}?${queryCompany}searchTerm=${encodeURIComponent(NUL)}` });
      if (c.multipart) tries.push({ where: 'body', url: `/api${fill(null)}?${queryCompany}`, multipartFields: { mapping: NUL } });
      else if (c.method !== 'GET') tries.push({ where: 'body', url: `/api${fill(null)}?${queryCompany}`, body: { companyId: owner.companyId, name: NUL, filters: [{ filterField: 'name', filterValue: NUL }] } });
      for (const attempt of tries) {
        let status: number;
        let body: { error_code?: string; details?: { path: string }[] };
        if (attempt.multipartFields) {
          const form = multipart(attempt.multipartFields, { name: 'c.csv', content: Buffer.from('name\nAna\n') });
          const res = await ctx.app.inject({ method: c.method, url: attempt.url, payload: form.payload, headers: { ...form.headers, authorization: `Bearer ${owner.token}` } });
          status = res.statusCode;
          body = res.json();
        } else {
          ({ status, body } = await call(ctx, c.method, attempt.url, { token: owner.token, body: attempt.body }));
        }
        const ok = status === 400 && body.error_code === 'validation_error' && body.details?.[0]?.path.startsWith(attempt.where);
        if (!ok) answers.push(`${name} (${attempt.where}): ${status} ${JSON.stringify(body)}`);
      }
    }
    expect(answers).toEqual([]);
    expect(await rowCounts()).toEqual(before);
  });

  it('in the fields users reported (name, contact, list, filter, support message) says which field', async () => {
    const cases: [string, string, unknown][] = [
      ['PUT', '/api/userChangeFullName', { name: `Ana${'\u0000'}`, surname: 'Pérez' }],
      ['POST', '/api/createContact', { companyId: owner.companyId, name: 'Luis', email: 'luis@example.com', notes: `x${'\u0000'}` }],
      ['POST', '/api/contact-list', { companyId: owner.companyId, name: `Lista${'\u0000'}`, description: '' }],
      ['POST', '/api/contactsByFilter?page=1&limit=10', { companyId: owner.companyId, searchTerm: '', filters: [{ filterField: 'name', filterValue: `x${'\u0000'}` }] }],
    ];
    for (const [method, url, body] of cases) {
      const res = await call(ctx, method as 'PUT', url, { token: owner.token, body });
      expect([url, res.status, res.body.error_code]).toEqual([url, 400, 'validation_error']);
    }
    expect((await call(ctx, 'GET', '/api/user', { token: owner.token })).body.name).toBe('Test');
  });

  it('in a CSV past the first bytes refuses the file as not text, before anything is stored', async () => {
    const content = Buffer.concat([Buffer.from(`name;email\n${'Ana;ana@example.com\n'.repeat(400)}`), Buffer.from('Eva;e\u0000va@example.com\n')]);
    const form = multipart({}, { name: 'contacts.csv', content });
    const res = await ctx.app.inject({ method: 'POST', url: `/api/importContactsFromCSV/preview?companyId=${owner.companyId}`, payload: form.payload, headers: { ...form.headers, authorization: `Bearer ${owner.token}` } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error_code: 'unsupported_file_type' });
  });
});
