import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import qs from 'qs';
import Stripe from 'stripe';

/**
 * A stand-in for the part of Stripe's API that the Stripe provider calls
 * (src/server/modules/payments/stripe-provider.ts). The provider's tests run the real `stripe` SDK against
 * it over HTTP, because this machine reaches no provider. It speaks Stripe's wire format: bodies
 * form-encoded in bracket notation, `Authorization: Bearer <secret key>`, Idempotency-Key replay, and JSON
 * answers and errors in the shapes of Stripe's OpenAPI description (the tests check every answer against
 * fixtures/stripe-openapi-subset.json).
 *
 * What happens at Stripe without the shop's server (the shopper pays, a card is declined) the tests do with
 * the plain methods on the returned object, not over HTTP.
 *
 * Endpoints: POST /v1/payment_intents, GET /v1/payment_intents/:id, POST /v1/payment_intents/:id/cancel,
 * POST /v1/refunds, GET /v1/refunds/:id. Where Stripe's exact answer is not documented (the error for
 * refunding a payment that has not succeeded) the stand-in gives a plausible one of the same type and shape.
 */

export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded';

/** An error as Stripe writes it, in an error answer's `error` and in a payment's `last_payment_error`. */
export interface WireError {
  type: 'api_error' | 'card_error' | 'idempotency_error' | 'invalid_request_error';
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  doc_url?: string;
  charge?: string;
}

/** A payment intent as Stripe sends it (API version 2026-10-28), with the fields this stand-in fills. */
export interface WireIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_details: { tip: Record<string, never> };
  amount_received: number;
  application: null;
  application_fee_amount: null;
  automatic_payment_methods: { allow_redirects: 'always'; enabled: true } | null;
  canceled_at: number | null;
  cancellation_reason: string | null;
  capture_method: 'automatic' | 'automatic_async';
  client_secret: string;
  confirmation_method: 'automatic';
  created: number;
  currency: string;
  customer: null;
  customer_account: null;
  description: string | null;
  excluded_payment_method_types: null;
  last_payment_error: WireError | null;
  latest_charge: string | null;
  livemode: false;
  metadata: Record<string, string>;
  next_action: { type: 'use_stripe_sdk'; use_stripe_sdk: Record<string, never> } | null;
  on_behalf_of: null;
  payment_method: string | null;
  payment_method_configuration_details: null;
  payment_method_options: Record<string, never>;
  payment_method_types: string[];
  processing: { type: 'card'; card: Record<string, never> } | null;
  receipt_email: null;
  review: null;
  setup_future_usage: null;
  shipping: null;
  statement_descriptor: null;
  statement_descriptor_suffix: null;
  status: IntentStatus;
  transfer_data: null;
  transfer_group: null;
}

export interface WireRefund {
  id: string;
  object: 'refund';
  amount: number;
  balance_transaction: string | null;
  charge: string | null;
  created: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string;
  pending_reason?: 'processing';
  reason: null;
  receipt_number: null;
  source_transfer_reversal: null;
  status: 'pending' | 'succeeded' | 'failed' | 'canceled' | 'requires_action';
  transfer_reversal: null;
}

export interface WireEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}

/** One request as it reached the stand-in. */
export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  stripeVersion: string | undefined;
}

/** One answer the stand-in gave, parsed: the tests check each against Stripe's schema. */
export interface RecordedAnswer {
  method: string;
  path: string;
  status: number;
  body: unknown;
  replayed: boolean;
}

export interface SignedEvent {
  /** The raw body as Stripe posts it to the webhook endpoint. */
  body: string;
  headers: { 'stripe-signature': string };
  event: WireEvent;
}

