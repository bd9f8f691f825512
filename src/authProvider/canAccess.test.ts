import { describe, expect, it } from 'vitest';
import { canAccess } from './canAccess';

describe('canAccess', () => {
  it.each([
    ['owner', 'edit', 'companies', true],
    // The API has no call to delete a company: nobody is offered it.
    ['admin', 'delete', 'companies', false],
    ['admin', 'delete', 'contactLists', true],
    ['agent', 'delete', 'contactLists', false],
    ['agent', 'export', 'contacts', true],
    ['manager', 'edit', 'companies', false],
    ['manager', 'list', 'companies', true],
    ['manager', 'edit', 'contacts', true],
    ['agent', 'edit', 'contacts', true],
    ['agent', 'delete', 'contacts', false],
    ['viewer', 'list', 'contacts', true],
    ['viewer', 'create', 'contacts', false],
    [undefined, 'list', 'companies', true],
    [undefined, 'edit', 'companies', false],
  ] as const)('%s may %s %s: %s', (role, action, resource, allowed) => {
    expect(canAccess(role, { action, resource })).toBe(allowed);
  });
});
