import { randomUUID } from 'node:crypto';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../test/harness';
import { checkout, fillCart, stockLeft, UK_ADDRESS, VALID_CHECKOUT } from '../../test/checkout-test-support';
import { startStripeStandIn, type StripeStandIn } from '../../test/payments/stripe-stand-in';
import { PAYMOB_STAND_IN_KEYS, type PaymobStandIn, startPaymobStandIn } from '../../test/payments/paymob-stand-in';
import { readPaymentConfig } from '../../payment-config';
import type { CheckoutResponse, Order } from '../../../universal/contracts/order';
import type { PaymentStart } from '../../../universal/contracts/payments';
import { paymentHoldJob } from './jobs';
import { pdfText } from '../receipts/receipt-test-support';
import { orderStatusChanges, runOrdersCommand } from '../orders';
import { createTestStaff } from '../staff/test-support';
import type { AdminOrder } from '../../../universal/contracts/admin/orders';

// Staff members here have password hashes: see cheap-argon2.ts.
jest.mock('argon2', () => jest.requireActual('../../test/reliability/cheap-argon2').cheapArgon2());

/**
 * Real payments (issue 51) against local stand-ins of Stripe's and Paymob's APIs (src/server/test/payments),
 * through the official Stripe SDK and Paymob's documented HTTP API: a card order waits for the provider's
 * verified word, each event counts once, a wrong amount pays nothing, and an unpaid order gives its stock back.
 */
const STRIPE = { secretKey: 'sk_test_payments_routes', webhookSecret: 'whsec_payments_routes' };

let t: TestApp;
let stripe: StripeStandIn;
let paymob: PaymobStandIn;

beforeAll(async () => {
  stripe = await startStripeStandIn(STRIPE);
  paymob = await startPaymobStandIn();
  const keys = PAYMOB_STAND_IN_KEYS;
  const payments = readPaymentConfig({
    STRIPE_SECRET_KEY: STRIPE.secretKey,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_payments_routes',
    STRIPE_WEBHOOK_SECRET: STRIPE.webhookSecret,
    STRIPE_API_BASE: stripe.url.href,
    PAYMOB_SECRET_KEY: keys.secretKey,
    PAYMOB_PUBLIC_KEY: keys.publicKey,
    PAYMOB_API_KEY: keys.apiKey,
    PAYMOB_HMAC_SECRET: keys.hmacSecret,
    PAYMOB_INTEGRATION_IDS: `card:${keys.integrationIds.card},wallet:${keys.integrationIds.wallet}`,
    PAYMOB_API_BASE: paymob.baseUrl.href,
  });
  t = await createTestApp({ payments });
});

afterAll(async () => {
  await t?.close();
  await stripe?.close();
  await paymob?.close();
});

const UK_CARD = { ...VALID_CHECKOUT, shippingAddress: UK_ADDRESS };

async function cardOrder(user: TestUser, body: object = UK_CARD, product = 10): Promise<Order> {
  await fillCart(t.db, user.id, [[product, 1]]);
  const placed = await checkout(t.app, user, body);
  expect(placed.statusCode).toBe(201);
  return placed.json<CheckoutResponse>().order;
}

/** A UK card order the shopper paid: Stripe's signed webhook said so. */
async function paidCardOrder(user: TestUser): Promise<{ order: Order; reference: string }> {
  const order = await cardOrder(user);
  await pay(user, order._id);
  const reference = (await paymentOf(user, order._id))?.reference as string;
  await stripeWebhook(stripe.signedEvent('payment_intent.succeeded', stripe.succeed(reference)));
  return { order, reference };
}

