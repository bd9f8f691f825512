import { compactTaxId, isEuVatNumber, isSpanishTaxId } from './taxIds';

export const INVALID_TAX_ID = 'Not a valid tax id for that country (NIF/CIF in Spain, a VAT number in the EU)';

/** EU member states (ISO 3166 codes) for VAT. */
export const EU_COUNTRIES: readonly string[] = [
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT',
  'RO', 'SE', 'SI', 'SK',
];

/** The Spanish general VAT (IVA) rate, in percent. */
export const SPANISH_VAT_PERCENT = 21;

export type TaxKind = 'es_vat' | 'reverse_charge' | 'not_subject' | 'none';
export type TaxTreatment = { kind: TaxKind; ratePercent: number };

/**
 * What VAT an invoice of ours (the seller is established in Spain) carries, from the buyer's
 * billing details:
 * - a buyer in Spain, or one who gave no details yet: 21 % IVA;
 * - a business in another EU country with a VAT number of that country: 0 %, reverse charge (the
 *   buyer accounts for the VAT, art. 196 Directive 2006/112/EC);
 * - anyone else in the EU (a consumer, no VAT number): 21 % — the Spanish rate, as under the
 *   €10,000 EU distance-sales threshold; above it the buyer's country's rate applies (OSS), not modelled;
 * - outside the EU: 0 %, not subject to Spanish VAT (services to a buyer established abroad, art. 69 LIVA).
 * `none` is only for invoices issued before tax was itemised.
 */
export function taxTreatment(buyer: { country?: string | null; taxId?: string | null } | null | undefined): TaxTreatment {
  const country = buyer?.country?.toUpperCase() || 'ES';
  if (country === 'ES') return { kind: 'es_vat', ratePercent: SPANISH_VAT_PERCENT };
  if (!EU_COUNTRIES.includes(country)) return { kind: 'not_subject', ratePercent: 0 };
  if (buyer?.taxId && isEuVatNumber(buyer.taxId, country)) return { kind: 'reverse_charge', ratePercent: 0 };
  return { kind: 'es_vat', ratePercent: SPANISH_VAT_PERCENT };
}

/** The tax on a base, rounded to the cent (half up, as the Spanish invoicing rules round). */
export const taxCents = (baseCents: number, ratePercent: number): number => Math.round((baseCents * ratePercent) / 100);

/** Whether a buyer's tax id is valid where they are: a Spanish NIF/CIF in Spain, an EU VAT number elsewhere in the EU; free text outside the EU. */
export function taxIdValidFor(taxId: string, country: string): boolean {
  const id = compactTaxId(taxId);
  if (country === 'ES') return isSpanishTaxId(id) || isEuVatNumber(id, 'ES');
  if (EU_COUNTRIES.includes(country)) return isEuVatNumber(id, country);
  return id.length >= 2 && id.length <= 30;
}

/**
 * The legal mention an invoice without VAT must carry, in each language of the product (the same
 * text in the app's summaries and on the PDF).
 */
export const TAX_MENTIONS: Record<'es' | 'en', Partial<Record<TaxKind, string>>> = {
  es: {
    reverse_charge: 'Inversión del sujeto pasivo (art. 196 de la Directiva 2006/112/CE): el IVA lo declara el destinatario.',
    not_subject: 'Operación no sujeta al IVA español (art. 69 de la Ley 37/1992).',
  },
  en: {
    reverse_charge: 'Reverse charge (Art. 196 of Directive 2006/112/EC): VAT to be accounted for by the recipient.',
    not_subject: 'Not subject to Spanish VAT (Art. 69 of Law 37/1992).',
  },
};
