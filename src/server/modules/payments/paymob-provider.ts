import type { PaymobConfig } from '../../payment-config';
import { verifyPaymobHmac } from './paymob-hmac';
import {
  BadWebhook,
  type CreatedPayment,
  type PaymentProvider,
  type PaymentRequest,
  type ProviderEvent,
  type ProviderPayment,
  type ProviderPaymentState,
  type ProviderRefund,
} from './provider';

/**
 * Paymob (Egypt's card and mobile-wallet gateway) through its documented HTTP API; there is no official Node
 * SDK. Decision 0111 records what Paymob's documentation confirms and what is assumed here.
 *
 * - A payment is an intention (POST /v1/intention/, `Authorization: Token <secret key>`) paid on Paymob's
 *   hosted Unified Checkout. Its `reference` is Paymob's order id (the intention's `intention_order_id`), the
 *   one id every later callback, inquiry and refund carries (`obj.order.id`), and one the callback's HMAC covers.
 * - Callbacks are Paymob's "transaction processed" POSTs, checked by their HMAC (paymob-hmac.ts). Where they go
 *   is the integration's callback URL in Paymob's dashboard: no `notification_url` is sent.
 * - Look-ups use Paymob's transaction inquiry, which takes a bearer token from the account's API key (a key
 *   apart from the secret key); refunds use the secret key but need the transaction's id, found the same way.
 *   Both need the API key (PAYMOB_API_KEY).
 *
 * No secret (secret key, API key, HMAC secret, bearer token) is logged or put in an error message.
 */

export type PaymobProviderConfig = PaymobConfig;

const TIMEOUT_MS = 10_000;
/** Paymob's bearer tokens last 60 minutes; one is used for 50. */
const TOKEN_LIFETIME_MS = 50 * 60_000;
/** Where Paymob's documentation asks for billing details the shop does not have. */
const UNKNOWN = 'NA';
/** Joins an order id and a retry's suffix in a special reference (order ids are hex, decision 0111). */
const RETRY_MARK = '~';
/** Refund idempotency keys remembered by one process (the caller keeps them for good). */
const REMEMBERED_REFUND_KEYS = 10_000;

interface Answer {
  status: number;
  body: unknown;
}

/** Paymob could not be reached or did not answer in time: whether it acted is unknown. */
class PaymobUnreachable extends Error {
  override name = 'PaymobUnreachable';
}

/** A refund Paymob may or may not have made: no answer, its server's error, or an answer not understood. */
class UnclearRefund extends Error {
  override name = 'UnclearRefund';
}

interface RememberedRefund {
  reference: string;
  amountMinor: number;
  outcome: Promise<ProviderRefund> | 'uncertain';
}

/** A transaction as the shop reads it from a callback's `obj` or an inquiry. */
interface Transaction {
  id: number;
  amountCents: number;
  currency: string;
  success: boolean;
  pending: boolean;
  voided: boolean;
  refunded: boolean;
  /** A refund, void or capture of another transaction, not a payment. */
  child: boolean;
  parentId: number | undefined;
  /** Paymob's order id: the payment's reference. */
  orderId: string;
  merchantOrderId: string | undefined;
  message: string | undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Paymob writes its flags as JSON booleans; its older samples as 'true'/'false'. */
function flag(value: unknown): boolean {
  return value === true || value === 'true';
}

function wholeNumber(value: unknown): number | undefined {
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) ? number : undefined;
}

/** Paymob answers a transaction bare (its current API) or as `{ type, obj }` (its older samples). */
function unwrap(body: unknown): unknown {
  return isRecord(body) && isRecord(body.obj) ? body.obj : body;
}

