import type { Role } from '../../../../contract/roles';
import { useServices } from '../../../app/useServices';
import { useStoreValue } from '../../../store/useStoreValue';

/** The signed-in user's role in the current company; undefined while the companies load. */
export function useCompanyRole(): Role | undefined {
  const { session } = useServices();
  const companies = useStoreValue(session.companies);
  const companyId = useStoreValue(session.companyId);
  return companies.find((c) => c._id === companyId)?.role;
}
