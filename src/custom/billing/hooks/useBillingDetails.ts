import { useCallback, useEffect, useState } from 'react';
import type { BillingDetails, SellerDetails } from '../../../../contract/billing';
import { useBillingClient } from '../api/useBillingClient';

/** The caller's billing details (null until given) and the seller, loaded once; `replace` after a save. */
export function useBillingDetails() {
  const client = useBillingClient();
  const [state, setState] = useState<{ loaded: boolean; details: BillingDetails | null; seller: SellerDetails | null; failed: boolean }>({
    loaded: false, details: null, seller: null, failed: false,
  });
  useEffect(() => {
    let live = true;
    client.getBillingDetails().then(
      (answer) => live && setState({ loaded: true, details: answer.details, seller: answer.seller, failed: false }),
      () => live && setState((s) => ({ ...s, loaded: true, failed: true })),
    );
    return () => { live = false; };
  }, [client]);
  const replace = useCallback((details: BillingDetails) => setState((s) => ({ ...s, details })), []);
  return { ...state, replace };
}
