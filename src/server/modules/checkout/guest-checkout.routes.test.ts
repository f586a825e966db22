import { withTestApp, createTestUser, guestBrowser, type TestUser } from '../../test/harness';
import { applyPromoCode, guestCheckout, newKey, setStockOf, VALID_CHECKOUT } from '../../test/checkout-test-support';
import { orderClaims } from '../orders/order-claims';
import { ORDER_LIMITS } from '../orders/routes';
import type { Cart } from '../../../universal/contracts/cart';
import type { CheckoutResponse, Order } from '../../../universal/contracts/order';

jest.mock('argon2', () => jest.requireActual('../../test/reliability/cheap-argon2').cheapArgon2());

const t = withTestApp();

/** A signed-out visitor's browser (see guestBrowser), with the steps these tests take in it. */
function visitor() {
  const browser = guestBrowser(t.app);
  return {
    ...browser,
    async add(productId: string, quantity: number) {
      const answer = await browser.send('POST', '/api/cart/add', { productId, quantity });
      expect(answer.statusCode).toBe(200);
      return answer.json<Cart>();
    },
    checkout: (guest: object, body: object = VALID_CHECKOUT) => guestCheckout(browser, guest, body),
  };
}

const mails = async (to: string) => {
  await t.events.drain();
  return t.db.query<{ subject: string; body_text: string }>(
    'SELECT subject, body_text FROM mail_outbox WHERE recipient = $1 ORDER BY id',
    [to],
  );
};

describe('the guest cart', () => {
  it('keeps a signed-out visitor’s lines on the server under an HttpOnly, SameSite=Lax cookie for 30 days', async () => {
    const guest = visitor();
    expect((await guest.send('GET', '/api/cart')).json()).toEqual({ items: [], version: 0 });
    const added = await guest.send('POST', '/api/cart/add', { productId: '22', quantity: 2 });
    const cookie = added.cookies.find((c) => c.name === 'guest_cart');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 24 * 3600 });
    expect((await guest.send('GET', '/api/cart')).json<Cart>().items).toEqual([
      expect.objectContaining({ productId: '22', quantity: 2 }),
    ]);
    // Another browser sees nothing of it.
    expect((await visitor().send('GET', '/api/cart')).json<Cart>().items).toEqual([]);
  });

  it('is forgotten 30 days after its last change, and a change keeps it alive', async () => {
    const guest = visitor();
    await guest.add('23', 1);
    t.clock.advance(29 * 24 * 3600 * 1000);
    await guest.add('23', 1);
    t.clock.advance(29 * 24 * 3600 * 1000);
    expect((await guest.send('GET', '/api/cart')).json<Cart>().items).toEqual([
      expect.objectContaining({ productId: '23', quantity: 2 }),
    ]);
    t.clock.advance(31 * 24 * 3600 * 1000);
    expect((await guest.send('GET', '/api/cart')).json<Cart>().items).toEqual([]);
  });

  it('refuses a made-up or forged cookie as if none were sent, and a sent token must be valid', async () => {
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/cart',
      headers: { cookie: 'guest_cart=00000000-0000-4000-8000-000000000000' },
    });
    expect(forged.json()).toEqual({ items: [], version: 0 });
    const badToken = await t.app.inject({ method: 'GET', url: '/api/cart', headers: { authorization: 'Bearer nope' } });
    expect(badToken.statusCode).toBe(401);
  });
});

