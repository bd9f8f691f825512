/** Why the check page was reached, by the address the guard turned away (`/es/payment/…`). */
export type CheckReason = 'payment' | 'campaigns' | 'general';

/**
 * The payment pages need the ad account too (SPEC §2: the subscription pays for campaigns run
 * through it), but a user who clicked "upgrade your plan" must read about paying, not about
 * campaign pages: the page's text follows where the user was going.
 */
export function checkReason(from: string | undefined): CheckReason {
  if (!from) return 'general';
  const path = from.replace(/^\/(es|en)(?=\/)/, '').split(/[?#]/)[0];
  if (path.startsWith('/payment/')) return 'payment';
  return 'campaigns';
}
