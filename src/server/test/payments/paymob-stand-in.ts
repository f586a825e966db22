import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the part of Paymob's API the shop calls (decision 0111), for tests: no provider is
 * reachable from the test machines. It checks each endpoint's own authorisation as Paymob documents it (the
 * secret key as `Token …` for intentions and refunds, a bearer token from the API key for the inquiries),
 * answers in Paymob's shapes, and signs the callbacks `pay` builds by the documented rule, written out here on
 * its own (not with paymob-hmac.ts) so that a slip in one is caught by the other.
 */

export interface PaymobStandInKeys {
  secretKey: string;
  publicKey: string;
  hmacSecret: string;
  apiKey: string;
  /** The integration ids the account has, by method (card, wallet). */
  integrationIds: Record<string, number>;
}

export interface PaymobStandInOptions {
  /**
   * Echo the Authorization header and body it was sent in its error answers: a careless provider would put
   * those in its error messages, which the tests check it does not.
   */
  echoRequestInErrors?: boolean;
}

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown> | undefined;
}

/** One transaction as Paymob stores it (the callback's `obj`). */
export type PaymobTransaction = Record<string, unknown> & {
  id: number;
  amount_cents: number;
  success: boolean;
  pending: boolean;
  order: Record<string, unknown> & { id: number };
};

interface StandInOrder {
  id: number;
  intentionId: string;
  clientSecret: string;
  amountCents: number;
  currency: string;
  merchantOrderId: string | null;
  integrationIds: number[];
  billingData: Record<string, unknown>;
  createdAt: string;
  transactions: PaymobTransaction[];
}

export interface PayOptions {
  success?: boolean;
  pending?: boolean;
  /** The method the shopper paid with; its integration id must be one the intention offered. */
  method?: 'card' | 'wallet';
  /** A later state of a transaction already made (a wallet's pending payment confirmed): its id. */
  transactionId?: number;
}

export interface SignedCallback {
  /** The raw POST body Paymob sends: `{ type: 'TRANSACTION', obj }`. */
  body: Buffer;
  query: { hmac: string };
  transaction: PaymobTransaction;
}

export interface PaymobStandIn {
  /** Where the stand-in answers: PAYMOB_API_BASE for the provider under test. */
  baseUrl: URL;
  keys: PaymobStandInKeys;
  requests: RecordedRequest[];
  /** The shopper pays (or fails, or is left pending) on the order `reference` (Paymob's order id). */
  pay(reference: string, options?: PayOptions): SignedCallback;
  /** Signs a callback for any `obj`, by the documented rule: for tests that tamper with one. */
  sign(obj: Record<string, unknown>): string;
  /** The refunds made, in order. */
  refunds: PaymobTransaction[];
  close(): Promise<void>;
}

export const PAYMOB_STAND_IN_KEYS: PaymobStandInKeys = {
  secretKey: 'egy_sk_test_standin_secret_5f1d0c9a',
  publicKey: 'egy_pk_test_standin_public',
  hmacSecret: 'STANDINHMACSECRET0111',
  apiKey: 'ZXlKaGJHY2lPaUpJVXpVeE1pSXNJblI1Y0NJNklrcFhWQ0o5.standin',
  integrationIds: { card: 4097558, wallet: 4097559 },
};

const OWNER = 302852;
const PROFILE = 164295;

