import { randomBytes } from 'node:crypto';
import { createTestUser, type TestUser, withTestApp } from '../../test/harness';
import { call, uniqueIp } from '../auth/test-support';
import { orderStatusChanges } from '../orders/status-changes';
import { checkout, fillCart, placeTestOrder, US_ADDRESS, VALID_CHECKOUT } from '../../test/checkout-test-support';
import type { CheckoutResponse } from '../../../universal/contracts/order';
import { toMinor } from '../../../universal/settlement';
import { productReviews } from '../reviews/reviews';
import { createTestStaff, listQuery, type TestStaff } from '../staff/test-support';
import type { AdminCustomer, CustomerRow } from '../../../universal/contracts/admin/customers';
import type { ReturnRequest } from '../../../universal/contracts/returns';
import type { StaffRole } from '../../../universal/staff-roles';
import { ACCOUNT_LIMITS } from '../auth/limits';

// Every test makes staff members and shoppers, each with a password hash: see cheap-argon2.ts.
jest.mock('argon2', () => jest.requireActual('../../test/reliability/cheap-argon2').cheapArgon2());

const PUBLIC_URL = 'https://shop.example';
const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

const t = withTestApp({ publicUrl: PUBLIC_URL });

type Method = 'GET' | 'POST' | 'DELETE';

/** Calls the API as `who` (a staff member, a shopper, or nobody). */
async function api<T = Record<string, unknown>>(
  method: Method,
  url: string,
  who?: { headers: { authorization: string } },
) {
  const response = await t.app.inject({ method, url, headers: who?.headers ?? {} });
  return { status: response.statusCode, body: response.json<T>(), text: response.body };
}

/** A staff member signed in now. */
const staff = (role: StaffRole = 'support'): Promise<TestStaff> => createTestStaff(t, role);

const search = (who: TestStaff, query: Record<string, string | number>) =>
  api<{ rows: CustomerRow[]; total: number }>('GET', `/api/admin/customers?${listQuery(query)}`, who);
const customer = (who: TestStaff, id: string) => api<AdminCustomer>('GET', `/api/admin/customers/${id}`, who);
const sendReset = (who: TestStaff | TestUser | undefined, id: string) =>
  api<{ queuedTo: string }>('POST', `/api/admin/customers/${id}/password-reset`, who);
const endSessions = (who: TestStaff | TestUser | undefined, id: string) =>
  api<{ ended: number }>('DELETE', `/api/admin/customers/${id}/sessions`, who);

const tag = () => randomBytes(4).toString('hex');
/** An Egyptian mobile no other test user has: '01' and nine digits. */
const uniquePhone = () => `010${String(randomBytes(4).readUInt32BE() % 100_000_000).padStart(8, '0')}`;

let accountsMade = 0;

/**
 * A shopper with a name, email and phone of their own. Each account is made a second after the one before
 * (the database's clock may give two quick inserts the same instant), so "newest first" has one answer.
 */
