import type { PaymentsConfig } from '../hooks/usePaymentsConfig';
import {
  billingCalls, type BillingDetails, type BillingDetailsInput, type CardInput, type Invoice, type PaymentsInfo, type SellerDetails,
  type SubscriptionChange, type SubscriptionChangePreview,
} from '../../../../contract/billing';
import type { ApiClient } from '../../../dataProvider/createApiClient';
import { ApiError } from '../../../dataProvider/ApiError';
import { assertChangeableSubscription } from '../../../routes/subscription';

export type CancelInput = { password: string; reason: string; specificIssue?: string; comments?: string; otherHelp?: string };
export type ChangeInput = { userEmail: string; newSubscriptionType: string; promoCode?: string; paymentMethodId?: string };
export type CardToken = { id: string; brand: string; last4: string; expMonth: number; expYear: number };
export type InvoicePage = { data: Invoice[]; total: number; page: number; limit: number };
export type BillingDetailsAnswer = { details: BillingDetails | null; seller: SellerDetails };

export type BillingClientDeps = {
  api: ApiClient;
  getToken: () => string | null;
  fetch?: typeof fetch;
};

/**
 * The billing calls of the contract, plus the PDF download (binary, so not through `api.call`).
 * changeSubscriptionType refuses a plan it does not accept before any call (SPEC §5).
 */
export function createBillingClient({ api, getToken, fetch: doFetch = (...a) => fetch(...a) }: BillingClientDeps) {
  // The processor does not change while the app runs: asked once (again only after a failure).
  let config: Promise<PaymentsConfig> | null = null;
  return {
    paymentsConfig() {
      config ??= api.call<PaymentsConfig>(billingCalls.paymentsConfig).catch((error: unknown) => {
        config = null;
        throw error;
      });
      return config;
    },
    getPaymentsInfo: () => api.call<PaymentsInfo>(billingCalls.getPaymentsInfo),
    getBillingDetails: () => api.call<BillingDetailsAnswer>(billingCalls.getBillingDetails),
    saveBillingDetails: (body: BillingDetailsInput) => api.call<BillingDetailsAnswer & { details: BillingDetails }>(billingCalls.saveBillingDetails, { body }),
    listInvoices: (page: number, limit: number) => api.call<InvoicePage>(billingCalls.listInvoices, { query: { page, limit } }),
    /** Sandbox processor: typed card → payment-method id (Stripe Elements does this in the browser). */
    createCardToken: (card: CardInput) => api.call<CardToken>(billingCalls.sandboxCreatePaymentMethod, { body: card }),
    async changeSubscriptionType(input: ChangeInput): Promise<SubscriptionChange> {
      assertChangeableSubscription(input.newSubscriptionType);
      return api.call<SubscriptionChange>(billingCalls.changeSubscriptionType, { body: input });
    },
    /** The price of a change before it is made; refuses what the change would refuse. */
    async previewSubscriptionChange(input: { newSubscriptionType: string; promoCode?: string }): Promise<SubscriptionChangePreview> {
      assertChangeableSubscription(input.newSubscriptionType);
      return api.call<SubscriptionChangePreview>(billingCalls.previewSubscriptionChange, { body: input });
    },
    confirmPayment: (paymentIntentId: string) => api.call<SubscriptionChange>(billingCalls.confirmPayment, { body: { paymentIntentId } }),
    changePaymentMethod: (body: { paymentMethodId: string; replaceId?: string | null; makeDefault?: boolean }) =>
      api.call<PaymentsInfo>(billingCalls.changePaymentMethod, { body }),
    removePaymentMethod: (id: string) => api.call<PaymentsInfo>(billingCalls.removePaymentMethod, { params: { id } }),
    cancelSubscription: (body: CancelInput) => api.call<PaymentsInfo>(billingCalls.cancelSubscription, { body }),
    cancelFreeTrial: () => api.call<PaymentsInfo>(billingCalls.cancelFreeTrial),
    async downloadInvoice(invoice: Pick<Invoice, '_id' | 'number'>): Promise<{ blob: Blob; filename: string }> {
      const token = getToken();
      let response: Response;
      try {
        response = await doFetch(`${api.baseUrl}/invoices/${encodeURIComponent(invoice._id)}/pdf`, {
          headers: token ? { Authorization: `Bearer ${token}` } : {},
          credentials: 'include',
        });
      } catch (e) {
        throw new ApiError(e instanceof Error ? e.message : 'Network error', 0);
      }
      if (!response.ok) {
        const body = await response.json().catch(() => ({}));
        throw new ApiError(body.message ?? response.statusText, response.status, body);
      }
      return { blob: await response.blob(), filename: `invoice-${invoice.number}.pdf` };
    },
  };
}

export type BillingClient = ReturnType<typeof createBillingClient>;