describe('merging the guest cart at sign-in', () => {
  it('adds quantities up to the line cap, appends new lines, moves the code, and clears the guest cookie', async () => {
    const user = await createTestUser(t.ctx);
    await setStockOf(t.db, 24, 500);
    await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: user.headers,
      payload: { productId: '21', quantity: 2 },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: user.headers,
      payload: { productId: '24', quantity: 9 },
    });
    const guest = visitor();
    await guest.add('21', 3);
    await guest.add('24', 5);
    await guest.add('25', 1);
    await guest.send('PUT', '/api/cart/promo', { code: 'SAVE10' });

    const merged = await guest.send('POST', '/api/cart/merge', undefined, user.headers);
    expect(merged.statusCode).toBe(200);
    const cart = merged.json<Cart>();
    expect(cart.items.map(({ productId, quantity }) => [productId, quantity])).toEqual([
      ['21', 5],
      // Capped at the units one order may take (decision 0089), not the cart's absolute 99.
      ['24', t.ctx.config.orderLimits.unitsPerVariant],
      ['25', 1],
    ]);
    expect(cart.promoCode).toBe('SAVE10');
    expect(merged.cookies.find((c) => c.name === 'guest_cart')?.value).toBe('');
    // Merging again (a second tab signing in) doubles nothing.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/cart/merge',
      headers: { ...user.headers, cookie: `guest_cart=${(await guestCartId(guest)) ?? ''}` },
    });
    expect(again.json<Cart>().items.map((item) => item.quantity)).toEqual([
      5,
      t.ctx.config.orderLimits.unitsPerVariant,
      1,
    ]);
  });

  it('keeps the account’s own code, and a merge racing another merge of the same guest cart counts each line once', async () => {
    const user = await createTestUser(t.ctx);
    await applyPromoCode(t.app, user, 'SAVE5');
    const guest = visitor();
    await guest.add('26', 2);
    await guest.send('PUT', '/api/cart/promo', { code: 'SAVE10' });
    const cookie = guest.cookie();
    const [a, b] = await Promise.all(
      [1, 2].map(() => t.app.inject({ method: 'POST', url: '/api/cart/merge', headers: { ...user.headers, cookie } })),
    );
    expect([a?.statusCode, b?.statusCode]).toEqual([200, 200]);
    const cart = (await t.app.inject({ method: 'GET', url: '/api/cart', headers: user.headers })).json<Cart>();
    expect(cart.items.map(({ productId, quantity }) => [productId, quantity])).toEqual([['26', 2]]);
    expect(cart.promoCode).toBe('SAVE5');
  });
});

/** The guest cart id the visitor's cookie names. */
async function guestCartId(guest: ReturnType<typeof visitor>): Promise<string | undefined> {
  return /guest_cart=([0-9a-f-]+)/.exec(guest.cookie())?.[1];
}

