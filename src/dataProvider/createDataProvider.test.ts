import { describe, expect, it } from 'vitest';
import { accountCalls } from '../../contract/accounts';
import { companyCalls } from '../../contract/companies';
import { fakeApi } from '../test/fakeApi';
import { createDataProvider } from './createDataProvider';
import { defineResource } from './defineResource';

const companies = defineResource({
  name: 'companies',
  endpoints: { list: companyCalls.listCompanies, get: companyCalls.getCompany, create: companyCalls.createCompany, update: companyCalls.updateCompany },
});

function setup(handlers: Record<string, unknown>) {
  const api = fakeApi(handlers);
  const provider = createDataProvider([companies], { api, getCompanyId: () => 'c9' });
  return { api, provider };
}

describe('createDataProvider', () => {
  it('lists with page, limit and sort, exposing _id as id', async () => {
    const { api, provider } = setup({ 'GET /companies': { data: [{ _id: 'a', name: 'A' }], total: 1, page: 2, limit: 10 } });
    const answer = await provider.getList('companies', { pagination: { page: 2, perPage: 10 }, sort: { field: 'name', order: 'ASC' }, filter: {} });
    expect(answer).toEqual({ data: [{ _id: 'a', id: 'a', name: 'A' }], total: 1 });
    expect(api.call.mock.calls[0][1]).toEqual({ query: { page: 2, limit: 10, sortField: 'name', sortOrder: 'ASC' } });
  });

  it('gets one record by id in the path (the company location of the contract is that id)', async () => {
    const { api, provider } = setup({ 'GET /company/:id': { _id: 'a', name: 'A' } });
    expect((await provider.getOne('companies', { id: 'a' })).data.id).toBe('a');
    expect(api.call.mock.calls[0][1]).toEqual({ params: { id: 'a' } });
  });

  it('updates without read-only fields', async () => {
    const { api, provider } = setup({ 'PUT /company/:id': { _id: 'a', name: 'B' } });
    await provider.update('companies', { id: 'a', data: { id: 'a', _id: 'a', name: 'B', role: 'owner', createdAt: 'x' }, previousData: { id: 'a' } });
    expect(api.call.mock.calls[0][1]).toEqual({ params: { id: 'a' }, body: { name: 'B' } });
  });

  it('adds the current company where the contract says (body here)', async () => {
    const accounts = defineResource({ name: 'links', endpoints: { create: accountCalls.setOwnAccount } });
    const api = fakeApi({ 'POST /setOwnAccount': { _id: 'l1' } });
    await createDataProvider([accounts], { api, getCompanyId: () => 'c9' }).create('links', { data: { accountId: '123-456-7890' } });
    expect(api.call.mock.calls[0][1]).toEqual({ body: { companyId: 'c9', accountId: '123-456-7890' } });
  });

  it('refuses a method the resource does not declare', async () => {
    const { provider } = setup({});
    await expect(provider.delete('companies', { id: 'a' })).rejects.toThrow(/declares no delete/);
  });
});
