import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call } from '../../../test/fixtures';
import { DEMO_ACCOUNT, seedDemo } from '../demo/demo.seed';
import { seedCrmDemo } from './contacts.seed';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

describe('CRM demo data', () => {
  it('gives the demo company contacts, a sales pipeline, properties, lists and comments', async () => {
    const demo = await seedDemo(ctx.deps, [seedCrmDemo]);
    expect(demo).not.toBeNull();
    const { token } = (await call(ctx, 'POST', '/api/login', { body: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password } })).body;
    const api = (method: 'GET' | 'POST', url: string, body?: object) => call(ctx, method, `/api${url}`, { token, ...(body ? { body } : {}) });
    const contacts = await api('POST', '/contacts?limit=5', { companyId: demo!.companyId });
    expect(contacts.body.total).toBe(60);
    const pipelines = (await api('GET', `/pipelines/${demo!.companyId}`)).body.data;
    expect(pipelines[0].name).toBe('Ventas');
    expect(pipelines[0].stages.map((s: { name: string }) => s.name)).toContain('Negociación');
    expect(pipelines[0].stages.reduce((n: number, s: { contactCount: number }) => n + s.contactCount, 0)).toBe(48);
    expect((await api('GET', `/getCustomProperties/${demo!.companyId}`)).body.total).toBe(6);
    expect((await api('GET', `/contact-lists/${demo!.companyId}`)).body.total).toBe(2);
    const mine = await api('POST', '/contactsByFilter', { companyId: demo!.companyId, filterByCollaborators: [demo!.userId] });
    expect(mine.body.total).toBe(15);
    const withComments = await api('GET', `/getCommentsByContact/${demo!.companyId}/${contacts.body.data[4]._id}`);
    expect(withComments.status).toBe(200);
    const search = await api('POST', '/contactsByFilter', { companyId: demo!.companyId, searchTerm: 'lucia', filters: [{ filterField: 'Sector', filterValue: 'Retail' }] });
    expect(search.body.total).toBeGreaterThan(0);
  });
});
