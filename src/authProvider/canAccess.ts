import { roleAllows, type Role } from '../../contract/roles';

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

/** react-admin resource names whose permission area in contract/roles.ts has another name. */
const AREA_BY_RESOURCE: Record<string, string> = { companies: 'company' };

/**
 * react-admin's canAccess as a plain function of the role in the current company. With no role
 * known yet (companies still loading) reads are allowed and writes are not; the server enforces
 * the same table whatever the screen shows.
 */
export function canAccess(role: Role | undefined, { action, resource }: AccessRequest): boolean {
  const verb = VERB_BY_ACTION[action] ?? 'manage';
  if (!role) return verb === 'read';
  return roleAllows(role, `${AREA_BY_RESOURCE[resource] ?? resource}:${verb}`);
}
