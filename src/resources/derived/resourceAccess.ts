import type { CallDef } from '../../../contract/define';
import { roleAllows, type Role } from '../../../contract/roles';
import type { Endpoint, ResourceDeclaration } from '../../dataProvider/defineResource';

export type ResourceAction = 'list' | 'show' | 'create' | 'edit' | 'delete';

const ENDPOINT_OF: Record<ResourceAction, keyof ResourceDeclaration['endpoints']> = {
  list: 'list', show: 'get', create: 'create', edit: 'update', delete: 'delete',
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any endpoint's request shape
export const callOf = (endpoint: Endpoint<any> | undefined): CallDef | undefined =>
  endpoint ? ('call' in endpoint ? endpoint.call : endpoint) : undefined;

/**
 * Whether a role may do an action on a declared resource: the action needs its endpoint, and the
 * endpoint's contract permission (the one the server enforces) must be in the role's table. An
 * edit page also needs to read the record, so `edit` falls back to the list call when no `get` exists.
 */
export function resourceAllows(resource: ResourceDeclaration, role: Role | undefined, action: ResourceAction): boolean {
  const call = callOf(resource.endpoints[ENDPOINT_OF[action]]) ?? (action === 'show' ? callOf(resource.endpoints.list) : undefined);
  if (!call) return false;
  if (!call.permission) return true;
  // No role known yet (companies loading): reads only, as canAccess does.
  if (!role) return action === 'list' || action === 'show';
  return roleAllows(role, call.permission);
}