function readTransaction(value: unknown): Transaction | undefined {
  if (!isRecord(value) || !isRecord(value.order)) return undefined;
  const id = wholeNumber(value.id);
  const orderId = wholeNumber(value.order.id);
  const amountCents = wholeNumber(value.amount_cents);
  if (id === undefined || orderId === undefined || amountCents === undefined) return undefined;
  if (typeof value.currency !== 'string' || value.currency === '') return undefined;
  const merchantOrderId = value.order.merchant_order_id;
  const message = isRecord(value.data) ? value.data.message : undefined;
  return {
    id,
    amountCents,
    currency: value.currency.toUpperCase(),
    success: flag(value.success),
    pending: flag(value.pending),
    voided: flag(value.is_voided),
    refunded: flag(value.is_refunded),
    child: flag(value.has_parent_transaction) || flag(value.is_refund) || flag(value.is_void),
    parentId: wholeNumber(value.parent_transaction),
    orderId: String(orderId),
    merchantOrderId: typeof merchantOrderId === 'string' && merchantOrderId !== '' ? merchantOrderId : undefined,
    message: typeof message === 'string' && message !== '' ? message : undefined,
  };
}

function stateOf(transaction: Transaction): ProviderPaymentState {
  if (transaction.voided) return 'cancelled';
  if (transaction.pending) return 'processing';
  return transaction.success ? 'paid' : 'failed';
}

/** The shop's order id from Paymob's merchant_order_id (the special reference, less a retry's suffix). */
function shopOrderId(merchantOrderId: string | undefined): string | undefined {
  return merchantOrderId?.split(RETRY_MARK)[0] || undefined;
}

function paymentOf(transaction: Transaction): ProviderPayment {
  const state = stateOf(transaction);
  const orderId = shopOrderId(transaction.merchantOrderId);
  return {
    reference: transaction.orderId,
    state,
    amountMinor: transaction.amountCents,
    currency: transaction.currency,
    ...(orderId ? { orderId } : {}),
    ...(state === 'failed' && transaction.message ? { failure: transaction.message } : {}),
  };
}

function clip(text: string, length: number): string {
  return text.length > length ? text.slice(0, length) : text;
}

/**
 * Paymob's billing data: first and last name, email and phone are the buyer's (the issuing bank needs them, and
 * Paymob refuses 'NA' for them); the address fields it also asks for are 'NA', as its support pages say to
 * send what the merchant does not have. A one-word name is both first and last name.
 */
function billingData(customer: PaymentRequest['customer']): Record<string, string> {
  const words = customer.name.trim().split(/\s+/).filter(Boolean);
  const email = customer.email.trim();
  const phone = customer.phone.trim();
  if (!words[0] || !email || !phone) throw new Error("A Paymob payment needs the buyer's name, email and phone");
  return {
    first_name: clip(words[0], 50),
    last_name: clip(words.slice(1).join(' ') || words[0], 50),
    email,
    phone_number: phone,
    apartment: UNKNOWN,
    floor: UNKNOWN,
    building: UNKNOWN,
    street: UNKNOWN,
    city: UNKNOWN,
    state: UNKNOWN,
    country: UNKNOWN,
    postal_code: UNKNOWN,
    shipping_method: 'PKG',
  };
}

/** Why a request got no answer, in words that carry nothing of the request. */
function reasonOf(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return `no answer within ${TIMEOUT_MS / 1000} s`;
  const cause = error instanceof Error && isRecord(error.cause) ? error.cause.code : undefined;
  return typeof cause === 'string' ? cause : error instanceof Error ? error.name : 'unknown error';
}

