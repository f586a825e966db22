import { randomUUID } from 'node:crypto';
import { apiCaller, createTestUser, guestBrowser, type TestUser, withTestApp } from '../../test/harness';
import type { Cart } from '../../../universal/contracts/cart';
import type { AdminOrder } from '../../../universal/contracts/admin/orders';
import type { CheckoutResponse, Order } from '../../../universal/contracts/order';
import {
  applyPromoCode,
  cartOf,
  checkout,
  EGYPT_IN_EGP,
  fillCart,
  guestCheckout,
  orderCount,
  stockLeft,
  UK_ADDRESS,
  US_ADDRESS,
  VALID_CHECKOUT,
} from '../../test/checkout-test-support';
import { chargesOf } from '../../../universal/order-charges';
import { createTestStaff } from '../staff/test-support';
import { orderStatusChanges } from '../orders/status-changes';
import { setRates } from '../rates';
import { terminalActor } from '../audit/terminal-actor';
import { pdfText } from '../receipts/receipt-test-support';
import { bumpCatalogueVersion, noteCatalogueChanged } from '../catalogue';

// Staff members here have password hashes: see cheap-argon2.ts.
jest.mock('argon2', () => jest.requireActual('../../test/reliability/cheap-argon2').cheapArgon2());

/**
 * Charging in the shopper's own currency (issue 50): each region settles in its currency (Egypt EGP, the UK
 * GBP, the US USD), the order keeps what it charged, and refunds pay back in it. The demo rates are migration
 * 013's (48.50 EGP and 0.79 GBP per dollar); Egypt rounds to the whole pound, sterling ends at .99.
 */
const t = withTestApp({ orderLimits: { unitsPerVariant: 10, unpaidCashOnDelivery: 100 }, ratesMaxAgeHours: 48 });

const UK_CHECKOUT = { ...VALID_CHECKOUT, shippingAddress: UK_ADDRESS };
const US_CHECKOUT = { ...VALID_CHECKOUT, shippingAddress: US_ADDRESS };
const EGYPT_COD = { ...VALID_CHECKOUT, paymentMethod: 'cash-on-delivery' };

const adminOrders = apiCaller(t, '/api/admin/orders');

/** Sets the demo rate of one currency again, at `at`, as `npm run rates -- set` does. */
const setRate = (currency: 'EGP' | 'GBP', unitsPerUsd: number, at = t.clock.now()) =>
  setRates(t.db, [{ currency, unitsPerUsd, setAt: at }], terminalActor(), at);

afterEach(async () => {
  await setRate('EGP', EGYPT_IN_EGP.rate);
  await setRate('GBP', 0.79);
  await t.db.query('DELETE FROM variant_prices');
});

async function storedOrder(id: string) {
  const [row] = await t.db.query<{ currency: string; rate: number | null; total_cents: number }>(
    'SELECT currency, rate_units_per_usd::float8 AS rate, total_cents FROM orders WHERE id = $1',
    [id],
  );
  return row;
}

