import type { BillingDetails, BillingDetailsInput, SellerDetails } from '../../../../contract/billing';
import { taxTreatment, type TaxTreatment } from '../../../../contract/tax';
import type { Config } from '../../config';
import type { Db } from '../../db/connection';
import { findBillingDetails, upsertBillingDetails, type BillingDetailsRow } from './billing.repository';

/*
 * Who invoices are made out to, and what VAT follows from it. The details belong to the
 * subscriber (the plan is the user's); the seller comes from the server's configuration.
 */

export function presentBillingDetails(row: BillingDetailsRow): BillingDetails {
  return {
    legalName: row.legalName, taxId: row.taxId, addressLine1: row.addressLine1, addressLine2: row.addressLine2,
    postalCode: row.postalCode, city: row.city, province: row.province, country: row.country, invoiceEmail: row.invoiceEmail,
  };
}

export function sellerOf(config: Pick<Config, 'SELLER_NAME' | 'SELLER_TAX_ID' | 'SELLER_ADDRESS'>): SellerDetails {
  return { legalName: config.SELLER_NAME, taxId: config.SELLER_TAX_ID, address: config.SELLER_ADDRESS, country: 'ES' };
}

export async function getBillingDetails(db: Db, userId: string): Promise<BillingDetails | null> {
  const row = await findBillingDetails(db, userId);
  return row ? presentBillingDetails(row) : null;
}

/** The body is already checked by the contract (tax id valid for the country). */
export async function saveBillingDetails(db: Db, userId: string, input: BillingDetailsInput & { country: string }): Promise<BillingDetails> {
  const row = await upsertBillingDetails(db, {
    userId,
    legalName: input.legalName,
    taxId: input.taxId || null,
    addressLine1: input.addressLine1,
    addressLine2: input.addressLine2 || null,
    postalCode: input.postalCode,
    city: input.city,
    province: input.province || null,
    country: input.country,
    invoiceEmail: input.invoiceEmail || null,
  });
  return presentBillingDetails(row);
}

/** The VAT a charge to this user carries now (Spanish IVA until they give other details). */
export async function taxTreatmentOf(db: Db, userId: string): Promise<TaxTreatment> {
  return taxTreatment(await findBillingDetails(db, userId));
}
