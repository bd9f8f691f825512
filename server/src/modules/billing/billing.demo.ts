import { PLANS } from '../../../../contract/plans';
import { SandboxPayments } from '../../connectors/payments';
import type { DemoSeeder } from '../demo/demo.seed';
import { applyPaidPlan, amountsFor } from './billing.charges';
import { addDays, addPeriod } from './billing.periods';
import { taxTreatment } from '../../../../contract/tax';
import { findUserPlan, insertPayment, insertPaymentMethod, updateSubscription, upsertBillingDetails } from './billing.repository';
import { sellerOf } from './billing.details';
import { ensureSubscription } from './billing.service';

/**
 * The demo user's billing: a saved test card (sandbox 4242, expiring in two years) and the
 * standard plan paid for the last two months, so Billing shows a card, a renewal date and two
 * invoices to download, made out to the demo company with Spanish VAT. With Stripe configured no
 * card can be made server-side: invoices only.
 */
export const seedDemoBilling: DemoSeeder = async (deps, demo) => {
  const db = deps.db;
  const user = await findUserPlan(db, demo.userId);
  if (!user) return;
  const sub = await ensureSubscription(db, demo.userId);
  const name = [user.name, user.surname].filter(Boolean).join(' ');
  const payments = deps.connectors.payments;
  let method = null;
  let customerRef = sub.providerCustomerRef;
  if (payments instanceof SandboxPayments) {
    // Bound to the seeding transaction, so a failed seed leaves no orphan sandbox card.
    const sandbox = new SandboxPayments(db, new Map());
    const card = await sandbox.createPaymentMethod({ number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: '123' });
    customerRef = await sandbox.ensureCustomer({ id: demo.userId }, null);
    method = await insertPaymentMethod(db, { userId: demo.userId, ...(await sandbox.attachMethod(customerRef, card.id)) });
    await updateSubscription(db, demo.userId, { providerCustomerRef: customerRef, defaultPaymentMethodId: method.id });
  }
  const details = await upsertBillingDetails(db, {
    userId: demo.userId, legalName: 'Demo Company S.L.', taxId: 'B87654323', addressLine1: 'Calle Mayor 10', addressLine2: null,
    postalCode: '28013', city: 'Madrid', province: 'Madrid', country: 'ES', invoiceEmail: null,
  });
  const plan = PLANS.standard;
  const customer = { id: demo.userId, email: user.email, name, customerRef: customerRef ?? '' };
  let start = addDays(new Date(), -40);
  for (let i = 0; i < 2; i += 1) {
    const payment = await insertPayment(db, {
      userId: demo.userId, kind: 'renewal', status: 'succeeded', planId: plan.id, ...amountsFor(plan, null, taxTreatment(details)),
      currency: plan.currency, paymentMethodId: method?.id ?? null, createdAt: start,
    });
    await applyPaidPlan(db, { customer, payment, method, start, now: start, seller: sellerOf(deps.config) });
    start = addPeriod(start, 'month');
  }
};
