import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import { serverOptions } from '../app';
import type { AppContext } from '../context';
import type { Queryable } from '../db/database';
import { installErrorHandler } from '../http/errors';
import type { GuestBrowser, TestApp, TestUser } from './harness';
import { authenticate } from '../modules/auth';
import type { CheckoutFaults } from '../modules/checkout/checkout';
import type { Cart } from '../../universal/contracts/cart';
import type { CheckoutResponse } from '../../universal/contracts/order';
import checkoutRoutes from '../modules/checkout/routes';
import { IN_CAIRO } from '../../test/addresses';

/** Test helpers for checking out and placing orders, shared by the modules' tests (not a test file). */

/** A shopper in Egypt (the shop's country): VAT 14 % inside the prices, the Egypt region's delivery prices. */
export const VALID_ADDRESS = IN_CAIRO;

/** The spec's shopper (§9) is in the United States, where its terms hold: 8 % tax added, express $9.99. */
export const US_ADDRESS = {
  name: 'Amira Hassan',
  phone: '(201) 555-0123',
  street: '12 Main Street',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62701',
  country: 'United States',
};

/** A shopper in London: VAT 20 % inside the prices, charged in sterling (issue 50). */
export const UK_ADDRESS = {
  name: 'Amira Hassan',
  phone: '07400 123456',
  street: '10 Downing Street',
  city: 'London',
  state: '',
  zipCode: 'SW1A 2AA',
  country: 'United Kingdom',
};

/**
 * Egypt's terms as migration 052 turned them into pounds at the demo rate (48.50 per dollar), in piastres:
 * standard delivery $2.99 → EGP 145, free from $50 → EGP 2,425, the cash-on-delivery fee $0.30 → EGP 15.
 */
export const EGYPT_IN_EGP = { rate: 48.5, standard: 14_500, freeOver: 242_500, codFee: 1_500 } as const;

/**
 * A dollar price in Egyptian pounds as the demo shop charges it: at the demo rate, to the whole pound (half up),
 * the rule migration 052 gives EGP. $34.99 → EGP 1,697 (169,700 piastres).
 */
export const inPounds = (usdCents: number) => Math.round((usdCents * EGYPT_IN_EGP.rate) / 100) * 100;

export const VALID_CHECKOUT = {
  shippingAddress: VALID_ADDRESS,
  paymentMethod: 'credit-card',
  deliveryOption: 'standard',
};

let keyCounter = 0;
export const newKey = () => `test-key-${Date.now()}-${(keyCounter += 1)}`;

/**
 * Puts lines straight into the cart table: these tests are about checkout, not the cart API. A line
 * names a product (its default variant) or a SKU.
 */
export async function fillCart(db: Queryable, userId: string, lines: [product: number | string, quantity: number][]) {
  for (const [product, quantity] of lines) {
    const added = await db.query(
      `INSERT INTO cart_items (cart_id, product_id, sku, quantity)
       SELECT $1, product_id, sku, $3 FROM product_variants
       WHERE ${typeof product === 'number' ? 'product_id = $2 AND position = 0' : 'sku = $2'}
       RETURNING sku`,
      [userId, product, quantity],
    );
    if (added.length === 0) throw new Error(`no variant ${product}`);
  }
}

/** Sets a variant's units on hand (a product's default variant, or a SKU). */
export async function setStockOf(db: Queryable, product: number | string, stock: number): Promise<string> {
  const [row] = await db.query<{ sku: string }>(
    `UPDATE product_variants SET stock = $2, stock_changed = nextval('stock_changes')
     WHERE ${typeof product === 'number' ? 'product_id = $1 AND position = 0' : 'sku = $1'} RETURNING sku`,
    [product, stock],
  );
  if (!row) throw new Error(`no variant ${product}`);
  return row.sku;
}

/** A variant's units on hand (a product's default variant, or a SKU). */
export async function stockLeft(db: Queryable, product: number | string): Promise<number> {
  const [row] = await db.query<{ stock: number }>(
    `SELECT stock FROM product_variants
     WHERE ${typeof product === 'number' ? 'product_id = $1 AND position = 0' : 'sku = $1'}`,
    [product],
  );
  if (!row) throw new Error(`no variant ${product}`);
  return row.stock;
}

