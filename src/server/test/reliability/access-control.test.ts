import { createHmac, randomUUID } from 'node:crypto';
import { sessions } from '../../modules/auth/sessions';
import { issueToken, TOKEN_TTL_SECONDS } from '../../modules/auth/tokens';
import { confirmedCheckout, fillCart, newKey, placeTestOrder, VALID_CHECKOUT } from '../checkout-test-support';
import { withTestApp, createTestUser, type TestApp, type TestUser } from '../harness';
import { changedTables, snapshot } from './db-snapshot';
import { type EndpointBase, prepareBase } from './fuzz/bases';
import { discoverEndpoints, type Endpoint, endpointName } from './fuzz/endpoints';
import { resetRateLimits } from './fuzz/runner';

// Hundreds of well-formed account requests: see cheap-argon2.ts.
jest.mock('argon2', () => jest.requireActual('./cheap-argon2').cheapArgon2());

/** The only /api endpoints anyone may call without a session; every other one must declare and demand one. */
const PUBLIC_API = [
  'GET /api/health',
  // Operators' view of exchange-rate age: no shopper data.
  'GET /api/health/details',
  // The help page's contact address and return window: configuration, no shopper data.
  'GET /api/shop',
  // A product's reviews are as public as the product.
  'GET /api/products/{id}/reviews',
  // The shop's terms, privacy, returns and delivery pages (issue 48): as public as the pages that show them.
  'GET /api/legal/{page}',
  // The payment providers' webhooks (issue 51): no session; the provider's signature is the authority.
  'POST /api/payments/stripe/webhook',
  'POST /api/payments/paymob/callback',
  'POST /api/auth/register',
  'POST /api/auth/login',
  'POST /api/auth/forgot-password',
  'GET /api/auth/reset-password/{token}',
  'PUT /api/auth/reset-password/{token}',
  // The undo link mailed to an email change's old address: the link's token is the authority.
  'GET /api/auth/email-change/{token}',
  'POST /api/auth/email-change/{token}/undo',
  // The verification link mailed to an account's address (decision 0090): the token is the proof.
  'POST /api/auth/verify-email/{token}',
  // A marketing mail's one-click unsubscribe, and turning it back on (decision 0117): the signed token is the proof.
  'POST /api/mail/unsubscribe',
  'POST /api/mail/resubscribe',
  // A guest's cart reminder link (decision 0121): the signed token names the guest cart it puts back.
  'GET /api/cart/restore',
  'POST /api/orders/lookup',
  // The staff console's sign-in and its one-use set-password links (issue 35).
  'POST /api/admin/auth/sign-in',
  'POST /api/admin/auth/second-step',
  'GET /api/admin/auth/password/{token}',
  'PUT /api/admin/auth/password/{token}',
];

/**
 * The endpoints a signed-out visitor may call as a guest (issue 34): their guest cart, a guest checkout,
 * and a guest's order by its access key. A token that is sent is still checked like anywhere else.
 */
const GUEST_API = [
  'GET /api/cart',
  'POST /api/cart/add',
  'POST /api/cart/set-quantity',
  'POST /api/cart/remove',
  'DELETE /api/cart/clear',
  'PUT /api/cart/promo',
  'DELETE /api/cart/promo',
  // A guest's "Email me a reminder if I leave my cart", kept on their guest cart (decision 0121).
  'PUT /api/cart/reminder',
  'POST /api/orders/checkout',
  'GET /api/orders/{id}',
  'POST /api/orders/{id}/cancel',
  'GET /api/orders/{id}/returns',
  'POST /api/orders/{id}/returns',
  'GET /api/orders/{id}/receipt.pdf',
  'POST /api/orders/{id}/pay',
  'GET /api/orders/{id}/payment',
  // A back-in-stock alert: a guest's email, or the signed-in shopper's account beside it (issue 53).
  'POST /api/stock-alerts',
];

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const parts = (token: string) => token.split('.') as [string, string, string];
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(parts(token)[1], 'base64url').toString()) as Record<string, unknown>;

