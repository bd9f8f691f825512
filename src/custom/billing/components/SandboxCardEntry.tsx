import type { CardInput } from '../../../../contract/billing';
import { useBillingClient } from '../api/useBillingClient';
import { useCardSubmit } from '../hooks/useCardSubmit';
import type { CardEntryProps } from './CardEntry';
import { CardForm } from './CardForm';

/**
 * The sandbox processor's card entry: our form with inline checks; the local tokeniser turns the
 * card into a payment-method id, and the fields it refuses (number, expiry, CVC) show on the inputs.
 */
export function SandboxCardEntry({ onBeforeSubmit, onSubmit, error, fieldErrors, busy, ...props }: CardEntryProps) {
  const client = useBillingClient();
  const card = useCardSubmit({ onBeforeSubmit, onSubmit });
  const handleSubmit = (input: CardInput) => card.submit(async () => ({ id: (await client.createCardToken(input)).id }));
  return (
    <CardForm
      {...props}
      onSubmit={handleSubmit}
      error={card.error ?? error}
      fieldErrors={{ ...fieldErrors, ...card.fieldErrors }}
      busy={busy || card.busy}
    />
  );
}
