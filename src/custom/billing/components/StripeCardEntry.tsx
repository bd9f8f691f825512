import { Elements } from '@stripe/react-stripe-js';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage } from '../../../i18n/languages';
import { useStripeJs } from '../hooks/useStripeJs';
import type { CardEntryProps } from './CardEntry';
import { CardEntryProgress } from './CardEntryProgress';
import { CardEntryUnavailable } from './CardEntryUnavailable';
import { StripeCardForm } from './StripeCardForm';

export type StripeCardEntryProps = CardEntryProps & { publishableKey: string | null };

/**
 * Stripe's card entry: Stripe.js loads (progress), then Elements in the interface language; a
 * load that fails (offline) or a missing publishable key says so instead of spinning forever.
 */
export function StripeCardEntry({ publishableKey, ...props }: StripeCardEntryProps) {
  const { i18n } = useTranslation();
  const locale = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const stripe = useStripeJs(publishableKey, locale);
  if (!publishableKey) return <CardEntryUnavailable reason="notConfigured" />;
  if (stripe === 'loading') return <CardEntryProgress />;
  if (stripe === 'failed') return <CardEntryUnavailable reason="loadFailed" />;
  return (
    // Elements reads its locale once: another language mounts another one.
    <Elements key={locale} stripe={stripe} options={{ locale }}>
      <StripeCardForm {...props} />
    </Elements>
  );
}
