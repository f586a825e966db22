import { randomBytes } from 'node:crypto';
import {
  PAYMOB_STAND_IN_KEYS as KEYS,
  startPaymobStandIn,
  type PaymobStandIn,
  type SignedCallback,
} from '../../test/payments/paymob-stand-in';
import { paymobProvider, type PaymobProviderConfig } from './paymob-provider';
import { BadWebhook, type PaymentRequest, paymentIn } from './provider';

let standIn: PaymobStandIn;

beforeAll(async () => {
  standIn = await startPaymobStandIn();
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.requests.length = 0;
});

function configFor(server: PaymobStandIn, overrides: Partial<PaymobProviderConfig> = {}): PaymobProviderConfig {
  return {
    secretKey: KEYS.secretKey,
    publicKey: KEYS.publicKey,
    hmacSecret: KEYS.hmacSecret,
    integrationIds: KEYS.integrationIds,
    apiBase: server.baseUrl,
    apiKey: KEYS.apiKey,
    ...overrides,
  };
}
const provider = (overrides: Partial<PaymobProviderConfig> = {}) => paymobProvider(configFor(standIn, overrides));

function paymentRequest(overrides: Partial<PaymentRequest> = {}): PaymentRequest {
  return {
    orderId: randomBytes(12).toString('hex'),
    orderNumber: 'EG-1042',
    amountMinor: 125_000,
    currency: 'egp',
    customer: { name: 'Mona  Abdel Rahman', email: 'mona@example.com', phone: '+201001234567' },
    returnUrl: 'https://shop.example/order-success?order=EG-1042',
    ...overrides,
  };
}

const raw = (callback: Pick<SignedCallback, 'body' | 'query'>, query: Record<string, unknown> = callback.query) => ({
  body: callback.body,
  headers: { 'content-type': 'application/json' },
  query,
});

/** The callback with its `obj` changed but its hmac kept: what a forger could send. */
function tampered(callback: SignedCallback, change: Record<string, unknown>) {
  const body = Buffer.from(JSON.stringify({ type: 'TRANSACTION', obj: { ...callback.transaction, ...change } }));
  return raw({ body, query: callback.query });
}

const intentionRequests = () =>
  standIn.requests.filter((request) => request.method === 'POST' && request.path === '/v1/intention/');

describe('createPayment', () => {
  it('makes a card intention with the secret key and sends the shopper to the hosted checkout', async () => {
    const request = paymentRequest();
    const created = await provider().createPayment(request);

    const [intention] = intentionRequests();
    expect(intention?.authorization).toBe(`Token ${KEYS.secretKey}`);
    expect(intention?.body).toMatchObject({
      amount: 125_000,
      currency: 'EGP',
      payment_methods: [KEYS.integrationIds.card],
      items: [{ name: 'Order EG-1042', amount: 125_000, quantity: 1 }],
      special_reference: request.orderId,
      redirection_url: request.returnUrl,
      billing_data: {
        first_name: 'Mona',
        last_name: 'Abdel Rahman',
        email: 'mona@example.com',
        phone_number: '+201001234567',
        street: 'NA',
        building: 'NA',
        floor: 'NA',
        apartment: 'NA',
        city: 'NA',
        country: 'NA',
        state: 'NA',
      },
    });
    // Where callbacks go is the integration's setting in Paymob's dashboard.
    expect(intention?.body).not.toHaveProperty('notification_url');

    expect(created.reference).toMatch(/^\d+$/);
    expect(created.action.kind).toBe('redirect');
    const url = new URL(created.action.kind === 'redirect' ? created.action.url : '');
    expect(url.origin).toBe(standIn.baseUrl.origin);
    expect(url.pathname).toBe('/unifiedcheckout/');
    expect(url.searchParams.get('publicKey')).toBe(KEYS.publicKey);
    expect(url.searchParams.get('clientSecret')).toMatch(/^egy_csk_test_[0-9a-f]{32}$/);
    expect(url.href).not.toContain(KEYS.secretKey);
  });

  it("offers the wallet's integration for a wallet payment; a one-word name is first and last name", async () => {
    await provider().createPayment(
      paymentRequest({ method: 'wallet', customer: { name: 'Mona', email: 'm@x.eg', phone: '01001234567' } }),
    );
    const [intention] = intentionRequests();
    expect(intention?.body).toMatchObject({
      payment_methods: [KEYS.integrationIds.wallet],
      billing_data: { first_name: 'Mona', last_name: 'Mona', phone_number: '01001234567' },
    });
  });

  it("refuses a buyer without a name, email or phone, which Paymob will not take as 'NA'", async () => {
    const customer = { name: 'Mona Adel', email: 'm@x.eg', phone: '01001234567' };
    for (const missing of [{ name: ' ' }, { email: '' }, { phone: '' }])
      await expect(provider().createPayment(paymentRequest({ customer: { ...customer, ...missing } }))).rejects.toThrow(
        "A Paymob payment needs the buyer's name, email and phone",
      );
    expect(standIn.requests).toEqual([]);
  });

  it('refuses a method the account has no integration for, asking Paymob nothing', async () => {
    await expect(provider().createPayment(paymentRequest({ method: 'kiosk' }))).rejects.toThrow(
      'Paymob has no integration for the payment method "kiosk" (PAYMOB_INTEGRATION_IDS names card, wallet)',
    );
    await expect(provider().createPayment(paymentRequest({ method: 'toString' }))).rejects.toThrow(/no integration/);
    expect(standIn.requests).toEqual([]);
  });

  it('makes a new intention when Paymob refuses the reused reference of an order never paid', async () => {
    const request = paymentRequest();
    const first = await provider().createPayment(request);
    const second = await provider().createPayment(request);

    expect(second.reference).not.toBe(first.reference);
    const references = intentionRequests().map((intention) => intention.body?.special_reference);
    expect(references).toEqual([request.orderId, request.orderId, expect.stringMatching(`^${request.orderId}~`)]);
    // The shop's order id comes back from the new intention's callbacks all the same.
    const event = provider().readWebhook(raw(standIn.pay(second.reference)));
    expect(paymentIn(event)).toMatchObject({ reference: second.reference, orderId: request.orderId, state: 'paid' });
  });

  it('sends the shopper back to the shop when the order was already paid under its reference', async () => {
    const request = paymentRequest();
    const first = await provider().createPayment(request);
    standIn.pay(first.reference);
    const again = await provider().createPayment(request);
    expect(again).toEqual({ reference: first.reference, action: { kind: 'redirect', url: request.returnUrl } });
    expect(intentionRequests()).toHaveLength(2);
  });
});

