import { useCallback, useEffect, useState } from 'react';
import type { PaymentsInfo } from '../../../../contract/billing';
import { useBillingClient } from '../api/useBillingClient';

/** The caller's plan, cards and latest invoices; `replace` takes the answer of a billing call. */
export function usePaymentsInfo() {
  const client = useBillingClient();
  const [info, setInfo] = useState<PaymentsInfo | null>(null);
  const [error, setError] = useState<unknown>(null);
  const reload = useCallback(
    () => client.getPaymentsInfo().then((next) => { setError(null); setInfo(next); }, setError),
    [client],
  );
  useEffect(() => {
    client.getPaymentsInfo().then(setInfo, setError);
  }, [client]);
  return { info, error, loading: !info && !error, reload, replace: setInfo };
}
