import Stripe from 'stripe';
import type { StripeConfig } from '../../payment-config';
import {
  BadWebhook,
  type PaymentProvider,
  type PaymentRequest,
  type ProviderEvent,
  type ProviderPayment,
  type ProviderPaymentState,
  type ProviderRefund,
} from './provider';

/**
 * Stripe (issue 51) through its official SDK: a payment is a PaymentIntent that the shopper confirms in the
 * browser with Stripe's Payment Element, using the intent's client secret and the publishable key.
 *
 * What it throws: a webhook that is not Stripe's, or not an event at all, is a BadWebhook; anything that goes
 * wrong talking to Stripe (Stripe refuses a request, an outage, a timeout) is a StripeRequestFailed carrying
 * Stripe's error type and code (an over-refund is code 'amount_too_large') and whether trying again later
 * may help. No message ever holds the secret key.
 */

/**
 * The API version the provider is written and tested against: the one the SDK (stripe 23.1.0) ships with.
 * Pinned here, and not left to the SDK's default, so that upgrading the SDK does not change the shape of
 * Stripe's answers unseen; the SDK's types accept only their own version, so an upgrade that moves it stops
 * the type check here until this line is moved on purpose. Webhook endpoints created in Stripe's dashboard
 * should use the same version, since an event's `data.object` is written in the endpoint's version.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive' satisfies Stripe.LatestApiVersion;

/** Per request; with the retries below a call gives up after about half a minute at worst. */
const TIMEOUT_MS = 10_000;
/**
 * The SDK retries a request that failed on the network, a 409 or a 5xx, with backoff; every POST carries
 * an Idempotency-Key (ours, or one the SDK makes), so a retry never pays or refunds twice.
 */
const MAX_NETWORK_RETRIES = 2;

/** The events the shop acts on; Stripe sends others (charge.*, payment_intent.created …) if subscribed. */
const ACTED_ON = new Set([
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.processing',
  'payment_intent.canceled',
]);
/** The refund events the shop acts on: a refund Stripe left pending settles (or fails) later. */
const REFUND_EVENTS = new Set(['refund.updated', 'refund.failed']);

/** A Stripe object id as the provider makes and reads them (pi_…, re_…), so a blank one never reaches the SDK. */
const INTENT_ID = /^pi_[A-Za-z0-9_]+$/;
/** A refund's id as Stripe makes it (re_…; pyr_… for some methods' refunds). */
const REFUND_ID = /^(re|pyr)_[A-Za-z0-9_]+$/;

/** Stripe refused a request, or could not be reached: never holds the secret key. */
export class StripeRequestFailed extends Error {
  /** Stripe's error type (invalid_request_error, card_error, idempotency_error, api_error …), or 'connection_error'. */
  readonly type: string;
  /** Stripe's error code where it gives one (amount_too_large, charge_already_refunded, resource_missing …). */
  readonly code: string | undefined;
  /** The HTTP status of Stripe's answer; undefined when none came (network, timeout). */
  readonly statusCode: number | undefined;
  /** Stripe's id of the request, for its dashboard and support. */
  readonly requestId: string | undefined;
  /** True for an outage, a timeout or a rate limit (after the SDK's own retries): the same call may pass later. */
  readonly retryable: boolean;

  constructor(
    message: string,
    details: { type: string; code?: string; statusCode?: number; requestId?: string; retryable: boolean },
  ) {
    super(message);
    this.name = 'StripeRequestFailed';
    this.type = details.type;
    this.code = details.code;
    this.statusCode = details.statusCode;
    this.requestId = details.requestId;
    this.retryable = details.retryable;
  }
}

/** Any Stripe key in a text (sk_live_…, rk_test_…, even Stripe's own masked sk_test_****1234) is blanked. */
function withoutKeys(text: string, secretKey: string): string {
  return text
    .split(secretKey)
    .join('[secret key]')
    .replace(/\b(?:sk|rk)_(?:live|test)_[A-Za-z0-9*]+/g, '[secret key]');
}