export interface StripeStandIn {
  /** The address to give the provider as its apiBase (STRIPE_API_BASE). */
  readonly url: URL;
  readonly requests: RecordedRequest[];
  readonly answers: RecordedAnswer[];
  /** A copy of the payment intent as the stand-in holds it now. */
  intent(id: string): WireIntent;
  /** The shopper pays: the intent succeeds, all of its amount received. */
  succeed(id: string): WireIntent;
  /** The shopper's try fails: back to requires_payment_method, with the decline as last_payment_error. */
  fail(id: string, message: string): WireIntent;
  /** Puts an intent in any other status (processing, requires_action …) for the tests of the mapping. */
  setStatus(id: string, status: IntentStatus): WireIntent;
  /** The state the refunds made from now on start in (Stripe's card refunds usually succeed at once). */
  setRefundState(state: 'pending' | 'succeeded'): void;
  /** The bank settles a pending refund: it succeeds (or fails), as Stripe's refund.updated would tell. */
  settleRefund(id: string, status: 'succeeded' | 'failed'): void;
  /** The refunds made, newest last. */
  refunds(): WireRefund[];
  /** The next `count` requests fail as a Stripe outage would (500, api_error) before anything is done. */
  failNext(count?: number): void;
  /** A Stripe event about `object`, signed as Stripe signs webhooks (with the SDK's own test signer). */
  signedEvent(type: string, object: object, options?: { secret?: string; timestamp?: number }): SignedEvent;
  close(): Promise<void>;
}

interface Answer {
  status: number;
  body: unknown;
}

type Params = qs.ParsedQs;

const INTENT_PARAMS = ['amount', 'currency', 'automatic_payment_methods', 'metadata', 'description', 'expand'];
const REFUND_PARAMS = ['payment_intent', 'amount', 'metadata', 'reason', 'expand'];
const CANCEL_PARAMS = ['cancellation_reason', 'expand'];
const CANCELABLE: IntentStatus[] = [
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
  'processing',
];

function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

const now = (): number => Math.floor(Date.now() / 1000);

function failure(status: number, error: WireError): Answer {
  const docUrl = error.code ? `https://docs.stripe.com/error-codes/${error.code.replace(/_/g, '-')}` : undefined;
  return { status, body: { error: { ...error, ...(docUrl && !error.doc_url ? { doc_url: docUrl } : {}) } } };
}

const invalid = (message: string, code?: string, param?: string): Answer =>
  failure(400, {
    type: 'invalid_request_error',
    message,
    ...(code ? { code } : {}),
    ...(param ? { param } : {}),
  });

const missing = (kind: string, id: string, status: number, param?: string): Answer => ({
  ...invalid(`No such ${kind}: '${id}'`, 'resource_missing', param),
  status,
});

function unknownParam(params: Params, allowed: string[]): Answer | undefined {
  const unknown = Object.keys(params).find((name) => !allowed.includes(name));
  return unknown === undefined
    ? undefined
    : invalid(`Received unknown parameter: ${unknown}`, 'parameter_unknown', unknown);
}

/** A positive integer parameter, as the SDK sends numbers: digits in a string. */
function positiveInteger(params: Params, name: string): number | Answer | undefined {
  const raw = params[name];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !/^\d{1,15}$/.test(raw) || Number(raw) < 1)
    return invalid(`Invalid positive integer`, 'parameter_invalid_integer', name);
  return Number(raw);
}

