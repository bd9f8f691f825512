import type { CreatedAt, UpdatedAt } from '../../db/schema';

/** Test-mode card behaviours, picked from the card number when it is tokenised. */
export type SandboxScenario =
  | 'ok'
  | 'decline_generic'
  | 'decline_insufficient_funds'
  | 'decline_expired'
  | 'decline_cvc'
  | 'charge_decline'
  | 'auth_on_session'
  | 'auth_always';

/** A tokenised card: brand, last 4, expiry and its test behaviour, never the number. */
export interface PaymentSandboxMethodsTable {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  scenario: SandboxScenario;
  customerRef: string | null;
  createdAt: CreatedAt;
}

export interface PaymentSandboxIntentsTable {
  id: string;
  customerRef: string;
  methodId: string;
  amountCents: number;
  currency: string;
  description: string;
  status: 'succeeded' | 'requires_action' | 'failed';
  errorCode: string | null;
  declineCode: string | null;
  returnPath: string | null;
  idempotencyKey: string;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

declare module '../../db/schema' {
  interface Database {
    paymentSandboxMethods: PaymentSandboxMethodsTable;
    paymentSandboxIntents: PaymentSandboxIntentsTable;
  }
}
