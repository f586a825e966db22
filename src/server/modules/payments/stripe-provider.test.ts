import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { stripeSchemaErrors, type StripeSchemaName } from '../../test/payments/stripe-openapi';
import {
  startStripeStandIn,
  type IntentStatus,
  type SignedEvent,
  type StripeStandIn,
} from '../../test/payments/stripe-stand-in';
import type { StripeConfig } from '../../payment-config';
import { BadWebhook, type PaymentProvider, type PaymentRequest, paymentIn } from './provider';
import { STRIPE_API_VERSION, StripeRequestFailed, stripeProvider } from './stripe-provider';

// The real SDK against a local stand-in of Stripe's API (src/server/test/payments/stripe-stand-in.ts).

const SECRET_KEY = `sk_test_${randomBytes(16).toString('hex')}`;
const WEBHOOK_SECRET = `whsec_${randomBytes(16).toString('hex')}`;

let standIn: StripeStandIn;
let config: StripeConfig;
let provider: PaymentProvider;
let orders = 0;

beforeAll(async () => {
  standIn = await startStripeStandIn({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  config = {
    secretKey: SECRET_KEY,
    publishableKey: 'pk_test_shop',
    webhookSecret: WEBHOOK_SECRET,
    apiBase: standIn.url,
  };
  provider = stripeProvider(config);
});

afterAll(async () => {
  await standIn.close();
});

function order(fields: Partial<PaymentRequest> = {}): PaymentRequest {
  orders += 1;
  return {
    orderId: `order-id-${orders}-${randomBytes(4).toString('hex')}`,
    orderNumber: `10${String(orders).padStart(2, '0')}`,
    amountMinor: 2599,
    currency: 'EUR',
    customer: { name: 'Mona Said', email: 'mona@example.com', phone: '+201000000000' },
    returnUrl: 'https://shop.example/order-success',
    ...fields,
  };
}

/** A paid payment of `amountMinor`: its reference. */
async function paid(amountMinor: number): Promise<string> {
  const { reference } = await provider.createPayment(order({ amountMinor }));
  standIn.succeed(reference);
  return reference;
}

function webhook(signed: { body: string; headers: Record<string, string | string[] | undefined> }) {
  return { body: Buffer.from(signed.body), headers: signed.headers, query: {} };
}

/** The error a promise rejects with (failing the test when it resolves). */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

/** Waits for a call whatever its outcome: for traffic whose answers are checked elsewhere. */
async function settled(promise: Promise<unknown>): Promise<void> {
  await promise.catch(() => undefined);
}

function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('createPayment', () => {
  it('makes a payment intent for the order: lower-case currency on the wire, the client secret and publishable key for the browser', async () => {
    const request = order({ amountMinor: 2599, currency: 'EUR', orderNumber: '1001' });
    const created = await provider.createPayment(request);

    const intent = standIn.intent(created.reference);
    expect(intent).toMatchObject({
      amount: 2599,
      currency: 'eur',
      status: 'requires_payment_method',
      automatic_payment_methods: { enabled: true },
      metadata: { order_id: request.orderId, order_number: '1001' },
      description: 'Order 1001',
    });
    expect(created).toEqual({
      reference: intent.id,
      action: { kind: 'client-secret', clientSecret: intent.client_secret, publishableKey: 'pk_test_shop' },
    });
    expect(standIn.requests.filter((sent) => sent.idempotencyKey === `order-${request.orderId}`)).toEqual([
      {
        method: 'POST',
        path: '/v1/payment_intents',
        idempotencyKey: `order-${request.orderId}`,
        stripeVersion: STRIPE_API_VERSION,
      },
    ]);
    await expect(provider.lookUp(created.reference)).resolves.toMatchObject({ amountMinor: 2599, currency: 'EUR' });
  });

  it('answers the same intent for the same order: one intent, the second answer replayed by its idempotency key', async () => {
    const request = order();
    const first = await provider.createPayment(request);
    const second = await provider.createPayment(request);

    expect(second).toEqual(first);
    const answers = standIn.answers.filter(
      (answer) => answer.path === '/v1/payment_intents' && (answer.body as { id?: string }).id === first.reference,
    );
    expect(answers.map((answer) => answer.replayed)).toEqual([false, true]);
  });

  it('retries a Stripe outage with the same idempotency key and still makes one intent', async () => {
    const request = order();
    standIn.failNext(1);
    const created = await provider.createPayment(request);

    const tries = standIn.requests.filter((sent) => sent.idempotencyKey === `order-${request.orderId}`);
    expect(tries).toHaveLength(2);
    expect(standIn.intent(created.reference).metadata.order_id).toBe(request.orderId);
  });

  it('is refused by Stripe when the same order comes back with another total (the key is the order)', async () => {
    const request = order({ amountMinor: 1000 });
    await provider.createPayment(request);
    const error = await rejection(provider.createPayment({ ...request, amountMinor: 1200 }));

    expect(error).toBeInstanceOf(StripeRequestFailed);
    expect(error).toMatchObject({ type: 'idempotency_error', statusCode: 400, retryable: false });
  });
});

describe('lookUp', () => {
  it.each<[IntentStatus, string]>([
    ['requires_confirmation', 'awaiting'],
    ['requires_action', 'awaiting'],
    ['requires_capture', 'awaiting'],
    ['processing', 'processing'],
  ])('maps %s to %s', async (status, state) => {
    const { reference } = await provider.createPayment(order());
    standIn.setStatus(reference, status);
    await expect(provider.lookUp(reference)).resolves.toMatchObject({ reference, state });
  });

  it('is awaiting for a new intent, paid once the shopper paid, with the order, amount and upper-case currency', async () => {
    const request = order({ amountMinor: 4200, currency: 'GBP' });
    const { reference } = await provider.createPayment(request);
    await expect(provider.lookUp(reference)).resolves.toEqual({
      reference,
      state: 'awaiting',
      amountMinor: 4200,
      currency: 'GBP',
      orderId: request.orderId,
    });

    standIn.succeed(reference);
    await expect(provider.lookUp(reference)).resolves.toEqual({
      reference,
      state: 'paid',
      amountMinor: 4200,
      currency: 'GBP',
      orderId: request.orderId,
    });
  });

  it('is failed after a declined try, with Stripe’s message for staff', async () => {
    const { reference } = await provider.createPayment(order());
    standIn.fail(reference, 'Your card was declined.');
    await expect(provider.lookUp(reference)).resolves.toMatchObject({
      state: 'failed',
      failure: 'Your card was declined.',
    });
  });

  it('is cancelled once the intent is cancelled at Stripe', async () => {
    const { reference } = await provider.createPayment(order());
    const stripe = new Stripe(SECRET_KEY, { host: '127.0.0.1', port: standIn.url.port, protocol: 'http' });
    await stripe.paymentIntents.cancel(reference);
    await expect(provider.lookUp(reference)).resolves.toMatchObject({ state: 'cancelled' });
  });

  it('throws a StripeRequestFailed for an intent Stripe does not know, and never asks Stripe about a blank reference', async () => {
    const error = await rejection(provider.lookUp('pi_unknown'));
    expect(error).toBeInstanceOf(StripeRequestFailed);
    expect(error).toMatchObject({ code: 'resource_missing', statusCode: 404, retryable: false });

    const sent = standIn.requests.length;
    await expect(provider.lookUp('')).rejects.toMatchObject({ code: 'invalid_reference' });
    expect(standIn.requests).toHaveLength(sent);
  });
});

describe('readWebhook', () => {
  async function succeededEvent(): Promise<SignedEvent & { reference: string; orderId: string }> {
    const request = order({ amountMinor: 3100, currency: 'USD' });
    const { reference } = await provider.createPayment(request);
    return {
      ...standIn.signedEvent('payment_intent.succeeded', standIn.succeed(reference)),
      reference,
      orderId: request.orderId,
    };
  }

  it('reads a correctly signed payment_intent.succeeded as the payment, paid', async () => {
    const signed = await succeededEvent();
    expect(provider.readWebhook(webhook(signed))).toEqual({
      id: signed.event.id,
      type: 'payment_intent.succeeded',
      payment: {
        reference: signed.reference,
        state: 'paid',
        amountMinor: 3100,
        currency: 'USD',
        orderId: signed.orderId,
      },
    });
  });

  it('reads refund.updated and refund.failed as the refund they tell of, and refuses one without a refund', async () => {
    const reference = await paid(4000);
    standIn.setRefundState('pending');
    let made;
    try {
      made = await provider.refund(reference, 400, `refund-event-${reference}`);
    } finally {
      standIn.setRefundState('succeeded');
    }
    standIn.settleRefund(made.reference, 'succeeded');
    const settled = standIn.refunds().find((refund) => refund.id === made.reference);
    const updated = standIn.signedEvent('refund.updated', settled as object);
    expect(provider.readWebhook(webhook(updated))).toEqual({
      id: expect.stringMatching(/^evt_/),
      type: 'refund.updated',
      refund: { reference: made.reference, state: 'succeeded', amountMinor: 400 },
    });
    const failed = standIn.signedEvent('refund.failed', { ...settled, status: 'failed' });
    expect(provider.readWebhook(webhook(failed))).toMatchObject({ refund: { state: 'failed' } });
    const notARefund = standIn.signedEvent('refund.updated', standIn.intent(reference));
    expect(() => provider.readWebhook(webhook(notARefund))).toThrow(BadWebhook);
  });

  it('reads the failed, processing and cancelled events the shop acts on', async () => {
    const { reference } = await provider.createPayment(order());
    const failed = standIn.signedEvent('payment_intent.payment_failed', standIn.fail(reference, 'Insufficient funds.'));
    expect(paymentIn(provider.readWebhook(webhook(failed)))).toMatchObject({
      state: 'failed',
      failure: 'Insufficient funds.',
    });

    const processing = standIn.signedEvent('payment_intent.processing', standIn.setStatus(reference, 'processing'));
    expect(paymentIn(provider.readWebhook(webhook(processing)))?.state).toBe('processing');

    const canceled = standIn.signedEvent('payment_intent.canceled', standIn.setStatus(reference, 'canceled'));
    expect(provider.readWebhook(webhook(canceled))).toMatchObject({
      type: 'payment_intent.canceled',
      payment: { state: 'cancelled' },
    });
  });

  it('answers undefined for an event the shop does not act on', async () => {
    const { reference } = await provider.createPayment(order());
    const created = standIn.signedEvent('payment_intent.created', standIn.intent(reference));
    expect(provider.readWebhook(webhook(created))).toBeUndefined();
    const charge = standIn.signedEvent('charge.refunded', { id: 'ch_1', object: 'charge' });
    expect(provider.readWebhook(webhook(charge))).toBeUndefined();
  });

  it('refuses a tampered body', async () => {
    const signed = await succeededEvent();
    const tampered = { ...signed, body: signed.body.replace('"amount": 3100', '"amount": 1') };
    expect(tampered.body).not.toBe(signed.body);
    expect(thrownBy(() => provider.readWebhook(webhook(tampered)))).toBeInstanceOf(BadWebhook);
  });

  it('refuses an event signed with another secret', async () => {
    const { reference } = await provider.createPayment(order());
    const signed = standIn.signedEvent('payment_intent.succeeded', standIn.succeed(reference), {
      secret: `whsec_${randomBytes(16).toString('hex')}`,
    });
    expect(thrownBy(() => provider.readWebhook(webhook(signed)))).toBeInstanceOf(BadWebhook);
  });

  it('refuses an event signed ten minutes ago (a replay): Stripe’s tolerance is five', async () => {
    const { reference } = await provider.createPayment(order());
    const signed = standIn.signedEvent('payment_intent.succeeded', standIn.succeed(reference), {
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    expect(thrownBy(() => provider.readWebhook(webhook(signed)))).toBeInstanceOf(BadWebhook);
  });

  it('refuses a webhook without its Stripe-Signature header, or with two', async () => {
    const signed = await succeededEvent();
    expect(thrownBy(() => provider.readWebhook(webhook({ body: signed.body, headers: {} })))).toBeInstanceOf(
      BadWebhook,
    );
    const twice = { 'stripe-signature': [signed.headers['stripe-signature'], signed.headers['stripe-signature']] };
    expect(thrownBy(() => provider.readWebhook(webhook({ body: signed.body, headers: twice })))).toBeInstanceOf(
      BadWebhook,
    );
  });

  it('refuses garbage, signed or not, always as a BadWebhook', () => {
    const sign = (payload: string) => ({
      body: payload,
      headers: { 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) },
    });
    const garbage = [
      { body: 'not json {', headers: { 'stripe-signature': 'garbage' } },
      { body: '', headers: { 'stripe-signature': 't=1,v1=00' } },
      sign('not json {'),
      sign('"a string"'),
      sign('null'),
      sign(JSON.stringify({ id: 'evt_1', type: 'payment_intent.succeeded', data: { object: { object: 'charge' } } })),
      sign(JSON.stringify({ id: 'evt_2', type: 'payment_intent.succeeded' })),
    ];
    for (const body of garbage) expect(thrownBy(() => provider.readWebhook(webhook(body)))).toBeInstanceOf(BadWebhook);
  });
});

describe('refund', () => {
  it('refunds in parts that add up to the payment, and refuses more than is left (amount_too_large)', async () => {
    const reference = await paid(5000);
    await expect(provider.refund(reference, 2000, `refund-${reference}-1`)).resolves.toMatchObject({
      state: 'succeeded',
      amountMinor: 2000,
    });
    const error = await rejection(provider.refund(reference, 3001, `refund-${reference}-2`));
    expect(error).toBeInstanceOf(StripeRequestFailed);
    expect(error).toMatchObject({
      type: 'invalid_request_error',
      code: 'amount_too_large',
      statusCode: 400,
      retryable: false,
    });
    await expect(provider.refund(reference, 3000, `refund-${reference}-3`)).resolves.toMatchObject({
      amountMinor: 3000,
    });
    await expect(provider.refund(reference, 1, `refund-${reference}-4`)).rejects.toMatchObject({
      code: 'charge_already_refunded',
    });
  });

  it('refunds once for the same idempotency key given twice', async () => {
    const reference = await paid(5000);
    const first = await provider.refund(reference, 1000, 'staff-refund-7');
    const second = await provider.refund(reference, 1000, 'staff-refund-7');

    expect(second).toEqual(first);
    // Had the second refunded again, only 3000 would be left.
    await expect(provider.refund(reference, 4000, 'staff-refund-8')).resolves.toMatchObject({ amountMinor: 4000 });
  });

  it('is pending while Stripe has not confirmed the refund', async () => {
    const reference = await paid(5000);
    standIn.setRefundState('pending');
    try {
      await expect(provider.refund(reference, 500, `refund-${reference}`)).resolves.toMatchObject({
        state: 'pending',
        amountMinor: 500,
      });
    } finally {
      standIn.setRefundState('succeeded');
    }
  });

  it('is refused for a payment that was never paid', async () => {
    const { reference } = await provider.createPayment(order());
    await expect(provider.refund(reference, 100, `refund-${reference}`)).rejects.toMatchObject({
      name: 'StripeRequestFailed',
      code: 'payment_intent_unexpected_state',
    });
  });
});

describe('lookUpRefund', () => {
  it('answers a pending refund as Stripe holds it now: pending, then what the bank did', async () => {
    const reference = await paid(5000);
    standIn.setRefundState('pending');
    let refund;
    try {
      refund = await provider.refund(reference, 700, `refund-look-${reference}`);
    } finally {
      standIn.setRefundState('succeeded');
    }
    await expect(provider.lookUpRefund(refund.reference)).resolves.toEqual({ ...refund, state: 'pending' });
    standIn.settleRefund(refund.reference, 'failed');
    await expect(provider.lookUpRefund(refund.reference)).resolves.toMatchObject({ state: 'failed', amountMinor: 700 });
  });

  it("never asks Stripe about what is not a refund's id", async () => {
    const asked = standIn.requests.length;
    await expect(provider.lookUpRefund('pi_123')).rejects.toMatchObject({ code: 'invalid_reference' });
    expect(standIn.requests.length).toBe(asked);
  });
});

describe('the secret key', () => {
  it('appears in no error, whatever fails', async () => {
    const wrongKey = `sk_test_${randomBytes(16).toString('hex')}`;
    const wrong = stripeProvider({ ...config, secretKey: wrongKey });
    const unreachable = stripeProvider({ ...config, apiBase: new URL('http://127.0.0.1:9') });
    const reference = await paid(1000);
    const errors = [
      await rejection(wrong.createPayment(order())),
      await rejection(wrong.lookUp(reference)),
      await rejection(wrong.refund(reference, 100, 'refund-wrong-key')),
      await rejection(unreachable.lookUp(reference)),
      await rejection(provider.refund(reference, 5000, 'refund-too-much')),
      await rejection(provider.lookUp('pi_missing')),
    ];

    expect(errors[0]).toMatchObject({ statusCode: 401, retryable: false });
    expect(errors[3]).toMatchObject({ type: 'connection_error', retryable: true });
    for (const error of errors) {
      expect(error).toBeInstanceOf(StripeRequestFailed);
      const told = `${String(error)} ${(error as Error).stack ?? ''} ${JSON.stringify(error)}`;
      for (const key of [SECRET_KEY, wrongKey]) {
        expect(told).not.toContain(key);
        expect(told).not.toContain(key.slice(-8));
      }
      expect(told).not.toMatch(/sk_test_/);
    }
  });
});

describe('the stand-in', () => {
  it('answers in the shapes of Stripe’s OpenAPI description: intents, refunds, events and errors', async () => {
    const from = standIn.answers.length;
    const events: unknown[] = [];
    const reference = await paid(5000);
    events.push(standIn.signedEvent('payment_intent.succeeded', standIn.intent(reference)).event);
    await provider.refund(reference, 1000, `schema-${reference}-1`);
    await provider.refund(reference, 1000, `schema-${reference}-1`);
    standIn.setRefundState('pending');
    await provider.refund(reference, 1000, `schema-${reference}-2`);
    standIn.setRefundState('succeeded');
    await settled(provider.refund(reference, 9000, `schema-${reference}-3`));
    const declined = await provider.createPayment(order());
    events.push(
      standIn.signedEvent('payment_intent.payment_failed', standIn.fail(declined.reference, 'Declined.')).event,
    );
    await provider.lookUp(declined.reference);
    const stripe = new Stripe(SECRET_KEY, { host: '127.0.0.1', port: standIn.url.port, protocol: 'http' });
    await stripe.paymentIntents.cancel(declined.reference);
    await settled(provider.lookUp('pi_missing'));
    await settled(stripeProvider({ ...config, secretKey: 'sk_test_wrong' }).lookUp(reference));
    const request = order();
    await provider.createPayment(request);
    await settled(provider.createPayment({ ...request, amountMinor: 1 }));
    standIn.failNext(1);
    await provider.createPayment(order());

    const checked = standIn.answers.slice(from).map((answer) => {
      const schema: StripeSchemaName =
        answer.status >= 400 ? 'error' : answer.path.startsWith('/v1/refunds') ? 'refund' : 'payment_intent';
      return { schema, status: answer.status, errors: stripeSchemaErrors(schema, answer.body) };
    });
    const checkedEvents = events.map((event) => ({ schema: 'event', errors: stripeSchemaErrors('event', event) }));

    expect([...checked, ...checkedEvents].filter((result) => result.errors.length > 0)).toEqual([]);
    expect(new Set(checked.map((result) => `${result.schema} ${result.status}`))).toEqual(
      new Set(['payment_intent 200', 'refund 200', 'error 400', 'error 401', 'error 404', 'error 500']),
    );
    expect(checkedEvents).toHaveLength(2);
  });
});