const pay = (user: TestUser, id: string) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${id}/pay`, headers: user.headers });
const paymentOf = async (user: TestUser, id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: user.headers })).json<Order>().payment;
const stripeWebhook = (signed: { body: string; headers: Record<string, string> }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', ...signed.headers },
    payload: signed.body,
  });
const paidEvents = async (orderId: string) =>
  (
    await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM domain_events WHERE name = 'order.paid' AND payload->>'orderId' = $1",
      [orderId],
    )
  )[0]?.n;

const confirmations = async (orderId: string) =>
  (
    await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM mail_outbox WHERE order_id = $1 AND subject LIKE 'Your Storefront order %'",
      [orderId],
    )
  )[0]?.n;

describe('a UK card order through Stripe', () => {
  it('waits for the payment, holding its stock, and is paid by the signed webhook, once, whatever the order of 20 deliveries', async () => {
    const user = await createTestUser(t.ctx);
    const stock = await stockLeft(t.db, 10);
    const order = await cardOrder(user);
    expect(order).toMatchObject({
      currency: 'GBP',
      paymentMethod: 'credit-card',
      payment: { provider: 'stripe', state: 'awaiting' },
    });
    expect(await stockLeft(t.db, 10)).toBe(stock - 1);

    await t.events.drain();
    expect(await confirmations(order._id)).toBe(0);
    const started = await pay(user, order._id);
    expect(started.statusCode).toBe(200);
    const { action } = started.json<PaymentStart>();
    expect(action).toMatchObject({ kind: 'client-secret', publishableKey: 'pk_test_payments_routes' });
    const reference = (await paymentOf(user, order._id))?.reference as string;
    expect(stripe.intent(reference)).toMatchObject({ amount: Math.round(order.totalPrice * 100), currency: 'gbp' });
    // "Try again" reaches the same payment.
    expect((await pay(user, order._id)).json<PaymentStart>()).toEqual(started.json());

    // The shopper pays; Stripe tells the shop, again and again, with a failure and a processing notice mixed in late.
    const succeeded = stripe.signedEvent('payment_intent.succeeded', stripe.succeed(reference));
    const processing = stripe.signedEvent('payment_intent.processing', {
      ...stripe.intent(reference),
      status: 'processing',
    });
    const failed = stripe.signedEvent('payment_intent.payment_failed', {
      ...stripe.intent(reference),
      status: 'requires_payment_method',
      last_payment_error: { message: 'Your card was declined.' },
    });
    const deliveries = [...Array.from({ length: 17 }, () => succeeded), processing, failed, processing];
    const answers = await Promise.all(deliveries.map(stripeWebhook));
    expect(answers.map((answer) => answer.statusCode)).toEqual(deliveries.map(() => 200));
    expect(await paymentOf(user, order._id)).toMatchObject({ state: 'paid', reference });
    expect(await paidEvents(order._id)).toBe(1);
    // Confirmed to the shopper once paid, not when it was placed awaiting its money.
    await t.events.drain();
    expect(await confirmations(order._id)).toBe(1);
    // The records say how it was paid: the mail and the receipt carry the state and Stripe's reference.
    const [mail] = await t.db.query<{ body_text: string }>('SELECT body_text FROM mail_outbox WHERE order_id = $1', [
      order._id,
    ]);
    expect(mail?.body_text).toContain(`Paid · Payment reference: ${reference}`);
    const receipt = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}/receipt.pdf`,
      headers: user.headers,
    });
    // Its narrow column wraps the line: the words and the reference are there, in order.
    const printed = (await pdfText(receipt.rawPayload)).flatMap((page) => page.lines).join('\n');
    expect(printed).toMatch(new RegExp(`Paid · Payment reference:[\\s\\S]*${reference}`));
    // Each event is kept once by its id, with what its first delivery did: repeats never apply again.
    const ledger = await t.db.query<{ type: string; outcome: string }>(
      'SELECT type, outcome FROM payment_events WHERE order_id = $1 ORDER BY type',
      [order._id],
    );
    expect(ledger).toEqual([
      { type: 'payment_intent.payment_failed', outcome: 'ignored' },
      { type: 'payment_intent.processing', outcome: expect.stringMatching(/^(applied|ignored)$/) },
      { type: 'payment_intent.succeeded', outcome: 'applied' },
    ]);
    // Paid: nothing more to pay.
    expect((await pay(user, order._id)).json()).toMatchObject({ code: 'PAYMENT_NOT_PAYABLE' });
  });

  it('refuses a bad signature or garbage with 400, and never pays on them', async () => {
    const user = await createTestUser(t.ctx);
    const order = await cardOrder(user);
    await pay(user, order._id);
    const reference = (await paymentOf(user, order._id))?.reference as string;
    const genuine = stripe.signedEvent('payment_intent.succeeded', stripe.succeed(reference));
    const forged = stripe.signedEvent('payment_intent.succeeded', stripe.intent(reference), { secret: 'whsec_forged' });
    const tampered = { ...genuine, body: genuine.body.replace('"succeeded"', '"succeeded" ') };
    for (const attempt of [forged, tampered, { body: '{"garbage":', headers: { 'stripe-signature': 't=1,v1=00' } }]) {
      const answer = await stripeWebhook(attempt);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'BAD_WEBHOOK' });
    }
    expect(await paymentOf(user, order._id)).toMatchObject({ state: 'awaiting' });
    // On the shopper's return the shop asks Stripe itself.
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}/payment`,
      headers: user.headers,
    });
    expect(status.json()).toEqual({ state: 'paid' });
  });

  it('marks the order for review, paying nothing, when the amount paid is not the order total', async () => {
    const user = await createTestUser(t.ctx);
    const order = await cardOrder(user);
    await pay(user, order._id);
    const reference = (await paymentOf(user, order._id))?.reference as string;
    const short = { ...stripe.succeed(reference), amount: 100, amount_received: 100 };
    expect((await stripeWebhook(stripe.signedEvent('payment_intent.succeeded', short))).statusCode).toBe(200);
    expect(await paymentOf(user, order._id)).toMatchObject({ state: 'review' });
    expect(await paidEvents(order._id)).toBe(0);
  });

  it('cancels an order unpaid after its hold and puts its stock back; a payment after that is refunded in full', async () => {
    const user = await createTestUser(t.ctx);
    const stock = await stockLeft(t.db, 11);
    const order = await cardOrder(user, UK_CARD, 11);
    await pay(user, order._id);
    const reference = (await paymentOf(user, order._id))?.reference as string;
    const job = paymentHoldJob(t.ctx, t.app.log);
    // Within the hold the sweep leaves it.
    await job?.run();
    expect(await paymentOf(user, order._id)).toMatchObject({ state: 'awaiting' });
    t.clock.advance(31 * 60_000);
    await job?.run();
    const read = (
      await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: user.headers })
    ).json<Order>();
    expect(read).toMatchObject({ status: 'cancelled', payment: { state: 'cancelled' } });
    expect(await stockLeft(t.db, 11)).toBe(stock);
    expect((await pay(user, order._id)).statusCode).toBe(409);

    // The shopper paid on a page left open: the money goes back, once.
    const late = stripe.signedEvent('payment_intent.succeeded', stripe.succeed(reference));
    await stripeWebhook(late);
    await stripeWebhook(late);
    await t.events.drain();
    const refunds = stripe.requests.filter((request) => request.method === 'POST' && request.path === '/v1/refunds');
    expect(refunds).toHaveLength(1);
    expect(await stockLeft(t.db, 11)).toBe(stock);
  });
});

describe('an unpaid card order stays where it is', () => {
  it('is not moved on or shipped by staff, the terminal or demo mode until the provider says it is paid', async () => {
    const user = await createTestUser(t.ctx);
    const order = await cardOrder(user);
    const member = await createTestStaff(t, 'owner');
    const act = (action: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order._id}/${action}`,
        headers: member.headers,
        payload,
      });
    for (const answer of [
      await act('status', { status: 'shipped' }),
      await act('ship', { carrier: 'DHL', tracking: 'JD-51' }),
    ]) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({ code: 'ORDER_NOT_PAID', message: expect.stringContaining('awaiting') });
    }
    const terminal = await runOrdersCommand(t.db, ['set-status', order._id, 'delivered'], t.clock.now(), {});
    expect(terminal).toMatchObject({ exitCode: 1, output: expect.stringContaining('not paid') });
    // Demo mode's sweep passes it by (it moves this suite's paid orders), however long it waits.
    t.clock.advance(20 * 60_000);
    await orderStatusChanges(t.db).advanceDue(t.clock.now(), 1);
    const still = await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: user.headers });
    expect(still.json<Order>()).toMatchObject({ status: order.status, payment: { state: 'awaiting' } });

    await pay(user, order._id);
    const reference = (await paymentOf(user, order._id))?.reference as string;
    await stripeWebhook(stripe.signedEvent('payment_intent.succeeded', stripe.succeed(reference)));
    expect((await act('ship', { carrier: 'DHL', tracking: 'JD-51' })).statusCode).toBe(200);
  });
});

