import { lazy, Suspense, type ReactNode } from 'react';
import { usePaymentsConfig } from '../hooks/usePaymentsConfig';
import { CardEntryProgress } from './CardEntryProgress';
import { CardEntryUnavailable } from './CardEntryUnavailable';
import { SandboxCardEntry } from './SandboxCardEntry';

export type CardEntryProps = {
  submitLabel: string;
  /** The entered card as the processor's payment-method id (sandbox token or Stripe `pm_…`). */
  onSubmit: (paymentMethodId: string) => Promise<void>;
  /**
   * Runs before the card goes to the processor (clear the flow's messages, refuse what the flow
   * would refuse): a throw stops the submit and its message shows on the form.
   */
  onBeforeSubmit?: () => void;
  /** Error of the flow's last attempt (decline, network), shown above the button. */
  error?: string | null;
  /** The flow's server-side field errors (e.g. `number`, `expMonth`) mapped onto the inputs. */
  fieldErrors?: Record<string, string>;
  busy?: boolean;
  /** Fields of the surrounding flow (promo code) placed before the button. */
  children?: ReactNode;
};

// Stripe.js and its React bindings are a chunk of their own, fetched only when the processor is
// Stripe: the sandbox never loads them nor calls js.stripe.com. A chunk that cannot load (offline)
// reads as Stripe being unavailable rather than breaking the page.
const StripeCardEntry = lazy(() =>
  import('./StripeCardEntry').then(
    (m) => ({ default: m.StripeCardEntry }),
    () => ({ default: () => <CardEntryUnavailable reason="loadFailed" /> }),
  ),
);

/** The card form of the active processor: our sandbox form, or Stripe Elements. */
export function CardEntry(props: CardEntryProps) {
  const config = usePaymentsConfig();
  if (!config) return <CardEntryProgress />;
  if (config.provider === 'sandbox') return <SandboxCardEntry {...props} />;
  // A production server with no processor configured: say so instead of a form that cannot pay.
  if (config.provider === 'none') return <CardEntryUnavailable reason="notConfigured" />;
  return (
    <Suspense fallback={<CardEntryProgress />}>
      <StripeCardEntry publishableKey={config.publishableKey} {...props} />
    </Suspense>
  );
}