describe('guest checkout', () => {
  it('orders the guest cart for an email, mails a link that opens the order, and lookup finds it', async () => {
    const guest = visitor();
    await guest.add('22', 1);
    const placed = await guest.checkout({ email: 'Guest.Buyer@Example.com', language: 'ar' });
    expect(placed.statusCode).toBe(201);
    const { order } = placed.json<CheckoutResponse>();
    expect(order.user).toEqual({ name: 'Amira Hassan', email: 'guest.buyer@example.com', phone: '01012345678' });
    expect(order.access).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await guest.send('GET', '/api/cart')).json<Cart>().items).toEqual([]);

    // The mail, in the guest's language, links to the order with its key.
    const [mail] = await mails('guest.buyer@example.com');
    expect(mail?.body_text).toContain(`/ar/orders/${order._id}?access=${order.access}`);

    // The key opens the order; no key, a wrong key or another order's key does not.
    const open = (key?: string, id = order._id) =>
      t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: key ? { 'x-order-access': key } : {} });
    expect((await open(order.access)).json<Order>()._id).toBe(order._id);
    expect((await open()).statusCode).toBe(404);
    expect((await open(`${order.access?.slice(0, -1)}${order.access?.endsWith('A') ? 'B' : 'A'}`)).statusCode).toBe(
      404,
    );

    // Lookup by number and email, any case, with or without '#'.
    const number = order._id.slice(-8);
    const lookup = (orderNumber: string, email: string) =>
      t.app.inject({ method: 'POST', url: '/api/orders/lookup', payload: { orderNumber, email } });
    expect((await lookup(`#${number.toUpperCase()}`, 'GUEST.buyer@example.com')).json()).toEqual({
      orderId: order._id,
      access: order.access,
    });
    const wrongEmail = await lookup(number, 'someone@example.com');
    expect(wrongEmail.statusCode).toBe(404);
    expect(wrongEmail.json().code).toBe('ORDER_LOOKUP_FAILED');
  });

  it('lets the guest cancel through the link, and puts the units back', async () => {
    const guest = visitor();
    await guest.add('27', 2);
    const { order } = (await guest.checkout({ email: 'canceller@example.com' })).json<CheckoutResponse>();
    const refused = await t.app.inject({ method: 'POST', url: `/api/orders/${order._id}/cancel` });
    expect(refused.statusCode).toBe(404);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/cancel`,
      headers: { 'x-order-access': order.access ?? '' },
    });
    expect(cancelled.json<Order>().status).toBe('cancelled');
    expect((await mails('canceller@example.com')).map((mail) => mail.subject)).toHaveLength(2);
  });

  it('asks for a valid email, and a password that meets the rule when an account is wanted', async () => {
    const guest = visitor();
    await guest.add('22', 1);
    const noEmail = await guest.checkout({ email: '' });
    expect(noEmail.statusCode).toBe(400);
    expect(JSON.stringify(noEmail.json())).toContain('guest.email');
    const weak = await guest.checkout({ email: 'weak@example.com', createAccount: true, password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(JSON.stringify(weak.json())).toContain('guest.password');
    expect((await guest.send('GET', '/api/cart')).json<Cart>().items).toHaveLength(1);
  });

  it('makes the account with the order when asked: it signs in, owns the order and keeps the address', async () => {
    const guest = visitor();
    await guest.add('22', 1);
    const placed = await guest.checkout({
      email: 'new.account@example.com',
      createAccount: true,
      password: 'Str0ngPass',
    });
    expect(placed.statusCode).toBe(201);
    const { order } = placed.json<CheckoutResponse>();
    expect(order.access).toBeUndefined();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'new.account@example.com', password: 'Str0ngPass' },
    });
    const token = login.json<{ token: string }>().token;
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/orders',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(mine.json<Order[]>().map((o) => o._id)).toEqual([order._id]);
    // An account made at checkout is a sign-up: its address gets the verification mail (decision 0090).
    expect((await mails('new.account@example.com')).map((mail) => mail.subject)).toContain(
      'Confirm the email address of your Storefront account',
    );
    const book = await t.app.inject({
      method: 'GET',
      url: '/api/user/addresses',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(JSON.stringify(book.json())).toContain('12 Nile Corniche');
  });

  it('gives the account made with the order the language and display currency the shopper was using (issue 48)', async () => {
    const guest = visitor();
    await guest.add('22', 1);
    const placed = await guest.checkout({
      email: 'pounds.sterling@example.com',
      createAccount: true,
      password: 'Str0ngPass',
      language: 'fr',
      currency: 'GBP',
    });
    expect(placed.statusCode).toBe(201);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'pounds.sterling@example.com', password: 'Str0ngPass' },
    });
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: { authorization: `Bearer ${login.json<{ token: string }>().token}` },
    });
    expect(profile.json<{ preferences: object }>().preferences).toMatchObject({ language: 'fr', currency: 'GBP' });
  });

  it('refuses a currency the shop does not show, and orders nothing', async () => {
    const guest = visitor();
    await guest.add('22', 1);
    const refused = await guest.checkout({
      email: 'yen@example.com',
      createAccount: true,
      password: 'Str0ngPass',
      currency: 'JPY',
    });
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain('guest.currency');
    expect((await guest.send('GET', '/api/cart')).json<Cart>().items).toHaveLength(1);
  });

  it('refuses an account for an email that has one, and orders nothing', async () => {
    const user = await createTestUser(t.ctx);
    const guest = visitor();
    await guest.add('22', 1);
    const taken = await guest.checkout({ email: user.email, createAccount: true, password: 'Str0ngPass' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('EMAIL_TAKEN');
    expect((await guest.send('GET', '/api/cart')).json<Cart>().items).toHaveLength(1);
  });

  it('without a guest cart, answers that the cart is empty', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/orders/checkout',
      headers: { 'idempotency-key': newKey() },
      payload: { ...VALID_CHECKOUT, cartVersion: 0, guest: { email: 'a@example.com' } },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBe('CART_EMPTY');
  });
});

describe('guest orders joining an account', () => {
  async function guestOrder(email: string): Promise<Order> {
    const guest = visitor();
    await guest.add('23', 1);
    return (await guest.checkout({ email })).json<CheckoutResponse>().order;
  }
  const claimToken = async (user: TestUser) =>
    (await mails(user.email))
      .map((mail) => /\/orders\/claim\/([A-Za-z0-9_-]{43})/.exec(mail.body_text)?.[1])
      .filter((token) => token !== undefined)
      .at(-1);

  it('mails the account a link, and following it joins the guest orders with that email', async () => {
    const user = await createTestUser(t.ctx);
    const first = await guestOrder(user.email.toUpperCase());
    const second = await guestOrder(user.email);
    const asked = await t.app.inject({ method: 'POST', url: '/api/orders/claims', headers: user.headers });
    expect(asked.json()).toEqual({ waiting: 2 });
    const token = await claimToken(user);
    expect(token).toBeDefined();

    // Another account cannot use the link.
    const other = await createTestUser(t.ctx);
    const stolen = await t.app.inject({ method: 'POST', url: `/api/orders/claims/${token}`, headers: other.headers });
    expect(stolen.statusCode).toBe(400);

    const joined = await t.app.inject({ method: 'POST', url: `/api/orders/claims/${token}`, headers: user.headers });
    expect(joined.json()).toEqual({ joined: 2 });
    const mine = (await t.app.inject({ method: 'GET', url: '/api/orders', headers: user.headers })).json<Order[]>();
    expect(mine.map((o) => o._id).sort()).toEqual([first._id, second._id].sort());
    // The old link's key opens nothing now: the account guards them.
    const viaKey = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${first._id}`,
      headers: { 'x-order-access': first.access ?? '' },
    });
    expect(viaKey.statusCode).toBe(404);
    // Used once.
    const reused = await t.app.inject({ method: 'POST', url: `/api/orders/claims/${token}`, headers: user.headers });
    expect(reused.statusCode).toBe(400);
  });

  it('signing up alone joins nothing: an address is not proof of its mailbox', async () => {
    const order = await guestOrder('victim@example.com');
    const squatter = await createTestUser(t.ctx, { email: 'victim@example.com' });
    const mine = (await t.app.inject({ method: 'GET', url: '/api/orders', headers: squatter.headers })).json<Order[]>();
    expect(mine).toEqual([]);
    const direct = await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: squatter.headers });
    expect(direct.statusCode).toBe(404);
  });
});