describe('readWebhook', () => {
  it('reads a signed card payment as paid, under the reference createPayment answered', async () => {
    const request = paymentRequest();
    const { reference } = await provider().createPayment(request);
    const callback = standIn.pay(reference);
    expect(provider().readWebhook(raw(callback))).toEqual({
      id: `transaction:${callback.transaction.id}:paid`,
      type: 'TRANSACTION',
      payment: { reference, state: 'paid', amountMinor: 125_000, currency: 'EGP', orderId: request.orderId },
    });
  });

  it("reads a wallet's pending payment, then its confirmation, as two events of one transaction", async () => {
    const { reference } = await provider().createPayment(paymentRequest({ method: 'wallet' }));
    const pending = standIn.pay(reference, { method: 'wallet', pending: true });
    const confirmed = standIn.pay(reference, { method: 'wallet', transactionId: pending.transaction.id });
    const first = provider().readWebhook(raw(pending));
    const second = provider().readWebhook(raw(confirmed));
    expect(paymentIn(first)?.state).toBe('processing');
    expect(paymentIn(second)?.state).toBe('paid');
    expect(first?.id).toBe(`transaction:${pending.transaction.id}:processing`);
    expect(second?.id).toBe(`transaction:${pending.transaction.id}:paid`);
  });

  it("reads a declined payment as failed, with Paymob's reason", async () => {
    const { reference } = await provider().createPayment(paymentRequest());
    const event = provider().readWebhook(raw(standIn.pay(reference, { success: false })));
    expect(paymentIn(event)).toMatchObject({ reference, state: 'failed', failure: 'Declined' });
  });

  it('refuses a changed amount or flag, another secret, a missing hmac and a body that is not a callback', async () => {
    const { reference } = await provider().createPayment(paymentRequest());
    const declined = standIn.pay(reference, { success: false });
    const paid = standIn.pay(reference);
    const refused = [
      tampered(paid, { amount_cents: 125 }),
      tampered(declined, { success: true }),
      tampered(paid, { currency: 'USD' }),
      tampered(paid, { order: { ...paid.transaction.order, id: 1 } }),
      raw(paid, {}),
      raw(paid, { hmac: '' }),
      raw(paid, { hmac: [paid.query.hmac, paid.query.hmac] }),
      raw(paid, { hmac: declined.query.hmac }),
      raw({ body: Buffer.from('{"type":"TRANSACTION","obj":'), query: paid.query }),
      raw({ body: Buffer.from('not json at all'), query: paid.query }),
      raw({ body: Buffer.from('{"type":"TRANSACTION"}'), query: paid.query }),
      raw({ body: Buffer.from('[1,2]'), query: paid.query }),
    ];
    for (const callback of refused) expect(() => provider().readWebhook(callback)).toThrow(BadWebhook);
    expect(() => provider({ hmacSecret: 'ANOTHERSECRET' }).readWebhook(raw(paid))).toThrow(BadWebhook);
    // The untouched ones pass.
    expect(paymentIn(provider().readWebhook(raw(paid)))?.state).toBe('paid');
  });

  it('does not read refunds, or callbacks of another type, as payment events', async () => {
    const { reference } = await provider().createPayment(paymentRequest());
    standIn.pay(reference);
    await provider().refund(reference, 1_000, 'refund-for-callback');
    const refund = standIn.refunds.at(-1) as Record<string, unknown>;
    const callback = {
      body: Buffer.from(JSON.stringify({ type: 'TRANSACTION', obj: refund })),
      query: { hmac: standIn.sign(refund) },
    };
    expect(provider().readWebhook(raw(callback))).toBeUndefined();
    const token = { body: Buffer.from(JSON.stringify({ type: 'TOKEN', obj: refund })), query: callback.query };
    expect(provider().readWebhook(raw(token))).toBeUndefined();
  });
});