export async function cartOf(db: Queryable, userId: string) {
  return db.query<{ product_id: number; quantity: number }>(
    'SELECT product_id, quantity FROM cart_items WHERE cart_id = $1 ORDER BY product_id',
    [userId],
  );
}

export async function orderCount(db: Queryable, userId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE user_id = $1', [userId]);
  return row?.n ?? 0;
}

/** What checkout charges for a unit of a product's default variant (the variant's price, in cents). */
export async function priceOf(db: Queryable, productId: number): Promise<number> {
  const [row] = await db.query<{ price_cents: number }>(
    'SELECT price_cents FROM product_variants WHERE product_id = $1 AND position = 0',
    [productId],
  );
  if (!row) throw new Error(`no product ${productId}`);
  return row.price_cents;
}

type Injectable = Pick<TestApp['app'], 'inject'>;

/** The cart's version as GET /api/cart answers it: what the checkout page sends as cartVersion. */
export async function cartVersion(app: Injectable, user: TestUser): Promise<number> {
  const cart = await app.inject({ method: 'GET', url: '/api/cart', headers: user.headers });
  if (cart.statusCode !== 200) throw new Error(`GET /api/cart answered ${cart.statusCode}: ${cart.body}`);
  return cart.json<Cart>().version;
}

/** A checkout body confirming the cart as it stands now, for a test that sends it more than once. */
export async function confirmedCheckout(app: Injectable, user: TestUser, body: object = VALID_CHECKOUT) {
  return { ...body, cartVersion: await cartVersion(app, user) };
}

/** Puts a promo code on the shopper's cart through the cart API, as the cart page does. */
/** Applies a code as the cart's box does; `currency` is the one the shopper is charged in (US dollars if none). */
export const applyPromoCode = (app: Injectable, user: TestUser, code: string, currency?: string) =>
  app.inject({ method: 'PUT', url: '/api/cart/promo', headers: user.headers, payload: { code, currency } });

/**
 * Checks out as the checkout page does: confirming the cart as it stands now (its version read through
 * `app`'s GET /api/cart), unless the body names a cartVersion of its own. A test that sends the same
 * request twice (an idempotent retry) passes the version in the body, as a client's retry repeats it.
 */
export async function checkout(
  app: Injectable,
  user: TestUser,
  body: unknown = VALID_CHECKOUT,
  key: string | null = newKey(),
) {
  const payload =
    body && typeof body === 'object' && !('cartVersion' in body)
      ? { ...body, cartVersion: await cartVersion(app, user) }
      : body;
  return app.inject({
    method: 'POST',
    url: '/api/orders/checkout',
    headers: { ...user.headers, ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: payload as Record<string, unknown>,
  });
}

/**
 * Checks out a guest browser's cart as the checkout page does: confirming the cart as it stands now, with
 * the guest's details (`guest`) and a fresh idempotency key.
 */
export async function guestCheckout(browser: GuestBrowser, guest: object, body: object = VALID_CHECKOUT) {
  const cart = (await browser.send('GET', '/api/cart')).json<Cart>();
  return browser.send(
    'POST',
    '/api/orders/checkout',
    { ...body, cartVersion: cart.version, guest },
    { 'idempotency-key': newKey() },
  );
}

/** Places an order through the API and returns it. */
export async function placeTestOrder(t: TestApp, user: TestUser, lines: [number | string, number][] = [[1, 1]]) {
  await fillCart(t.db, user.id, lines);
  const response = await checkout(t.app, user);
  if (response.statusCode !== 201) throw new Error(`checkout failed: ${response.statusCode} ${response.body}`);
  // Its events handled, as the shop does a moment after the checkout (its confirmation is queued).
  await t.events.drain();
  return response.json<CheckoutResponse>().order;
}

/** Just the checkout routes, with faults injected: the production app never passes any. */
export async function ordersAppWithFaults(ctx: AppContext, faults: CheckoutFaults) {
  const app = Fastify(serverOptions(false)).withTypeProvider<TypeBoxTypeProvider>();
  await app.register(authenticate, { ctx });
  installErrorHandler(app);
  await app.register(checkoutRoutes, { prefix: '/api/orders', ctx, faults });
  await app.ready();
  return app;
}
