import { TAX_MENTIONS } from '../../../../contract/tax';
import type { InvoiceRow } from './billing.repository';

export type InvoiceLine = { label: string; cents: number; strong?: boolean; negative?: boolean };

const LABELS = {
  en: { subtotal: 'Subtotal', discount: 'Discount', credit: 'Credit for unused time', base: 'Tax base', vat: (rate: number) => `VAT (${rate}%)`, total: 'Total' },
  es: { subtotal: 'Subtotal', discount: 'Descuento', credit: 'Crédito por tiempo no usado', base: 'Base imponible', vat: (rate: number) => `IVA (${rate} %)`, total: 'Total' },
} as const;

/**
 * The amounts of an invoice from subtotal to total, as a Spanish invoice states them: the
 * deductions, the tax base, the VAT line with its rate (or the legal mention that replaces it)
 * and the total. Invoices issued before VAT was itemised (`none`) keep their old shape.
 */
export function invoiceLines(invoice: Pick<InvoiceRow, 'subtotalCents' | 'discountCents' | 'promoCode' | 'creditCents' | 'taxBaseCents' | 'taxRatePercent' | 'taxCents' | 'taxKind' | 'totalCents'>, language: 'es' | 'en'): { lines: InvoiceLine[]; mention: string | null } {
  const t = LABELS[language];
  const lines: InvoiceLine[] = [{ label: t.subtotal, cents: invoice.subtotalCents }];
  if (invoice.discountCents > 0) lines.push({ label: `${t.discount}${invoice.promoCode ? ` (${invoice.promoCode})` : ''}`, cents: invoice.discountCents, negative: true });
  if (invoice.creditCents > 0) lines.push({ label: t.credit, cents: invoice.creditCents, negative: true });
  if (invoice.taxKind !== 'none') {
    lines.push({ label: t.base, cents: invoice.taxBaseCents });
    lines.push({ label: t.vat(invoice.taxRatePercent), cents: invoice.taxCents });
  }
  lines.push({ label: t.total, cents: invoice.totalCents, strong: true });
  return { lines, mention: TAX_MENTIONS[language][invoice.taxKind] ?? null };
}
