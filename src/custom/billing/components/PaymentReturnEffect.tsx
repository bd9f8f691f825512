import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useBillingClient } from '../api/useBillingClient';

export type PaymentReturnEffectProps = { onConfirmed: () => void | Promise<void>; onFailed: (error: unknown) => void };

/**
 * Back from the bank step with ?payment_intent=…: asks the server to complete the payment once,
 * then clears the query. Renders nothing.
 */
export function PaymentReturnEffect({ onConfirmed, onFailed }: PaymentReturnEffectProps) {
  const client = useBillingClient();
  const [params, setParams] = useSearchParams();
  const intent = params.get('payment_intent');
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!intent || handled.current === intent) return;
    handled.current = intent;
    setParams({}, { replace: true });
    client.confirmPayment(intent).then((r) => (r.status === 'succeeded' ? onConfirmed() : onFailed(null)), onFailed);
  }, [intent, client, setParams, onConfirmed, onFailed]);
  return null;
}
