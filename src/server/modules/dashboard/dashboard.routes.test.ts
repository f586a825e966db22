import { call } from '../auth/test-support';
import {
  checkout,
  fillCart,
  placeTestOrder,
  setStockOf,
  US_ADDRESS,
  VALID_CHECKOUT,
} from '../../test/checkout-test-support';
import type { CheckoutResponse } from '../../../universal/contracts/order';
import { toMinor } from '../../../universal/settlement';
import { createTestStaff } from '../staff/test-support';
import { withTestApp, createTestUser } from '../../test/harness';
import { dateDemoRates } from '../rates/test-support';

jest.mock('argon2', () => jest.requireActual('../../test/reliability/cheap-argon2').cheapArgon2());

// 23:30 in Cairo on the 21st is 21:30 UTC: "today" is the shop's day, not UTC's.
const t = withTestApp({ shopTimeZone: 'Africa/Cairo', ratesMaxAgeHours: 48 });

const dashboard = async (role: 'owner' | 'support' | 'catalogue') =>
  (await call(t, 'GET', '/api/admin/dashboard', { token: (await createTestStaff(t, role)).token })).body;

describe('the dashboard', () => {
  it("counts the shop's day's orders and revenue, orders to ship and low stock, each for the roles that may see it", async () => {
    const empty = await dashboard('owner');
    const shopper = await createTestUser(t.ctx);
    t.clock.advance(11 * 3_600_000 + 30 * 60_000); // 21:30 UTC, 23:30 in Cairo
    const kept = await placeTestOrder(t, shopper);
    const keptToo = await placeTestOrder(t, shopper, [[2, 1]]);
    // One to the United States: charged in dollars, summed apart from the pounds.
    await fillCart(t.db, shopper.id, [[3, 1]]);
    const placed = await checkout(t.app, shopper, { ...VALID_CHECKOUT, shippingAddress: US_ADDRESS });
    expect(placed.statusCode).toBe(201);
    const dollars = placed.json<CheckoutResponse>().order;
    const cancelled = await placeTestOrder(t, shopper);
    expect((await call(t, 'POST', `/api/orders/${cancelled._id}/cancel`, { token: shopper.token })).status).toBe(200);
    await setStockOf(t.db, 2, 3);

    const owner = await dashboard('owner');
    const count = (empty.ordersToday as { count: number }).count + 4;
    const pounds = (toMinor(kept.totalPrice, 'EGP') + toMinor(keptToo.totalPrice, 'EGP')) / 100;
    // Nothing was placed yesterday by this time: every figure is new.
    const fresh = (amount: number) => ({ previous: 0, change: amount, percent: null });
    expect(owner).toEqual({
      day: '2026-11-21',
      ordersToday: {
        count,
        trend: fresh(count),
        revenue: [
          { currency: 'EGP', amount: pounds, trend: fresh(pounds) },
          { currency: 'USD', amount: dollars.totalPrice, trend: fresh(dollars.totalPrice) },
        ],
        comparedUntil: '2026-11-20T21:30:00.000Z',
      },
      waitingToShip: (empty.waitingToShip as number) + 3,
      openReturns: empty.openReturns,
      lowStock: (empty.lowStock as number) + 1,
      newReviews: empty.newReviews,
      staleRates: [],
    });

    // Past midnight in Cairo (still the 21st in UTC) the day starts again, set against the 21st's first half hour.
    t.clock.advance(60 * 60_000);
    const tomorrow = await dashboard('owner');
    expect(tomorrow.day).toBe('2026-11-22');
    expect(tomorrow.ordersToday).toEqual({
      count: 0,
      trend: { previous: 0, change: 0, percent: null },
      revenue: [],
      comparedUntil: '2026-11-20T22:30:00.000Z',
    });

    expect(Object.keys(await dashboard('support')).sort()).toEqual([
      'day',
      'newReviews',
      'openReturns',
      'ordersToday',
      'waitingToShip',
    ]);
    expect(Object.keys(await dashboard('catalogue')).sort()).toEqual(['day', 'lowStock']);
  });

  it('alerts owners to a stale rate a region charges in, naming the currency and the regions; a fresh one clears it', async () => {
    const ratesMaxAgeHours = t.ctx.config.ratesMaxAgeHours;
    // Signed in afresh each time: the clock moves past a session's life.
    const owner = () => createTestStaff(t, 'owner');
    const stale = async () =>
      (await call(t, 'GET', '/api/admin/dashboard', { token: (await owner()).token })).body.staleRates as {
        currency: string;
        setAt: string | null;
        regions: { id: string; name: string }[];
      }[];
    await dateDemoRates(t.db);
    expect(await stale()).toEqual([]);
    // Past the allowed age: Egypt's pounds and the UK's sterling; euros are charged nowhere, dollars need no rate.
    t.clock.advance((ratesMaxAgeHours + 1) * 3_600_000);
    expect(await stale()).toEqual([
      { currency: 'GBP', setAt: '2026-11-20T12:00:00.000Z', regions: [{ id: 'uk', name: 'United Kingdom' }] },
      { currency: 'EGP', setAt: '2026-11-20T12:00:00.000Z', regions: [{ id: 'egypt', name: 'Egypt' }] },
    ]);
    const { token } = await owner();
    expect((await call(t, 'PUT', '/api/admin/settings/rates/GBP', { token, body: { unitsPerUsd: 0.8 } })).status).toBe(
      200,
    );
    expect((await stale()).map((entry) => entry.currency)).toEqual(['EGP']);
    // Support sees no alert: owners set the rates.
    const support = await createTestStaff(t, 'support');
    expect((await call(t, 'GET', '/api/admin/dashboard', { token: support.token })).body.staleRates).toBeUndefined();
  });
});
