import { VALID_CHECKOUT } from '../../checkout-test-support';
import type { Prng } from '../fuzz/prng';
import { type Answer, type Recorder, request, type RequestOptions } from './client';

export interface AcknowledgedOrder {
  id: string;
  key: string;
  deliveryOption: string;
  items: { productId: string; quantity: number; price: number }[];
  subtotal: number;
  charges: { kind: string; amountCents: number }[];
  tax: number;
  totalPrice: number;
}

/** What one simulated shopper was told: its account, its orders, its cart as last answered. */
export interface ShopperRecord {
  email: string;
  userId?: string;
  token?: string;
  orders: AcknowledgedOrder[];
  /** Checkout keys that got no answer: such an order may or may not exist. */
  unknownCheckouts: string[];
  replays: { key: string; firstId: string; replayId: string }[];
  /** productId -> quantity as the last cart answer said, or undefined when an answer was lost. */
  cart: Map<string, number> | undefined;
  /** Answers that were not 5xx but not what the action expects either. */
  unexpected: string[];
}

export interface SoakBudget {
  /** Sign-ups and sign-ins left: the account endpoints' per-address limits apply to a soak too. */
  signIns: number;
}

export interface ShopperContext {
  baseUrl: string;
  recorder: Recorder;
  prng: Prng;
  deadline: number;
  budget: SoakBudget;
  /** Sent as X-Forwarded-For (a server with TRUST_PROXY then counts each shopper on its own address). */
  address?: string;
  /** What the shopper does; everything by default. */
  mix?: ShopperMix;
  /** Ends the loop early (the server was killed). */
  stopped?: () => boolean;
  /** Counts acknowledged orders as they happen, for a caller waiting for load to build up. */
  progress?: { orders: number };
}

/**
 * A shopper's actions: everything a shopper can do (the soak), only fill the cart and check out (the
 * crash suite), or sign in, fill the cart, check out and read the catalogue (the outage suite).
 */
export type ShopperMix = 'everything' | 'checkout' | 'outage';
/** For a narrower mix, the rolls it picks from (the action ranges below), as often as each is listed. */
const MIX_ROLLS: Record<Exclude<ShopperMix, 'everything'>, number[]> = {
  checkout: [0.6, 0.9],
  outage: [0.1, 0.4, 0.6, 0.6, 0.9, 0.9, 0.99],
};

const SEARCHES = [
  'wireless',
  'ring',
  'shirt',
  'cotton',
  'gold',
  'usb',
  'dress',
  'jacket',
  'leather',
  'nothing-matches-this',
];
const ORDERS = ['featured', 'price-low-high', 'price-high-low', 'rating', 'name-a-z'];
const DELIVERY = ['standard', 'express', 'same-day'];
/**
 * Demo products that sell one variant (named by product id alone) with 50 units or more. A long soak
 * may still sell one out: adds, sets and checkouts may then answer 409 OUT_OF_STOCK, as in the shop.
 */
export const SOAK_PRODUCTS = [9, 10, 15, 16, 21, 22, 23, 25, 26, 27, 28, 29, 30, 32, 48];

/** A 409 OUT_OF_STOCK: the units asked for are not on the shelf (a refusal, not a fault). */
const soldOut = (answer: Answer | undefined) =>
  answer?.status === 409 && (answer.body as { code?: unknown } | undefined)?.code === 'OUT_OF_STOCK';

type CartAnswer = { items: { productId: string; quantity: number }[]; version: number };
const cartFrom = (body: unknown) => new Map((body as CartAnswer).items.map((line) => [line.productId, line.quantity]));

