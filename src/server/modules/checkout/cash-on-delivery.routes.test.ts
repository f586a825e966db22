import { withTestApp, createTestUser, type TestUser } from '../../test/harness';
import type { CheckoutResponse, Order } from '../../../universal/contracts/order';
import { runRegionsCommand } from '../regions/operator';
import { orderStatusChanges } from '../orders/status-changes';
import {
  cartOf,
  checkout,
  EGYPT_IN_EGP,
  inPounds,
  confirmedCheckout,
  fillCart,
  newKey,
  orderCount,
  priceOf,
  stockLeft,
  UK_ADDRESS,
  VALID_CHECKOUT,
} from '../../test/checkout-test-support';
import { chargesOf } from '../../../universal/order-charges';

/**
 * Cash on delivery (issue 34, decision 0078): Egypt takes it for migration 033's fee, EGP 15 since Egypt settles in
 * pounds (migration 052); the UK does not.
 */
const EGYPT_COD = { ...VALID_CHECKOUT, paymentMethod: 'cash-on-delivery' };
const UK_COD = { ...EGYPT_COD, shippingAddress: UK_ADDRESS };
const EGYPT_FEE_CENTS = EGYPT_IN_EGP.codFee;
const STANDARD = EGYPT_IN_EGP.standard;

// Every shopper here orders to the same address and phone: the cap on unpaid cash-on-delivery orders per
// shopper (decision 0089, hoarding.routes.test.ts) is out of the way of these tests of the orders themselves.
const t = withTestApp({ orderLimits: { unitsPerVariant: 10, unpaidCashOnDelivery: 100 } });

const regions = (...args: string[]) =>
  runRegionsCommand(t.db, args, { now: t.clock.now(), timeZone: t.ctx.config.shopTimeZone });

async function storedMoney(id: string) {
  const [row] = await t.db.query<{
    payment_method: string;
    subtotal_cents: number;
    tax_cents: number;
    total_cents: number;
  }>('SELECT payment_method, subtotal_cents, tax_cents, total_cents FROM orders WHERE id = $1', [id]);
  const charges = await t.db.query<{ kind: string; amount_cents: number }>(
    'SELECT kind, amount_cents FROM order_charges WHERE order_id = $1 ORDER BY position',
    [id],
  );
  return row && { ...row, charges };
}

async function mailsTo(user: TestUser) {
  await t.events.drain();
  return t.db.query<{ subject: string; body_text: string; body_html: string }>(
    'SELECT subject, body_text, body_html FROM mail_outbox WHERE recipient = $1 ORDER BY id',
    [user.email],
  );
}