function stateOf(intent: Stripe.PaymentIntent): ProviderPaymentState {
  switch (intent.status) {
    case 'succeeded':
      return 'paid';
    case 'processing':
      return 'processing';
    case 'requires_payment_method':
      // Where every intent starts, and where a declined try goes back to, with its error.
      return intent.last_payment_error ? 'failed' : 'awaiting';
    // requires_capture does not happen with automatic capture, which the shop uses; were it to, the money
    // is held, not taken.
    case 'requires_confirmation':
    case 'requires_action':
    case 'requires_capture':
      return 'awaiting';
    case 'canceled':
      return 'cancelled';
    default:
      // A status newer than this code: neither paid nor failed until someone looks.
      return 'processing';
  }
}

/**
 * A payment intent in the shop's words. The amount is what the intent asks for (`amount`), the figure the
 * shop compares, with the currency, against the order it was made for before it counts the order paid.
 */
function paymentOf(intent: Stripe.PaymentIntent): ProviderPayment {
  const orderId = intent.metadata?.order_id;
  const failure = intent.last_payment_error?.message;
  return {
    reference: intent.id,
    state: stateOf(intent),
    amountMinor: intent.amount,
    currency: intent.currency.toUpperCase(),
    ...(orderId ? { orderId } : {}),
    ...(failure ? { failure } : {}),
  };
}

const refundOf = (refund: Stripe.Refund): ProviderRefund => ({
  reference: refund.id,
  state: refundStateOf(refund.status),
  amountMinor: refund.amount,
});

function refundStateOf(status: string | null): ProviderRefund['state'] {
  switch (status) {
    case 'succeeded':
      return 'succeeded';
    case 'failed':
    case 'canceled':
      return 'failed';
    default:
      // pending, requires_action (the customer has to give their bank details) or a status newer than this code.
      return 'pending';
  }
}

/** A webhook's payment intent, checked enough to be read: Stripe signed it, but the SDK does not check its shape. */
function isRefund(value: unknown): value is Stripe.Refund {
  if (typeof value !== 'object' || value === null) return false;
  const refund = value as Record<string, unknown>;
  return (
    refund.object === 'refund' &&
    typeof refund.id === 'string' &&
    REFUND_ID.test(refund.id) &&
    Number.isSafeInteger(refund.amount) &&
    (refund.status === null || typeof refund.status === 'string')
  );
}

function isPaymentIntent(value: unknown): value is Stripe.PaymentIntent {
  if (typeof value !== 'object' || value === null) return false;
  const intent = value as Record<string, unknown>;
  return (
    intent.object === 'payment_intent' &&
    typeof intent.id === 'string' &&
    typeof intent.status === 'string' &&
    Number.isSafeInteger(intent.amount) &&
    typeof intent.currency === 'string'
  );
}