/** Tokens an attacker could make from a real one, each of which must be refused. */
async function forgedTokens(t: TestApp, user: TestUser, other: TestUser): Promise<[string, string][]> {
  const [header, payload, signature] = parts(user.token);
  const claims = claimsOf(user.token);
  const hmac = (algorithm: string, input: string, secret: Uint8Array | string = t.ctx.tokenKeys.signing) =>
    createHmac(algorithm, secret).update(input).digest('base64url');
  const { sid: _sid, ...withoutSid } = claims;
  const legacy = `${header}.${b64({ ...withoutSid, ver: 0 })}`;
  const flipped = `${signature.slice(0, -2)}${signature.at(-2) === 'A' ? 'B' : 'A'}${signature.at(-1)}`;
  const hs512 = `${b64({ alg: 'HS512', typ: 'JWT' })}.${payload}`;
  const rs256 = `${b64({ alg: 'RS256', typ: 'JWT' })}.${payload}`;
  const otherSub = `${header}.${b64({ ...claims, sub: other.id })}`;
  const laterExpiry = `${header}.${b64({ ...claims, exp: Number(claims.exp) + 10 * TOKEN_TTL_SECONDS })}`;
  return [
    ['tampered signature', `${header}.${payload}.${flipped}`],
    ['signature removed', `${header}.${payload}.`],
    ['claims switched to another user, old signature', `${otherSub}.${signature}`],
    ['expiry pushed back, old signature', `${laterExpiry}.${signature}`],
    ['alg none, no signature', `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`],
    ['alg None with the real signature', `${b64({ alg: 'None', typ: 'JWT' })}.${payload}.${signature}`],
    ['HS512 header signed with the real secret', `${hs512}.${hmac('sha512', hs512)}`],
    ['RS256 header with an HMAC signature', `${rs256}.${hmac('sha256', rs256)}`],
    ['signed with another secret', `${header}.${payload}.${hmac('sha256', `${header}.${payload}`, 'not-our-secret')}`],
    [
      'issued already expired',
      await issueToken(
        t.ctx.tokenKeys.signing,
        user.id,
        String(claims.sid),
        new Date(t.clock.now().getTime() - (TOKEN_TTL_SECONDS + 5) * 1000),
      ),
    ],
    [
      'issued for a user that does not exist',
      await issueToken(t.ctx.tokenKeys.signing, '00000000-0000-4000-8000-000000000000', randomUUID(), t.clock.now()),
    ],
    [
      'for a session that does not exist',
      await issueToken(t.ctx.tokenKeys.signing, user.id, randomUUID(), t.clock.now()),
    ],
    [
      "for another user's session",
      await issueToken(t.ctx.tokenKeys.signing, user.id, String(claimsOf(other.token).sid), t.clock.now()),
    ],
    ['issued before sessions lived on the server (no sid)', `${legacy}.${hmac('sha256', legacy)}`],
  ];
}

interface Called {
  status: number;
  body: string;
}