describe('refunds through the provider', () => {
  it('sends a partial refund from the console to Stripe once, pending until Stripe answers; racing refunds never pay back more than was paid', async () => {
    const user = await createTestUser(t.ctx);
    const { order } = await paidCardOrder(user);
    await orderStatusChanges(t.db).advance(order._id, 'delivered', t.clock.now());
    const member = await createTestStaff(t, 'support');
    const refund = (amount: number, key = randomUUID()) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order._id}/refunds`,
        headers: member.headers,
        payload: { amount, reason: 'Scuffed box', key },
      });

    const refundCalls = () =>
      stripe.requests.filter(
        (request) => request.path === '/v1/refunds' && request.idempotencyKey?.startsWith('refund-'),
      );
    const first = await refund(5);
    expect(first.statusCode).toBe(201);
    expect(first.json<AdminOrder>().money.refunds).toEqual([expect.objectContaining({ amount: 5, state: 'pending' })]);
    await t.events.drain();
    await t.events.drain();
    expect(refundCalls()).toHaveLength(1);
    const read = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${order._id}`, headers: member.headers });
    expect(read.json<AdminOrder>().money).toMatchObject({
      refunded: 5,
      refunds: [expect.objectContaining({ amount: 5, state: 'succeeded' })],
    });

    // Two staff refund the rest at once: one of them is refused, and Stripe is asked for the rest once.
    const rest = Math.round((order.totalPrice - 5) * 100) / 100;
    const racing = await Promise.all([refund(rest), refund(rest)]);
    expect(racing.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    await t.events.drain();
    expect(refundCalls()).toHaveLength(2);
    const final = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${order._id}`, headers: member.headers });
    expect(final.json<AdminOrder>().money).toMatchObject({
      paid: order.totalPrice,
      refunded: order.totalPrice,
      refundable: 0,
    });
  });
});

describe("a return's refund and the re-check of pending refunds", () => {
  it('settles a refund Stripe left pending as soon as its refund.updated webhook comes, once', async () => {
    const user = await createTestUser(t.ctx);
    const { order, reference } = await paidCardOrder(user);
    await orderStatusChanges(t.db).advance(order._id, 'delivered', t.clock.now());
    const member = await createTestStaff(t, 'support');
    stripe.setRefundState('pending');
    try {
      const asked = await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order._id}/refunds`,
        headers: member.headers,
        payload: { amount: 3, reason: 'Scuffed box', key: randomUUID() },
      });
      expect(asked.statusCode).toBe(201);
      await t.events.drain();
    } finally {
      stripe.setRefundState('succeeded');
    }
    const money = async () =>
      (
        await t.app.inject({ method: 'GET', url: `/api/admin/orders/${order._id}`, headers: member.headers })
      ).json<AdminOrder>().money;
    expect(await money()).toMatchObject({ refunds: [expect.objectContaining({ state: 'pending' })] });
    const refund = stripe.refunds().find((one) => one.payment_intent === reference);
    stripe.settleRefund(refund?.id as string, 'succeeded');
    const updated = stripe.signedEvent(
      'refund.updated',
      stripe.refunds().find((one) => one.id === refund?.id) as object,
    );
    expect((await stripeWebhook(updated)).statusCode).toBe(200);
    expect((await stripeWebhook(updated)).statusCode).toBe(200);
    expect(await money()).toMatchObject({ refunded: 3, refunds: [expect.objectContaining({ state: 'succeeded' })] });
    const ledger = await t.db.query<{ outcome: string }>(
      "SELECT outcome FROM payment_events WHERE type = 'refund.updated' AND order_id = $1",
      [order._id],
    );
    expect(ledger).toEqual([{ outcome: 'applied' }]);
  });

  it("sends a return's refund to Stripe once, pending until the bank settles it; a refusal found by the re-check pays nothing back", async () => {
    const user = await createTestUser(t.ctx);
    const { order, reference } = await paidCardOrder(user);
    await orderStatusChanges(t.db).advance(order._id, 'delivered', t.clock.now());
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/returns`,
      headers: user.headers,
      payload: { items: [{ productId: order.items[0]?.productId, quantity: 1 }], reason: 'damaged' },
    });
    expect(asked.statusCode).toBe(201);
    const returnId = asked.json<{ id: string }>().id;
    const member = await createTestStaff(t, 'owner');
    const decide = (action: string) =>
      t.app.inject({ method: 'POST', url: `/api/admin/returns/${returnId}/${action}`, headers: member.headers });
    const money = async () =>
      (
        await t.app.inject({ method: 'GET', url: `/api/admin/orders/${order._id}`, headers: member.headers })
      ).json<AdminOrder>().money;

    stripe.setRefundState('pending');
    try {
      expect((await decide('approve')).statusCode).toBe(200);
      expect((await decide('refund')).statusCode).toBe(200);
      await t.events.drain();
      await t.events.drain();
    } finally {
      stripe.setRefundState('succeeded');
    }
    const made = stripe.requests.filter((request) => request.idempotencyKey === `return-${returnId}`);
    expect(made).toHaveLength(1);
    const refund = stripe.refunds().find((one) => one.payment_intent === reference);
    expect(refund).toMatchObject({
      amount: order.items[0] && Math.round(order.items[0].price * 100),
      status: 'pending',
    });
    expect(await money()).toMatchObject({ refunds: [expect.objectContaining({ state: 'pending' })] });

    // The bank refuses it. The re-check asks only once the refund has had its time, then keeps Stripe's word.
    stripe.settleRefund(refund?.id as string, 'failed');
    const job = paymentHoldJob(t.ctx, t.app.log);
    await job?.run();
    expect(await money()).toMatchObject({ refunds: [expect.objectContaining({ state: 'pending' })] });
    t.clock.advance(11 * 60_000);
    await job?.run();
    expect(await money()).toMatchObject({
      refunded: 0,
      refundable: order.totalPrice,
      refunds: [expect.objectContaining({ state: 'failed' })],
    });
  });

  it('leaves an order past its hold alone while Stripe cannot answer, and cancels it a day later', async () => {
    const user = await createTestUser(t.ctx);
    const order = await cardOrder(user);
    await pay(user, order._id);
    const job = paymentHoldJob(t.ctx, t.app.log);
    t.clock.advance(31 * 60_000);
    stripe.failNext(1000);
    try {
      await job?.run();
      expect(await paymentOf(user, order._id)).toMatchObject({ state: 'awaiting' });
      t.clock.advance(24 * 60 * 60_000);
      await job?.run();
    } finally {
      stripe.failNext(0);
    }
    expect(await paymentOf(user, order._id)).toMatchObject({ state: 'cancelled' });
  });
});

describe('an Egyptian card order through Paymob', () => {
  it('is paid in pounds on the HMAC-checked callback; a forged one is refused', async () => {
    const user = await createTestUser(t.ctx);
    const order = await cardOrder(user, VALID_CHECKOUT);
    expect(order).toMatchObject({ currency: 'EGP', payment: { provider: 'paymob', state: 'awaiting' } });
    const started = (await pay(user, order._id)).json<PaymentStart>();
    expect(started).toMatchObject({ provider: 'paymob', action: { kind: 'redirect' } });
    const reference = (await paymentOf(user, order._id))?.reference as string;

    const callback = paymob.pay(reference, { method: 'card' });
    const send = (query: Record<string, string>, body: Buffer) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/paymob/callback',
        query,
        headers: { 'content-type': 'application/json' },
        payload: body,
      });
    expect((await send({ hmac: '0'.repeat(128) }, callback.body)).statusCode).toBe(400);
    expect(await paymentOf(user, order._id)).toMatchObject({ state: 'awaiting' });
    expect((await send(callback.query, callback.body)).statusCode).toBe(200);
    expect((await send(callback.query, callback.body)).statusCode).toBe(200);
    expect(callback.transaction).toMatchObject({ amount_cents: Math.round(order.totalPrice * 100), currency: 'EGP' });
    expect(await paymentOf(user, order._id)).toMatchObject({ state: 'paid' });
    expect(await paidEvents(order._id)).toBe(1);
  });
});

describe("Egypt's mobile wallet through Paymob", () => {
  const WALLET = { ...VALID_CHECKOUT, paymentMethod: 'mobile-wallet' };
  /** The payment methods of the intentions the shop asked Paymob for, in order. */
  const intentionMethods = () =>
    paymob.requests
      .filter((request) => request.method === 'POST' && request.path === '/v1/intention/')
      .map((request) => request.body?.payment_methods);

  it("is placed awaiting its payment, asks Paymob for the wallet's integration, and is paid in pounds on the HMAC-checked callback", async () => {
    // The shop tells the browser the wallet is on (checkout offers it by the same rule).
    const shop = await t.app.inject({ method: 'GET', url: '/api/shop' });
    expect(shop.json()).toMatchObject({ paymentProviders: ['stripe', 'paymob'], mobileWallet: true });
    const user = await createTestUser(t.ctx);
    const stock = await stockLeft(t.db, 10);
    const order = await cardOrder(user, WALLET);
    // A real payment: stored bare, never "(Demo)", and its stock held while the shopper pays.
    expect(order).toMatchObject({
      currency: 'EGP',
      paymentMethod: 'mobile-wallet',
      payment: { provider: 'paymob', state: 'awaiting' },
    });
    expect(await stockLeft(t.db, 10)).toBe(stock - 1);
    const asked = intentionMethods().length;
    const started = (await pay(user, order._id)).json<PaymentStart>();
    expect(started).toMatchObject({ provider: 'paymob', action: { kind: 'redirect' } });
    expect(intentionMethods().slice(asked)).toEqual([[PAYMOB_STAND_IN_KEYS.integrationIds.wallet]]);
    const reference = (await paymentOf(user, order._id))?.reference as string;

    // The shopper pays from their wallet on Paymob's page; Paymob tells the shop, twice.
    const callback = paymob.pay(reference, { method: 'wallet' });
    expect(callback.transaction).toMatchObject({
      integration_id: PAYMOB_STAND_IN_KEYS.integrationIds.wallet,
      source_data: { type: 'wallet' },
      amount_cents: Math.round(order.totalPrice * 100),
      currency: 'EGP',
    });
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/paymob/callback',
        query: callback.query,
        headers: { 'content-type': 'application/json' },
        payload: callback.body,
      });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    expect(await paymentOf(user, order._id)).toMatchObject({ state: 'paid', reference });
    expect(await paidEvents(order._id)).toBe(1);
  });

  it('is refused for an order charged in sterling, as an unknown method is, and nothing is ordered', async () => {
    const user = await createTestUser(t.ctx);
    await fillCart(t.db, user.id, [[10, 1]]);
    const stock = await stockLeft(t.db, 10);
    const refused = await checkout(t.app, user, { ...WALLET, shippingAddress: UK_ADDRESS });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(UNKNOWN_METHOD_REFUSAL);
    expect(await stockLeft(t.db, 10)).toBe(stock);
    expect(
      (await checkout(t.app, user, { ...WALLET, paymentMethod: 'mobile-wallet (Demo)', shippingAddress: UK_ADDRESS }))
        .statusCode,
    ).toBe(400);
  });
});

/** How checkout refuses a payment method it does not take (the shared rules' answer for "bitcoin"). */
const UNKNOWN_METHOD_REFUSAL = {
  code: 'VALIDATION_FAILED',
  message: 'Please select a payment method',
  errors: { paymentMethod: 'Please select a payment method' },
  messageId: 'validation.paymentMethod.required',
  errorIds: { paymentMethod: 'validation.paymentMethod.required' },
};

describe('a shop whose Paymob account has no wallet integration', () => {
  let cardsOnly: TestApp;
  beforeAll(async () => {
    const keys = PAYMOB_STAND_IN_KEYS;
    cardsOnly = await createTestApp({
      payments: readPaymentConfig({
        PAYMOB_SECRET_KEY: keys.secretKey,
        PAYMOB_PUBLIC_KEY: keys.publicKey,
        PAYMOB_API_KEY: keys.apiKey,
        PAYMOB_HMAC_SECRET: keys.hmacSecret,
        PAYMOB_INTEGRATION_IDS: `card:${keys.integrationIds.card}`,
        PAYMOB_API_BASE: paymob.baseUrl.href,
      }),
    });
  });
  afterAll(async () => {
    await cardsOnly?.close();
  });

  it('does not offer the mobile wallet, and refuses it at checkout as an unknown method, while its cards are real', async () => {
    const shop = await cardsOnly.app.inject({ method: 'GET', url: '/api/shop' });
    expect(shop.json()).toMatchObject({ paymentProviders: ['paymob'], mobileWallet: false });
    const user = await createTestUser(cardsOnly.ctx);
    // One for the wallet's attempt, one for the card after it.
    await fillCart(cardsOnly.db, user.id, [[10, 1]]);
    const refused = await checkout(cardsOnly.app, user, { ...VALID_CHECKOUT, paymentMethod: 'mobile-wallet' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(UNKNOWN_METHOD_REFUSAL);
    const card = await checkout(cardsOnly.app, user, VALID_CHECKOUT);
    expect(card.statusCode).toBe(201);
    expect(card.json<CheckoutResponse>().order).toMatchObject({
      currency: 'EGP',
      paymentMethod: 'credit-card',
      payment: { provider: 'paymob', state: 'awaiting' },
    });
  });
});
