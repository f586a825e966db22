import type { RouteOptions } from 'fastify';
import { createTestUser, guestBrowser, withTestApp } from '../test/harness';
import { storefrontRoutes } from '../test/storefront-routes';
import { createTestStaff } from '../modules/staff/test-support';
import { guestCheckout } from '../test/checkout-test-support';
import { contractOf } from '../../universal/contracts/endpoint';
import type { CheckoutResponse } from '../../universal/contracts/order';

// Staff members are made with a password hash: see cheap-argon2.ts.
jest.mock('argon2', () => jest.requireActual('../test/reliability/cheap-argon2').cheapArgon2());

/**
 * Every personal /api answer (a shopper's, a guest's, the console's) says `Cache-Control: no-store`,
 * whatever it answered: each route whose contract is not public is called as whom it serves.
 */
const t = withTestApp();
let routes: RouteOptions[] = [];
beforeAll(async () => {
  routes = await storefrontRoutes(t.ctx);
});

it('answers every personal /api route with no-store, as its shopper or staff member', async () => {
  const shopper = await createTestUser(t.ctx);
  const owner = await createTestStaff(t, 'owner');
  const personal = routes.flatMap((route) => {
    const endpoint = contractOf(route.schema);
    return endpoint && endpoint.access !== 'public' && endpoint.path.startsWith('/api/') ? [endpoint] : [];
  });
  expect(personal.length).toBeGreaterThan(40);
  const missing: string[] = [];
  for (const endpoint of personal) {
    const url = endpoint.path.replace(/:\w+/g, '1');
    const headers = endpoint.access === 'staff' ? owner.headers : shopper.headers;
    const answer = await t.app.inject({ method: endpoint.method, url, headers });
    if (answer.headers['cache-control'] !== 'no-store')
      missing.push(`${endpoint.method} ${endpoint.path} (${answer.statusCode}): ${answer.headers['cache-control']}`);
  }
  expect(missing).toEqual([]);
});

it("answers a guest's order, opened by its key, with no-store", async () => {
  const guest = guestBrowser(t.app);
  await guest.send('POST', '/api/cart/add', { productId: '22', quantity: 1 });
  const placed = await guestCheckout(guest, { email: 'guest@example.com', language: 'en' });
  expect(placed.statusCode).toBe(201);
  expect(placed.headers['cache-control']).toBe('no-store');
  const { order } = placed.json<CheckoutResponse>();
  const opened = await t.app.inject({
    method: 'GET',
    url: `/api/orders/${order._id}`,
    headers: { 'x-order-access': order.access ?? '' },
  });
  expect(opened.statusCode).toBe(200);
  expect(opened.headers['cache-control']).toBe('no-store');
});