describe('cash on delivery at checkout', () => {
  it("an Egyptian order paid on delivery adds the region's fee as its own total, to the cent", async () => {
    const user = await createTestUser(t.ctx);
    // One of product 10 ($34.99, EGP 1,697) stays under Egypt's EGP 2,425: standard delivery costs EGP 145.
    await fillCart(t.db, user.id, [[10, 1]]);
    const price = inPounds(await priceOf(t.db, 10));
    const response = await checkout(t.app, user, EGYPT_COD);
    expect(response.statusCode).toBe(201);
    const { order } = response.json<CheckoutResponse>();
    const vat = price - Math.round((price * 100) / 114);
    expect(order).toMatchObject({
      subtotal: price / 100,
      charges: chargesOf({ delivery: STANDARD, 'cod-fee': EGYPT_FEE_CENTS }),
      // VAT is inside the prices; the fee, like delivery, is on top of them and untaxed.
      tax: vat / 100,
      totalPrice: (price + STANDARD + EGYPT_FEE_CENTS) / 100,
      // No "(Demo)": no money is taken online, the courier takes the real amount.
      paymentMethod: 'cash-on-delivery',
      paymentDue: 'on-delivery',
    });
    expect(await storedMoney(order._id)).toEqual({
      payment_method: 'cash-on-delivery',
      subtotal_cents: price,
      tax_cents: vat,
      total_cents: price + STANDARD + EGYPT_FEE_CENTS,
      charges: [
        { kind: 'delivery', amount_cents: STANDARD },
        { kind: 'cod-fee', amount_cents: EGYPT_FEE_CENTS },
      ],
    });
    // The order page reads the same order.
    const read = await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: user.headers });
    expect(read.json<Order>()).toEqual(order);
  });

  it('an order paid online in Egypt pays no fee and owes nothing on delivery', async () => {
    const user = await createTestUser(t.ctx);
    await fillCart(t.db, user.id, [[10, 1]]);
    const price = inPounds(await priceOf(t.db, 10));
    const { order } = (await checkout(t.app, user, VALID_CHECKOUT)).json<CheckoutResponse>();
    expect(order).toMatchObject({
      charges: chargesOf({ delivery: STANDARD }),
      paymentDue: null,
      totalPrice: (price + STANDARD) / 100,
    });
    expect((await storedMoney(order._id))?.charges).toEqual([{ kind: 'delivery', amount_cents: STANDARD }]);
  });

  it('takes the wire form a client marks "(Demo)" as cash on delivery, stored bare', async () => {
    const user = await createTestUser(t.ctx);
    await fillCart(t.db, user.id, [[10, 1]]);
    const response = await checkout(t.app, user, { ...EGYPT_COD, paymentMethod: 'cash-on-delivery (Demo)' });
    expect(response.statusCode).toBe(201);
    expect(response.json<CheckoutResponse>().order).toMatchObject({
      paymentMethod: 'cash-on-delivery',
      charges: chargesOf({ delivery: STANDARD, 'cod-fee': EGYPT_FEE_CENTS }),
    });
  });

  it('refuses cash on delivery to the United Kingdom: 400 on paymentMethod, nothing ordered or taken', async () => {
    const user = await createTestUser(t.ctx);
    await fillCart(t.db, user.id, [[1, 1]]);
    const stock = await stockLeft(t.db, 1);
    const key = newKey();
    const body = await confirmedCheckout(t.app, user, UK_COD);
    const refused = await checkout(t.app, user, body, key);
    expect(refused.statusCode).toBe(400);
    const message = 'Cash on delivery is not available for this country. Please choose another payment method.';
    expect(refused.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message,
      errors: { paymentMethod: message },
      messageId: 'validation.paymentMethod.cashOnDeliveryUnavailable',
      errorIds: { paymentMethod: 'validation.paymentMethod.cashOnDeliveryUnavailable' },
    });
    expect(await orderCount(t.db, user.id)).toBe(0);
    expect(await cartOf(t.db, user.id)).toEqual([{ product_id: 1, quantity: 1 }]);
    expect(await stockLeft(t.db, 1)).toBe(stock);
    // Nothing was committed, so the shopper's next attempt with that key pays another way.
    const paidOnline = await checkout(t.app, user, { ...body, paymentMethod: 'credit-card' }, key);
    expect(paidOnline.statusCode).toBe(201);
  });

  it('follows the operator: a new fee prices the next order, and a region that stops it refuses', async () => {
    const user = await createTestUser(t.ctx);
    await fillCart(t.db, user.id, [[10, 1]]);
    const price = inPounds(await priceOf(t.db, 10));
    try {
      expect((await regions('set-cod', 'egypt', 'on', '--fee', '1.25')).exitCode).toBe(0);
      const { order } = (await checkout(t.app, user, EGYPT_COD)).json<CheckoutResponse>();
      expect(order).toMatchObject({
        charges: chargesOf({ delivery: STANDARD, 'cod-fee': 125 }),
        totalPrice: (price + STANDARD + 125) / 100,
      });

      // The fee is in the region's currency: EGP 1.25.
      // On without a fee: offered, and nothing added.
      await fillCart(t.db, user.id, [[10, 1]]);
      expect((await regions('set-cod', 'egypt', 'on')).exitCode).toBe(0);
      const free = (await checkout(t.app, user, EGYPT_COD)).json<CheckoutResponse>().order;
      expect(free).toMatchObject({ totalPrice: (price + STANDARD) / 100, paymentDue: 'on-delivery' });
      expect(free.charges).toEqual(chargesOf({ delivery: STANDARD }));

      await fillCart(t.db, user.id, [[10, 1]]);
      expect((await regions('set-cod', 'egypt', 'off')).exitCode).toBe(0);
      const refused = await checkout(t.app, user, EGYPT_COD);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: { paymentMethod: expect.any(String) },
      });
    } finally {
      await regions('set-cod', 'egypt', 'on', '--fee', '15');
    }
  });

  it("keeps to the region's order limits, the fee in the total: under the least or over the most is refused, nothing taken", async () => {
    const user = await createTestUser(t.ctx);
    await fillCart(t.db, user.id, [[10, 1]]);
    const total = inPounds(await priceOf(t.db, 10)) + STANDARD + EGYPT_FEE_CENTS;
    const pounds = (cents: number) => (cents / 100).toFixed(2);
    const stock = await stockLeft(t.db, 10);
    const refusedWith = async (minCents: number | 'off', maxCents: number | 'off') => {
      const limit = (cents: number | 'off') => (cents === 'off' ? 'off' : pounds(cents));
      expect(
        (await regions('set-cod', 'egypt', 'on', '--fee', '15', '--min', limit(minCents), '--max', limit(maxCents)))
          .exitCode,
      ).toBe(0);
      const refused = await checkout(t.app, user, EGYPT_COD);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        errorIds: { paymentMethod: 'validation.paymentMethod.cashOnDeliveryLimit' },
      });
      expect(await orderCount(t.db, user.id)).toBe(0);
      expect(await stockLeft(t.db, 10)).toBe(stock);
    };
    try {
      // One minor unit over the most, and one under the least: the fee counts.
      await refusedWith('off', total - 1);
      await refusedWith(total + 1, 'off');
      // The GET the pages read carries the limits.
      const terms = await t.app.inject({ method: 'GET', url: '/catalog/delivery' });
      const egypt = terms
        .json<{ countries: { country: string; cashOnDelivery: unknown }[] }>()
        .countries.find((entry) => entry.country === 'EG');
      expect(egypt?.cashOnDelivery).toEqual({ feeCents: EGYPT_FEE_CENTS, minOrderCents: total + 1 });
      // Exactly at both limits: taken.
      expect(
        (await regions('set-cod', 'egypt', 'on', '--fee', '15', '--min', pounds(total), '--max', pounds(total)))
          .exitCode,
      ).toBe(0);
      const placed = await checkout(t.app, user, EGYPT_COD);
      expect(placed.statusCode).toBe(201);
      expect(placed.json<CheckoutResponse>().order.totalPrice).toBe(total / 100);
      // Online, the limits do not apply.
      await fillCart(t.db, user.id, [[10, 1]]);
      expect((await regions('set-cod', 'egypt', 'on', '--min', 'off', '--max', pounds(total - 1))).exitCode).toBe(0);
      expect((await checkout(t.app, user, { ...EGYPT_COD, paymentMethod: 'credit-card' })).statusCode).toBe(201);
    } finally {
      await regions('set-cod', 'egypt', 'on', '--fee', '15', '--min', 'off', '--max', 'off');
    }
  });

  it('goes through the idempotency key like any order: a retry replays the one order, fee and all', async () => {
    const user = await createTestUser(t.ctx);
    await fillCart(t.db, user.id, [[10, 1]]);
    const key = newKey();
    const body = await confirmedCheckout(t.app, user, EGYPT_COD);
    const first = await checkout(t.app, user, body, key);
    await fillCart(t.db, user.id, [[2, 1]]);
    const again = await checkout(t.app, user, body, key);
    expect(first.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await orderCount(t.db, user.id)).toBe(1);
    // The same key with another payment method is another request.
    const other = await checkout(t.app, user, { ...body, paymentMethod: 'paypal' }, key);
    expect(other.statusCode).toBe(422);
  });
});

