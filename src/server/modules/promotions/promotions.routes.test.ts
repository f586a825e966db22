import { createTestUser, guestBrowser, type TestUser, withTestApp } from '../../test/harness';
import { auditEntries } from '../audit/test-support';
import { createTestStaff, type TestStaff } from '../staff/test-support';
import type { AdminPromotion, PromotionUse } from '../../../universal/contracts/admin/promotions';
import type { Cart } from '../../../universal/contracts/cart';
import type { CheckoutResponse } from '../../../universal/contracts/order';
import {
  applyPromoCode,
  checkout,
  fillCart,
  guestCheckout,
  ordersAppWithFaults,
  priceOf,
  US_ADDRESS,
  VALID_CHECKOUT,
} from '../../test/checkout-test-support';
import { chargeSize } from '../../../universal/order-charges';

// Every test makes staff members, each with a password hash: see cheap-argon2.ts.
jest.mock('argon2', () => jest.requireActual('../../test/reliability/cheap-argon2').cheapArgon2());

const t = withTestApp();

/**
 * These orders go to the United States, whose dollars are the promotions' own: their amounts apply as set. A
 * promotion in another region's currency: checkout/settlement.routes.test.ts.
 */
const IN_DOLLARS = { ...VALID_CHECKOUT, shippingAddress: US_ADDRESS };

/** An owner signed in now: tests move the clock by days, past a staff session's 12 hours. */
const owner = () => createTestStaff(t, 'owner');

const DAY = 24 * 3600 * 1000;
let codeCounter = 0;
/** A code of its own for each test: the database is shared by the file's tests. */
const newCode = (stem: string) => `${stem}${(codeCounter += 1)}${Date.now() % 100_000}`;

const TERMS = {
  kind: 'flat',
  percent: null,
  amountCents: 1000,
  minOrderCents: 0,
  startsAt: null,
  endsAt: null,
  totalLimit: null,
  perCustomerLimit: null,
  active: true,
};

async function create(body: object, who?: { headers: Record<string, string> }) {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/admin/promotions',
    headers: (who ?? (await owner())).headers,
    payload: body,
  });
  return { status: answer.statusCode, body: answer.json<AdminPromotion & { code?: string; message?: string }>() };
}

async function promotion(code: string, terms: object = {}): Promise<string> {
  const made = await create({ ...TERMS, ...terms, code });
  if (made.status !== 201) throw new Error(`create ${code}: ${made.status} ${JSON.stringify(made.body)}`);
  return code;
}

