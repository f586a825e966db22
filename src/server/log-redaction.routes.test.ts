import { Writable } from 'node:stream';
import { buildApp } from './app';
import { REDACTED, redactUrl, redactUrlsInText } from './log-redaction';
import { createTestApp, createTestUser, guestBrowser, type TestApp } from './test/harness';
import { call, STRONG_PASSWORD, uniqueEmail } from './modules/auth/test-support';
import { guestCheckout } from './test/checkout-test-support';
import { addStaffMember } from './modules/staff/staff-members';
import type { CheckoutResponse } from '../universal/contracts/order';

jest.mock('argon2', () => jest.requireActual('./test/reliability/cheap-argon2').cheapArgon2());

/**
 * Every flow whose link carries a secret runs through the app with its log captured: no line may keep
 * the secret, whichever way it travelled (a page's URL, an API path, a query string, an error).
 */
let base: TestApp;
let t: TestApp;
let log = '';

beforeAll(async () => {
  base = await createTestApp({ publicUrl: 'https://shop.example.test' });
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      log += chunk.toString();
      done();
    },
  });
  const app = await buildApp(base.ctx, { level: 'trace', stream });
  await app.ready();
  t = { ...base, app, close: () => app.close() };
}, 60_000);
afterAll(async () => {
  await t.close();
  await base.close();
});

const lastMailTo = async (email: string) =>
  (
    await t.db.query<{ body_text: string }>(
      'SELECT body_text FROM mail_outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1',
      [email],
    )
  )[0]?.body_text ?? '';
const tokenAfter = (text: string, route: string) =>
  new RegExp(`${route}/([A-Za-z0-9_-]{43})`).exec(text)?.[1] ?? 'no token in the mail';

/** The log so far holds the request lines of `path` (the flow really ran) and never the secret. */
function expectLoggedWithout(secret: string, path: string) {
  expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(log).toContain(path);
  expect(log).not.toContain(secret);
  expect(log).toContain(REDACTED);
}

it("keeps no guest order's key: not from the mailed page link (?access=) nor the API's answer", async () => {
  const page = (url: string) => t.app.inject({ method: 'GET', url });
  const guest = guestBrowser(t.app);
  await guest.send('POST', '/api/cart/add', { productId: '22', quantity: 1 });
  const placed = await guestCheckout(guest, { email: uniqueEmail('guest'), language: 'en' });
  expect(placed.statusCode).toBe(201);
  const { order } = placed.json<CheckoutResponse>();
  const key = order.access ?? '';
  await page(`/orders/${order._id}?access=${key}`);
  await page(`/ar/orders/${order._id}/receipt?access=${key}&lang=ar`);
  expect(
    (await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: { 'x-order-access': key } }))
      .statusCode,
  ).toBe(200);
  expectLoggedWithout(key, `/orders/${order._id}?access=${REDACTED}`);
});

it('keeps no password-reset token: not from the page, the check or the reset', async () => {
  const user = await createTestUser(t.ctx);
  expect((await call(t, 'POST', '/api/auth/forgot-password', { body: { email: user.email } })).status).toBe(200);
  const token = tokenAfter(await lastMailTo(user.email), '/auth/reset-password');
  await t.app.inject({ method: 'GET', url: `/auth/reset-password/${token}` });
  expect((await call(t, 'GET', `/api/auth/reset-password/${token}`)).status).toBe(200);
  const body = { password: 'Brand9New!', confirmPassword: 'Brand9New!' };
  expect((await call(t, 'PUT', `/api/auth/reset-password/${token}`, { body })).status).toBe(200);
  expectLoggedWithout(token, '/api/auth/reset-password/');
});