async function shopper(name = `Shopper ${tag()}`, phone = uniquePhone()): Promise<TestUser> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}-${tag()}@example.com`;
  const user = await createTestUser(t.ctx, { name, email });
  accountsMade += 1;
  await t.db.query('UPDATE users SET phone = $2, created_at = $3 WHERE id = $1', [
    user.id,
    phone,
    new Date(Date.UTC(2026, 0, 1) + accountsMade * 1000),
  ]);
  return { ...user, phone };
}

/** A session started by signing in from a browser, as a shopper does. */
async function signIn(user: TestUser, password = user.password, userAgent = CHROME_ON_WINDOWS) {
  return call(t, 'POST', '/api/auth/login', {
    body: { email: user.email, password },
    headers: { 'user-agent': userAgent },
  });
}

const mailsTo = async (email: string) => {
  await t.events.drain();
  return t.db.query<{ subject: string; body_text: string; body_html: string | null }>(
    'SELECT subject, body_text, body_html FROM mail_outbox WHERE recipient = $1 ORDER BY id',
    [email],
  );
};

/** The reset token in the newest mail to `email`, as the shopper would follow it. */
async function resetTokenMailedTo(email: string): Promise<string> {
  const link = (await mailsTo(email)).at(-1)?.body_text.match(/\/auth\/reset-password\/([A-Za-z0-9_-]+)/);
  if (!link?.[1]) throw new Error('no reset link in the mail');
  return link[1];
}

const auditOf = (userId: string) =>
  t.db.query<{ action: string; staff_id: string; object_type: string; after: unknown }>(
    `SELECT action, staff_id, object_type, after FROM audit_log
     WHERE object_type = 'customer' AND object_id = $1 ORDER BY id`,
    [userId],
  );

/** What no answer about a customer may hold: a password's hash, a session token, a reset link or token. */
function expectNoSecrets(text: string, secrets: string[] = []) {
  expect(text).not.toMatch(/hash/i);
  expect(text).not.toContain('$argon2');
  expect(text).not.toMatch(/password/i);
  expect(text).not.toMatch(/reset-password|token/i);
  for (const secret of secrets) expect(text).not.toContain(secret);
}

describe('GET /api/admin/customers (the search)', () => {
  it('finds an account by its email, in any case, with its row and order count', async () => {
    const user = await shopper();
    await placeTestOrder(t, user, [[1, 1]]);
    await placeTestOrder(t, user, [[2, 2]]);
    const member = await staff();

    const found = await search(member, { q: user.email.toUpperCase() });
    expect(found.status).toBe(200);
    expect(found.body.total).toBe(1);
    expect(found.body.rows).toEqual([
      {
        id: user.id,
        name: user.name,
        email: user.email,
        phone: user.phone,
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        orders: 2,
      },
    ]);
    // Part of an email finds it too.
    const part = user.email.split('@')[0] ?? '';
    expect((await search(member, { q: `${part.slice(-8)}@` })).body.rows.map((row) => row.id)).toEqual([user.id]);
    expectNoSecrets(found.text, [user.token]);
  });

  it('finds accounts by part of a name, whatever its case, and says 0 orders for an account without any', async () => {
    const family = tag();
    const amira = await shopper(`Amira ${family}Hassan`);
    const omar = await shopper(`Omar ${family}Hassan`);
    await shopper(`Someone Else ${tag()}`);
    const member = await staff();

    const found = await search(member, { q: `${family.toUpperCase()}hassan` });
    expect(found.body.total).toBe(2);
    // Newest account first.
    expect(found.body.rows.map((row) => [row.id, row.orders])).toEqual([
      [omar.id, 0],
      [amira.id, 0],
    ]);
  });

  it('finds an account by phone however it is typed: spaced, dashed, with the country code, in Arabic digits', async () => {
    const user = await shopper(`Phone ${tag()}`, '01098765432');
    const member = await staff();
    for (const typed of [
      '01098765432',
      '010 9876 5432',
      '010-9876-5432',
      '+20 10 9876 5432',
      '٠١٠٩٨٧٦٥٤٣٢',
      '98765432',
    ]) {
      const found = await search(member, { q: typed });
      expect([typed, found.body.rows.map((row) => row.id)]).toEqual([typed, expect.arrayContaining([user.id])]);
    }
    // An international number stored as such is found by its national form too.
    const abroad = await shopper(`Abroad ${tag()}`, '+447400123456');
    expect((await search(member, { q: '07400 123456' })).body.rows.map((row) => row.id)).toContain(abroad.id);
    expect((await search(member, { q: '+44 7400 123456' })).body.rows.map((row) => row.id)).toContain(abroad.id);
  });

  it('pages on the server: each account once, newest first, with the total of the search', async () => {
    const family = `Paged${tag()}`;
    const made: string[] = [];
    for (let n = 0; n < 5; n += 1) made.push((await shopper(`${family} Person${n}`)).id);
    const member = await staff();

    const pages = await Promise.all([0, 1, 2].map((page) => search(member, { q: family, page, pageSize: 2 })));
    expect(pages.map((answer) => [answer.body.total, answer.body.rows.length])).toEqual([
      [5, 2],
      [5, 2],
      [5, 1],
    ]);
    expect(pages.flatMap((answer) => answer.body.rows.map((row) => row.id))).toEqual([...made].reverse());
    expect((await search(member, { q: family, page: 3, pageSize: 2 })).body).toEqual({ rows: [], total: 5 });
  });

  it('takes wildcards literally, answers everyone for no search, and refuses a bad page size', async () => {
    await shopper();
    const member = await staff();
    expect((await search(member, { q: '%' })).body.total).toBe(0);
    expect((await search(member, { q: '_' })).body.total).toBe(0);
    const everyone = await search(member, {});
    expect(everyone.body.total).toBeGreaterThan(0);
    expect(everyone.body.rows.length).toBe(Math.min(25, everyone.body.total));
    expect((await search(member, { pageSize: 500 })).status).toBe(400);
  });
});

describe('GET /api/admin/customers/:id (the customer page)', () => {
  it('sums what a customer spent in each currency, never adding two together, cancelled orders left out', async () => {
    const user = await shopper(`Nadia ${tag()}`);
    const member = await staff();
    expect((await customer(member, user.id)).body.spent).toEqual([]);
    // Two orders delivered to Egypt (charged in pounds), one to the United States (dollars), one cancelled.
    const cairo = [await placeTestOrder(t, user, [[1, 1]]), await placeTestOrder(t, user, [[2, 1]])];
    await fillCart(t.db, user.id, [[3, 2]]);
    const placed = await checkout(t.app, user, { ...VALID_CHECKOUT, shippingAddress: US_ADDRESS });
    expect(placed.statusCode).toBe(201);
    const boston = placed.json<CheckoutResponse>().order;
    const cancelled = await placeTestOrder(t, user, [[4, 1]]);
    expect((await call(t, 'POST', `/api/orders/${cancelled._id}/cancel`, { token: user.token })).status).toBe(200);

    const page = await customer(member, user.id);
    expect(page.body.orders.map((order) => [order.id, order.currency]).sort()).toEqual(
      [...cairo, boston, cancelled].map((order) => [order._id, order === boston ? 'USD' : 'EGP']).sort(),
    );
    const egp = cairo.reduce((sum, order) => sum + toMinor(order.totalPrice, 'EGP'), 0);
    expect(page.body.spent).toEqual([
      { currency: 'EGP', amount: egp / 100 },
      { currency: 'USD', amount: boston.totalPrice },
    ]);
  });

  it('shows the profile, orders, returns, reviews and live sessions, and no password, hash or token', async () => {
    const user = await shopper(`Layla ${tag()}`);
    const first = await placeTestOrder(t, user, [
      [1, 2],
      [2, 1],
    ]);
    await orderStatusChanges(t.db).advance(first._id, 'delivered', t.clock.now());
    t.clock.advance(60_000);
    const second = await placeTestOrder(t, user, [[3, 1]]);
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${first._id}/returns`,
      headers: user.headers,
      payload: { items: [{ productId: '1', quantity: 1 }], reason: 'damaged' },
    });
    expect(asked.statusCode).toBe(201);
    const request = asked.json<ReturnRequest>();
    const review = await t.app.inject({
      method: 'PUT',
      url: '/api/products/2/reviews/mine',
      headers: user.headers,
      payload: { stars: 4, title: 'Good value', text: 'Does what it says, and arrived on time.' },
    });
    expect(review.statusCode).toBe(200);
    const signedIn = await signIn(user);
    expect(signedIn.status).toBe(200);
    const member = await staff();

    const page = await customer(member, user.id);
    expect(page.status).toBe(200);
    expect(page.body.profile).toEqual({
      id: user.id,
      name: user.name,
      email: user.email,
      phone: user.phone,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      language: 'en',
      currency: 'USD',
      emailNotifications: true,
    });
    expect(page.body.orderCount).toBe(2);
    expect(page.body.orders).toEqual([
      {
        id: second._id,
        number: second._id.slice(-8),
        status: 'pending',
        createdAt: second.createdAt,
        total: second.totalPrice,
        currency: 'EGP',
        items: 1,
      },
      {
        id: first._id,
        number: first._id.slice(-8),
        status: 'delivered',
        createdAt: first.createdAt,
        total: first.totalPrice,
        currency: 'EGP',
        items: 3,
      },
    ]);
    expect(page.body.returns).toEqual([request]);
    const product2 = (await t.app.inject({ method: 'GET', url: '/catalog/products/2' })).json<{ title: string }>();
    expect(page.body.reviews).toEqual([
      {
        id: expect.any(String),
        productId: 2,
        productTitle: product2.title,
        stars: 4,
        title: 'Good value',
        text: 'Does what it says, and arrived on time.',
        hidden: false,
        createdAt: expect.any(String),
      },
    ]);
    // The test user's own session (no browser named) and the one signed in from Chrome.
    expect(page.body.sessions.map((session) => session.device).sort()).toEqual(['', 'Chrome on Windows']);
    expect(page.body.sessions[0]).toEqual({
      id: expect.any(String),
      device: expect.any(String),
      createdAt: expect.any(String),
      lastSeenAt: expect.any(String),
    });
    expectNoSecrets(page.text, [user.token, (signedIn.body as { token: string }).token]);
  });

  it('shows a review the shop hid, marked hidden', async () => {
    const user = await shopper();
    const order = await placeTestOrder(t, user, [[4, 1]]);
    await orderStatusChanges(t.db).advance(order._id, 'delivered', t.clock.now());
    const written = await productReviews(t.db).save(
      user.id,
      4,
      { stars: 1, title: 'Not for me', text: 'It broke after a week of careful use.', displayName: '' },
      t.clock.now(),
    );
    await productReviews(t.db).setHidden(written.id, true);
    const page = await customer(await staff(), user.id);
    expect(page.body.reviews.map((review) => [review.id, review.hidden])).toEqual([[written.id, true]]);
  });

  it('answers 404 for an id that is no account, 400 for one that is no id', async () => {
    const member = await staff();
    expect((await customer(member, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await customer(member, 'not-a-uuid')).status).toBe(400);
  });
});

