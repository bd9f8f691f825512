import { useServices } from '../../../app/useServices';
import { useStoreValue } from '../../../store/useStoreValue';

/** The current company's currency, the one its ad account bills in (euros until it is known). */
export function useCurrency(): string {
  const { session } = useServices();
  const companyId = useStoreValue(session.companyId);
  const companies = useStoreValue(session.companies);
  return companies.find((c) => c._id === companyId)?.currency ?? 'EUR';
}