/** The endpoint's valid request (its base), with the given Authorization header or none. */
async function call(
  t: TestApp,
  endpoint: Endpoint,
  base: EndpointBase,
  authorization: string | undefined,
  refill = true,
): Promise<Called> {
  resetRateLimits(t);
  if (refill) await base.before?.();
  const headers: Record<string, string> = { ...base.headers() };
  delete headers.authorization;
  if (authorization !== undefined) headers.authorization = authorization;
  const body = base.body();
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(base.params[name] ?? '1'));
  const answer = await t.app.inject({
    method: endpoint.method,
    url: path,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  // A password change issues a new token: keep the endpoint's session current for the next call.
  if (answer.statusCode < 300 && base.afterAccepted && answer.body) base.afterAccepted(answer.json(), body);
  return { status: answer.statusCode, body: answer.body };
}

function expectRefused(answer: Called, user: TestUser, label: string): void {
  expect({ label, status: answer.status }).toEqual({ label, status: 401 });
  const body = JSON.parse(answer.body) as Record<string, unknown>;
  expect(Object.keys(body)).toEqual(['code', 'message']);
  expect(body.code).toMatch(/^(UNAUTHORIZED|SESSION_EXPIRED)$/);
  expect(answer.body).not.toContain(user.email);
  expect(answer.body).not.toContain(user.id);
}

const t = withTestApp();

describe('access control on every signed-in endpoint', () => {
  let signedIn: { endpoint: Endpoint; base: EndpointBase }[];

  beforeAll(async () => {
    const endpoints = (await discoverEndpoints(t)).filter((endpoint) => endpoint.path.startsWith('/api/'));
    signedIn = [];
    for (const endpoint of endpoints.filter((e) => e.signedIn))
      signedIn.push({ endpoint, base: await prepareBase(t, endpoint) });
  });

  it('declares a session on every /api endpoint except the public ones, and demands it', async () => {
    const endpoints = (await discoverEndpoints(t)).filter((endpoint) => endpoint.path.startsWith('/api/'));
    // The staff console's endpoints declare the staff scheme instead; staff-access.test walks them.
    const undeclared = endpoints
      .filter((e) => !e.signedIn && !e.staff && !PUBLIC_API.includes(endpointName(e)))
      .map(endpointName);
    expect(undeclared).toEqual([]);
    // Exactly the guest endpoints declare the bearer scheme as optional.
    expect(
      endpoints
        .filter((e) => e.guestToo)
        .map(endpointName)
        .sort(),
    ).toEqual([...GUEST_API].sort());
    expect(signedIn.map(({ endpoint }) => endpointName(endpoint))).toEqual(
      expect.arrayContaining([
        'GET /api/cart',
        'POST /api/orders/checkout',
        'GET /api/orders/{id}',
        'PUT /api/user/profile',
      ]),
    );
    for (const { endpoint, base } of signedIn.filter(({ endpoint }) => !endpoint.guestToo)) {
      await base.before?.();
      const before = await snapshot(t.db);
      expectRefused(
        await call(t, endpoint, base, undefined, false),
        base.user,
        `${endpointName(endpoint)} without a token`,
      );
      expect(changedTables(before, await snapshot(t.db))).toEqual([]);
    }
  });

  it("answers a guest endpoint without a token as a guest: never with the signed-in shopper's data, never changing it", async () => {
    for (const { endpoint, base } of signedIn.filter(({ endpoint }) => endpoint.guestToo)) {
      await base.before?.();
      const before = await t.db.query(
        `SELECT (SELECT json_agg(c ORDER BY sku) FROM cart_items c WHERE cart_id = $1) AS cart,
                (SELECT json_agg(o ORDER BY id) FROM orders o WHERE user_id = $1) AS orders`,
        [base.user.id],
      );
      const answer = await call(t, endpoint, base, undefined, false);
      expect({ endpoint: endpointName(endpoint), status: answer.status }).not.toEqual({
        endpoint: endpointName(endpoint),
        status: 500,
      });
      expect(answer.body).not.toContain(base.user.email);
      if (endpoint.path.includes('{id}')) expect(answer.status).toBe(404);
      const after = await t.db.query(
        `SELECT (SELECT json_agg(c ORDER BY sku) FROM cart_items c WHERE cart_id = $1) AS cart,
                (SELECT json_agg(o ORDER BY id) FROM orders o WHERE user_id = $1) AS orders`,
        [base.user.id],
      );
      expect({ endpoint: endpointName(endpoint), rows: after }).toEqual({
        endpoint: endpointName(endpoint),
        rows: before,
      });
    }
  });

  it('refuses forged, foreign-algorithm, expired and orphaned tokens with 401 and changes nothing', async () => {
    const other = await createTestUser(t.ctx);
    for (const { endpoint, base } of signedIn) {
      await base.before?.();
      const before = await snapshot(t.db);
      for (const [label, token] of await forgedTokens(t, base.user, other)) {
        expectRefused(
          await call(t, endpoint, base, `Bearer ${token}`, false),
          base.user,
          `${endpointName(endpoint)}: ${label}`,
        );
      }
      expect(changedTables(before, await snapshot(t.db))).toEqual([]);
      // The same request with the real token gets past the session check.
      expect((await call(t, endpoint, base, `Bearer ${base.user.token}`)).status).not.toBe(401);
    }
  });

  it("ends the account's other sessions on a password change, on every endpoint", async () => {
    for (const { endpoint, base } of signedIn) {
      const otherDevice = await sessions(t.db).start(t.ctx.tokenKeys.signing, base.user.id, undefined, t.clock.now());
      const changed = await t.app.inject({
        method: 'PUT',
        url: '/api/user/change-password',
        headers: { authorization: `Bearer ${base.user.token}` },
        payload: { currentPassword: base.user.password, newPassword: 'Chang3dPassw0rd!' },
      });
      expect(changed.statusCode).toBe(200);
      base.user.token = changed.json<{ token: string }>().token;
      base.user.password = 'Chang3dPassw0rd!';
      expectRefused(
        await call(t, endpoint, base, `Bearer ${otherDevice}`),
        base.user,
        `${endpointName(endpoint)}: another device's token from before the change`,
      );
      expect((await call(t, endpoint, base, `Bearer ${base.user.token}`)).status).not.toBe(401);
    }
  });

  // Last: it moves the clock of the whole file past every token's lifetime.
  it('refuses every token once the clock passes TOKEN_TTL_SECONDS', async () => {
    const fresh = signedIn.map(({ base }) => base.user.token);
    t.clock.advance((TOKEN_TTL_SECONDS + 1) * 1000);
    for (const [index, { endpoint, base }] of signedIn.entries()) {
      expectRefused(
        await call(t, endpoint, base, `Bearer ${fresh[index]}`),
        base.user,
        `${endpointName(endpoint)}: expired`,
      );
    }
  });
});

describe("another shopper's valid session never reaches the first shopper's data", () => {
  let owner: TestUser;
  let intruder: TestUser;
  let ownerOrderId: string;

  const ownerRows = async () =>
    t.db.query(
      `SELECT (SELECT json_agg(c ORDER BY product_id) FROM cart_items c WHERE cart_id = $1) AS cart,
              (SELECT json_agg(w ORDER BY product_id) FROM wishlist_items w WHERE user_id = $1) AS wishlist,
              (SELECT json_agg(r ORDER BY product_id) FROM recently_viewed r WHERE user_id = $1) AS recently_viewed,
              (SELECT json_agg(o ORDER BY id) FROM orders o WHERE user_id = $1) AS orders,
              (SELECT row_to_json(u) FROM users u WHERE id = $1) AS account`,
      [owner.id],
    );
  const as = (user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = {}) =>
    t.app.inject({ method, url, headers: { ...user.headers, ...headers }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    owner = await createTestUser(t.ctx, { name: 'Owner Shopper' });
    intruder = await createTestUser(t.ctx, { name: 'Intruder Shopper' });
    ownerOrderId = (await placeTestOrder(t, owner, [[2, 1]]))._id;
    await fillCart(t.db, owner.id, [
      [3, 2],
      [4, 1],
    ]);
    await as(owner, 'POST', '/api/wishlist/add', { productId: '6' });
    await as(owner, 'POST', '/api/recently-viewed', { productId: '7' });
  });

  /** Nothing that identifies the owner may appear in an answer to the intruder. */
  const expectNothingOfOwner = (body: string) => {
    for (const secret of [owner.id, owner.email, ownerOrderId, '12 Nile Corniche', 'Owner Shopper'])
      expect(body).not.toContain(secret);
  };

  it("answers 404 for the owner's order, and lists only the intruder's own orders", async () => {
    const one = await as(intruder, 'GET', `/api/orders/${ownerOrderId}`);
    expect(one.statusCode).toBe(404);
    expect(one.json()).toEqual({ code: 'ORDER_NOT_FOUND', message: 'Order not found' });
    const list = await as(intruder, 'GET', '/api/orders');
    expect(list.json()).toEqual([]);
    expectNothingOfOwner(one.body + list.body);
    expect((await as(owner, 'GET', `/api/orders/${ownerOrderId}`)).statusCode).toBe(200);
  });

  it('shows and changes only the caller’s own cart, wish list, recently viewed and profile, whatever ids the body names', async () => {
    const before = await ownerRows();
    const foreign = { userId: owner.id, user_id: owner.id, id: owner.id, email: owner.email };
    const answers = [
      await as(intruder, 'GET', '/api/cart'),
      await as(intruder, 'POST', '/api/cart/add', { ...foreign, productId: '9', quantity: 1 }),
      await as(intruder, 'POST', '/api/cart/set-quantity', { ...foreign, productId: '4', quantity: 0 }),
      await as(intruder, 'POST', '/api/cart/remove', { ...foreign, productId: '9' }),
      await as(intruder, 'DELETE', '/api/cart/clear'),
      await as(intruder, 'GET', '/api/wishlist'),
      await as(intruder, 'POST', '/api/wishlist/add', { ...foreign, productId: '6' }),
      await as(intruder, 'POST', '/api/wishlist/remove', { ...foreign, productId: '6' }),
      await as(intruder, 'GET', '/api/recently-viewed'),
      await as(intruder, 'POST', '/api/recently-viewed', { ...foreign, productId: '7' }),
      await as(intruder, 'POST', '/api/recently-viewed/merge', {
        ...foreign,
        items: [{ productId: '7', viewedAt: '2026-01-01T00:00:00.000Z' }],
      }),
      await as(intruder, 'DELETE', '/api/recently-viewed'),
      await as(intruder, 'GET', '/api/user/profile'),
      await as(intruder, 'PUT', '/api/user/profile', {
        ...foreign,
        name: 'Intruder Shopper',
        email: `intruder-${Date.now()}@example.com`,
        phone: '01012345678',
      }),
      await as(
        intruder,
        'POST',
        '/api/orders/checkout',
        { ...VALID_CHECKOUT, ...foreign },
        { 'idempotency-key': newKey() },
      ),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBeLessThan(500);
      expectNothingOfOwner(answer.body);
    }
    // The intruder's checkout found the intruder's own (empty) cart, not the owner's.
    expect(answers.at(-1)?.json()).toEqual({ code: 'CART_EMPTY', message: 'Your cart is empty' });
    expect(await ownerRows()).toEqual(before);
  });

  it("cannot replay the owner's idempotency key to read the owner's order", async () => {
    const key = newKey();
    await fillCart(t.db, owner.id, [[8, 1]]);
    const body = await confirmedCheckout(t.app, owner);
    const first = await as(owner, 'POST', '/api/orders/checkout', body, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    const replay = await as(intruder, 'POST', '/api/orders/checkout', body, { 'idempotency-key': key });
    expect(replay.json()).toEqual({ code: 'CART_EMPTY', message: 'Your cart is empty' });
    expectNothingOfOwner(replay.body);
  });
});