describe('POST /api/admin/customers/:id/password-reset', () => {
  it("queues the shopper's reset mail with a link that works, answers no link, and records who sent it", async () => {
    const user = await shopper(`Nadia ${tag()}`);
    const member = await staff();

    const sent = await sendReset(member, user.id);
    expect(sent.status).toBe(202);
    expect(sent.body).toEqual({ queuedTo: user.email });
    expectNoSecrets(sent.text);

    const [mail] = await mailsTo(user.email);
    expect(mail?.subject).toBe('Reset your Storefront password');
    const token = await resetTokenMailedTo(user.email);
    expect(mail?.body_text).toContain(`${PUBLIC_URL}/auth/reset-password/${token}`);
    expect(mail?.body_text).toContain('expires in 10 minutes');
    expect(mail?.body_text).toContain(`Hello ${user.name},`);

    const trail = await auditOf(user.id);
    expect(trail).toEqual([
      {
        action: 'customer.password-reset',
        staff_id: member.id,
        object_type: 'customer',
        after: { to: user.email },
      },
    ]);
    expect(JSON.stringify(trail)).not.toContain(token);
    expectNoSecrets((await customer(member, user.id)).text, [token]);

    // The shopper follows the link: the new password signs in, the old one no longer does.
    expect((await call(t, 'GET', `/api/auth/reset-password/${token}`)).status).toBe(200);
    const reset = await call(t, 'PUT', `/api/auth/reset-password/${token}`, {
      body: { password: 'Brand9New', confirmPassword: 'Brand9New' },
    });
    expect(reset.status).toBe(200);
    expect((await signIn(user, 'Brand9New')).status).toBe(200);
    expect((await signIn(user)).status).toBe(401);
  });

  it("is not held by the forgot-password limits the shopper's own requests ran into", async () => {
    const user = await shopper();
    const ip = uniqueIp();
    const forgot = () => call(t, 'POST', '/api/auth/forgot-password', { body: { email: user.email }, ip });
    for (let n = 0; n < ACCOUNT_LIMITS.forgotPerIpAndEmail.limit; n += 1) expect((await forgot()).status).toBe(200);
    expect((await forgot()).status).toBe(429);

    const member = await staff();
    for (let n = 0; n < ACCOUNT_LIMITS.forgotPerIpAndEmail.limit + 1; n += 1)
      expect((await sendReset(member, user.id)).status).toBe(202);
    // Mails still go at most one an account per interval (decision 0090): the one waiting carries a working
    // link, and earlier links keep working until they expire.
    const mails = await mailsTo(user.email);
    const tokens = mails.map((mail) => /\/auth\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.body_text)?.[1]);
    expect(tokens).toHaveLength(2);
    for (const token of tokens) expect((await call(t, 'GET', `/api/auth/reset-password/${token}`)).status).toBe(200);
    expect(await auditOf(user.id)).toHaveLength(ACCOUNT_LIMITS.forgotPerIpAndEmail.limit + 1);
  });

  it('answers 404 for an account that does not exist, and queues and records nothing', async () => {
    const member = await staff();
    const nobody = '00000000-0000-4000-8000-00000000beef';
    expect((await sendReset(member, nobody)).status).toBe(404);
    expect(await auditOf(nobody)).toEqual([]);
  });
});