export function stripeProvider(config: StripeConfig): PaymentProvider {
  const base = config.apiBase;
  const stripe = new Stripe(config.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    timeout: TIMEOUT_MS,
    maxNetworkRetries: MAX_NETWORK_RETRIES,
    // STRIPE_API_BASE (a stand-in in tests): the SDK takes a host, port and protocol, never a path.
    ...(base && {
      host: base.hostname.replace(/^\[(.*)\]$/, '$1'),
      port: base.port || (base.protocol === 'http:' ? 80 : 443),
      protocol: base.protocol === 'http:' ? 'http' : 'https',
    }),
  });

  /** Runs one call to Stripe; whatever it throws comes out a StripeRequestFailed without the secret key. */
  async function call<T>(what: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError) {
        const connection = error instanceof Stripe.errors.StripeConnectionError;
        const statusCode = error.statusCode;
        throw new StripeRequestFailed(withoutKeys(`Stripe could not ${what}: ${error.message}`, config.secretKey), {
          type: connection ? 'connection_error' : (error.rawType ?? 'api_error'),
          ...(error.code ? { code: error.code } : {}),
          ...(statusCode ? { statusCode } : {}),
          ...(error.requestId ? { requestId: error.requestId } : {}),
          retryable: connection || statusCode === undefined || statusCode === 429 || statusCode >= 500,
        });
      }
      const message = error instanceof Error ? error.message : String(error);
      throw new StripeRequestFailed(withoutKeys(`Stripe could not ${what}: ${message}`, config.secretKey), {
        type: 'api_error',
        retryable: true,
      });
    }
  }

  function checkReference(reference: string, what: string, pattern = INTENT_ID, kind = "a payment intent's id"): void {
    if (!pattern.test(reference))
      throw new StripeRequestFailed(`Stripe could not ${what}: "${reference}" is not ${kind}`, {
        type: 'invalid_request_error',
        code: 'invalid_reference',
        retryable: false,
      });
  }

  return {
    name: 'stripe',

    async createPayment(request: PaymentRequest) {
      // One intent per order: the same key answers the intent made the first time (for 24 hours, Stripe's
      // window for keys), and the same key with another amount or currency is refused (idempotency_error).
      const intent = await call('create the payment', () =>
        stripe.paymentIntents.create(
          {
            amount: request.amountMinor,
            currency: request.currency.toLowerCase(),
            automatic_payment_methods: { enabled: true },
            metadata: { order_id: request.orderId, order_number: request.orderNumber },
            description: `Order ${request.orderNumber}`,
          },
          { idempotencyKey: `order-${request.orderId}` },
        ),
      );
      if (!intent.client_secret)
        throw new StripeRequestFailed(`Stripe could not create the payment: intent ${intent.id} has no client secret`, {
          type: 'api_error',
          retryable: false,
        });
      return {
        reference: intent.id,
        action: { kind: 'client-secret', clientSecret: intent.client_secret, publishableKey: config.publishableKey },
      };
    },

    async lookUp(reference: string) {
      checkReference(reference, 'look the payment up');
      const intent = await call('look the payment up', () => stripe.paymentIntents.retrieve(reference));
      return paymentOf(intent);
    },

    readWebhook(raw) {
      const signature = raw.headers['stripe-signature'];
      if (typeof signature !== 'string' || signature === '') throw new BadWebhook('no Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(raw.body, signature, config.webhookSecret);
      } catch (error) {
        // The SDK's signature error, or a signed body that is not JSON: never another kind of error.
        const reason = error instanceof Error ? (error.message.split('\n')[0] ?? '').trim() : String(error);
        throw new BadWebhook(`not a Stripe webhook: ${reason}`);
      }
      if (typeof event !== 'object' || event === null || typeof event.id !== 'string' || typeof event.type !== 'string')
        throw new BadWebhook('not a Stripe event');
      const object: unknown = event.data?.object;
      if (REFUND_EVENTS.has(event.type)) {
        if (!isRefund(object)) throw new BadWebhook(`${event.type} ${event.id} does not carry a refund`);
        return { id: event.id, type: event.type, refund: refundOf(object) };
      }
      if (!ACTED_ON.has(event.type)) return undefined;
      if (!isPaymentIntent(object)) throw new BadWebhook(`${event.type} ${event.id} does not carry a payment intent`);
      const result: ProviderEvent = { id: event.id, type: event.type, payment: paymentOf(object) };
      return result;
    },

    async refund(reference: string, amountMinor: number, idempotencyKey: string) {
      checkReference(reference, 'refund the payment');
      const refund = await call('refund the payment', () =>
        stripe.refunds.create({ payment_intent: reference, amount: amountMinor }, { idempotencyKey }),
      );
      return refundOf(refund);
    },

    async lookUpRefund(reference: string) {
      checkReference(reference, 'look the refund up', REFUND_ID, "a refund's id");
      return refundOf(await call('look the refund up', () => stripe.refunds.retrieve(reference)));
    },
  };
}
