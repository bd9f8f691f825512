import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPropertyValue, normalizeOptions } from '../../../../contract/customProperties';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call, createTestUser, type TestUser } from '../../../test/fixtures';

let ctx: TestContext;
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await createTestUser(ctx);
  stranger = await createTestUser(ctx);
});
afterAll(async () => ctx?.close());

const api = (user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: Record<string, unknown>) =>
  call(ctx, method, `/api${url}`, { token: user.token, ...(body ? { body } : {}) });
const createProp = (body: Record<string, unknown>) => api(owner, 'POST', '/createCustomProperty', { companyId: owner.companyId, ...body });
const newContact = async (body: Record<string, unknown>) => (await api(owner, 'POST', '/createContact', { companyId: owner.companyId, ...body })).body;

describe('option normalisation (SPEC §5)', () => {
  it('keeps arrays and { options: [] } objects, anything else becomes an empty list', () => {
    expect(normalizeOptions(['A', ' B ', 'A', '', 3])).toEqual(['A', 'B', '3']);
    expect(normalizeOptions({ options: ['X', { value: 'Y' }, { label: 'Z' }] })).toEqual(['X', 'Y', 'Z']);
    for (const bad of [null, undefined, 'A,B', 42, { options: 'A' }, { choices: ['A'] }, true]) expect(normalizeOptions(bad)).toEqual([]);
  });

  it('checks values by type with a clear message', () => {
    const p = (type: string, options: string[] = []) => ({ propertyName: 'campo', type: type as never, options });
    expect(checkPropertyValue(p('number'), '12,5')).toEqual({ ok: true, value: 12.5 });
    expect(checkPropertyValue(p('number'), 'doce')).toEqual({ ok: false, message: 'campo must be a number' });
    expect(checkPropertyValue(p('date'), '2024-02-30')).toEqual({ ok: false, message: 'campo must be a date (YYYY-MM-DD)' });
    expect(checkPropertyValue(p('date'), '2024-02-29')).toEqual({ ok: true, value: '2024-02-29' });
    expect(checkPropertyValue(p('boolean'), 'Sí')).toEqual({ ok: true, value: true });
    expect(checkPropertyValue(p('boolean'), 'quizá').ok).toBe(false);
    expect(checkPropertyValue(p('email'), 'a@b').ok).toBe(false);
    expect(checkPropertyValue(p('phone'), '+34 600 000 000')).toEqual({ ok: true, value: '+34 600 000 000' });
    expect(checkPropertyValue(p('url'), 'acme.es')).toEqual({ ok: true, value: 'https://acme.es' });
    expect(checkPropertyValue(p('url'), 'javascript:alert(1)').ok).toBe(false);
    expect(checkPropertyValue(p('single_choice', ['Alta', 'Baja']), 'alta')).toEqual({ ok: true, value: 'Alta' });
    expect(checkPropertyValue(p('single_choice', ['Alta', 'Baja']), 'Media')).toEqual({ ok: false, message: 'campo must be one of: Alta, Baja' });
    expect(checkPropertyValue(p('multiple_choice', ['A', 'B', 'C']), 'a; c')).toEqual({ ok: true, value: ['A', 'C'] });
    expect(checkPropertyValue(p('text'), '')).toEqual({ ok: true, value: null });
  });
});

