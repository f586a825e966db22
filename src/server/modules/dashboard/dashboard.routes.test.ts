import { call } from '../auth/test-support';
import { placeTestOrder, setStockOf } from '../../test/checkout-test-support';
import { createTestStaff } from '../staff/test-support';
import { withTestApp, createTestUser } from '../../test/harness';

jest.mock('argon2', () => jest.requireActual('../../test/reliability/cheap-argon2').cheapArgon2());

// 23:30 in Cairo on the 21st is 21:30 UTC: "today" is the shop's day, not UTC's.
const t = withTestApp({ shopTimeZone: 'Africa/Cairo' });

const dashboard = async (role: 'owner' | 'support' | 'catalogue') =>
  (await call(t, 'GET', '/api/admin/dashboard', { token: (await createTestStaff(t, role)).token })).body;

describe('the dashboard', () => {
  it("counts the shop's day's orders and revenue, orders to ship and low stock, each for the roles that may see it", async () => {
    const empty = await dashboard('owner');
    const shopper = await createTestUser(t.ctx);
    t.clock.advance(11 * 3_600_000 + 30 * 60_000); // 21:30 UTC, 23:30 in Cairo
    const kept = await placeTestOrder(t, shopper);
    const cancelled = await placeTestOrder(t, shopper);
    expect((await call(t, 'POST', `/api/orders/${cancelled._id}/cancel`, { token: shopper.token })).status).toBe(200);
    await setStockOf(t.db, 2, 3);

    const owner = await dashboard('owner');
    expect(owner).toEqual({
      day: '2026-11-21',
      ordersToday: {
        count: (empty.ordersToday as { count: number }).count + 2,
        revenue: (empty.ordersToday as { revenue: number }).revenue + kept.totalPrice,
      },
      waitingToShip: (empty.waitingToShip as number) + 1,
      openReturns: empty.openReturns,
      lowStock: (empty.lowStock as number) + 1,
      newReviews: empty.newReviews,
    });

    // Past midnight in Cairo (still the 21st in UTC) the day starts again.
    t.clock.advance(60 * 60_000);
    const tomorrow = await dashboard('owner');
    expect(tomorrow.day).toBe('2026-11-22');
    expect(tomorrow.ordersToday).toEqual({ count: 0, revenue: 0 });

    expect(Object.keys(await dashboard('support')).sort()).toEqual([
      'day',
      'newReviews',
      'openReturns',
      'ordersToday',
      'waitingToShip',
    ]);
    expect(Object.keys(await dashboard('catalogue')).sort()).toEqual(['day', 'lowStock']);
  });
});
