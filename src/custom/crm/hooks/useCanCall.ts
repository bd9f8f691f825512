import type { CallDef } from '../../../../contract/define';
import { roleAllows } from '../../../../contract/roles';
import { useCompanyRole } from './useCompanyRole';

/**
 * Whether the current role may make this call: the contract's own `permission`, read from the
 * table the server enforces (contract/roles.ts). Used for the actions react-admin's canAccess has
 * no verb for (import, export, bulk assign, stage moves); standard buttons go through canAccess.
 */
export function useCanCall(def: CallDef): boolean {
  const role = useCompanyRole();
  if (!def.permission) return true;
  return role ? roleAllows(role, def.permission) : false;
}