describe('lookUp', () => {
  it("answers the order's payment as Paymob knows it, with one bearer token from the API key", async () => {
    const paymob = provider();
    const request = paymentRequest();
    const { reference } = await paymob.createPayment(request);

    const expected = { reference, amountMinor: 125_000, currency: 'EGP', orderId: request.orderId };
    expect(await paymob.lookUp(reference)).toEqual({ ...expected, state: 'awaiting' });
    standIn.pay(reference, { success: false });
    expect(await paymob.lookUp(reference)).toEqual({ ...expected, state: 'failed', failure: 'Declined' });
    standIn.pay(reference);
    expect(await paymob.lookUp(reference)).toEqual({ ...expected, state: 'paid' });

    const tokens = standIn.requests.filter((r) => r.path === '/api/auth/tokens');
    expect(tokens).toHaveLength(1);
    expect(tokens[0]?.body).toEqual({ api_key: KEYS.apiKey });
    const inquiries = standIn.requests.filter((r) => r.path.startsWith('/api/ecommerce/'));
    expect(inquiries.length).toBeGreaterThanOrEqual(3);
    for (const inquiry of inquiries) expect(inquiry.authorization).toMatch(/^Bearer /);
  });

  it('needs the API key, and a Paymob order id', async () => {
    await expect(provider({ apiKey: undefined }).lookUp('217503754')).rejects.toThrow(/PAYMOB_API_KEY/);
    await expect(provider().lookUp('../../v1/intention')).rejects.toThrow(/is not a Paymob order id/);
    expect(standIn.requests).toEqual([]);
  });
});