describe('an Egyptian cash-on-delivery order is priced, mailed, received and collected in pounds', () => {
  it('a guest sees EGP from checkout to the courier', async () => {
    const browser = guestBrowser(t.app);
    expect((await browser.send('POST', '/api/cart/add', { productId: '10', quantity: 2 })).statusCode).toBe(200);
    const placed = await guestCheckout(browser, { email: 'nour.guest@example.com' }, { ...EGYPT_COD, currency: 'EGP' });
    expect(placed.statusCode).toBe(201);
    const { order } = placed.json<CheckoutResponse>();
    // Two of $34.99 are EGP 1,697 each; EGP 3,394 passes EGP 2,425, so delivery is free; the fee is EGP 15.
    expect(order).toMatchObject({
      currency: 'EGP',
      rate: { unitsPerUsd: 48.5 },
      subtotal: 3394,
      charges: chargesOf({ delivery: 0, 'cod-fee': EGYPT_IN_EGP.codFee }),
      totalPrice: 3409,
      paymentDue: 'on-delivery',
    });
    expect(order.items[0]).toMatchObject({ price: 1697, quantity: 2 });
    expect(await storedOrder(order._id)).toEqual({
      currency: 'EGP',
      rate: 48.5,
      total_cents: 340_900,
    });

    await t.events.drain();
    const [mail] = await t.db.query<{ body_text: string }>('SELECT body_text FROM mail_outbox WHERE recipient = $1', [
      'nour.guest@example.com',
    ]);
    expect(mail?.body_text).toContain('To be paid on delivery: EGP\u00a03,409.00');
    expect(mail?.body_text).not.toContain('$');

    const access = { 'x-order-access': order.access ?? '' };
    const receipt = await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}/receipt.pdf`, headers: access });
    const [page] = await pdfText(receipt.rawPayload);
    const text = page!.lines.join('\n');
    expect(text).toContain('Order total EGP 3,409.00');
    expect(text).toContain('Amounts in EGP (Egyptian Pound), the currency the order was charged in.');

    // Collected: delivered, nothing is due any more, and the order still reads in pounds.
    const changes = orderStatusChanges(t.db);
    await changes.advance(order._id, 'delivered', t.clock.now());
    const read = await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: access });
    expect(read.json<Order>()).toMatchObject({ currency: 'EGP', totalPrice: 3409, paymentDue: null });
  });
});

describe('a UK order', () => {
  it('is charged in sterling with VAT inside, and its partial refunds go back in sterling, summing exactly to what was paid', async () => {
    const user = await createTestUser(t.ctx);
    await fillCart(t.db, user.id, [[10, 1]]);
    const placed = await checkout(t.app, user, { ...UK_CHECKOUT, currency: 'GBP' });
    expect(placed.statusCode).toBe(201);
    const { order } = placed.json<CheckoutResponse>();
    // $34.99 is £27.64 at 0.79, charged £27.99; UK standard delivery £8.00 under £79.
    expect(order).toMatchObject({ currency: 'GBP', subtotal: 27.99, tax: 4.66, taxIncluded: true, totalPrice: 35.99 });
    await orderStatusChanges(t.db).advance(order._id, 'delivered', t.clock.now());

    const member = await createTestStaff(t, 'support');
    const refund = async (amount: number) => {
      const answer = await adminOrders(member, 'POST', `/${order._id}/refunds`, {
        key: randomUUID(),
        reason: 'Box was dented',
        amount,
      });
      return { status: answer.statusCode, body: answer.json<AdminOrder & { message?: string }>() };
    };
    const part = await refund(10.01);
    expect(part.status).toBe(201);
    expect(part.body.money).toMatchObject({ paid: 35.99, refunded: 10.01, refundable: 25.98 });
    expect(part.body.timeline.at(-1)).toMatchObject({ what: 'order.refund', detail: '£10.01 · Box was dented' });
    const tooMuch = await refund(25.99);
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.message).toBe('At most £25.98 of this order can still be refunded.');
    expect((await refund(25.98)).status).toBe(201);
    const [sum] = await t.db.query<{ refunded: number }>(
      'SELECT sum(amount_cents)::int AS refunded FROM order_refunds WHERE order_id = $1',
      [order._id],
    );
    expect(sum?.refunded).toBe(3599);

    await t.events.drain();
    const mails = await t.db.query<{ body_text: string }>(
      `SELECT body_text FROM mail_outbox WHERE order_id = $1 AND subject LIKE '%refund%' ORDER BY id`,
      [order._id],
    );
    expect(mails.map((mail) => mail.body_text.match(/£[\d.,]+/)?.[0])).toEqual(['£10.01', '£25.98']);
  });

  it('takes parallel refunds to exactly what was paid, never a penny more', async () => {
    const user = await createTestUser(t.ctx);
    await fillCart(t.db, user.id, [[10, 1]]);
    const { order } = (await checkout(t.app, user, UK_CHECKOUT)).json<CheckoutResponse>();
    await orderStatusChanges(t.db).advance(order._id, 'delivered', t.clock.now());
    const member = await createTestStaff(t, 'support');
    // Eight refunds of £5.00 race for £35.99: seven fit, the eighth finds £0.99 left.
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        adminOrders(member, 'POST', `/${order._id}/refunds`, { key: randomUUID(), reason: 'Goodwill', amount: 5 }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 201, 201, 201, 201, 201, 409]);
    const [sum] = await t.db.query<{ refunded: number }>(
      'SELECT sum(amount_cents)::int AS refunded FROM order_refunds WHERE order_id = $1',
      [order._id],
    );
    expect(sum?.refunded).toBe(3500);
  });
});

describe('a US order', () => {
  it("is unchanged: dollars, the spec's 8 % added, no rate", async () => {
    const user = await createTestUser(t.ctx);
    await fillCart(t.db, user.id, [[10, 1]]);
    const { order } = (await checkout(t.app, user, US_CHECKOUT)).json<CheckoutResponse>();
    expect(order).toMatchObject({ currency: 'USD', subtotal: 34.99, tax: 2.8, taxIncluded: false, totalPrice: 37.79 });
    expect(order.rate).toBeUndefined();
  });
});

describe('prices and rates at checkout', () => {
  it('a rate change between the cart and the checkout answers 409 CART_CHANGED; the new total is charged once confirmed', async () => {
    const user = await createTestUser(t.ctx);
    await fillCart(t.db, user.id, [[10, 1]]);
    const shown = (await t.app.inject({ method: 'GET', url: '/api/cart', headers: user.headers })).json<Cart>();
    await setRate('EGP', 50);
    const refused = await checkout(t.app, user, { ...VALID_CHECKOUT, cartVersion: shown.version });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CART_CHANGED' });
    expect(await orderCount(t.db, user.id)).toBe(0);
    // The page reads the cart (and the rates) again, and the shopper confirms the new total: $34.99 at 50 is EGP 1,750.
    const { order } = (await checkout(t.app, user, VALID_CHECKOUT)).json<CheckoutResponse>();
    expect(order).toMatchObject({ currency: 'EGP', subtotal: 1750, rate: { unitsPerUsd: 50 } });
  });

  it('a price-list price beats the converted one, and a cart priced only from lists needs no rate', async () => {
    const user = await createTestUser(t.ctx);
    await fillCart(t.db, user.id, [[10, 1]]);
    await t.db.query("INSERT INTO variant_prices (sku, currency, amount_minor) VALUES ('P10', 'EGP', 150000)");
    // As the price list's writer does: pages and cached answers follow the new version.
    await bumpCatalogueVersion(t.db);
    noteCatalogueChanged();
    // Stale: set 49 hours before the checkout, with a 48-hour limit. Listed prices do not need it.
    await setRate('EGP', 48.5, new Date(t.clock.now().getTime() - 49 * 3_600_000));
    const { order } = (await checkout(t.app, user, VALID_CHECKOUT)).json<CheckoutResponse>();
    expect(order).toMatchObject({ currency: 'EGP', subtotal: 1500 });
    expect(order.items[0]?.price).toBe(1500);
    expect(order.rate).toBeUndefined();
    // The product's answer carries the list, so the page shows the figure checkout charged.
    const product = await t.app.inject({ method: 'GET', url: '/catalog/products/10' });
    expect(product.json()).toMatchObject({ prices: { EGP: 150000 } });
  });

  it('refuses a converted price whose rate is older than RATES_MAX_AGE_HOURS: 503, nothing taken', async () => {
    const user = await createTestUser(t.ctx);
    await fillCart(t.db, user.id, [[10, 1]]);
    const stock = await stockLeft(t.db, 10);
    await setRate('EGP', 48.5, new Date(t.clock.now().getTime() - 49 * 3_600_000));
    const refused = await checkout(t.app, user, VALID_CHECKOUT);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({
      code: 'RATES_STALE',
      message: 'Prices in EGP are being updated. Nothing was ordered: please try again in a little while.',
    });
    expect(await orderCount(t.db, user.id)).toBe(0);
    expect(await stockLeft(t.db, 10)).toBe(stock);
    expect(await cartOf(t.db, user.id)).toEqual([{ product_id: 10, quantity: 1 }]);
    // The United States needs no rate.
    expect((await checkout(t.app, user, US_CHECKOUT)).statusCode).toBe(201);
  });

  it('refuses a checkout naming another currency than its region: 400, nothing taken', async () => {
    const user = await createTestUser(t.ctx);
    await fillCart(t.db, user.id, [[10, 1]]);
    const stock = await stockLeft(t.db, 10);
    const refused = await checkout(t.app, user, { ...VALID_CHECKOUT, currency: 'USD' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'CURRENCY_MISMATCH' });
    expect(await orderCount(t.db, user.id)).toBe(0);
    expect(await stockLeft(t.db, 10)).toBe(stock);
  });

  it("takes a dollar promotion's amount at the rate, to the piastre", async () => {
    const user = await createTestUser(t.ctx);
    await fillCart(t.db, user.id, [[10, 1]]);
    expect((await applyPromoCode(t.app, user, 'SAVE5')).statusCode).toBe(200);
    const { order } = (await checkout(t.app, user, VALID_CHECKOUT)).json<CheckoutResponse>();
    // $5 at 48.50 is EGP 242.50 off EGP 1,697; delivery EGP 145.
    expect(order.charges).toEqual(chargesOf({ discount: -24_250, delivery: EGYPT_IN_EGP.standard }));
    expect(order.totalPrice).toBe(1697 - 242.5 + 145);
  });

  it("takes a promotion's own pounds over its dollars at the rate, its minimum in pounds at the cart and at checkout", async () => {
    // $5 off anywhere; in Egypt EGP 250 off an order of EGP 2,000 or more, whatever the rate.
    await t.db.query("INSERT INTO promotions (code, kind, amount_cents) VALUES ('NILE250', 'flat', 500)");
    await t.db.query(
      "INSERT INTO promotion_currency_amounts (code, currency, amount_minor, min_order_minor) VALUES ('NILE250', 'EGP', 25000, 200000)",
    );
    const user = await createTestUser(t.ctx);
    await fillCart(t.db, user.id, [[10, 1]]);
    // EGP 1,697 is under the pounds' minimum; in dollars ($34.99) the code has none.
    expect((await applyPromoCode(t.app, user, 'NILE250', 'EGP')).statusCode).toBe(400);
    expect((await applyPromoCode(t.app, user, 'NILE250', 'USD')).statusCode).toBe(200);
    const under = (await checkout(t.app, user, VALID_CHECKOUT)).json<CheckoutResponse>().order;
    expect(under.charges).toEqual(chargesOf({ delivery: EGYPT_IN_EGP.standard }));

    await fillCart(t.db, user.id, [[10, 2]]);
    const applied = await applyPromoCode(t.app, user, 'NILE250', 'EGP');
    expect(applied.statusCode).toBe(200);
    expect(applied.json<Cart>().promotion).toEqual({
      kind: 'flat',
      cents: 500,
      minOrderCents: 0,
      currencyAmounts: [{ currency: 'EGP', amountMinor: 25000, minOrderMinor: 200000 }],
    });
    // A new rate moves the goods, not the code's pounds: two of $34.99 at 50 are EGP 3,500, less EGP 250.
    await setRate('EGP', 50);
    const { order } = (await checkout(t.app, user, VALID_CHECKOUT)).json<CheckoutResponse>();
    expect(order).toMatchObject({ currency: 'EGP', subtotal: 3500, rate: { unitsPerUsd: 50 } });
    expect(order.charges).toEqual(chargesOf({ discount: -25_000, delivery: 0 }));
    expect(order.totalPrice).toBe(3250);
  });

  it('never changes a placed order: a later rate leaves its pounds as charged', async () => {
    const user: TestUser = await createTestUser(t.ctx);
    await fillCart(t.db, user.id, [[10, 1]]);
    const { order } = (await checkout(t.app, user, VALID_CHECKOUT)).json<CheckoutResponse>();
    await setRate('EGP', 60);
    const read = await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: user.headers });
    expect(read.json<Order>()).toEqual(order);
    expect(order).toMatchObject({ subtotal: 1697, rate: { unitsPerUsd: 48.5 } });
  });
});