it("keeps no staff set-password token: not from the console's page nor its API", async () => {
  const email = uniqueEmail('staff');
  const terminal = { id: null, email: 'terminal', ip: '' };
  const added = await addStaffMember(
    t.db,
    terminal,
    { email, name: 'Nadia', role: 'support' },
    t.ctx.config,
    t.clock.now(),
  );
  if (!added.ok) throw new Error('email taken');
  const token = added.link.split('/').at(-1) ?? '';
  await t.app.inject({ method: 'GET', url: `/admin/set-password/${token}` });
  expect((await call(t, 'GET', `/api/admin/auth/password/${token}`)).status).toBe(200);
  const set = await call(t, 'PUT', `/api/admin/auth/password/${token}`, { body: { password: STRONG_PASSWORD } });
  expect(set.status).toBe(200);
  expectLoggedWithout(token, '/api/admin/auth/password/');
});

it('keeps no email-change undo token: not from the page, the check or the undo', async () => {
  const user = await createTestUser(t.ctx);
  const profile = {
    name: 'Amira Hassan',
    email: uniqueEmail('moved'),
    phone: '01012345678',
    address: { street: '12 Nile St.', city: 'Cairo', state: 'Cairo', zipCode: '11511', country: 'Egypt' },
    preferences: { emailNotifications: false, smsNotifications: false, currency: 'USD', language: 'en' },
    currentPassword: user.password,
  };
  expect((await call(t, 'PUT', '/api/user/profile', { token: user.token, body: profile })).status).toBe(200);
  const token = tokenAfter(await lastMailTo(user.email), '/auth/undo-email-change');
  await t.app.inject({ method: 'GET', url: `/auth/undo-email-change/${token}` });
  expect((await call(t, 'GET', `/api/auth/email-change/${token}`)).status).toBe(200);
  expect((await call(t, 'POST', `/api/auth/email-change/${token}/undo`)).status).toBe(200);
  expectLoggedWithout(token, '/api/auth/email-change/');
});

it('keeps no token of a route it does not know yet, in a path, a query or an error line', async () => {
  const token = 'Zq3_' + 'x'.repeat(35) + 'Ab9-';
  await t.app.inject({ method: 'GET', url: `/verify-email/${token}` });
  await t.app.inject({ method: 'GET', url: `/api/auth/confirm?token=${token}` });
  t.app.log.error({ err: new Error(`fetching /api/auth/verify-email/${token} failed`) }, 'mail link check failed');
  t.app.log.warn(`Route GET:/api/x?code=${token} not found`);
  expectLoggedWithout(token, '/verify-email/');
});

describe('redactUrl', () => {
  it.each([
    [
      '/orders/7b1c0a52-3f1e-4c59-9a43-2b8d7f0e1a6c?access=abc',
      `/orders/7b1c0a52-3f1e-4c59-9a43-2b8d7f0e1a6c?access=${REDACTED}`,
    ],
    ['/auth/reset-password/short', `/auth/reset-password/${REDACTED}`],
    ['/api/auth/email-change/tok/undo', `/api/auth/email-change/${REDACTED}/undo`],
    ['/ar/orders/claim/t', `/ar/orders/claim/${REDACTED}`],
    ['/catalog/products?q=shirt&sort=price', `/catalog/products?q=${REDACTED}&sort=${REDACTED}`],
    ['/x?Zq3xxxxxxxxxxxxxxxxxxxxxxxAb9', `/x?${REDACTED}`],
    ['/catalog/products/category/electronics', '/catalog/products/category/electronics'],
    ['/images/81fPKd-2AYL._AC_SL1500_.jpg', '/images/81fPKd-2AYL._AC_SL1500_.jpg'],
    ['/product/12', '/product/12'],
  ])('%s → %s', (url, redacted) => {
    expect(redactUrl(url)).toBe(redacted);
  });

  it('redacts the paths inside a text', () => {
    expect(redactUrlsInText('Route GET:/api/auth/reset-password/abc?x=1 not found')).toBe(
      `Route GET:/api/auth/reset-password/${REDACTED}?x=${REDACTED} not found`,
    );
  });
});
