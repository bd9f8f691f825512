import type { FastifyInstance } from 'fastify';
import { billingCalls } from '../../../../contract/billing';
import { registerArea } from '../../http/route';
import { notFound } from '../../http/errors';
import { SandboxPayments } from '../../connectors/payments';
import { sandboxPaymentRoutes } from '../../connectors/payments/sandbox.routes';
import { paymentFailure } from './billing.errors';
import { renderInvoicePdf } from './billing.invoicePdf';
import { presentInvoice } from './billing.presenter';
import { findInvoice, listInvoices } from './billing.repository';
import * as changes from './billing.changes';
import * as details from './billing.details';
import * as methods from './billing.methods';
import * as billing from './billing.service';

/** SPEC §7 Billing, plus invoices, the processor choice and the sandbox processor's pages. */
export async function billingRoutes(app: FastifyInstance): Promise<void> {
  registerArea(app, 'billing', billingCalls, {
    changeSubscriptionType: ({ deps, user, body }) => changes.changeSubscriptionType(deps, user, body, { language: user.language }),
    previewSubscriptionChange: ({ deps, user, body }) => changes.previewSubscriptionChange(deps, user, body),
    confirmPayment: ({ deps, user, body }) => changes.confirmPayment(deps, user, body.paymentIntentId),
    changePaymentMethod: ({ deps, user, body }) => methods.changePaymentMethod(deps, user, body),
    removePaymentMethod: ({ deps, user, params }) => methods.deletePaymentMethod(deps, user, params.id),
    getPaymentsInfo: ({ deps, user }) => billing.getPaymentsInfo(deps, user),
    getBillingDetails: async ({ deps, user }) => ({ details: await details.getBillingDetails(deps.db, user.id), seller: details.sellerOf(deps.config) }),
    saveBillingDetails: async ({ deps, user, body }) => ({ details: await details.saveBillingDetails(deps.db, user.id, body), seller: details.sellerOf(deps.config) }),
    listInvoices: async ({ deps, user, query }) => {
      const { rows, total } = await listInvoices(deps.db, user.id, query);
      return { data: rows.map(presentInvoice), total, page: query.page, limit: query.limit };
    },
    invoicePdf: async ({ deps, user, params, reply }) => {
      const invoice = await findInvoice(deps.db, user.id, params.id);
      if (!invoice) throw notFound('Invoice');
      const pdf = await renderInvoicePdf(invoice, user.language, {
        name: 'Marketing CRM', email: deps.config.SUPPORT_EMAIL, url: deps.config.publicUrl,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="invoice-${invoice.number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
    cancelSubscription: ({ deps, user, body }) => billing.cancelSubscription(deps, user, body),
    cancelFreeTrial: ({ deps, user }) => billing.cancelFreeTrial(deps, user),
    paymentsConfig: ({ deps }) => ({ provider: deps.connectors.payments.provider, publishableKey: deps.connectors.payments.publishableKey }),
    sandboxCreatePaymentMethod: async ({ deps, body }) => {
      const payments = deps.connectors.payments;
      if (!(payments instanceof SandboxPayments)) throw notFound('Route');
      const { id, brand, last4, expMonth, expYear } = await payments.createPaymentMethod(body).catch((e) => { throw paymentFailure(e); });
      return { id, brand, last4, expMonth, expYear };
    },
  });
  await app.register(sandboxPaymentRoutes);
}