describe('refund', () => {
  it("refunds the order's paid transaction in parts with the secret key, and refuses more than was paid", async () => {
    const paymob = provider();
    const { reference } = await paymob.createPayment(paymentRequest());
    const { transaction } = standIn.pay(reference);

    const first = await paymob.refund(reference, 50_000, 'refund-1');
    expect(first).toEqual({ reference: expect.stringMatching(/^\d+$/), state: 'succeeded', amountMinor: 50_000 });
    const [refundRequest] = standIn.requests.filter((r) => r.path === '/api/acceptance/void_refund/refund');
    expect(refundRequest?.authorization).toBe(`Token ${KEYS.secretKey}`);
    expect(refundRequest?.body).toEqual({ transaction_id: transaction.id, amount_cents: 50_000 });

    // The refund's own transaction, looked up by its id, says the same.
    await expect(paymob.lookUpRefund(first.reference)).resolves.toEqual(first);
    await expect(paymob.lookUpRefund('../orders')).rejects.toThrow('is not a Paymob transaction id');
    // The order's latest transaction is now the refund: the look-up and the next refund find the payment.
    expect((await paymob.lookUp(reference)).state).toBe('paid');
    await expect(paymob.refund(reference, 75_000, 'refund-2')).resolves.toMatchObject({ state: 'succeeded' });
    await expect(paymob.refund(reference, 1, 'refund-3')).rejects.toThrow(
      'Paymob refused the refund (HTTP 400): Refund amount exceeds the transaction amount.',
    );
    expect(standIn.refunds.filter((r) => r.parent_transaction === transaction.id).map((r) => r.amount_cents)).toEqual([
      50_000, 75_000,
    ]);
  });

  it('refunds once for one idempotency key, and lets a refused key be tried again', async () => {
    const paymob = provider();
    const { reference } = await paymob.createPayment(paymentRequest());
    standIn.pay(reference);
    const refundsBefore = standIn.refunds.length;

    const [one, two] = await Promise.all([
      paymob.refund(reference, 10_000, 'same-key'),
      paymob.refund(reference, 10_000, 'same-key'),
    ]);
    expect(two).toEqual(one);
    expect(await paymob.refund(reference, 10_000, 'same-key')).toEqual(one);
    await expect(paymob.refund(reference, 20_000, 'same-key')).rejects.toThrow(/used for another refund/);
    expect(standIn.refunds.length - refundsBefore).toBe(1);

    // Refused outright, nothing was refunded: the key is free for the corrected refund.
    await expect(paymob.refund(reference, 999_999, 'too-much')).rejects.toThrow(/refused the refund/);
    await expect(paymob.refund(reference, 5_000, 'too-much')).resolves.toMatchObject({ amountMinor: 5_000 });
    expect(standIn.refunds.length - refundsBefore).toBe(2);
  });

  it('keeps a key whose refund got no answer from refunding again', async () => {
    const failRefunds: typeof fetch = (input, init) =>
      String(input).endsWith('/void_refund/refund')
        ? Promise.reject(new TypeError('fetch failed'))
        : fetch(input, init);
    const paymob = paymobProvider(configFor(standIn), { fetch: failRefunds });
    const { reference } = await paymob.createPayment(paymentRequest());
    standIn.pay(reference);

    await expect(paymob.refund(reference, 10_000, 'unclear')).rejects.toThrow('Paymob did not answer the refund');
    await expect(paymob.refund(reference, 10_000, 'unclear')).rejects.toThrow(/no clear answer from Paymob/);
  });

  it('refuses to refund an order with no paid transaction', async () => {
    const { reference } = await provider().createPayment(paymentRequest());
    await expect(provider().refund(reference, 1_000, 'nothing-paid')).rejects.toThrow(/has no paid transaction/);
    standIn.pay(reference, { success: false });
    await expect(provider().refund(reference, 1_000, 'nothing-paid')).rejects.toThrow(/has no paid transaction/);
    expect(standIn.requests.filter((r) => r.path.includes('void_refund'))).toEqual([]);
  });
});

describe('secrets', () => {
  let echoing: PaymobStandIn;
  beforeAll(async () => {
    echoing = await startPaymobStandIn(KEYS, { echoRequestInErrors: true });
  });
  afterAll(() => echoing.close());

  async function messageOf(promise: Promise<unknown>): Promise<string> {
    const error: unknown = await promise.then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(Error);
    return `${String(error)}\n${(error as Error).stack ?? ''}`;
  }

  it('never puts a key in an error message, even when Paymob echoes the request', async () => {
    const paymob = paymobProvider(configFor(echoing));
    const { reference } = await paymob.createPayment(paymentRequest());
    echoing.pay(reference);

    const messages = [
      await messageOf(paymob.refund(reference, 999_999, 'echo')),
      await messageOf(
        paymobProvider(configFor(echoing, { secretKey: 'egy_sk_test_WRONGKEY' })).createPayment(paymentRequest()),
      ),
      await messageOf(paymobProvider(configFor(echoing, { apiKey: 'WRONGAPIKEY' })).lookUp(reference)),
      await messageOf(paymobProvider(configFor(echoing, { apiBase: new URL('http://127.0.0.1:1') })).lookUp(reference)),
    ];
    expect(messages[0]).toContain('[redacted]');
    for (const message of messages)
      for (const secret of [KEYS.secretKey, KEYS.apiKey, KEYS.hmacSecret, 'egy_sk_test_WRONGKEY', 'WRONGAPIKEY'])
        expect(message).not.toContain(secret);
  });

  it('gives every request to Paymob a time limit', async () => {
    const signals: unknown[] = [];
    const watching: typeof fetch = (input, init) => {
      signals.push(init?.signal);
      return fetch(input, init);
    };
    const paymob = paymobProvider(configFor(standIn), { fetch: watching });
    const { reference } = await paymob.createPayment(paymentRequest());
    standIn.pay(reference);
    await paymob.lookUp(reference);
    await paymob.refund(reference, 100, 'timed');
    expect(signals.length).toBeGreaterThanOrEqual(5);
    for (const signal of signals) expect(signal).toBeInstanceOf(AbortSignal);
  });
});
