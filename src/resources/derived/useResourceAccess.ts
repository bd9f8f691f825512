import { useCompanyRole } from '../../custom/crm/hooks/useCompanyRole';
import type { ResourceDeclaration } from '../../dataProvider/defineResource';
import { resourceAllows, type ResourceAction } from './resourceAccess';

/** What the current role may do on a declared resource (see resourceAllows). */
export function useResourceAccess(resource: ResourceDeclaration): (action: ResourceAction) => boolean {
  const role = useCompanyRole();
  return (action) => resourceAllows(resource, role, action);
}