describe('lookup limits (issue 48 §4)', () => {
  it('wrong tries from one address lock that address out, never the buyer looking from theirs', async () => {
    const guest = visitor();
    await guest.add('22', 1);
    const email = `looked-up-${Date.now()}@example.com`;
    const { order } = (await guest.checkout({ email })).json<CheckoutResponse>();
    const lookup = (orderNumber: string, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/orders/lookup', payload: { orderNumber, email }, remoteAddress });
    const stranger = '203.0.113.41';
    for (let i = 0; i < ORDER_LIMITS.lookupPerIpAndEmail.limit; i += 1)
      expect((await lookup('0000000a', stranger)).statusCode).toBe(404);
    expect((await lookup(order._id.slice(-8), stranger)).statusCode).toBe(429);
    const buyer = await lookup(order._id.slice(-8), '198.51.100.41');
    expect(buyer.statusCode).toBe(200);
    expect(buyer.json()).toEqual({ orderId: order._id, access: order.access });
  });
});

describe('guest orders and an account that never proved its address (issue 48 §7)', () => {
  it('cannot claim, is not told how many orders wait, and can once it proves the address', async () => {
    const email = `unproven-${Date.now()}@example.com`;
    const guest = visitor();
    await guest.add('23', 1);
    expect((await guest.checkout({ email })).statusCode).toBe(201);
    const squatter = await createTestUser(t.ctx, { email, verified: false });
    const mailsBefore = (await mails(email)).length;

    const asked = await t.app.inject({ method: 'POST', url: '/api/orders/claims', headers: squatter.headers });
    expect(asked.statusCode).toBe(403);
    expect(asked.json()).toMatchObject({ code: 'EMAIL_UNVERIFIED' });
    expect(asked.json()).not.toHaveProperty('waiting');
    expect(JSON.stringify(asked.json())).not.toMatch(/\d/);
    expect(await mails(email)).toHaveLength(mailsBefore);

    // A claim link made while the address was proven (or forged) joins nothing for an unproven account.
    const token = await orderClaims(t.db).create(squatter.id, email, t.clock.now());
    const joined = await t.app.inject({
      method: 'POST',
      url: `/api/orders/claims/${token}`,
      headers: squatter.headers,
    });
    expect(joined.statusCode).toBe(403);
    const mine = (await t.app.inject({ method: 'GET', url: '/api/orders', headers: squatter.headers })).json<Order[]>();
    expect(mine).toEqual([]);

    // Proven (the verification link followed), the same account is told and mailed as before.
    await t.db.query('UPDATE users SET email_verified_at = $2 WHERE id = $1', [squatter.id, t.clock.now()]);
    const now = await t.app.inject({ method: 'POST', url: '/api/orders/claims', headers: squatter.headers });
    expect(now.json()).toEqual({ waiting: 1 });
  });
});
