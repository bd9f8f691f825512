import { describe, expect, it } from 'vitest';
import { contactListsResource } from '../contactLists/contactListsResource';
import { companiesResource } from '../companies/companiesResource';
import { resourceAllows } from './resourceAccess';

describe('resourceAllows', () => {
  it("follows the permission of each action's contract call, as the server does", () => {
    for (const action of ['list', 'create', 'edit', 'delete'] as const) expect(resourceAllows(contactListsResource, 'owner', action)).toBe(true);
    expect(resourceAllows(contactListsResource, 'viewer', 'list')).toBe(true);
    expect(resourceAllows(contactListsResource, 'viewer', 'create')).toBe(false);
    expect(resourceAllows(contactListsResource, 'viewer', 'delete')).toBe(false);
  });

  it('refuses an action the resource declares no call for', () => {
    expect(resourceAllows(companiesResource, 'owner', 'delete')).toBe(false);
  });

  it('allows only reads while the role is unknown', () => {
    expect(resourceAllows(contactListsResource, undefined, 'list')).toBe(true);
    expect(resourceAllows(contactListsResource, undefined, 'create')).toBe(false);
  });
});