describe('DELETE /api/admin/customers/:id/sessions', () => {
  it("ends every session at once: the shopper's tokens are refused, and the trail says how many", async () => {
    const user = await shopper();
    const browser = (await signIn(user)).body as { token: string };
    expect((await call(t, 'GET', '/api/user/profile', { token: user.token })).status).toBe(200);
    expect((await call(t, 'GET', '/api/user/profile', { token: browser.token })).status).toBe(200);
    const member = await staff();

    const ended = await endSessions(member, user.id);
    expect(ended.status).toBe(200);
    expect(ended.body).toEqual({ ended: 2 });
    for (const token of [user.token, browser.token])
      expect((await call(t, 'GET', '/api/user/profile', { token })).status).toBe(401);
    expect((await customer(member, user.id)).body.sessions).toEqual([]);
    expect(await auditOf(user.id)).toEqual([
      { action: 'customer.end-sessions', staff_id: member.id, object_type: 'customer', after: { ended: 2 } },
    ]);

    // Nothing left to end: 0, and that is recorded too.
    expect((await endSessions(member, user.id)).body).toEqual({ ended: 0 });
    expect((await auditOf(user.id)).map((entry) => entry.after)).toEqual([{ ended: 2 }, { ended: 0 }]);
    // The password still works: the shopper signs in again.
    expect((await signIn(user)).status).toBe(200);
  });

  it('answers 404 for an account that does not exist', async () => {
    expect((await endSessions(await staff(), '00000000-0000-4000-8000-00000000beef')).status).toBe(404);
  });
});

describe('who may', () => {
  it('lets owners and support in; the catalogue role gets 403, a shopper or nobody 401, and nothing changes', async () => {
    const user = await shopper();
    const before = await mailsTo(user.email);
    const calls = [
      (who?: TestStaff | TestUser) => api('GET', '/api/admin/customers', who),
      (who?: TestStaff | TestUser) => api('GET', `/api/admin/customers/${user.id}`, who),
      (who?: TestStaff | TestUser) => sendReset(who, user.id),
      (who?: TestStaff | TestUser) => endSessions(who, user.id),
    ];
    const catalogue = await staff('catalogue');
    for (const attempt of calls) {
      const refused = await attempt(catalogue);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 'FORBIDDEN' });
      expect((await attempt(user)).status).toBe(401);
      expect((await attempt(undefined)).status).toBe(401);
    }
    expect(await mailsTo(user.email)).toEqual(before);
    expect(await auditOf(user.id)).toEqual([]);
    expect((await call(t, 'GET', '/api/user/profile', { token: user.token })).status).toBe(200);

    const owner = await staff('owner');
    expect((await customer(owner, user.id)).status).toBe(200);
    expect((await search(owner, { q: user.email })).body.total).toBe(1);
  });
});