describe('custom property calls', () => {
  it('creates, lists and reads options; refuses duplicates, reserved names and choice types without options', async () => {
    const created = await createProp({ propertyName: 'Prioridad', type: 'single_choice', options: { options: ['Alta', 'Media', 'Baja'] } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ propertyName: 'Prioridad', label: 'Prioridad', type: 'single_choice', options: ['Alta', 'Media', 'Baja'], position: 0 });
    const text = await createProp({ propertyName: 'Notas', type: 'text', options: ['ignored'] });
    expect(text.body.options).toEqual([]);
    expect((await createProp({ propertyName: 'prioridad', type: 'text' })).status).toBe(409);
    expect((await createProp({ propertyName: 'email', type: 'text' })).status).toBe(400);
    const noOptions = await createProp({ propertyName: 'Talla', type: 'multiple_choice', options: 'S,M,L' });
    expect(noOptions.status).toBe(400);
    expect(noOptions.body.message).toBe('A choice property needs at least one option');
    expect((await createProp({ propertyName: 'Raro', type: 'color' })).status).toBe(400);
    const list = await api(owner, 'GET', `/getCustomProperties/${owner.companyId}`);
    expect(list.body.data.map((p: { propertyName: string }) => p.propertyName)).toEqual(['Prioridad', 'Notas']);
    const options = await api(owner, 'GET', `/getCustomPropertyOptions/${owner.companyId}/Prioridad`);
    expect(options.body).toEqual({ propertyName: 'Prioridad', type: 'single_choice', options: ['Alta', 'Media', 'Baja'] });
    expect((await api(owner, 'GET', `/getCustomPropertyOptions/${owner.companyId}/Notas`)).body.options).toEqual([]);
    expect((await api(owner, 'GET', `/getCustomPropertyOptions/${owner.companyId}/nada`)).status).toBe(404);
  });

  it('sets one value on a contact checked against its type', async () => {
    await createProp({ propertyName: 'Web', type: 'url' });
    const c = await newContact({ name: 'Valor' });
    const set = await api(owner, 'PUT', '/updateContactCustomProperty', { companyId: owner.companyId, contactId: c._id, propertyName: 'prioridad', value: 'alta' });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ contactId: c._id, customProperties: { Prioridad: 'Alta' } });
    const bad = await api(owner, 'PUT', '/updateContactCustomProperty', { companyId: owner.companyId, contactId: c._id, propertyName: 'Web', value: 'no es web' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error_code: 'validation_error', message: 'Web must be a web address', details: [{ path: 'body.value' }] });
    const cleared = await api(owner, 'PUT', '/updateContactCustomProperty', { companyId: owner.companyId, contactId: c._id, propertyName: 'Prioridad', value: null });
    expect(cleared.body.customProperties).toEqual({});
    const foreign = await api(stranger, 'PUT', '/updateContactCustomProperty', { companyId: stranger.companyId, contactId: c._id, propertyName: 'Prioridad', value: 'Alta' });
    expect(foreign.status).toBe(404);
  });

  it('renames (values follow), changes options (dropped values removed) and deletes (values removed)', async () => {
    await createProp({ propertyName: 'Canal', type: 'multiple_choice', options: ['SEO', 'SEM', 'Redes'] });
    const c = await newContact({ name: 'Renombrar', customProperties: { Canal: ['SEO', 'Redes'], Prioridad: 'Baja' } });
    const edit = { companyId: owner.companyId, propertyName: 'Canal', newPropertyName: 'Canales', label: 'Canales de entrada', options: ['SEO', 'SEM'] };
    // Dropping an option a contact holds is refused until the caller agrees to clear it; nothing changes meanwhile.
    const refused = await api(owner, 'PUT', '/editCustomProperty', edit);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error_code: 'options_in_use', details: [{ option: 'Redes', contacts: 1 }] });
    expect((await api(owner, 'GET', `/contact/${owner.companyId}/${c._id}`)).body.customProperties).toEqual({ Canal: ['SEO', 'Redes'], Prioridad: 'Baja' });
    expect((await api(owner, 'GET', `/getCustomPropertyOptions/${owner.companyId}/Canal`)).body.options).toEqual(['SEO', 'SEM', 'Redes']);
    const renamed = await api(owner, 'PUT', '/editCustomProperty', { ...edit, clearRemovedOptions: true });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ propertyName: 'Canales', label: 'Canales de entrada', options: ['SEO', 'SEM'] });
    let got = (await api(owner, 'GET', `/contact/${owner.companyId}/${c._id}`)).body;
    expect(got.customProperties).toEqual({ Canales: ['SEO'], Prioridad: 'Baja' });
    const dropLow = { companyId: owner.companyId, propertyName: 'Prioridad', options: ['Alta', 'Media'] };
    expect((await api(owner, 'PUT', '/editCustomProperty', dropLow)).body.details).toEqual([{ option: 'Baja', contacts: 1 }]);
    expect((await api(owner, 'PUT', '/editCustomProperty', { ...dropLow, clearRemovedOptions: true })).status).toBe(200);
    got = (await api(owner, 'GET', `/contact/${owner.companyId}/${c._id}`)).body;
    expect(got.customProperties).toEqual({ Canales: ['SEO'] });
    expect((await api(owner, 'PUT', '/editCustomProperty', { companyId: owner.companyId, propertyName: 'Canales', newPropertyName: 'Notas' })).status).toBe(409);
    expect((await api(owner, 'DELETE', '/deleteCustomProperty', { companyId: owner.companyId, propertyName: 'Canales' })).status).toBe(200);
    got = (await api(owner, 'GET', `/contact/${owner.companyId}/${c._id}`)).body;
    expect(got.customProperties).toEqual({});
    expect((await api(owner, 'GET', `/getCustomPropertyOptions/${owner.companyId}/Canales`)).status).toBe(404);
  });

  it('answers 404 to other companies and 403 to agents, changing nothing', async () => {
    expect((await api(stranger, 'GET', `/getCustomProperties/${owner.companyId}`)).status).toBe(404);
    expect((await api(stranger, 'DELETE', '/deleteCustomProperty', { companyId: stranger.companyId, propertyName: 'Notas' })).status).toBe(404);
    const agent = await createTestUser(ctx, { memberOf: { companyId: owner.companyId, role: 'agent' } });
    expect((await api(agent, 'POST', '/createCustomProperty', { companyId: owner.companyId, propertyName: 'X', type: 'text' })).status).toBe(403);
    expect((await api(agent, 'DELETE', '/deleteCustomProperty', { companyId: owner.companyId, propertyName: 'Notas' })).status).toBe(403);
    expect((await api(owner, 'GET', `/getCustomProperties/${owner.companyId}`)).body.data.map((p: { propertyName: string }) => p.propertyName)).toContain('Notas');
  });
});
