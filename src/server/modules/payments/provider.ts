/**
 * The payment layer's one seam (issue 51): each provider (the demo, Stripe, Paymob) answers these five
 * questions, and nothing outside its own file knows how it talks to its API. Amounts are integer minor units
 * of the order's currency (ISO 4217, upper case here whatever the provider writes); a provider converts at
 * its own edge. No method logs or returns a secret key; a client secret is the shopper's to confirm their own
 * payment and is sent only to them.
 */

export const PAYMENT_PROVIDERS = ['demo', 'stripe', 'paymob'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** Where a payment stands at its provider, in the shop's words. */
export type ProviderPaymentState =
  /** Made, not yet paid: the shopper has still to pay (or pay again after a failure). */
  | 'awaiting'
  /** The provider is working on it (a bank's check, a wallet's confirmation). */
  | 'processing'
  /** Paid in full: the money is the shop's. */
  | 'paid'
  /** The last try failed; the payment can be tried again. */
  | 'failed'
  /** Called off: it can no longer be paid. */
  | 'cancelled';

/** What the shop asks a provider to collect: one order's total. */
export interface PaymentRequest {
  orderId: string;
  /** The order number shoppers see, for the provider's statement line and dashboard. */
  orderNumber: string;
  amountMinor: number;
  currency: string;
  /** The buyer, for the providers that need billing details (Paymob). */
  customer: { name: string; email: string; phone: string };
  /** Where the shopper comes back to after paying on the provider's page (the shop's /order-success). */
  returnUrl: string;
  /** The method within the provider, where it has several (Paymob: 'card' or 'wallet'). */
  method?: string;
}

/** What the browser needs to let the shopper pay: never a secret key. */
export type PaymentAction =
  /** Stripe: the Payment Element confirms with this client secret and the publishable key. */
  | { kind: 'client-secret'; clientSecret: string; publishableKey: string }
  /** Paymob: the shopper pays on the provider's hosted page. */
  | { kind: 'redirect'; url: string }
  /** The demo: nothing to do. */
  | { kind: 'none' };

export interface CreatedPayment {
  /** The provider's own id of the payment (Stripe's payment intent, Paymob's intention or order). */
  reference: string;
  action: PaymentAction;
}

/** A payment as its provider knows it now. */
export interface ProviderPayment {
  reference: string;
  state: ProviderPaymentState;
  amountMinor: number;
  currency: string;
  /** The shop's order the payment was made for (kept with the provider as metadata). */
  orderId?: string;
  /** Why the last try failed, in the provider's words, for staff (never shown to the shopper as is). */
  failure?: string;
}

/** One webhook or callback, read and its signature checked: about a payment, or about a refund of one. */
export type ProviderEvent = {
  /** The provider's id of the event: the shop applies each id once. */
  id: string;
  /** The provider's name for what happened (payment_intent.succeeded, refund.updated, TRANSACTION …), for the record. */
  type: string;
} & ({ payment: ProviderPayment } | { refund: ProviderRefund });

/** The payment an event tells of; undefined for a refund's event (or no event). */
export const paymentIn = (event: ProviderEvent | undefined): ProviderPayment | undefined =>
  event && 'payment' in event ? event.payment : undefined;

/** A refund as its provider answers it: 'pending' until the provider confirms it. */
export interface ProviderRefund {
  reference: string;
  state: 'pending' | 'succeeded' | 'failed';
  amountMinor: number;
}

/** A webhook whose signature does not check out, or a body that is not one of the provider's events: 400. */
export class BadWebhook extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'BadWebhook';
  }
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Makes the payment for an order; repeating it for the same order answers the same payment (idempotent). */
  createPayment(request: PaymentRequest): Promise<CreatedPayment>;
  /** The payment as the provider knows it now: the shopper's return and the reconciliation job ask this. */
  lookUp(reference: string): Promise<ProviderPayment>;
  /**
   * Reads a webhook or callback from its raw body and headers (and query, for Paymob's HMAC), checking its
   * signature: a BadWebhook when it does not check out. Undefined for an event the shop does not act on.
   */
  readWebhook(raw: {
    body: Buffer;
    headers: Record<string, string | string[] | undefined>;
    query: Record<string, unknown>;
  }): ProviderEvent | undefined;
  /** Pays `amountMinor` of the payment back; the same idempotency key never refunds twice. */
  refund(reference: string, amountMinor: number, idempotencyKey: string): Promise<ProviderRefund>;
  /** A refund as the provider knows it now, by its own id: the re-check of refunds still pending asks this. */
  lookUpRefund(reference: string): Promise<ProviderRefund>;
}
