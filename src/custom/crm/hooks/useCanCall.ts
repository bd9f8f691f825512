import type { CallDef } from '../../../../contract/define';
import { roleAllows, type Role } from '../../../../contract/roles';
import { useCompanyRole } from './useCompanyRole';

/** Whether a role may make this call: the contract's own `permission`, from the table the server enforces. */
export function canCall(role: Role | undefined, def: CallDef): boolean {
  if (!def.permission) return true;
  return role ? roleAllows(role, def.permission) : false;
}

/**
 * Whether the current role may make this call (contract/roles.ts). Used for the actions
 * react-admin's canAccess has no verb for (import, export, bulk assign, stage moves); standard
 * buttons go through canAccess.
 */
export function useCanCall(def: CallDef): boolean {
  return canCall(useCompanyRole(), def);
}
