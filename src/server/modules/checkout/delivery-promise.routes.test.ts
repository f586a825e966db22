import type { CheckoutResponse, Order } from '../../../universal/contracts/order';
import { withTestApp, createTestUser } from '../../test/harness';
import { checkout, fillCart, US_ADDRESS, VALID_CHECKOUT } from '../../test/checkout-test-support';

// Checkout keeps the days its delivery promised (issue 34): counted from the moment the order is placed,
// in the shop's time zone, on the carrier's working days, past the region's holidays.

const t = withTestApp();

/** Moves the test clock forward to an instant (it never goes back). */
function clockTo(iso: string) {
  const ms = new Date(iso).getTime() - t.clock.now().getTime();
  if (ms < 0) throw new Error(`the clock is past ${iso} already`);
  t.clock.advance(ms);
}

/** Places an order for a new shopper; answers it as checkout answered it, and how to read it again. */
async function placed(body: object) {
  const user = await createTestUser(t.ctx);
  await fillCart(t.db, user.id, [[1, 1]]);
  const response = await checkout(t.app, user, body);
  expect(response.statusCode).toBe(201);
  const order = response.json<CheckoutResponse>().order;
  const read = async () =>
    (await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: user.headers })).json<Order>();
  return { order, read };
}

/** The order as checkout answered it, checked against what the order page reads later (the stored dates). */
async function order(body: object): Promise<Order> {
  const { order: answered, read } = await placed(body);
  expect((await read()).promisedDates).toEqual(answered.promisedDates);
  return answered;
}

describe('checkout stores the delivery dates it promised', () => {
  it('on a day off the parcel leaves the next working day (Egypt: Sunday after the weekend)', async () => {
    // The test clock starts on Saturday 21 November 2026, noon in Cairo.
    const placed = await order(VALID_CHECKOUT);
    expect(placed.deliveryDays).toEqual({ min: 2, max: 4 });
    // Leaves Sunday 22nd; two and four working days on: Tuesday 24th to Thursday 26th.
    expect(placed.promisedDates).toEqual({ from: '2026-11-24', to: '2026-11-26' });
  });

  it("counts past the region's holidays (Thanksgiving in the United States)", async () => {
    // Monday 23 November, 11:00 in Cairo, before the 14:00 cut-off: express leaves today, two to three
    // business days; Thursday 26th is Thanksgiving.
    clockTo('2026-11-23T09:00:00Z');
    const placed = await order({ ...VALID_CHECKOUT, shippingAddress: US_ADDRESS, deliveryOption: 'express' });
    expect(placed.promisedDates).toEqual({ from: '2026-11-25', to: '2026-11-27' });
  });

  it('past the cut-off, same-day arrives the next working day', async () => {
    // Monday 15:00 in Cairo: past same-day's noon cut-off.
    clockTo('2026-11-23T13:00:00Z');
    const placed = await order({ ...VALID_CHECKOUT, deliveryOption: 'same-day' });
    expect(placed.promisedDates).toEqual({ from: '2026-11-24', to: '2026-11-24' });
  });

  it('answers no dates for an order placed before promises, and stores both days or neither', async () => {
    const { order: answered, read } = await placed(VALID_CHECKOUT);
    await t.db.query('UPDATE orders SET promised_from = NULL, promised_to = NULL WHERE id = $1', [answered._id]);
    const before = await read();
    expect(before.promisedDates).toBeUndefined();
    expect(before.deliveryDays).toEqual({ min: 2, max: 4 });
    await expect(
      t.db.query("UPDATE orders SET promised_from = '2026-11-30' WHERE id = $1", [answered._id]),
    ).rejects.toThrow(/orders_promised_dates_check/);
    await expect(
      t.db.query("UPDATE orders SET promised_from = '2026-12-02', promised_to = '2026-12-01' WHERE id = $1", [
        answered._id,
      ]),
    ).rejects.toThrow(/orders_promised_dates_check/);
  });
});
