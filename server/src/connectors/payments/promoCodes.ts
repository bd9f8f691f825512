import type { Promotion } from './payments.types';

/** Codes the sandbox accepts when PROMO_CODES is not set. */
export const DEFAULT_PROMO_CODES = 'WELCOME20:20,LANDING50:50';

/**
 * Parses PROMO_CODES ("CODE:percent,CODE:percent"). A malformed entry stops the server at start
 * with a message naming it, rather than silently dropping a code someone advertised.
 */
export function parsePromoCodes(raw: string): Map<string, Promotion> {
  const codes = new Map<string, Promotion>();
  for (const entry of raw.split(',').map((s) => s.trim()).filter(Boolean)) {
    const match = /^([A-Za-z0-9_-]{2,50}):(\d{1,3})$/.exec(entry);
    const percentOff = match ? Number(match[2]) : NaN;
    if (!match || percentOff < 1 || percentOff > 100) {
      throw new Error(`PROMO_CODES entry "${entry}" must look like CODE:percent (1-100)`);
    }
    codes.set(match[1].toUpperCase(), { code: match[1].toUpperCase(), percentOff });
  }
  return codes;
}