const applyCode = (user: TestUser, code: string) => applyPromoCode(t.app, user, code);
const getCart = async (user: TestUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/cart', headers: user.headers })).json<Cart>();

/** A shopper whose cart holds `lines`, with `code` applied (asserted accepted). */
async function shopperWith(code: string, lines: [number, number][] = [[1, 1]]): Promise<TestUser> {
  const user = await createTestUser(t.ctx);
  await fillCart(t.db, user.id, lines);
  const applied = await applyCode(user, code);
  expect(applied.statusCode).toBe(200);
  return user;
}

/** A visitor with a guest cart of one line: applies `code`, then checks out as a guest with `email`. */
function guestShopper() {
  const browser = guestBrowser(t.app);
  return {
    async checkoutWith(code: string, email: string) {
      expect((await browser.send('POST', '/api/cart/add', { productId: '22', quantity: 1 })).statusCode).toBe(200);
      expect((await browser.send('PUT', '/api/cart/promo', { code })).statusCode).toBe(200);
      return guestCheckout(browser, { email }, IN_DOLLARS);
    },
  };
}

const usesOf = async (code: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/admin/promotions/${code}/uses`, headers: (await owner()).headers })
  ).json<{
    rows: PromotionUse[];
  }>().rows;

describe('the spec’s codes, seeded as promotions', () => {
  it('lists SAVE10 and SAVE5 with no limits, dates or minimum, and keeps them case-sensitive', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/promotions', headers: (await owner()).headers });
    expect(list.statusCode).toBe(200);
    const rows = list.json<{ rows: AdminPromotion[] }>().rows;
    const none = { minOrderCents: 0, startsAt: null, endsAt: null, totalLimit: null, perCustomerLimit: null };
    expect(rows.find((row) => row.code === 'SAVE10')).toMatchObject({ kind: 'percent', percent: 10, ...none });
    expect(rows.find((row) => row.code === 'SAVE5')).toMatchObject({ kind: 'flat', amountCents: 500, ...none });
    const user = await createTestUser(t.ctx);
    expect((await applyCode(user, 'save10')).statusCode).toBe(400);
    // An empty cart takes them, as before (no minimum).
    expect((await applyCode(user, 'SAVE5')).json<Cart>().promotion).toEqual({
      kind: 'flat',
      cents: 500,
      minOrderCents: 0,
    });
  });

  it('gives SAVE10 again and again to the same shopper, and records each use', async () => {
    const user = await shopperWith('SAVE10', [[1, 2]]);
    const subtotal = (await priceOf(t.db, 1)) * 2;
    for (const _ of [1, 2]) {
      const placed = await checkout(t.app, user, IN_DOLLARS);
      expect(placed.statusCode).toBe(201);
      const { order } = placed.json<CheckoutResponse>();
      expect(order.promoCode).toBe('SAVE10');
      expect(chargeSize(order.charges, 'discount')).toBe(Math.round(subtotal / 10));
      await fillCart(t.db, user.id, [[1, 2]]);
      expect((await applyCode(user, 'SAVE10')).statusCode).toBe(200);
    }
    expect((await usesOf('SAVE10')).filter((use) => use.customerEmail === user.email.toLowerCase())).toHaveLength(2);
  });
});

describe('a promotion’s terms', () => {
  it('gives nothing under its minimum order: the code is refused, then taken once the cart reaches it', async () => {
    const price = await priceOf(t.db, 1);
    const code = await promotion(newCode('MIN'), { minOrderCents: price * 2 });
    const user = await createTestUser(t.ctx);
    await fillCart(t.db, user.id, [[1, 1]]);
    const refused = await applyCode(user, code);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: 'Invalid promo code', errors: { code: 'Invalid promo code' } });
    await fillCart(t.db, user.id, [[2, 5]]);
    const applied = await applyCode(user, code);
    expect(applied.json<Cart>().promotion).toEqual({ kind: 'flat', cents: 1000, minOrderCents: price * 2 });
    const placed = await checkout(t.app, user, IN_DOLLARS);
    expect(placed.json<CheckoutResponse>().order).toMatchObject({ promoCode: code });
    expect(chargeSize(placed.json<CheckoutResponse>().order.charges, 'discount')).toBe(1000);
  });

  it('is refused before it starts and after it ends; a cart holding it when it ends is refused at checkout as a changed cart', async () => {
    const now = t.clock.now().getTime();
    const code = await promotion(newCode('DATES'), {
      startsAt: new Date(now + DAY).toISOString(),
      endsAt: new Date(now + 3 * DAY).toISOString(),
    });
    const user = await createTestUser(t.ctx);
    await fillCart(t.db, user.id, [[1, 1]]);
    expect((await applyCode(user, code)).statusCode).toBe(400);
    t.clock.advance(DAY);
    expect((await applyCode(user, code)).statusCode).toBe(200);
    const confirmed = (await getCart(user)).version;
    t.clock.advance(2 * DAY);
    // The page showed the discount: the order is not placed at another total. The code leaves the cart.
    const late = await checkout(t.app, user, { ...IN_DOLLARS, cartVersion: confirmed });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'CART_CHANGED', message: expect.stringContaining(code) });
    const cart = await getCart(user);
    expect(cart.promoCode).toBeUndefined();
    expect(cart.version).toBeGreaterThan(confirmed);
    expect((await applyCode(user, code)).statusCode).toBe(400);
    // Confirmed again, the cart is ordered without it.
    const placed = await checkout(t.app, user, IN_DOLLARS);
    expect(placed.statusCode).toBe(201);
    expect(placed.json<CheckoutResponse>().order.promoCode).toBeUndefined();
  });

  it('is refused while switched off', async () => {
    const code = await promotion(newCode('OFF'), { active: false });
    expect((await applyCode(await createTestUser(t.ctx), code)).statusCode).toBe(400);
  });

  it('holds a per-customer limit of one: the second use by the same shopper is refused, by account and by email', async () => {
    const code = await promotion(newCode('ONCE'), {
      perCustomerLimit: 1,
      kind: 'percent',
      percent: 20,
      amountCents: null,
    });
    const user = await shopperWith(code);
    const first = await checkout(t.app, user, IN_DOLLARS);
    expect(first.json<CheckoutResponse>().order.promoCode).toBe(code);
    await fillCart(t.db, user.id, [[1, 1]]);
    expect((await applyCode(user, code)).json()).toMatchObject({ errors: { code: 'Invalid promo code' } });
    // Another shopper may still use it.
    const other = await shopperWith(code);
    expect((await checkout(t.app, other, IN_DOLLARS)).json<CheckoutResponse>().order.promoCode).toBe(code);

    // A guest with that shopper's email: known only at checkout, which refuses it as already used (issue 48).
    const guest = guestBrowser(t.app);
    expect((await guest.send('POST', '/api/cart/add', { productId: '22', quantity: 1 })).statusCode).toBe(200);
    expect((await guest.send('PUT', '/api/cart/promo', { code })).statusCode).toBe(200);
    const checkoutAsGuest = () => guestCheckout(guest, { email: user.email.toUpperCase() }, IN_DOLLARS);
    const refused = await checkoutAsGuest();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'PROMO_ALREADY_USED' });
    const placed = await checkoutAsGuest();
    expect(placed.statusCode).toBe(201);
    expect(placed.json<CheckoutResponse>().order.promoCode).toBeUndefined();
    expect((await usesOf(code)).map((use) => use.account)).toEqual([true, true]);
  });

  it('counts uses by the canonical address, and not a use by an account that never proved the address against its owner', async () => {
    const code = await promotion(newCode('FIRST'), { perCustomerLimit: 1 });
    const address = `owner-${Date.now()}@example.com`;
    // Someone signs up with the owner's address (never confirmed) and takes the once-per-customer discount.
    const squatter = await createTestUser(t.ctx, { email: address, verified: false });
    await fillCart(t.db, squatter.id, [[1, 1]]);
    expect((await applyCode(squatter, code)).statusCode).toBe(200);
    expect((await checkout(t.app, squatter, IN_DOLLARS)).json<CheckoutResponse>().order.promoCode).toBe(code);
    // It counts against that account itself...
    await fillCart(t.db, squatter.id, [[1, 1]]);
    expect((await applyCode(squatter, code)).json()).toMatchObject({ errors: { code: 'Invalid promo code' } });

    // ... but not against the address's owner, checking out as a guest.
    const owner = guestShopper();
    const placed = await owner.checkoutWith(code, address);
    expect(placed.statusCode).toBe(201);
    expect(placed.json<CheckoutResponse>().order.promoCode).toBe(code);

    // The owner's use is counted by the canonical address: a full-width spelling of it is the same customer.
    const lookAlike = guestShopper();
    const fullWidth = address.replace('owner', 'ｏｗｎｅｒ').replace('@', '＠');
    const refused = await lookAlike.checkoutWith(code, fullWidth);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'PROMO_ALREADY_USED' });
    const uses = await usesOf(code);
    expect(uses.map((use) => use.customerEmail)).toEqual([address, address]);
  });

  it('gives the last use of a total limit to exactly one of two checkouts racing for it', async () => {
    const code = await promotion(newCode('LAST'), { totalLimit: 1 });
    // Different products: a shared variant's stock lock would line the two checkouts up by itself.
    const [a, b] = [await shopperWith(code, [[3, 1]]), await shopperWith(code, [[4, 1]])];
    const versions = [(await getCart(a)).version, (await getCart(b)).version];
    // Each checkout waits, after writing its order, until the other has written its own (or 500 ms passed):
    // without the promotion's lock both would count no use and both take the discount.
    let arrived = 0;
    const app = await ordersAppWithFaults(t.ctx, {
      afterOrderInsert: async () => {
        arrived += 1;
        const until = Date.now() + 500;
        while (arrived < 2 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 10));
      },
    });
    try {
      const answers = await Promise.all(
        [a, b].map((user, i) => checkout(app, user, { ...IN_DOLLARS, cartVersion: versions[i] })),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([201, 409]);
      const won = answers.find((answer) => answer.statusCode === 201)?.json<CheckoutResponse>();
      expect(won?.order).toMatchObject({ promoCode: code });
      expect(chargeSize(won?.order.charges ?? [], 'discount')).toBe(1000);
      expect(answers.find((answer) => answer.statusCode === 409)?.json()).toMatchObject({ code: 'CART_CHANGED' });
      expect(await usesOf(code)).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});

describe('the console’s promotions', () => {
  it('lets owner and catalogue manage them, refuses support (403) and shoppers (401)', async () => {
    const catalogue = await createTestStaff(t, 'catalogue');
    const support = await createTestStaff(t, 'support');
    expect((await create({ ...TERMS, code: newCode('CAT') }, catalogue)).status).toBe(201);
    expect((await create({ ...TERMS, code: newCode('SUP') }, support)).status).toBe(403);
    const shopper = await createTestUser(t.ctx);
    expect((await create({ ...TERMS, code: newCode('SHOP') }, shopper)).status).toBe(401);
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/promotions', headers: support.headers });
    expect(list.statusCode).toBe(403);
  });

  it('refuses a taken code, terms that do not hold together, and an unknown code', async () => {
    const code = await promotion(newCode('DUP'));
    expect(await create({ ...TERMS, code })).toMatchObject({ status: 409, body: { code: 'PROMOTION_EXISTS' } });
    expect((await create({ ...TERMS, code: newCode('BAD'), amountCents: null })).status).toBe(400);
    expect((await create({ ...TERMS, code: 'has space' })).status).toBe(400);
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/promotions/NOSUCHCODE',
      headers: (await owner()).headers,
      payload: TERMS,
    });
    expect(missing.json()).toMatchObject({ code: 'PROMOTION_NOT_FOUND' });
  });

  it('keeps its own amounts per currency, refusing a duplicate, a flat one without an amount, an unknown currency or a fraction', async () => {
    const member = await owner();
    const code = newCode('POUNDS');
    const egp = { currency: 'EGP', amountMinor: 25000, minOrderMinor: 200000 };
    const refusals: [object, string][] = [
      [[egp, egp], 'EGP is given twice'],
      [[{ ...egp, amountMinor: null }], 'Give the amount off in EGP'],
      [[{ ...egp, currency: 'JPY' }], ''],
      [[{ ...egp, currency: 'USD' }], ''],
      [[{ ...egp, amountMinor: 250.5 }], ''],
      [[{ ...egp, minOrderMinor: -1 }], ''],
    ];
    for (const [currencyAmounts, message] of refusals) {
      const refused = await create({ ...TERMS, code, currencyAmounts }, member);
      expect(refused.status).toBe(400);
      if (message) expect(refused.body).toMatchObject({ message, errors: { currencyAmounts: message } });
      else expect(JSON.stringify(refused.body)).toContain('currencyAmounts');
    }
    expect(await t.db.query('SELECT 1 FROM promotions WHERE code = $1', [code])).toEqual([]);

    const made = await create({ ...TERMS, code, currencyAmounts: [egp] }, member);
    expect(made).toMatchObject({ status: 201, body: { currencyAmounts: [egp] } });
    // A percentage keeps only the minimum; setting none removes them.
    const update = (terms: object) =>
      t.app.inject({ method: 'PUT', url: `/api/admin/promotions/${code}`, headers: member.headers, payload: terms });
    const percent = await update({ ...TERMS, kind: 'percent', percent: 15, currencyAmounts: [egp] });
    expect(percent.json()).toMatchObject({ currencyAmounts: [{ ...egp, amountMinor: null }] });
    expect((await update({ ...TERMS, currencyAmounts: [] })).json()).toMatchObject({ currencyAmounts: [] });
    const entries = await auditEntries(t.db, 'promotion', code);
    expect(entries.map((entry) => entry.after)).toEqual([
      expect.objectContaining({ currencyAmounts: [egp] }),
      expect.objectContaining({ currencyAmounts: [{ ...egp, amountMinor: null }] }),
      expect.objectContaining({ currencyAmounts: [] }),
    ]);
  });

  it('records each change in the audit trail, before → after', async () => {
    const member: TestStaff = await owner();
    const code = newCode('AUDIT');
    expect((await create({ ...TERMS, code }, member)).status).toBe(201);
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/promotions/${code}`,
      headers: member.headers,
      payload: { ...TERMS, amountCents: 1500, perCustomerLimit: 1 },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ code, amountCents: 1500, perCustomerLimit: 1, uses: 0 });
    const entries = await auditEntries(t.db, 'promotion', code);
    expect(entries).toEqual([
      {
        action: 'promotion.create',
        staff_email: member.email,
        before: null,
        after: expect.objectContaining({ code, amountCents: 1000, perCustomerLimit: null }),
      },
      {
        action: 'promotion.update',
        staff_email: member.email,
        before: expect.objectContaining({ amountCents: 1000, perCustomerLimit: null }),
        after: expect.objectContaining({ amountCents: 1500, perCustomerLimit: 1 }),
      },
    ]);
  });
});
