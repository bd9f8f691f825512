import { PaymentError, type PaymentsConnector } from './payments.types';

const refuse = (): never => {
  throw new PaymentError('api_error', 'payments_unavailable', 'Payments are not configured on this server');
};

/**
 * Production without Stripe credentials: the sandbox must not hand out paid plans for test cards
 * there, so every payment is refused with `payments_unavailable` (free plans keep working).
 * SANDBOX_IN_PRODUCTION=true brings the sandbox back for a public demo.
 */
export class UnavailablePayments implements PaymentsConnector {
  readonly provider = 'none' as const;
  readonly publishableKey = null;
  ensureCustomer = refuse;
  attachMethod = refuse;
  detachMethod = refuse;
  charge = refuse;
  retrieveCharge = refuse;
  cancelCharge = refuse;
  async findPromotion() {
    return null;
  }
}
