import { chargesCardAgain, type PaymentsInfo } from '../../../../contract/billing';
import type { AppDeps } from '../../deps';
import type { AuthUser } from '../../http/authenticate';
import { badRequest, conflict, notFound } from '../../http/errors';
import { ensureSubscription } from './billing.service';
import { isUuid } from '../companies/members.repository';
import { type Customer } from './billing.charges';
import { paymentFailure } from './billing.errors';
import { presentPaymentsInfo } from './billing.presenter';
import { findPaymentMethod, findPaymentMethodByRef, findSubscription, findUserPlan, insertPaymentMethod, listPaymentMethods, removePaymentMethod, updateSubscription, type PaymentMethodRow, type SubscriptionRow } from './billing.repository';


/** Saved cards: the processor customer, attaching and checking cards, the default, removal. */
export async function customerOf(deps: AppDeps, user: AuthUser, sub: SubscriptionRow): Promise<Customer> {
  const row = await findUserPlan(deps.db, user.id);
  const name = [row?.name, row?.surname].filter(Boolean).join(' ') || user.email;
  const customerRef = await deps.connectors.payments.ensureCustomer({ id: user.id, email: user.email, name }, sub.providerCustomerRef);
  if (customerRef !== sub.providerCustomerRef) await updateSubscription(deps.db, user.id, { providerCustomerRef: customerRef });
  return { id: user.id, email: user.email, name, customerRef };
}

/**
 * A saved card (our _id) or a new processor payment method (pm_…), which is attached — the
 * issuer checks it there and a decline throws before anything is stored.
 */
export async function resolveMethod(
  deps: AppDeps, customer: Customer, ref: string,
): Promise<{ method: PaymentMethodRow; isNew: boolean }> {
  if (isUuid(ref)) {
    const saved = await findPaymentMethod(deps.db, customer.id, ref);
    if (!saved) throw notFound('Payment method');
    return { method: saved, isNew: false };
  }
  const known = await findPaymentMethodByRef(deps.db, customer.id, ref);
  if (known) return { method: known, isNew: false };
  const attached = await deps.connectors.payments.attachMethod(customer.customerRef, ref);
  const method = await insertPaymentMethod(deps.db, { userId: customer.id, ...attached });
  return { method, isNew: true };
}

export async function forgetMethod(deps: AppDeps, userId: string, method: PaymentMethodRow): Promise<void> {
  await removePaymentMethod(deps.db, userId, method.id);
  await deps.connectors.payments.detachMethod(method.providerRef).catch(() => undefined);
}


export async function changePaymentMethod(
  deps: AppDeps, user: AuthUser, body: { paymentMethodId: string; replaceId?: string | null; makeDefault: boolean },
): Promise<PaymentsInfo> {
  const sub = await ensureSubscription(deps.db, user.id);
  const replaced = body.replaceId ? await findPaymentMethod(deps.db, user.id, body.replaceId) : null;
  if (body.replaceId && !replaced) throw notFound('Payment method');
  let resolved: { method: PaymentMethodRow; isNew: boolean };
  try {
    resolved = await resolveMethod(deps, await customerOf(deps, user, sub), body.paymentMethodId);
  } catch (error) {
    throw paymentFailure(error);
  }
  if (replaced && replaced.id === resolved.method.id) throw badRequest('A card cannot replace itself');
  const updated = await deps.db.transaction().execute(async (trx) => {
    if (replaced) await removePaymentMethod(trx, user.id, replaced.id);
    const lostDefault = !sub.defaultPaymentMethodId || sub.defaultPaymentMethodId === replaced?.id;
    return body.makeDefault || lostDefault
      ? updateSubscription(trx, user.id, { defaultPaymentMethodId: resolved.method.id })
      : sub;
  });
  if (replaced) await deps.connectors.payments.detachMethod(replaced.providerRef).catch(() => undefined);
  return presentPaymentsInfo(deps.db, updated);
}

/**
 * Removes a saved card; the default moves to the newest remaining one. The only card of a plan
 * that will still be charged (a renewing plan, or a trial that turns into one) stays: without it
 * the next charge would end the plan.
 */
export async function deletePaymentMethod(deps: AppDeps, user: AuthUser, id: string): Promise<PaymentsInfo> {
  await ensureSubscription(deps.db, user.id);
  const { updated, removed } = await deps.db.transaction().execute(async (trx) => {
    // The row lock serialises removals: two at once cannot both take the last two cards.
    const sub = (await findSubscription(trx, user.id, { forUpdate: true }))!;
    const method = await findPaymentMethod(trx, user.id, id);
    if (!method) throw notFound('Payment method');
    const others = (await listPaymentMethods(trx, user.id)).filter((m) => m.id !== id);
    if (others.length === 0 && chargesCardAgain({ status: sub.status, renewalDate: sub.currentPeriodEnd })) {
      throw conflict('This card pays for your plan: add another card before removing it', 'last_card_in_use');
    }
    await removePaymentMethod(trx, user.id, id);
    const next = sub.defaultPaymentMethodId === id
      ? await updateSubscription(trx, user.id, { defaultPaymentMethodId: others[0]?.id ?? null })
      : sub;
    return { updated: next, removed: method };
  });
  await deps.connectors.payments.detachMethod(removed.providerRef).catch(() => undefined);
  return presentPaymentsInfo(deps.db, updated);
}
