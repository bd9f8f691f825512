import { describe, expect, it } from 'vitest';
import { defineResource, text } from '../dataProvider/defineResource';
import { RESOURCES } from '../resources';
import { resourceRouteDefs, resourcesOfArea } from './resourceRouteDefs';
import { PRIVATE_ROUTES } from './routeTable';

const call = { method: 'GET', path: '/things/:companyId' } as never;
const declared = (name: string, path?: string, group?: string) =>
  defineResource({ name, path, menu: group ? { group, order: 1 } : undefined, endpoints: { list: call }, fields: { name: text() } });

describe('routes of declared resources', () => {
  it('routes a resource of a new area at its path, signed in and lazily, with no routing code', () => {
    const [route] = resourceRouteDefs([declared('mailTags', 'mail/tags', 'mail')]);
    expect(route).toMatchObject({ path: 'mail/tags/*', access: 'private' });
    expect(route.page.$$typeof).toBe(Symbol.for('react.lazy'));
  });

  it('leaves the CRM page to mount its own resources under its tabs, and skips resources without screens', () => {
    expect(resourceRouteDefs([declared('contactLists', 'crm/lists', 'crm'), declared('companies')])).toEqual([]);
    expect(resourcesOfArea(RESOURCES, 'crm').map((r) => r.path)).toEqual(expect.arrayContaining(['crm/lists', 'crm/properties']));
  });

  it('never shadows a page of the route table (companies/* is a SPEC route whose page mounts the resource)', () => {
    expect(resourceRouteDefs([declared('companies', 'companies')])).toEqual([]);
    const tablePaths = new Set(PRIVATE_ROUTES.map((r) => r.path));
    for (const route of resourceRouteDefs(RESOURCES)) expect(tablePaths.has(route.path)).toBe(false);
  });
});
