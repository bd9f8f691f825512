import type { PaymentsConnector } from '../connectors/payments';

type Directives = Record<string, string[] | null>;

/** The app's own policy: everything from this origin, nothing from outside. */
const STRICT: Directives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // MUI/emotion inject <style> tags at run time.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", 'ws:', 'wss:'],
  frameSrc: ["'self'"],
  objectSrc: ["'none'"],
  upgradeInsecureRequests: null,
};

/**
 * What Stripe.js needs (Stripe's security guide, "Content Security Policy"): its script, the
 * frames of Elements and of the bank step, and its API. Address autocomplete (Google Maps) is
 * not used, so not allowed.
 */
const STRIPE_JS: Directives = {
  scriptSrc: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frameSrc: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connectSrc: ['https://api.stripe.com'],
};

/**
 * Helmet's CSP directives for the app's pages. Only when the card processor is Stripe may the
 * browser reach Stripe's hosts; the sandbox keeps the strict same-origin policy.
 */
export function contentSecurityPolicy(provider: PaymentsConnector['provider']): Directives {
  if (provider !== 'stripe') return STRICT;
  return Object.fromEntries(
    Object.entries(STRICT).map(([name, sources]) => [name, sources && [...sources, ...(STRIPE_JS[name] ?? [])]]),
  );
}
