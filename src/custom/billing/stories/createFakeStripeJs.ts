import type { Stripe, StripeElementLocale } from '@stripe/stripe-js';
import { cardBrand, digitsOnly, luhnValid } from '../../../../contract/billing';
import type { LoadStripeJs } from '../api/StripeJsContext';

/** What Stripe.js answers, in the two interface languages (Stripe's own wording). */
const MESSAGES = {
  en: { incomplete: 'Your card number is incomplete.', invalid: 'Your card number is invalid.', declined: 'Your card was declined.' },
  es: { incomplete: 'El número de tu tarjeta está incompleto.', invalid: 'El número de tu tarjeta no es válido.', declined: 'Tu tarjeta ha sido rechazada.' },
} as const;
const DECLINED = '4000000000000002';

export type FakeStripeJs = {
  /** For StripeJsContext: a fake Stripe per language, or a failure as when js.stripe.com is unreachable. */
  load: LoadStripeJs;
  /** Everything the app asked of Stripe.js: loadStripe, elements, createPaymentMethod. */
  calls: { name: string; body?: unknown }[];
};

type Handler = (event?: unknown) => void;

/**
 * Stripe.js without the network, for stories and tests: what the real `@stripe/react-stripe-js`
 * needs (elements → a card element that mounts, emits ready/change/focus/blur), and a
 * createPaymentMethod that answers like test mode (4000 0000 0000 0002 is declined).
 * The card element is a plain input standing in for Stripe's frame.
 */
export function createFakeStripeJs({ fails = false }: { fails?: boolean } = {}): FakeStripeJs {
  const calls: FakeStripeJs['calls'] = [];
  let created = 0;

  const stripeFor = (locale: StripeElementLocale): Stripe => {
    const text = MESSAGES[locale === 'en' ? 'en' : 'es'];
    const input = document.createElement('input');
    const handlers = new Map<string, Set<Handler>>();
    const emit = (event: string, payload?: unknown) => handlers.get(event)?.forEach((h) => h(payload));
    const check = () => {
      const number = digitsOnly(input.value);
      const complete = number.length >= 16 && luhnValid(number);
      const error = number.length >= 16 && !complete ? { type: 'validation_error', code: 'invalid_number', message: text.invalid } : undefined;
      return { number, complete, error };
    };

    const card = {
      mount(node: HTMLElement) {
        Object.assign(input, { name: 'cardnumber', autocomplete: 'off', inputMode: 'numeric', placeholder: '1234 1234 1234 1234' });
        input.setAttribute('aria-label', 'Card number (test Stripe)');
        input.style.cssText = 'border:0;outline:0;width:100%;font:inherit;font-size:16px;background:transparent;color:inherit;padding:0';
        input.oninput = () => {
          const { number, complete, error } = check();
          emit('change', { elementType: 'card', empty: !number, complete, error, brand: cardBrand(number) });
        };
        input.onfocus = () => emit('focus');
        input.onblur = () => emit('blur');
        node.appendChild(input);
        setTimeout(() => emit('ready'), 0);
      },
      on(event: string, handler: Handler) {
        handlers.set(event, (handlers.get(event) ?? new Set()).add(handler));
        return card;
      },
      off(event: string, handler: Handler) {
        handlers.get(event)?.delete(handler);
        return card;
      },
      update: () => undefined,
      destroy: () => input.remove(),
    };
    const elements = {
      create: () => card,
      getElement: () => card,
      update: () => undefined,
    };

    const fake = {
      elements(options: unknown) {
        calls.push({ name: 'elements', body: options });
        return elements;
      },
      async createPaymentMethod(body: { type: string; card: unknown; billing_details?: unknown }) {
        calls.push({ name: 'createPaymentMethod', body: { ...body, card: body.card === card ? 'cardElement' : body.card } });
        const { number, complete, error } = check();
        if (error) return { error };
        if (!complete) return { error: { type: 'validation_error', code: 'incomplete_number', message: text.incomplete } };
        if (number === DECLINED) return { error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: text.declined } };
        created += 1;
        return { paymentMethod: { id: `pm_fake_stripe_${created}`, type: 'card', card: { brand: cardBrand(number), last4: number.slice(-4) }, billing_details: body.billing_details } };
      },
      // Checked by @stripe/react-stripe-js to recognise a Stripe object.
      createToken: async () => ({ error: { type: 'invalid_request_error', message: 'not faked' } }),
      confirmCardPayment: async () => ({ error: { type: 'invalid_request_error', message: 'not faked' } }),
    };
    return fake as unknown as Stripe;
  };

  return {
    calls,
    load: async (publishableKey, locale) => {
      calls.push({ name: 'loadStripe', body: { publishableKey, locale } });
      if (fails) throw new Error('Failed to load Stripe.js');
      return stripeFor(locale);
    },
  };
}
