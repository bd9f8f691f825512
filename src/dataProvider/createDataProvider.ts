import type { DataProvider, RaRecord } from 'ra-core';
import type { CallDef } from '../../contract/define';
import type { ApiClient, CallArgs } from './createApiClient';
import type { Endpoint, ListRequest, ResourceDeclaration } from './defineResource';

type ApiRecord = { _id: string; [key: string]: unknown };
type ListAnswer = { data: ApiRecord[]; total: number };

/** Records carry `_id` as the API does; react-admin needs `id`. */
export const toRecord = (r: ApiRecord): RaRecord => ({ ...r, id: r._id });

/** Fields the server owns or that only exist on the client; never sent back in an update. */
const READ_ONLY = new Set(['id', '_id', 'createdAt', 'updatedAt', 'ownerId', 'role']);

const resolve = <Req>(endpoint: Endpoint<Req>, request: Req, defaults: (r: Req) => CallArgs) =>
  'call' in endpoint ? { def: endpoint.call, args: endpoint.args(request) } : { def: endpoint, args: defaults(request) };

/** Puts the current company id where the call's contract says it goes (path, query or body). */
function withCompany(def: CallDef, args: CallArgs, companyId: string | null): CallArgs {
  if (!def.company || !companyId) return args;
  const { in: where, key } = def.company;
  if (where === 'params') return { ...args, params: { [key]: companyId, ...args.params } };
  if (where === 'query') return { ...args, query: { [key]: companyId, ...args.query } };
  const body = (args.body ?? {}) as Record<string, unknown>;
  return { ...args, body: { [key]: companyId, ...body } };
}

const listDefaults = (r: ListRequest): CallArgs => ({
  query: { page: r.page, limit: r.perPage, sortField: r.sortField, sortOrder: r.sortOrder, ...(r.filter as CallArgs['query']) },
});
const byId = (r: { id: string }): CallArgs => ({ params: { id: r.id } });
const writable = (data: Record<string, unknown>) => Object.fromEntries(Object.entries(data).filter(([k]) => !READ_ONLY.has(k)));

export type DataProviderDeps = { api: ApiClient; getCompanyId: () => string | null };

/** react-admin's dataProvider derived from resource declarations; one place maps API ⇄ records. */
export function createDataProvider(resources: readonly ResourceDeclaration[], { api, getCompanyId }: DataProviderDeps): DataProvider {
  const byName = new Map(resources.map((r) => [r.name, r]));

  function endpoint<K extends keyof ResourceDeclaration['endpoints']>(resource: string, kind: K) {
    const declared = byName.get(resource)?.endpoints[kind];
    if (!declared) throw new Error(`Resource "${resource}" declares no ${kind} endpoint`);
    return declared as NonNullable<ResourceDeclaration['endpoints'][K]>;
  }

  async function send<T>(def: CallDef, args: CallArgs): Promise<T> {
    return api.call<T>(def, withCompany(def, args, getCompanyId()));
  }

  async function getOne(resource: string, id: string) {
    const { def, args } = resolve(endpoint(resource, 'get'), { id }, byId);
    return toRecord(await send<ApiRecord>(def, args));
  }

  async function getList(resource: string, request: ListRequest) {
    const { def, args } = resolve(endpoint(resource, 'list'), request, listDefaults);
    const answer = await send<ListAnswer>(def, args);
    return { data: answer.data.map(toRecord), total: answer.total };
  }

  const provider = {
    async getList(resource, params) {
      const { page = 1, perPage = 25 } = params.pagination ?? {};
      const { field, order } = params.sort ?? {};
      return getList(resource, { page, perPage, sortField: field, sortOrder: order, filter: params.filter ?? {} });
    },
    async getOne(resource, params) {
      return { data: await getOne(resource, String(params.id)) };
    },
    async getMany(resource, params) {
      return { data: await Promise.all(params.ids.map((id) => getOne(resource, String(id)))) };
    },
    async getManyReference(resource, params) {
      const { page = 1, perPage = 25 } = params.pagination ?? {};
      return getList(resource, {
        page, perPage, sortField: params.sort?.field, sortOrder: params.sort?.order,
        filter: { ...params.filter, [params.target]: params.id },
      });
    },
    async create(resource, params) {
      const { def, args } = resolve(endpoint(resource, 'create'), { data: params.data }, (r) => ({ body: writable(r.data) }));
      return { data: toRecord(await send<ApiRecord>(def, args)) };
    },
    async update(resource, params) {
      const request = { id: String(params.id), data: params.data as Record<string, unknown> };
      const { def, args } = resolve(endpoint(resource, 'update'), request, (r) => ({ params: { id: r.id }, body: writable(r.data) }));
      return { data: toRecord(await send<ApiRecord>(def, args)) };
    },
    async updateMany(resource, params) {
      await Promise.all(params.ids.map((id) => provider.update(resource, { id, data: params.data, previousData: {} as RaRecord })));
      return { data: params.ids };
    },
    async delete(resource, params) {
      const { def, args } = resolve(endpoint(resource, 'delete'), { id: String(params.id) }, byId);
      const answer = await send<ApiRecord | undefined>(def, args);
      return { data: answer && answer._id ? toRecord(answer) : (params.previousData as RaRecord) };
    },
    async deleteMany(resource, params) {
      await Promise.all(params.ids.map((id) => provider.delete(resource, { id })));
      return { data: params.ids };
    },
  } as DataProvider;
  return provider;
}