export function paymobProvider(config: PaymobProviderConfig, options: { fetch?: typeof fetch } = {}): PaymentProvider {
  const send = options.fetch ?? fetch;
  const base = new URL(config.apiBase.href.endsWith('/') ? config.apiBase.href : `${config.apiBase.href}/`);
  let token: { value: string; until: number } | undefined;
  const refundsByKey = new Map<string, RememberedRefund>();

  const endpoint = (path: string): URL => new URL(path.replace(/^\//, ''), base);

  /** Paymob's own words from an answer, less any secret it might echo, cut short. */
  function wordsOf(body: unknown): string {
    const detail = isRecord(body) ? (body.detail ?? body.message ?? body) : body;
    let text = typeof detail === 'string' ? detail : (JSON.stringify(detail) ?? '');
    for (const secret of [config.secretKey, config.apiKey, config.hmacSecret, token?.value])
      if (secret) text = text.split(secret).join('[redacted]');
    return clip(text, 300);
  }

  function refused(what: string, answer: Answer): Error {
    if (answer.status === 401 || answer.status === 403)
      return new Error(`Paymob refused the credentials for ${what} (HTTP ${answer.status})`);
    return new Error(`Paymob refused ${what} (HTTP ${answer.status}): ${wordsOf(answer.body)}`);
  }

  async function request(
    what: string,
    method: 'GET' | 'POST',
    path: string,
    authorization: string | undefined,
    body?: unknown,
  ): Promise<Answer> {
    try {
      const response = await send(endpoint(path), {
        method,
        headers: {
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(authorization ? { authorization } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const text = await response.text();
      let parsed: unknown;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        parsed = text;
      }
      return { status: response.status, body: parsed };
    } catch (error) {
      throw new PaymobUnreachable(`Paymob did not answer ${what} (${reasonOf(error)})`);
    }
  }

  async function bearer(): Promise<string> {
    if (!config.apiKey)
      throw new Error(
        "Paymob's transaction inquiry needs the account's API key (PAYMOB_API_KEY, in the dashboard's account settings), which is not configured",
      );
    if (token && token.until > Date.now()) return token.value;
    const answer = await request('the request for a token', 'POST', '/api/auth/tokens', undefined, {
      api_key: config.apiKey,
    });
    const value = isRecord(answer.body) ? answer.body.token : undefined;
    if (answer.status >= 300 || typeof value !== 'string' || value === '')
      throw refused('the request for a token', answer);
    token = { value, until: Date.now() + TOKEN_LIFETIME_MS };
    return value;
  }

  /** A request with the bearer token, fetching a new token once if Paymob no longer takes the cached one. */
  async function withBearer(what: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer> {
    const answer = await request(what, method, path, `Bearer ${await bearer()}`, body);
    if (answer.status !== 401) return answer;
    token = undefined;
    return request(what, method, path, `Bearer ${await bearer()}`, body);
  }

  /**
   * The payment transaction of a Paymob order, by its id or the special reference: the inquiry answers the
   * order's latest transaction, which after a refund is the refund, so its parent is fetched. Undefined when
   * the order has no transaction (Paymob's 404, assumed).
   */
  async function latestPayment(
    by: { order_id: string } | { merchant_order_id: string },
  ): Promise<Transaction | undefined> {
    const what = 'the transaction inquiry';
    const answer = await withBearer(what, 'POST', '/api/ecommerce/orders/transaction_inquiry', by);
    if (answer.status === 404) return undefined;
    if (answer.status !== 200) throw refused(what, answer);
    const latest = readTransaction(unwrap(answer.body));
    if (!latest) throw new Error('Paymob answered the transaction inquiry without a transaction');
    if (!latest.child || latest.parentId === undefined) return latest;
    const parent = await withBearer('the transaction', 'GET', `/api/acceptance/transactions/${latest.parentId}`);
    if (parent.status !== 200) throw refused('the transaction', parent);
    const payment = readTransaction(unwrap(parent.body));
    if (!payment) throw new Error('Paymob answered the transaction without its id, order, amount or currency');
    return payment;
  }

  /** A Paymob order's or transaction's id (digits), checked before it goes into a path or a body. */
  function paymobId(reference: string, of: 'order' | 'transaction'): string {
    if (!/^\d{1,18}$/.test(reference)) throw new Error(`"${clip(reference, 40)}" is not a Paymob ${of} id`);
    return reference;
  }

  type IntentionResult = { created: CreatedPayment } | { refusal: Error; duplicateReference: boolean };

  async function createIntention(
    request_: PaymentRequest,
    integrationId: number,
    specialReference: string,
  ): Promise<IntentionResult> {
    const label = clip(`Order ${request_.orderNumber}`, 50);
    const answer = await request('the payment intention', 'POST', '/v1/intention/', `Token ${config.secretKey}`, {
      amount: request_.amountMinor,
      currency: request_.currency.toUpperCase(),
      payment_methods: [integrationId],
      items: [{ name: label, amount: request_.amountMinor, description: label, quantity: 1 }],
      billing_data: billingData(request_.customer),
      special_reference: specialReference,
      redirection_url: request_.returnUrl,
      extras: { order_number: request_.orderNumber },
    });
    if (answer.status >= 400 && answer.status < 500 && ![401, 403, 404].includes(answer.status)) {
      const words = JSON.stringify(answer.body) ?? '';
      const duplicate = /special_reference/i.test(words) && /already|duplicate|exist|unique|used/i.test(words);
      return { refusal: refused('the payment intention', answer), duplicateReference: duplicate };
    }
    if (answer.status !== 200 && answer.status !== 201)
      return { refusal: refused('the payment intention', answer), duplicateReference: false };
    const body = isRecord(answer.body) ? answer.body : {};
    const clientSecret = body.client_secret;
    const orderId = wholeNumber(body.intention_order_id);
    if (typeof clientSecret !== 'string' || clientSecret === '' || orderId === undefined)
      throw new Error('Paymob answered the payment intention without its client secret or order id');
    const url = endpoint('/unifiedcheckout/');
    url.searchParams.set('publicKey', config.publicKey);
    url.searchParams.set('clientSecret', clientSecret);
    return { created: { reference: String(orderId), action: { kind: 'redirect', url: url.href } } };
  }

  async function refundOnce(reference: string, amountMinor: number): Promise<ProviderRefund> {
    const payment = await latestPayment({ order_id: paymobId(reference, 'order') });
    if (!payment || stateOf(payment) !== 'paid')
      throw new Error(`Paymob order ${reference} has no paid transaction to refund`);
    let answer: Answer;
    try {
      answer = await request('the refund', 'POST', '/api/acceptance/void_refund/refund', `Token ${config.secretKey}`, {
        transaction_id: payment.id,
        amount_cents: amountMinor,
      });
    } catch (error) {
      throw new UnclearRefund((error as Error).message);
    }
    if (answer.status >= 500) throw new UnclearRefund(refused('the refund', answer).message);
    if (answer.status >= 300) throw refused('the refund', answer);
    const made = readTransaction(unwrap(answer.body));
    if (!made) throw new UnclearRefund('Paymob answered the refund without the refund transaction');
    return refundOf(made);
  }

  return {
    name: 'paymob',

    async createPayment(payment) {
      const method = payment.method ?? 'card';
      const integrationId = Object.hasOwn(config.integrationIds, method) ? config.integrationIds[method] : undefined;
      if (integrationId === undefined)
        throw new Error(
          `Paymob has no integration for the payment method "${clip(method, 40)}" (PAYMOB_INTEGRATION_IDS names ${
            Object.keys(config.integrationIds).join(', ') || 'none'
          })`,
        );
      if (!Number.isSafeInteger(payment.amountMinor) || payment.amountMinor <= 0)
        throw new Error(`A Paymob payment is a positive whole number of minor units, not ${payment.amountMinor}`);

      const first = await createIntention(payment, integrationId, payment.orderId);
      if ('created' in first) return first.created;
      if (!first.duplicateReference) throw first.refusal;

      // Paymob already holds an order with this special reference: an earlier try for the same order, whose
      // client secret is not to be had again. Paid or in progress, the shopper goes back to the shop, whose
      // look-up tells the truth; otherwise a new intention is made under the order id and a retry's suffix.
      const earlier = await latestPayment({ merchant_order_id: payment.orderId });
      if (earlier && (stateOf(earlier) === 'paid' || stateOf(earlier) === 'processing'))
        return { reference: earlier.orderId, action: { kind: 'redirect', url: payment.returnUrl } };
      const retryReference = `${payment.orderId}${RETRY_MARK}${Date.now().toString(36)}`;
      const retry = await createIntention(payment, integrationId, retryReference);
      if ('created' in retry) return retry.created;
      throw retry.refusal;
    },

    async lookUp(reference) {
      const orderId = paymobId(reference, 'order');
      const payment = await latestPayment({ order_id: orderId });
      if (payment) return paymentOf(payment);
      const answer = await withBearer('the order', 'GET', `/api/ecommerce/orders/${orderId}`);
      if (answer.status === 404) throw new Error(`Paymob has no order ${orderId}`);
      if (answer.status !== 200) throw refused('the order', answer);
      const order = isRecord(answer.body) ? answer.body : {};
      const amountMinor = wholeNumber(order.amount_cents);
      if (amountMinor === undefined || typeof order.currency !== 'string')
        throw new Error('Paymob answered the order without its amount or currency');
      const shopOrder = shopOrderId(typeof order.merchant_order_id === 'string' ? order.merchant_order_id : undefined);
      return {
        reference: orderId,
        state: 'awaiting',
        amountMinor,
        currency: order.currency.toUpperCase(),
        ...(shopOrder ? { orderId: shopOrder } : {}),
      };
    },

    readWebhook({ body, query }): ProviderEvent | undefined {
      let parsed: unknown;
      try {
        parsed = JSON.parse(body.toString('utf8'));
      } catch {
        throw new BadWebhook('Paymob callback: the body is not JSON');
      }
      if (!isRecord(parsed) || !isRecord(parsed.obj))
        throw new BadWebhook('Paymob callback: no transaction object (obj) in the body');
      const hmac = query.hmac;
      if (typeof hmac !== 'string' || hmac === '') throw new BadWebhook('Paymob callback: no hmac in the query');
      if (!verifyPaymobHmac(parsed.obj, hmac, config.hmacSecret))
        throw new BadWebhook('Paymob callback: the hmac does not match the transaction');
      // Paymob's other callbacks (a saved card's token) are signed otherwise and mean nothing to a payment.
      if (parsed.type !== 'TRANSACTION') return undefined;
      const transaction = readTransaction(parsed.obj);
      if (!transaction)
        throw new BadWebhook('Paymob callback: the transaction lacks its id, order, amount or currency');
      // A refund or void (the shop's own, made through refund()), or a payment marked refunded or voided:
      // the shop learns those from its refund calls and look-ups, not as a change of the payment's state.
      if (transaction.child || transaction.refunded || transaction.voided) return undefined;
      const payment = paymentOf(transaction);
      return { id: `transaction:${transaction.id}:${payment.state}`, type: 'TRANSACTION', payment };
    },

    async refund(reference, amountMinor, idempotencyKey) {
      if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0)
        throw new Error(`A Paymob refund is a positive whole number of minor units, not ${amountMinor}`);
      if (!idempotencyKey) throw new Error('A Paymob refund needs its idempotency key');
      const known = refundsByKey.get(idempotencyKey);
      if (known) {
        if (known.reference !== reference || known.amountMinor !== amountMinor)
          throw new Error('This refund key was used for another refund');
        if (known.outcome === 'uncertain')
          throw new Error(
            `An earlier refund with this key got no clear answer from Paymob: check order ${reference}'s transactions in the Paymob dashboard before refunding again`,
          );
        return known.outcome;
      }
      const outcome = refundOnce(reference, amountMinor);
      const entry: RememberedRefund = { reference, amountMinor, outcome };
      refundsByKey.set(idempotencyKey, entry);
      if (refundsByKey.size > REMEMBERED_REFUND_KEYS) {
        const oldest = refundsByKey.keys().next().value;
        if (oldest !== undefined) refundsByKey.delete(oldest);
      }
      try {
        return await outcome;
      } catch (error) {
        // Refused outright: nothing was refunded, and the key may be tried again. No clear answer: the key
        // stays taken, so a retry cannot pay the money back twice.
        if (error instanceof UnclearRefund) entry.outcome = 'uncertain';
        else refundsByKey.delete(idempotencyKey);
        throw error;
      }
    },

    async lookUpRefund(reference) {
      const what = 'the refund transaction';
      const answer = await withBearer(
        what,
        'GET',
        `/api/acceptance/transactions/${paymobId(reference, 'transaction')}`,
      );
      if (answer.status !== 200) throw refused(what, answer);
      const refund = readTransaction(unwrap(answer.body));
      if (!refund) throw new Error('Paymob answered the refund transaction without its id, order, amount or currency');
      return refundOf(refund);
    },
  };
}

/** A refund transaction in the shop's words: Paymob marks one still at the bank as pending. */
const refundOf = (refund: Transaction): ProviderRefund => ({
  reference: String(refund.id),
  state: refund.pending ? 'pending' : refund.success ? 'succeeded' : 'failed',
  amountMinor: refund.amountCents,
});