describe('an order paid on delivery, from confirmation to delivery', () => {
  it('is "to be paid on delivery" in the confirmation and the shipped mail, then "Paid on delivery"', async () => {
    const user = await createTestUser(t.ctx);
    await fillCart(t.db, user.id, [[10, 1]]);
    const { order } = (await checkout(t.app, user, EGYPT_COD)).json<CheckoutResponse>();
    // EGP 1,697 of goods, EGP 145 delivery and the EGP 15 fee, in pounds: never a dollar amount a courier cannot take.
    expect(order.totalPrice).toBe(1857);
    const total = 'EGP\u00a01,857.00';

    const [confirmation] = await mailsTo(user);
    expect(confirmation?.body_text).toContain('Cash on delivery fee: EGP\u00a015.00');
    expect(confirmation?.body_text).toContain('Payment: Cash on delivery\n');
    expect(confirmation?.body_text).toContain(`To be paid on delivery: ${total}`);
    expect(confirmation?.body_html).toContain(`To be paid on delivery: ${total}`);

    const changes = orderStatusChanges(t.db);
    const shipped = await changes.advance(order._id, 'shipped', t.clock.now());
    expect(shipped).toMatchObject({ ok: true, order: { paymentDue: 'on-delivery' } });
    const delivered = await changes.advance(order._id, 'delivered', t.clock.now());
    expect(delivered).toMatchObject({ ok: true, order: { paymentDue: null } });

    const [, shippedMail, deliveredMail] = await mailsTo(user);
    expect(shippedMail?.body_text).toContain(`To be paid on delivery: ${total}`);
    expect(deliveredMail?.body_text).toContain('Paid on delivery');
    expect(deliveredMail?.body_text).not.toContain('To be paid');
  });

  it('owes nothing once cancelled', async () => {
    const user = await createTestUser(t.ctx);
    await fillCart(t.db, user.id, [[10, 1]]);
    const { order } = (await checkout(t.app, user, EGYPT_COD)).json<CheckoutResponse>();
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/cancel`,
      headers: user.headers,
    });
    expect(cancelled.json<Order>()).toMatchObject({ status: 'cancelled', paymentDue: null });
    const mails = await mailsTo(user);
    expect(mails.at(-1)?.body_text).not.toContain('on delivery');
  });

  it('writes the lines in Arabic for an Arabic profile', async () => {
    const user = await createTestUser(t.ctx);
    await t.db.query("UPDATE users SET language = 'ar' WHERE id = $1", [user.id]);
    await fillCart(t.db, user.id, [[10, 1]]);
    await checkout(t.app, user, EGYPT_COD);
    const [mail] = await mailsTo(user);
    // Pounds as an Arabic reader writes them, between right-to-left marks.
    expect(mail?.body_text).toContain('رسوم الدفع عند الاستلام: \u200f15.00\u00a0ج.م.\u200f');
    expect(mail?.body_text).toContain('المبلغ المستحق عند الاستلام: \u200f1,857.00\u00a0ج.م.\u200f');
    expect(mail?.body_html).toContain('dir="rtl"');
  });
});
