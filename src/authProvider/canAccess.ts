import { roleAllows, type Role } from '../../contract/roles';
import type { ResourceDeclaration } from '../dataProvider/defineResource';
import { RESOURCES } from '../resources';
import { resourceAllows, type ResourceAction } from '../resources/derived/resourceAccess';

export type AccessRequest = { action: string; resource: string };

const VERB_BY_ACTION: Record<string, string> = {
  list: 'read',
  show: 'read',
  export: 'read',
  create: 'write',
  edit: 'write',
  clone: 'write',
  delete: 'delete',
};

const DECLARED_ACTIONS = new Set(['list', 'show', 'create', 'edit', 'delete']);

/** react-admin resource names whose permission area in contract/roles.ts has another name. */
const AREA_BY_RESOURCE: Record<string, string> = { companies: 'company' };

/**
 * react-admin's canAccess as a plain function of the role in the current company. For a declared
 * resource it is the permission of the contract call behind the action; other resources and
 * actions (export…) read the role table by area. With no role
 * known yet (companies still loading) reads are allowed and writes are not; the server enforces
 * the same table whatever the screen shows.
 */
export function canAccess(role: Role | undefined, { action, resource }: AccessRequest, resources: readonly ResourceDeclaration[] = RESOURCES): boolean {
  // A declared resource answers from its calls' contract permissions (and has no action it declares no call for).
  const declared = resources.find((r) => r.name === resource);
  if (declared && DECLARED_ACTIONS.has(action)) return resourceAllows(declared, role, action as ResourceAction);
  const verb = VERB_BY_ACTION[action] ?? 'manage';
  if (!role) return verb === 'read';
  return roleAllows(role, `${AREA_BY_RESOURCE[resource] ?? resource}:${verb}`);
}