function stringMap(value: unknown): Record<string, string> | undefined {
  if (value === undefined || value === '') return {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const entries = Object.entries(value);
  return entries.every((entry): entry is [string, string] => typeof entry[1] === 'string')
    ? Object.fromEntries(entries)
    : undefined;
}

/** The same parameters in any order give the same fingerprint. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startStripeStandIn(options: {
  secretKey: string;
  webhookSecret: string;
}): Promise<StripeStandIn> {
  const intents = new Map<string, WireIntent>();
  const refunds = new Map<string, WireRefund>();
  const idempotent = new Map<string, { fingerprint: string; answer: Answer }>();
  const requests: RecordedRequest[] = [];
  const answers: RecordedAnswer[] = [];
  let refundState: 'pending' | 'succeeded' = 'succeeded';
  let outages = 0;

  function intentOf(id: string): WireIntent {
    const intent = intents.get(id);
    if (!intent) throw new Error(`the Stripe stand-in has no payment intent ${id}`);
    return intent;
  }

  function createIntent(params: Params): Answer {
    const unknown = unknownParam(params, INTENT_PARAMS);
    if (unknown) return unknown;
    const amount = positiveInteger(params, 'amount');
    if (amount === undefined) return invalid('Missing required param: amount.', 'parameter_missing', 'amount');
    if (typeof amount !== 'number') return amount;
    const currency = params.currency;
    if (currency === undefined) return invalid('Missing required param: currency.', 'parameter_missing', 'currency');
    // Stripe writes currencies in lower case; the stand-in takes only that, so a provider that stops
    // lower-casing fails its tests.
    if (typeof currency !== 'string' || !/^[a-z]{3}$/.test(currency))
      return invalid(`Invalid currency: ${String(currency)}.`, 'parameter_invalid_string', 'currency');
    const metadata = stringMap(params.metadata);
    if (!metadata)
      return invalid('Invalid metadata: must be a hash of strings.', 'parameter_invalid_string', 'metadata');
    const automatic = params.automatic_payment_methods;
    const automaticEnabled = typeof automatic === 'object' && !Array.isArray(automatic) && automatic.enabled === 'true';
    const id = newId('pi');
    const intent: WireIntent = {
      id,
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_details: { tip: {} },
      amount_received: 0,
      application: null,
      application_fee_amount: null,
      automatic_payment_methods: automaticEnabled ? { allow_redirects: 'always', enabled: true } : null,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: 'automatic_async',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      confirmation_method: 'automatic',
      created: now(),
      currency,
      customer: null,
      customer_account: null,
      description: typeof params.description === 'string' ? params.description : null,
      excluded_payment_method_types: null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata,
      next_action: null,
      on_behalf_of: null,
      payment_method: null,
      payment_method_configuration_details: null,
      payment_method_options: {},
      payment_method_types: ['card'],
      processing: null,
      receipt_email: null,
      review: null,
      setup_future_usage: null,
      shipping: null,
      statement_descriptor: null,
      statement_descriptor_suffix: null,
      status: 'requires_payment_method',
      transfer_data: null,
      transfer_group: null,
    };
    intents.set(id, intent);
    return { status: 200, body: intent };
  }

  function cancelIntent(id: string, params: Params): Answer {
    const intent = intents.get(id);
    if (!intent) return missing('payment_intent', id, 404);
    const unknown = unknownParam(params, CANCEL_PARAMS);
    if (unknown) return unknown;
    if (!CANCELABLE.includes(intent.status))
      return invalid(
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELABLE.join(', ')}.`,
        'payment_intent_unexpected_state',
      );
    Object.assign(intent, {
      status: 'canceled',
      canceled_at: now(),
      cancellation_reason: typeof params.cancellation_reason === 'string' ? params.cancellation_reason : null,
      next_action: null,
      processing: null,
    });
    return { status: 200, body: intent };
  }

  function refundedOf(paymentIntent: string): number {
    let total = 0;
    for (const refund of refunds.values())
      if (refund.payment_intent === paymentIntent && refund.status !== 'failed' && refund.status !== 'canceled')
        total += refund.amount;
    return total;
  }

  function createRefund(params: Params): Answer {
    const unknown = unknownParam(params, REFUND_PARAMS);
    if (unknown) return unknown;
    const reference = params.payment_intent;
    if (typeof reference !== 'string' || reference === '')
      return invalid(
        'One of the following params should be provided for this request: payment_intent or charge.',
        'parameter_missing',
        'payment_intent',
      );
    // A parameter naming a missing object is a 400 at Stripe (a path naming one is a 404).
    const intent = intents.get(reference);
    if (!intent) return missing('payment_intent', reference, 400, 'payment_intent');
    if (intent.status !== 'succeeded' || !intent.latest_charge)
      return invalid(
        `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
        'payment_intent_unexpected_state',
        'payment_intent',
      );
    const requested = positiveInteger(params, 'amount');
    if (requested !== undefined && typeof requested !== 'number') return requested;
    const remaining = intent.amount_received - refundedOf(intent.id);
    if (remaining <= 0)
      return invalid(`Charge ${intent.latest_charge} has already been refunded.`, 'charge_already_refunded');
    const amount = requested ?? remaining;
    if (amount > remaining)
      return invalid(
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${remaining})`,
        'amount_too_large',
        'amount',
      );
    const metadata = stringMap(params.metadata);
    if (!metadata)
      return invalid('Invalid metadata: must be a hash of strings.', 'parameter_invalid_string', 'metadata');
    const refund: WireRefund = {
      id: newId('re'),
      object: 'refund',
      amount,
      balance_transaction: refundState === 'succeeded' ? newId('txn') : null,
      charge: intent.latest_charge,
      created: now(),
      currency: intent.currency,
      metadata,
      payment_intent: intent.id,
      ...(refundState === 'pending' ? { pending_reason: 'processing' as const } : {}),
      reason: null,
      receipt_number: null,
      source_transfer_reversal: null,
      status: refundState,
      transfer_reversal: null,
    };
    refunds.set(refund.id, refund);
    return { status: 200, body: refund };
  }

  function route(method: string, path: string, params: Params): Answer {
    const intentPath = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    const cancelPath = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
    const refundPath = /^\/v1\/refunds\/([^/]+)$/.exec(path);
    if (method === 'POST' && path === '/v1/payment_intents') return createIntent(params);
    if (method === 'GET' && intentPath?.[1]) {
      const intent = intents.get(decodeURIComponent(intentPath[1]));
      return intent ? { status: 200, body: intent } : missing('payment_intent', intentPath[1], 404);
    }
    if (method === 'POST' && cancelPath?.[1]) return cancelIntent(decodeURIComponent(cancelPath[1]), params);
    if (method === 'POST' && path === '/v1/refunds') return createRefund(params);
    if (method === 'GET' && refundPath?.[1]) {
      const refund = refunds.get(decodeURIComponent(refundPath[1]));
      return refund ? { status: 200, body: refund } : missing('refund', refundPath[1], 404);
    }
    return {
      ...invalid(`Unrecognized request URL (${method}: ${path}). Please see https://docs.stripe.com/api.`),
      status: 404,
    };
  }

  function authorize(request: IncomingMessage): Answer | undefined {
    const authorization = header(request, 'authorization');
    if (!authorization)
      return failure(401, {
        type: 'invalid_request_error',
        message:
          "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
      });
    if (authorization !== `Bearer ${options.secretKey}`) {
      // Stripe names the key it refused by its last four characters only.
      const given = authorization.replace(/^Bearer /, '');
      return failure(401, {
        type: 'invalid_request_error',
        message: `Invalid API Key provided: ${given.slice(0, 8)}${'*'.repeat(Math.max(0, given.length - 12))}${given.slice(-4)}`,
      });
    }
    return undefined;
  }

  function answer(
    request: IncomingMessage,
    method: string,
    path: string,
    body: string,
  ): Answer & { replayed: boolean } {
    const refused = authorize(request);
    if (refused) return { ...refused, replayed: false };
    if (outages > 0) {
      outages -= 1;
      return { ...failure(500, { type: 'api_error', message: 'An unknown error occurred' }), replayed: false };
    }
    const params = method === 'POST' ? qs.parse(body, { depth: 5, arrayLimit: 100 }) : {};
    const key = method === 'POST' ? header(request, 'idempotency-key') : undefined;
    const fingerprint = `${method} ${path} ${canonical(params)}`;
    const earlier = key === undefined ? undefined : idempotent.get(key);
    if (earlier) {
      if (earlier.fingerprint === fingerprint) return { ...earlier.answer, replayed: true };
      return {
        ...failure(400, {
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        }),
        replayed: false,
      };
    }
    const result = route(method, path, params);
    // Like Stripe, only a request that went through is saved for its key: a refused one can be tried again.
    if (key !== undefined && result.status < 300)
      idempotent.set(key, { fingerprint, answer: { status: result.status, body: structuredClone(result.body) } });
    return { ...result, body: structuredClone(result.body), replayed: false };
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await readBody(request);
    const method = request.method ?? 'GET';
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    const idempotencyKey = header(request, 'idempotency-key');
    const stripeVersion = header(request, 'stripe-version');
    requests.push({ method, path, idempotencyKey, stripeVersion });
    const result = answer(request, method, path, body);
    answers.push({ method, path, status: result.status, body: result.body, replayed: result.replayed });
    response.writeHead(result.status, {
      'Content-Type': 'application/json',
      'Request-Id': newId('req'),
      ...(stripeVersion ? { 'Stripe-Version': stripeVersion } : {}),
      ...(idempotencyKey && method === 'POST' ? { 'Idempotency-Key': idempotencyKey } : {}),
      ...(result.replayed ? { 'Idempotent-Replayed': 'true' } : {}),
    });
    response.end(JSON.stringify(result.body, null, 2));
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ error: { type: 'api_error', message: `stand-in failure: ${String(error)}` } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  function change(id: string, fields: Partial<WireIntent>): WireIntent {
    const intent = intentOf(id);
    if (intent.status === 'canceled' || intent.status === 'succeeded')
      throw new Error(`the Stripe stand-in's payment intent ${id} is ${intent.status}: it cannot change`);
    Object.assign(intent, fields);
    return structuredClone(intent);
  }

  return {
    url: new URL(`http://127.0.0.1:${port}`),
    requests,
    answers,
    intent: (id) => structuredClone(intentOf(id)),
    succeed(id) {
      const amount = intentOf(id).amount;
      return change(id, {
        status: 'succeeded',
        amount_received: amount,
        latest_charge: newId('ch'),
        payment_method: newId('pm'),
        last_payment_error: null,
        next_action: null,
        processing: null,
      });
    },
    fail(id, message) {
      const charge = newId('ch');
      return change(id, {
        status: 'requires_payment_method',
        latest_charge: charge,
        payment_method: null,
        next_action: null,
        processing: null,
        last_payment_error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'generic_decline',
          message,
          charge,
          doc_url: 'https://docs.stripe.com/error-codes/card-declined',
        },
      });
    },
    setStatus(id, status) {
      return change(id, {
        status,
        next_action: status === 'requires_action' ? { type: 'use_stripe_sdk', use_stripe_sdk: {} } : null,
        processing: status === 'processing' ? { type: 'card', card: {} } : null,
        ...(status === 'requires_capture' ? { amount_capturable: intentOf(id).amount } : {}),
        ...(status === 'canceled' ? { canceled_at: now() } : {}),
      });
    },
    setRefundState(state) {
      refundState = state;
    },
    settleRefund(id, status) {
      const refund = refunds.get(id);
      if (!refund) throw new Error(`the Stripe stand-in has no refund ${id}`);
      const { pending_reason: _pending, ...rest } = refund;
      refunds.set(id, { ...rest, status, balance_transaction: status === 'succeeded' ? newId('txn') : null });
    },
    refunds() {
      return [...refunds.values()].map((refund) => structuredClone(refund));
    },
    failNext(count = 1) {
      outages += count;
    },
    signedEvent(type, object, eventOptions = {}) {
      const event: WireEvent = {
        id: newId('evt'),
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: now(),
        data: { object: structuredClone(object) as Record<string, unknown> },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      };
      const body = JSON.stringify(event, null, 2);
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload: body,
        secret: eventOptions.secret ?? options.webhookSecret,
        ...(eventOptions.timestamp === undefined ? {} : { timestamp: eventOptions.timestamp }),
      });
      return { body, headers: { 'stripe-signature': signature }, event };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
