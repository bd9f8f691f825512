import PDFDocument from 'pdfkit';
import { PLAN_NAMES, toPlanId } from '../../../../contract/plans';
import type { BillingDetails } from '../../../../contract/billing';
import { invoiceLines } from './billing.invoiceLines';
import type { InvoiceRow } from './billing.repository';

const LABELS = {
  en: {
    invoice: 'Invoice', number: 'Number', date: 'Date', billedTo: 'Billed to', description: 'Description', period: 'Period',
    paidWith: 'Paid with', status: 'Paid', plan: 'plan, monthly subscription', taxId: 'Tax id',
  },
  es: {
    invoice: 'Factura', number: 'Número', date: 'Fecha', billedTo: 'Facturado a', description: 'Concepto', period: 'Periodo',
    paidWith: 'Pagado con', status: 'Pagada', plan: 'plan, suscripción mensual', taxId: 'NIF',
  },
} as const;

export type Seller = { name: string; email: string; url: string };

/** What was paid for, in the user's language: "Standard plan, monthly subscription". */
export function invoiceConcept(invoice: Pick<InvoiceRow, 'planId' | 'description'>, language: string): string {
  const planId = toPlanId(invoice.planId);
  return planId ? `${PLAN_NAMES[planId]} ${LABELS[language === 'en' ? 'en' : 'es'].plan}` : invoice.description;
}

/** Amounts as the user's language writes them: "49,00 €" / "€49.00". */
export function formatMoney(cents: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'es-ES', { style: 'currency', currency }).format(cents / 100);
}

/** The invoice as a one-page PDF in the user's language (standard fonts: nothing to download). */
export function renderInvoicePdf(invoice: InvoiceRow, language: string, seller: Seller): Promise<Buffer> {
  const lang = language === 'en' ? 'en' : 'es';
  const t = LABELS[lang];
  const locale = lang === 'en' ? 'en-GB' : 'es-ES';
  const money = (cents: number) => formatMoney(cents, invoice.currency, lang);
  const day = (d: Date | null) => (d ? new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(d) : '');

  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `${t.invoice} ${invoice.number}`, Author: seller.name } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    // The seller as it was when the invoice was issued (older invoices: the product's name only).
    doc.font('Helvetica-Bold').fontSize(20).text(invoice.seller?.legalName ?? seller.name);
    doc.font('Helvetica').fontSize(9).fillColor('#555');
    if (invoice.seller) doc.text(`${t.taxId}: ${invoice.seller.taxId} · ${invoice.seller.address}`);
    doc.text(`${seller.url} · ${seller.email}`).fillColor('#000');
    doc.moveDown(2);
    doc.font('Helvetica-Bold').fontSize(16).text(`${t.invoice} ${invoice.number}`);
    doc.font('Helvetica').fontSize(10)
      .text(`${t.date}: ${day(invoice.issuedAt)}`)
      .text(`${t.status}`);
    doc.moveDown();
    doc.font('Helvetica-Bold').text(t.billedTo);
    for (const line of buyerLines(invoice.buyer, invoice, t.taxId, locale)) doc.font('Helvetica').text(line);
    doc.moveDown(1.5);

    const row = (label: string, value: string, bold = false) => {
      const y = doc.y;
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').text(label, 56, y, { width: 330 });
      doc.text(value, 400, y, { width: 139, align: 'right' });
      doc.moveDown(0.4);
    };
    row(t.description, '', true);
    row(invoiceConcept(invoice, lang), money(invoice.subtotalCents));
    if (invoice.periodStart && invoice.periodEnd) row(`${t.period}: ${day(invoice.periodStart)} – ${day(invoice.periodEnd)}`, '');
    doc.moveDown();
    const { lines, mention } = invoiceLines(invoice, lang);
    for (const line of lines) row(line.label, `${line.negative ? '-' : ''}${money(line.cents)}`, line.strong);
    if (mention) {
      doc.moveDown();
      doc.font('Helvetica').fontSize(9).text(mention, 56).fontSize(10);
    }
    if (invoice.cardLast4) {
      doc.moveDown();
      doc.font('Helvetica').text(`${t.paidWith}: ${invoice.cardBrand ?? ''} •••• ${invoice.cardLast4}`, 56);
    }
    doc.end();
  });
}

/** Who the invoice is made out to: the billing details as they were, else the account's name and email. */
export function buyerLines(buyer: BillingDetails | null, account: { customerName: string; customerEmail: string }, taxIdLabel: string, locale: string): string[] {
  if (!buyer) return [account.customerName, account.customerEmail];
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of(buyer.country) ?? buyer.country;
  return [
    buyer.legalName,
    ...(buyer.taxId ? [`${taxIdLabel}: ${buyer.taxId}`] : []),
    buyer.addressLine1,
    ...(buyer.addressLine2 ? [buyer.addressLine2] : []),
    [buyer.postalCode, buyer.city, buyer.province].filter(Boolean).join(' '),
    country,
    buyer.invoiceEmail ?? account.customerEmail,
  ];
}