export async function runShopper(context: ShopperContext, record: ShopperRecord, index: number): Promise<void> {
  const { prng, recorder, baseUrl } = context;
  let checkouts = 0;
  // The version of the cart as last answered: what a checkout confirms.
  let cartVersion: number | undefined;
  const remember = (body: unknown) => {
    record.cart = cartFrom(body);
    cartVersion = (body as CartAnswer).version;
  };
  const call = (kind: string, path: string, options: RequestOptions = {}) =>
    request(recorder, baseUrl, kind, path, {
      ...options,
      token: options.token ?? record.token,
      headers: { ...(context.address ? { 'x-forwarded-for': context.address } : {}), ...options.headers },
    });
  const expectStatus = (kind: string, answer: Answer | undefined, allowed: number[]) => {
    if (answer && !allowed.includes(answer.status) && answer.status < 500) {
      record.unexpected.push(`${kind} -> ${answer.status} ${JSON.stringify(answer.body).slice(0, 100)}`);
    }
    return answer !== undefined && allowed.includes(answer.status);
  };
  const resync = async () => {
    const answer = await call('cart', '/api/cart');
    if (answer?.status === 200) remember(answer.body);
    else record.cart = undefined;
  };

  context.budget.signIns -= 1;
  const signup = await call('sign-up', '/api/auth/register', {
    method: 'POST',
    body: { name: 'Soak Shopper', email: record.email, phone: '01012345678', password: 'Passw0rd!' },
  });
  if (!expectStatus('sign-up', signup, [201])) return;
  const session = signup?.body as { token: string; user: { id: string } };
  record.token = session.token;
  record.userId = session.user.id;
  record.cart = new Map();

  while (Date.now() < context.deadline && !context.stopped?.()) {
    const mix = context.mix ?? 'everything';
    const roll = mix === 'everything' ? prng.next() : prng.pick(MIX_ROLLS[mix]);
    const product = String(prng.pick(SOAK_PRODUCTS));
    if (roll < 0.22) {
      const query = `limit=24&offset=${24 * prng.int(3)}&order=${prng.pick(ORDERS)}`;
      expectStatus('browse', await call('browse', `/catalog/products?${query}`), [200]);
    } else if (roll < 0.34) {
      expectStatus('search', await call('search', `/catalog/products?search=${prng.pick(SEARCHES)}&limit=24`), [200]);
    } else if (roll < 0.46) {
      expectStatus('product', await call('product', `/catalog/products/${product}`), [200]);
    } else if (roll < 0.5) {
      expectStatus('categories', await call('categories', '/catalog/products/categories'), [200]);
    } else if (roll < 0.66) {
      const answer = await call('cart-add', '/api/cart/add', {
        method: 'POST',
        body: { productId: product, quantity: 1 + prng.int(3) },
      });
      if (answer === undefined || answer.status >= 500) await resync();
      else if (!soldOut(answer) && expectStatus('cart-add', answer, [200, 400]) && answer.status === 200)
        remember(answer.body);
    } else if (roll < 0.74) {
      const lines = [...(record.cart?.keys() ?? [])];
      const target = lines.length > 0 ? prng.pick(lines) : product;
      const remove = prng.next() < 0.4;
      const answer = remove
        ? await call('cart-remove', '/api/cart/remove', { method: 'POST', body: { productId: target } })
        : await call('cart-set', '/api/cart/set-quantity', {
            method: 'POST',
            body: { productId: target, quantity: prng.int(6) },
          });
      if (answer === undefined || answer.status >= 500) await resync();
      else if (!soldOut(answer) && expectStatus('cart-change', answer, [200])) remember(answer.body);
    } else if (roll < 0.78) {
      const add = prng.next() < 0.6;
      const answer = await call('wishlist', `/api/wishlist/${add ? 'add' : 'remove'}`, {
        method: 'POST',
        body: { productId: product },
      });
      expectStatus('wishlist', answer, add ? [201, 409] : [200]);
    } else if (roll < 0.82) {
      await resync();
    } else if (roll < 0.93) {
      if (record.cart === undefined) await resync();
      if (!record.cart || record.cart.size === 0) continue;
      checkouts += 1;
      await checkout(`soak-${index}-${checkouts}-${Date.now().toString(36)}`);
    } else if (roll < 0.97) {
      const answer = await call('orders', '/api/orders');
      if (expectStatus('orders', answer, [200])) {
        const listed = new Set((answer?.body as { _id: string }[]).map((order) => order._id));
        const missing = record.orders.filter((order) => !listed.has(order.id));
        if (missing.length > 0)
          record.unexpected.push(`orders list is missing acknowledged ${missing.map((o) => o.id).join(', ')}`);
      }
    } else if (context.budget.signIns > 0) {
      context.budget.signIns -= 1;
      const answer = await call('sign-in', '/api/auth/login', {
        method: 'POST',
        body: { email: record.email, password: 'Passw0rd!' },
      });
      if (expectStatus('sign-in', answer, [200, 429]) && answer?.status === 200)
        record.token = (answer.body as { token: string }).token;
    }
  }

  async function checkout(key: string): Promise<void> {
    const body = { ...VALID_CHECKOUT, deliveryOption: prng.pick(DELIVERY), cartVersion };
    const answer = await call('checkout', '/api/orders/checkout', {
      method: 'POST',
      body,
      headers: { 'idempotency-key': key },
    });
    // No answer, or a failure answer (a database outage): the order may or may not exist.
    if (answer === undefined || answer.status >= 500) {
      record.unknownCheckouts.push(key);
      await resync();
      return;
    }
    if (soldOut(answer)) {
      // Sold out since the cart was read: nothing was ordered; reading the cart fits it to the shelf.
      await resync();
      return;
    }
    if (!expectStatus('checkout', answer, [201])) return;
    const order = (answer.body as { order: AcknowledgedOrder & { _id: string } }).order;
    record.orders.push({ ...order, id: order._id, key });
    if (context.progress) context.progress.orders += 1;
    record.cart = new Map();
    // Some clients retry a checkout they already got an answer for: the same order must come back.
    if (prng.next() < 0.2) {
      const again = await call('checkout-retry', '/api/orders/checkout', {
        method: 'POST',
        body,
        headers: { 'idempotency-key': key },
      });
      if (expectStatus('checkout-retry', again, [201])) {
        record.replays.push({
          key,
          firstId: order._id,
          replayId: (again?.body as { order: { _id: string } }).order._id,
        });
      }
    }
  }
}
