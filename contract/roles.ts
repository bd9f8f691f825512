/**
 * Company roles and what each may do. One table for the server (enforced on every call that
 * declares a permission) and the app (`canAccess` hides what a role cannot do).
 */
export const ROLES = ['owner', 'admin', 'manager', 'agent', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

/**
 * action = `<area>:<verb>`; verbs: read, write, delete, manage (+ import/export for contacts).
 *
 * What each role may do in the CRM (enforced by the `permission` of every contract call):
 * | action                         | owner | admin | manager | agent | viewer |
 * |--------------------------------|-------|-------|---------|-------|--------|
 * | read anything (*:read)         |  yes  |  yes  |   yes   |  yes  |  yes   |
 * | contacts:write (create, edit,  |  yes  |  yes  |   yes   |  yes  |   no   |
 * |   stages, assign, prop values) |       |       |         |       |        |
 * | contacts:delete                |  yes  |  yes  |   yes   |  no   |   no   |
 * | contacts:import / :export      |  yes  |  yes  |   yes   |  no   |   no   |
 * | contactLists, pipelines,       |  yes  |  yes  |   yes   |  no   |   no   |
 * |   customProperties write/delete|       |       |         |       |        |
 * | comments:write (own; author or |  yes  |  yes  |   yes   |  yes  |   no   |
 * |   owner/admin edit or delete)  |       |       |         |       |        |
 * | collaborators:manage (invite,  |  yes  |  yes  |   no    |  no   |   no   |
 * |   change role, remove)         |       |       |         |       |        |
 * | chat:write (send, tag, assign, |  yes  |  yes  |   yes   |  yes  |   no   |
 * |   archive conversations)       |       |       |         |       |        |
 * | chat:manage (pair the session, |  yes  |  yes  |   yes   |  no   |   no   |
 * |   templates, tags, chatbots)   |       |       |         |       |        |
 * | email:write (templates, sends) |  yes  |  yes  |   yes   |  no   |   no   |
 * | email:manage (sending domains, |  yes  |  yes  |   yes   |  no   |   no   |
 * |   suppressions)                |       |       |         |       |        |
 * | workflows:write (create, edit, |  yes  |  yes  |   yes   |  no   |   no   |
 * |   status, execute, terminate)  |       |       |         |       |        |
 * | workflows:delete               |  yes  |  yes  |   yes   |  no   |   no   |
 * | company:delete (erase the     |  yes  |  no   |   no    |  no   |   no   |
 * |   company and all its data)   |       |       |         |       |        |
 * The owner can never be removed or demoted.
 */
const TABLE: Record<Role, readonly string[]> = {
  owner: ['*'],
  admin: ['*'],
  manager: ['*:read', '*:write', '*:delete', 'chat:manage', 'email:manage', 'collaborators:read', 'contacts:import', 'contacts:export'],
  agent: ['*:read', 'contacts:write', 'comments:write', 'chat:write', 'pipelines:read'],
  viewer: ['*:read'],
};

/** Actions only the owner may take, whatever an admin's `*` says: erasing the whole company. */
const OWNER_ONLY_ACTIONS = new Set(['company:delete']);

/** Areas only owners and admins may change whatever the verb. */
const ADMIN_ONLY_AREAS = new Set(['company', 'collaborators', 'billing', 'integrations']);

export function roleAllows(role: Role, action: string): boolean {
  const [area, verb] = action.split(':');
  if (OWNER_ONLY_ACTIONS.has(action)) return role === 'owner';
  const grants = TABLE[role] ?? [];
  if (grants.includes('*')) return true;
  if (verb !== 'read' && ADMIN_ONLY_AREAS.has(area)) return false;
  return grants.includes(action) || grants.includes(`*:${verb}`);
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