/** Paymob's transaction HMAC, spelled out: the twenty values in the documented order, nothing between them. */
function signTransaction(obj: Record<string, unknown>, secret: string): string {
  const o = obj as Record<string, unknown> & {
    order?: Record<string, unknown>;
    source_data?: Record<string, unknown>;
  };
  const v = (value: unknown): string => (value === undefined || value === null ? '' : String(value));
  const text =
    `${v(o.amount_cents)}${v(o.created_at)}${v(o.currency)}${v(o.error_occured)}${v(o.has_parent_transaction)}` +
    `${v(o.id)}${v(o.integration_id)}${v(o.is_3d_secure)}${v(o.is_auth)}${v(o.is_capture)}${v(o.is_refunded)}` +
    `${v(o.is_standalone_payment)}${v(o.is_voided)}${v(o.order?.id)}${v(o.owner)}${v(o.pending)}` +
    `${v(o.source_data?.pan)}${v(o.source_data?.sub_type)}${v(o.source_data?.type)}${v(o.success)}`;
  return createHmac('sha512', secret).update(text).digest('hex');
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export async function startPaymobStandIn(
  keys: PaymobStandInKeys = PAYMOB_STAND_IN_KEYS,
  options: PaymobStandInOptions = {},
): Promise<PaymobStandIn> {
  const requests: RecordedRequest[] = [];
  const refunds: PaymobTransaction[] = [];
  const orders = new Map<number, StandInOrder>();
  const transactions = new Map<number, PaymobTransaction>();
  const tokens = new Set<string>();
  let nextOrderId = 217503754;
  let nextTransactionId = 192036465;
  let clock = Date.parse('2026-11-29T10:00:00.000Z');
  const now = (): string => new Date((clock += 1000)).toISOString().replace('Z', '');

  function orderJson(order: StandInOrder): Record<string, unknown> {
    const paid = order.transactions.filter((t) => t.success && !t.pending && !t.is_refund);
    return {
      id: order.id,
      created_at: order.createdAt,
      delivery_needed: false,
      merchant: { id: PROFILE, company_name: 'Stand-in shop' },
      amount_cents: order.amountCents,
      currency: order.currency,
      merchant_order_id: order.merchantOrderId,
      paid_amount_cents: paid.reduce((sum, t) => sum + t.amount_cents, 0),
      is_payment_locked: false,
      items: [],
    };
  }

  function pay(reference: string, payOptions: PayOptions = {}): SignedCallback {
    const order = orders.get(Number(reference));
    if (!order) throw new Error(`stand-in: no Paymob order ${reference}`);
    const method = payOptions.method ?? 'card';
    const integrationId = keys.integrationIds[method];
    if (integrationId === undefined || !order.integrationIds.includes(integrationId))
      throw new Error(`stand-in: the intention of order ${reference} does not offer ${method}`);
    const success = payOptions.success ?? true;
    const pending = payOptions.pending ?? false;
    let transaction: PaymobTransaction;
    const earlier = payOptions.transactionId === undefined ? undefined : transactions.get(payOptions.transactionId);
    if (payOptions.transactionId !== undefined) {
      if (!earlier) throw new Error(`stand-in: no transaction ${payOptions.transactionId}`);
      transaction = Object.assign(earlier, { success, pending, data: { message: success ? 'Approved' : 'Declined' } });
    } else {
      transaction = {
        id: nextTransactionId++,
        pending,
        amount_cents: order.amountCents,
        success: pending ? false : success,
        is_auth: false,
        is_capture: false,
        is_standalone_payment: true,
        is_voided: false,
        is_refunded: false,
        is_3d_secure: method === 'card',
        integration_id: integrationId,
        profile_id: PROFILE,
        has_parent_transaction: false,
        order: orderJson(order) as PaymobTransaction['order'],
        created_at: now(),
        currency: order.currency,
        source_data:
          method === 'card'
            ? { type: 'card', sub_type: 'MasterCard', pan: '2346' }
            : { type: 'wallet', sub_type: 'wallet', pan: '01010101010' },
        api_source: 'IFRAME',
        is_void: false,
        is_refund: false,
        error_occured: false,
        refunded_amount_cents: null,
        owner: OWNER,
        parent_transaction: null,
        data: { message: pending ? 'Pending' : success ? 'Approved' : 'Declined' },
        payment_key_claims: { order_id: order.id, billing_data: order.billingData, extra: {} },
      };
      transactions.set(transaction.id, transaction);
      order.transactions.push(transaction);
    }
    transaction.order = orderJson(order) as PaymobTransaction['order'];
    const obj = structuredClone(transaction);
    return {
      body: Buffer.from(JSON.stringify({ type: 'TRANSACTION', obj })),
      query: { hmac: signTransaction(obj, keys.hmacSecret) },
      transaction: obj,
    };
  }

  type Answer = { status: number; body: unknown };
  const refuse = (status: number, body: Record<string, unknown>, request: RecordedRequest): Answer => {
    if (!options.echoRequestInErrors) return { status, body };
    const words = typeof body.detail === 'string' ? body.detail : typeof body.message === 'string' ? body.message : '';
    return { status, body: { ...body, detail: `${words} (request: ${JSON.stringify(request)})` } };
  };

  function bearerOk(request: RecordedRequest): boolean {
    const match = /^Bearer (.+)$/.exec(request.authorization ?? '');
    return match?.[1] !== undefined && tokens.has(match[1]);
  }

  function createIntention(request: RecordedRequest): Answer {
    if (request.authorization !== `Token ${keys.secretKey}`)
      return refuse(401, { detail: 'Looks like the secret key is invalid' }, request);
    const body = request.body ?? {};
    const missing = ['amount', 'currency', 'payment_methods'].filter((field) => body[field] === undefined);
    if (missing.length)
      return refuse(400, Object.fromEntries(missing.map((f) => [f, ['This field is required.']])), request);
    if (!Number.isInteger(body.amount) || (body.amount as number) <= 0)
      return refuse(400, { amount: ['A valid integer is required.'] }, request);
    const billing = isRecord(body.billing_data) ? body.billing_data : {};
    for (const field of ['first_name', 'last_name', 'email', 'phone_number'])
      if (typeof billing[field] !== 'string' || billing[field] === '')
        return refuse(400, { billing_data: { [field]: ['This field is required.'] } }, request);
    const methods = Array.isArray(body.payment_methods) ? body.payment_methods : [];
    const known = Object.values(keys.integrationIds);
    if (methods.length === 0 || !methods.every((id) => typeof id === 'number' && known.includes(id)))
      return refuse(404, { detail: 'Integration ID/Name does not exist in our system.' }, request);
    if (Array.isArray(body.items) && body.items.length > 0) {
      const sum = body.items.reduce((total: number, item: unknown) => {
        const amount = isRecord(item) ? item.amount : undefined;
        return total + (typeof amount === 'number' ? amount : NaN);
      }, 0);
      if (sum !== body.amount) return refuse(406, { detail: 'unmatched_item_prices' }, request);
    }
    const reference = typeof body.special_reference === 'string' ? body.special_reference : null;
    // Paymob refuses a special reference it has seen (assumed shape, decision 0111).
    if (reference !== null && [...orders.values()].some((order) => order.merchantOrderId === reference))
      return refuse(400, { special_reference: ['Special reference already exists.'] }, request);
    const order: StandInOrder = {
      id: nextOrderId++,
      intentionId: `pi_test_${randomBytes(16).toString('hex')}`,
      clientSecret: `egy_csk_test_${randomBytes(16).toString('hex')}`,
      amountCents: body.amount as number,
      currency: String(body.currency),
      merchantOrderId: reference,
      integrationIds: methods as number[],
      billingData: billing,
      createdAt: now(),
      transactions: [],
    };
    orders.set(order.id, order);
    return {
      status: 201,
      body: {
        payment_keys: methods.map((integration) => ({ integration, order_id: order.id })),
        intention_order_id: order.id,
        id: order.intentionId,
        intention_detail: {
          amount: order.amountCents,
          currency: order.currency,
          items: body.items ?? [],
          billing_data: billing,
        },
        client_secret: order.clientSecret,
        payment_methods: methods.map((id) => ({ integration_id: id, currency: order.currency, live: false })),
        special_reference: reference,
        extras: { creation_extras: body.extras ?? null, confirmation_extras: null },
        confirmed: false,
        status: 'intended',
        created: order.createdAt,
        object: 'paymentintention',
      },
    };
  }

  function authToken(request: RecordedRequest): Answer {
    if (request.body?.api_key !== keys.apiKey) return refuse(403, { detail: 'Incorrect credentials' }, request);
    const token = randomBytes(24).toString('base64url');
    tokens.add(token);
    return { status: 201, body: { token, profile: { id: PROFILE } } };
  }

  function inquire(request: RecordedRequest): Answer {
    if (!bearerOk(request)) return refuse(401, { detail: 'Authentication credentials were not provided.' }, request);
    const body = request.body ?? {};
    const order =
      body.order_id !== undefined
        ? orders.get(Number(body.order_id))
        : [...orders.values()].find(
            (o) => body.merchant_order_id !== undefined && o.merchantOrderId === body.merchant_order_id,
          );
    const latest = order?.transactions.at(-1);
    // What Paymob answers for an order with no transaction is not documented: a 404 here (decision 0111).
    if (!order || !latest) return refuse(404, { detail: 'Not found.' }, request);
    return { status: 200, body: { ...latest, order: orderJson(order) } };
  }

  function getOrder(request: RecordedRequest, id: number): Answer {
    if (!bearerOk(request)) return refuse(401, { detail: 'Authentication credentials were not provided.' }, request);
    const order = orders.get(id);
    return order ? { status: 200, body: orderJson(order) } : refuse(404, { detail: 'Not found.' }, request);
  }

  function getTransaction(request: RecordedRequest, id: number): Answer {
    if (!bearerOk(request)) return refuse(401, { detail: 'Authentication credentials were not provided.' }, request);
    const transaction = transactions.get(id);
    return transaction ? { status: 200, body: transaction } : refuse(404, { detail: 'Not found.' }, request);
  }

  function refund(request: RecordedRequest): Answer {
    if (request.authorization !== `Token ${keys.secretKey}`)
      return refuse(401, { detail: 'Looks like the secret key is invalid' }, request);
    const body = request.body ?? {};
    const parent = transactions.get(Number(body.transaction_id));
    const amount = body.amount_cents;
    if (!parent || parent.is_refund) return refuse(404, { detail: 'Not found.' }, request);
    if (!Number.isInteger(amount) || (amount as number) <= 0)
      return refuse(400, { amount_cents: ['A valid integer is required.'] }, request);
    if (!parent.success || parent.pending) return refuse(400, { message: 'Transaction is not successful.' }, request);
    const refunded = (parent.refunded_amount_cents as number | null) ?? 0;
    if (refunded + (amount as number) > parent.amount_cents)
      return refuse(400, { message: 'Refund amount exceeds the transaction amount.' }, request);
    parent.refunded_amount_cents = refunded + (amount as number);
    parent.is_refunded = true;
    const order = orders.get(parent.order.id);
    const made: PaymobTransaction = {
      ...structuredClone(parent),
      id: nextTransactionId++,
      amount_cents: amount as number,
      success: true,
      pending: false,
      is_refund: true,
      is_refunded: false,
      is_standalone_payment: false,
      has_parent_transaction: true,
      parent_transaction: parent.id,
      refunded_amount_cents: null,
      created_at: now(),
      data: { message: 'Approved' },
    };
    transactions.set(made.id, made);
    order?.transactions.push(made);
    refunds.push(made);
    return { status: 200, body: made };
  }

  function route(request: RecordedRequest): Answer {
    const { method, path } = request;
    if (method === 'POST' && path === '/v1/intention/') return createIntention(request);
    if (method === 'POST' && /^\/api\/auth\/tokens\/?$/.test(path)) return authToken(request);
    if (method === 'POST' && /^\/api\/ecommerce\/orders\/transaction_inquiry\/?$/.test(path)) return inquire(request);
    const order = /^\/api\/ecommerce\/orders\/(\d+)\/?$/.exec(path);
    if (method === 'GET' && order?.[1]) return getOrder(request, Number(order[1]));
    const transaction = /^\/api\/acceptance\/transactions\/(\d+)\/?$/.exec(path);
    if (method === 'GET' && transaction?.[1]) return getTransaction(request, Number(transaction[1]));
    if (method === 'POST' && path === '/api/acceptance/void_refund/refund') return refund(request);
    return { status: 404, body: { detail: 'Not found.' } };
  }

  const server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    void readBody(incoming).then((text) => {
      let body: Record<string, unknown> | undefined;
      try {
        const parsed: unknown = text ? JSON.parse(text) : undefined;
        body = isRecord(parsed) ? parsed : undefined;
      } catch {
        outgoing.writeHead(400, { 'content-type': 'application/json' }).end('{"detail":"JSON parse error"}');
        return;
      }
      const request: RecordedRequest = {
        method: incoming.method ?? 'GET',
        path: new URL(incoming.url ?? '/', 'http://stand-in').pathname,
        authorization: incoming.headers.authorization,
        body,
      };
      requests.push(request);
      const answer = route(request);
      outgoing.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: new URL(`http://127.0.0.1:${port}`),
    keys,
    requests,
    pay,
    sign: (obj) => signTransaction(obj, keys.hmacSecret),
    refunds,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
