import { withLifecycleCallbacks, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { companyLifecycle } from './companyLifecycle';

const base = {
  create: vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { id: 'c2', ...data } })),
  update: vi.fn(async (_resource: string, { id, data }: { id: string; data: object }) => ({ data: { id, ...data } })),
} as unknown as DataProvider;

describe('companyLifecycle', () => {
  it('reloads the session companies after a company is created or updated, and only then', async () => {
    const loadCompanies = vi.fn(async () => []);
    const provider = withLifecycleCallbacks(base, [companyLifecycle({ loadCompanies })]);
    await expect(provider.create('companies', { data: { name: 'Nueva' } })).resolves.toEqual({ data: { id: 'c2', name: 'Nueva' } });
    expect(loadCompanies).toHaveBeenCalledTimes(1);
    await provider.update('companies', { id: 'c2', data: { name: 'Otra' }, previousData: { id: 'c2' } });
    expect(loadCompanies).toHaveBeenCalledTimes(2);
    await provider.create('contacts', { data: { name: 'Ana' } });
    expect(loadCompanies).toHaveBeenCalledTimes(2);
  });
});
