import { randomBytes } from 'node:crypto';
import { apiCaller, withTestApp, createTestUser, guestBrowser, type TestUser } from '../../test/harness';
import { createTestStaff, expectOnlyOwnersAndSupport, listQuery, type TestStaff } from '../staff/test-support';
import type { AdminOrder, AdminOrderRow } from '../../../universal/contracts/admin/orders';
import type { CheckoutResponse, Order } from '../../../universal/contracts/order';
import type { StaffRole } from '../../../universal/staff-roles';
import { orderStatusChanges } from './status-changes';
import { addDays, instantAt, shopDay } from '../../../universal/delivery-dates';
import {
  checkout,
  fillCart,
  guestCheckout,
  placeTestOrder,
  setStockOf,
  stockLeft,
  US_ADDRESS,
  VALID_CHECKOUT,
} from '../../test/checkout-test-support';

// Every test makes staff members, each with a password hash: see cheap-argon2.ts.
jest.mock('argon2', () => jest.requireActual('../../test/reliability/cheap-argon2').cheapArgon2());

const PUBLIC_URL = 'https://shop.example';

const t = withTestApp({ publicUrl: PUBLIC_URL });

type Method = 'GET' | 'POST';
type Caller = Pick<TestUser, 'headers'>;
const consoleCall = apiCaller(t, '');

/** Calls the console's API as `who` (a staff member, a shopper, or nobody). */
async function api<T = Record<string, unknown>>(method: Method, url: string, who?: Caller, payload?: object) {
  const response = await consoleCall(who, method, url, payload);
  return { status: response.statusCode, body: response.json<T>() };
}

/** A staff member signed in now (sessions last 12 hours, and tests move the clock on by days). */
const staff = (role: StaffRole = 'support'): Promise<TestStaff> => createTestStaff(t, role);

const list = (who: TestStaff, query: Record<string, string | number>) =>
  api<{ rows: AdminOrderRow[]; total: number }>('GET', `/api/admin/orders?${listQuery(query)}`, who);
const ids = (rows: AdminOrderRow[]) => rows.map((row) => row.id);
/** An order's page, once the events before it were handled (the mails it lists are their subscribers'). */
const detail = async (who: TestStaff, id: string) => {
  await t.events.drain();
  return api<AdminOrder>('GET', `/api/admin/orders/${id}`, who);
};
const act = async (who: TestStaff, id: string, action: string, payload?: Record<string, unknown>) => {
  await t.events.drain();
  return api<AdminOrder>('POST', `/api/admin/orders/${id}/${action}`, who, payload);
};

/** The mails queued about an order, oldest first. */
const mailsOf = async (orderId: string) => {
  await t.events.drain();
  return t.db.query<{ subject: string; recipient: string }>(
    'SELECT subject, recipient FROM mail_outbox WHERE order_id = $1 ORDER BY id',
    [orderId],
  );
};

/** The audit trail's entries about an order, oldest first. */
const auditOf = (orderId: string) =>
  t.db.query<{ action: string; staff_id: string; staff_email: string; before: unknown; after: unknown }>(
    `SELECT action, staff_id, staff_email, before, after FROM audit_log
     WHERE object_type = 'order' AND object_id = $1 ORDER BY id`,
    [orderId],
  );

/** A checkout with its own body (another address, another payment method). */
async function placeOrderWith(user: TestUser, body: object, lines: [number, number][] = [[1, 1]]): Promise<Order> {
  await fillCart(t.db, user.id, lines);
  const response = await checkout(t.app, user, body);
  if (response.statusCode !== 201) throw new Error(`checkout failed: ${response.statusCode} ${response.body}`);
  return response.json<CheckoutResponse>().order;
}

/** A signed-out visitor's order, placed with `email` (the browser keeps the guest cart's cookie). */
async function placeGuestOrder(email: string): Promise<Order> {
  const guest = guestBrowser(t.app);
  await guest.send('POST', '/api/cart/add', { productId: '22', quantity: 1 });
  const placed = await guestCheckout(guest, { email, createAccount: false });
  if (placed.statusCode !== 201) throw new Error(`guest checkout failed: ${placed.statusCode} ${placed.body}`);
  return placed.json<CheckoutResponse>().order;
}

/** The subject of an order's confirmation. */
const confirmation = (order: Order) => `Your Storefront order ${order._id.slice(-8)}`;

const tag = () => randomBytes(3).toString('hex');

describe('GET /api/admin/orders (the grid)', () => {
  it('answers a row per order with its number, units, customer, country code, payment and guest flag', async () => {
    const user = await createTestUser(t.ctx, { name: `Row ${tag()}` });
    const order = await placeTestOrder(t, user, [
      [1, 2],
      [2, 1],
    ]);
    const guestEmail = `guest-${tag()}@example.com`;
    const guestOrder = await placeGuestOrder(guestEmail);
    const member = await staff();

    const mine = await list(member, { q: user.email });
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual({
      total: 1,
      rows: [
        {
          id: order._id,
          number: order._id.slice(-8),
          status: 'pending',
          createdAt: order.createdAt,
          total: order.totalPrice,
          // Delivered to Egypt: charged in pounds (issue 50).
          currency: 'EGP',
          items: 3,
          name: user.name,
          email: user.email,
          country: 'EG',
          paymentMethod: 'credit-card (Demo)',
          guest: false,
        },
      ],
    });
    const guest = await list(member, { q: guestEmail });
    expect(guest.body.rows).toEqual([expect.objectContaining({ id: guestOrder._id, guest: true, email: guestEmail })]);
  });

  it('finds an order by its number (with or without #, any case), its whole id, an email (any case) or part of a name', async () => {
    const mark = tag();
    const percent = await createTestUser(t.ctx, { name: `Mira ${mark} 50%_x` });
    const lookalike = await createTestUser(t.ctx, { name: `mira ${mark} 50ab_x` });
    const first = await placeTestOrder(t, percent);
    t.clock.advance(1000);
    const second = await placeTestOrder(t, percent);
    t.clock.advance(1000);
    const third = await placeTestOrder(t, lookalike);
    const member = await staff();
    const number = first._id.slice(-8);

    for (const q of [number, `#${number.toUpperCase()}`, ` #${number} `, first._id])
      expect(ids((await list(member, { q })).body.rows)).toEqual([first._id]);
    // Exact, in any case; newest first by default.
    expect(ids((await list(member, { q: percent.email.toUpperCase() })).body.rows)).toEqual([second._id, first._id]);
    expect((await list(member, { q: percent.email.slice(1) })).body.total).toBe(0);
    // Part of a name, any case; % and _ are the letters typed, not wildcards.
    expect(ids((await list(member, { q: `MIRA ${mark}` })).body.rows)).toEqual([third._id, second._id, first._id]);
    expect(ids((await list(member, { q: `${mark} 50%_` })).body.rows)).toEqual([second._id, first._id]);
    expect(ids((await list(member, { q: `${mark} 50ab` })).body.rows)).toEqual([third._id]);
    expect((await list(member, { q: `${mark} 5_a` })).body.total).toBe(0);
    // The account's email now finds the orders it placed with the old one.
    const renamed = `renamed-${mark}@example.com`;
    await t.db.query('UPDATE users SET email = $2 WHERE id = $1', [lookalike.id, renamed]);
    expect(ids((await list(member, { q: renamed })).body.rows)).toEqual([third._id]);
  });

  it("filters by status or a group of them, payment method, country and placing day (both included, the shop's days)", async () => {
    const user = await createTestUser(t.ctx);
    const egypt = await placeTestOrder(t, user);
    // Placed on the last millisecond of a day in the shop (Cairo, 22:00 UTC in November), and on the first of the next.
    const timeZone = t.ctx.config.shopTimeZone;
    const nextStart = instantAt(addDays(shopDay(t.clock.now(), timeZone), 1), 0, timeZone).getTime();
    t.clock.advance(nextStart - 1 - t.clock.now().getTime());
    const lastMoment = await placeOrderWith(user, { ...VALID_CHECKOUT, paymentMethod: 'paypal' });
    t.clock.advance(1);
    const nextDay = await placeOrderWith(user, { ...VALID_CHECKOUT, shippingAddress: US_ADDRESS });
    await orderStatusChanges(t.db).advance(nextDay._id, 'processing', t.clock.now());
    const member = await staff();
    const day = (order: Order) => shopDay(new Date(order.createdAt), timeZone);
    const q = user.email;
    expect(timeZone).toBe('Africa/Cairo');
    expect(lastMoment.createdAt.slice(11)).toBe('21:59:59.999Z');
    expect(nextDay.createdAt.slice(11)).toBe('22:00:00.000Z');
    expect(day(nextDay)).not.toBe(day(lastMoment));

    expect(ids((await list(member, { q, status: 'processing' })).body.rows)).toEqual([nextDay._id]);
    expect(ids((await list(member, { q, payment: 'paypal' })).body.rows)).toEqual([lastMoment._id]);
    expect(ids((await list(member, { q, payment: 'paypal (Demo)' })).body.rows)).toEqual([lastMoment._id]);
    expect(ids((await list(member, { q, country: 'US' })).body.rows)).toEqual([nextDay._id]);
    expect((await list(member, { q, country: 'US' })).body.rows[0]?.country).toBe('US');
    expect(ids((await list(member, { q, country: 'EG' })).body.rows)).toEqual([lastMoment._id, egypt._id]);
    expect((await list(member, { q, country: 'GB' })).body.total).toBe(0);
    const lastDay = day(lastMoment);
    expect(ids((await list(member, { q, to: lastDay })).body.rows)).toEqual([lastMoment._id, egypt._id]);
    expect(ids((await list(member, { q, from: day(nextDay) })).body.rows)).toEqual([nextDay._id]);
    expect(ids((await list(member, { q, from: lastDay, to: lastDay })).body.rows)).toEqual(
      day(egypt) === lastDay ? [lastMoment._id, egypt._id] : [lastMoment._id],
    );
    // Filters add up.
    expect((await list(member, { q, country: 'EG', status: 'processing' })).body.total).toBe(0);
    // Groups: not yet shipped (pending or processing), and every order but a cancelled one.
    expect((await orderStatusChanges(t.db).cancel(egypt._id, undefined, t.clock.now())).ok).toBe(true);
    expect(ids((await list(member, { q, status: 'unshipped' })).body.rows)).toEqual([nextDay._id, lastMoment._id]);
    expect(ids((await list(member, { q, status: 'notCancelled' })).body.rows)).toEqual([nextDay._id, lastMoment._id]);
    expect((await orderStatusChanges(t.db).advance(lastMoment._id, 'shipped', t.clock.now())).ok).toBe(true);
    expect(ids((await list(member, { q, status: 'unshipped' })).body.rows)).toEqual([nextDay._id]);
    expect(ids((await list(member, { q, status: 'notCancelled' })).body.rows)).toEqual([nextDay._id, lastMoment._id]);
    expect((await list(member, { q, status: 'shipping' })).status).toBe(400);

    for (const [name, value] of [
      ['from', '2026-02-30'],
      ['to', '2026-13-01'],
    ] as const) {
      const refused = await list(member, { q, [name]: value });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: { [name]: expect.any(String) } });
    }
    const badCountry = await list(member, { country: 'egypt' });
    expect(badCountry.status).toBe(400);
    expect(badCountry.body).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('sorts by placing time, total or status either way, and pages on the server', async () => {
    const user = await createTestUser(t.ctx);
    const small = await placeTestOrder(t, user, [[1, 1]]);
    t.clock.advance(60_000);
    const middle = await placeTestOrder(t, user, [[1, 2]]);
    t.clock.advance(60_000);
    const large = await placeTestOrder(t, user, [[1, 3]]);
    const changes = orderStatusChanges(t.db);
    await changes.advance(small._id, 'delivered', t.clock.now());
    await changes.cancel(large._id, undefined, t.clock.now());
    const member = await staff();
    const q = user.email;
    const sorted = async (sort: string, direction: string) =>
      ids((await list(member, { q, sort, direction })).body.rows);

    expect(await sorted('createdAt', 'asc')).toEqual([small._id, middle._id, large._id]);
    expect(await sorted('createdAt', 'desc')).toEqual([large._id, middle._id, small._id]);
    expect(await sorted('total', 'asc')).toEqual([small._id, middle._id, large._id]);
    expect(await sorted('total', 'desc')).toEqual([large._id, middle._id, small._id]);
    // The lifecycle's order, cancelled last.
    expect(await sorted('status', 'asc')).toEqual([middle._id, small._id, large._id]);
    expect(await sorted('status', 'desc')).toEqual([large._id, small._id, middle._id]);

    const pages = [0, 1].map((page) => list(member, { q, sort: 'total', direction: 'asc', pageSize: 2, page }));
    const [first, second] = await Promise.all(pages);
    expect(first?.body).toEqual({ total: 3, rows: [expect.objectContaining({ id: small._id }), expect.anything()] });
    expect(ids(first?.body.rows ?? [])).toEqual([small._id, middle._id]);
    expect(second?.body.total).toBe(3);
    expect(ids(second?.body.rows ?? [])).toEqual([large._id]);
    expect((await list(member, { q, pageSize: 2, page: 5 })).body).toEqual({ total: 3, rows: [] });
    expect((await list(member, { sort: 'name' })).status).toBe(400);
    expect((await list(member, { pageSize: 101 })).status).toBe(400);
  });
});

describe('GET /api/admin/orders/:id (an order’s page)', () => {
  it('answers the order, whose it is, and its timeline and mails from checkout on', async () => {
    const user = await createTestUser(t.ctx);
    const order = await placeTestOrder(t, user);
    const member = await staff();
    const page = await detail(member, order._id);
    expect(page.status).toBe(200);
    expect(page.body).toEqual({
      order: { ...order },
      // Paid by card at checkout; nothing can go back before it ships (staff cancel it instead).
      money: { paid: order.totalPrice, refunded: 0, refundable: 0, blocked: 'not-shipped', refunds: [] },
      guest: false,
      customerId: user.id,
      notes: [],
      timeline: [{ at: order.createdAt, what: 'order.placed', by: null }],
      mails: [
        {
          subject: confirmation(order),
          to: user.email,
          queuedAt: expect.any(String),
          sentAt: null,
        },
      ],
    });
  });

  it('says a guest’s order has no account, and lists the mails of a shopper’s own cancellation', async () => {
    const email = `guest-${tag()}@example.com`;
    const guestOrder = await placeGuestOrder(email);
    const member = await staff();
    expect((await detail(member, guestOrder._id)).body).toMatchObject({ guest: true, customerId: null });

    const user = await createTestUser(t.ctx);
    const order = await placeTestOrder(t, user);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/cancel`,
      headers: user.headers,
    });
    expect(cancelled.statusCode).toBe(200);
    const page = (await detail(member, order._id)).body;
    expect(page.mails.map((mail) => mail.subject)).toEqual([
      confirmation(order),
      expect.stringContaining('is cancelled'),
    ]);
    // The shopper's own change is no staff action.
    expect(page.timeline.map((event) => event.what)).toEqual(['order.placed']);
  });

  it('answers 404 ORDER_NOT_FOUND for an unknown and a malformed id', async () => {
    const member = await staff();
    for (const id of ['0123456789abcdef01234567', 'not-an-order']) {
      const missing = await detail(member, id);
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ code: 'ORDER_NOT_FOUND' });
    }
  });
});

describe('POST /api/admin/orders/:id/status', () => {
  it('moves an order forward with the CLI’s mails, each move in the audit trail and the timeline', async () => {
    const user = await createTestUser(t.ctx);
    const order = await placeTestOrder(t, user);
    const member = await staff();

    const processing = await act(member, order._id, 'status', { status: 'processing' });
    expect(processing.status).toBe(200);
    expect(processing.body.order.status).toBe('processing');
    const delivered = await act(member, order._id, 'status', { status: 'delivered' });
    expect(delivered.body.order.status).toBe('delivered');

    // Processing mails nobody (as in the CLI); delivered does, about this order.
    expect((await mailsOf(order._id)).map((mail) => mail.subject)).toEqual([
      confirmation(order),
      expect.stringContaining('was delivered'),
    ]);
    expect(await auditOf(order._id)).toEqual([
      {
        action: 'order.status',
        staff_id: member.id,
        staff_email: member.email,
        before: { status: 'pending' },
        after: { status: 'processing' },
      },
      expect.objectContaining({ before: { status: 'processing' }, after: { status: 'delivered' } }),
    ]);
    expect(delivered.body.timeline).toEqual([
      { at: order.createdAt, what: 'order.placed', by: null },
      { at: expect.any(String), what: 'order.status', by: member.email, detail: 'pending → processing' },
      { at: expect.any(String), what: 'order.status', by: member.email, detail: 'processing → delivered' },
    ]);
  });

  it('refuses a move back or in place with 409 CONFLICT, cancelled with 400, and changes nothing', async () => {
    const user = await createTestUser(t.ctx);
    const order = await placeTestOrder(t, user);
    const member = await staff();
    await act(member, order._id, 'status', { status: 'shipped' });

    for (const status of ['pending', 'processing', 'shipped']) {
      const refused = await act(member, order._id, 'status', { status });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('only move forward') });
    }
    const cancel = await act(member, order._id, 'status', { status: 'cancelled' });
    expect(cancel.status).toBe(400);
    expect(cancel.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: { status: expect.any(String) } });
    expect((await act(member, order._id, 'status', { status: 'lost' })).status).toBe(400);
    expect((await auditOf(order._id)).map((entry) => entry.after)).toEqual([{ status: 'shipped' }]);
    const missing = await act(member, '0123456789abcdef01234567', 'status', { status: 'processing' });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'ORDER_NOT_FOUND' });
  });
});

describe('POST /api/admin/orders/:id/ship', () => {
  it('ships with a carrier (any case) and a tracking number: one mail, one audit entry; a correction mails nobody', async () => {
    const user = await createTestUser(t.ctx);
    const order = await placeTestOrder(t, user);
    const member = await staff();

    const shipped = await act(member, order._id, 'ship', { carrier: 'dhl', tracking: ' JD-0146 123 ' });
    expect(shipped.status).toBe(200);
    expect(shipped.body.order).toMatchObject({
      status: 'shipped',
      tracking: { carrier: 'DHL', number: 'JD-0146 123', url: expect.stringContaining('JD-0146%20123') },
    });
    // The same parcel again changes nothing.
    expect((await act(member, order._id, 'ship', { carrier: 'DHL', tracking: 'JD-0146 123' })).status).toBe(200);
    const corrected = await act(member, order._id, 'ship', { carrier: 'UPS', tracking: '1Z999' });
    expect(corrected.body.order).toMatchObject({ status: 'shipped', tracking: { carrier: 'UPS', number: '1Z999' } });

    const mails = await mailsOf(order._id);
    expect(mails.map((mail) => mail.subject)).toEqual([confirmation(order), expect.stringContaining('has shipped')]);
    expect(await auditOf(order._id)).toEqual([
      expect.objectContaining({
        action: 'order.ship',
        before: { status: 'pending', tracking: null },
        after: { status: 'shipped', tracking: { carrier: 'DHL', number: 'JD-0146 123' } },
      }),
      expect.objectContaining({
        action: 'order.ship',
        before: { status: 'shipped', tracking: { carrier: 'DHL', number: 'JD-0146 123' } },
        after: { status: 'shipped', tracking: { carrier: 'UPS', number: '1Z999' } },
      }),
    ]);
    expect(corrected.body.timeline.slice(1).map((event) => event.detail)).toEqual([
      'DHL JD-0146 123',
      'UPS 1Z999 (was DHL JD-0146 123)',
    ]);
  });

  it('checks the parcel as the CLI does (400 with the field), and refuses a delivered order with 409', async () => {
    const user = await createTestUser(t.ctx);
    const order = await placeTestOrder(t, user);
    const member = await staff();

    const carrier = await act(member, order._id, 'ship', { carrier: 'Pony Express', tracking: '1234567890' });
    expect(carrier.status).toBe(400);
    expect(carrier.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { carrier: 'Unknown carrier "Pony Express". Known carriers: Aramex, DHL, Egypt Post, Royal Mail, UPS.' },
    });
    const tracking = await act(member, order._id, 'ship', { carrier: 'DHL', tracking: 'no/slashes' });
    expect(tracking.status).toBe(400);
    expect(tracking.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: { tracking: expect.any(String) } });
    expect((await act(member, order._id, 'ship', { carrier: 'DHL' })).status).toBe(400);

    await act(member, order._id, 'status', { status: 'delivered' });
    const refused = await act(member, order._id, 'ship', { carrier: 'DHL', tracking: '1234567890' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'CONFLICT' });
    expect((await auditOf(order._id)).map((entry) => entry.action)).toEqual(['order.status']);
    expect((await act(member, '0123456789abcdef01234567', 'ship', { carrier: 'DHL', tracking: '123' })).status).toBe(
      404,
    );
  });
});

describe('POST /api/admin/orders/:id/cancel', () => {
  it('cancels with a reason kept in the audit trail; the stock goes back and the shopper is mailed', async () => {
    const user = await createTestUser(t.ctx);
    const sku = await setStockOf(t.db, 3, 10);
    const order = await placeTestOrder(t, user, [[3, 2]]);
    expect(await stockLeft(t.db, sku)).toBe(8);
    const member = await staff();

    const cancelled = await act(member, order._id, 'cancel', { reason: '  Shopper phoned: ordered twice  ' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.order.status).toBe('cancelled');
    expect(await stockLeft(t.db, sku)).toBe(10);
    expect((await mailsOf(order._id)).map((mail) => mail.subject)).toEqual([
      confirmation(order),
      expect.stringContaining('is cancelled'),
    ]);
    expect(await auditOf(order._id)).toEqual([
      expect.objectContaining({
        action: 'order.cancel',
        staff_email: member.email,
        before: { status: 'pending' },
        after: { status: 'cancelled', reason: 'Shopper phoned: ordered twice' },
      }),
    ]);
    expect(cancelled.body.timeline.at(-1)).toMatchObject({
      what: 'order.cancel',
      detail: 'Shopper phoned: ordered twice',
    });
  });

  it('refuses as the shoppers’ cancel does: 409 with each status’s code; a blank reason is 400', async () => {
    const user = await createTestUser(t.ctx);
    const [shipped, delivered, cancelled] = [
      await placeTestOrder(t, user),
      await placeTestOrder(t, user),
      await placeTestOrder(t, user),
    ];
    const member = await staff();
    await act(member, shipped._id, 'status', { status: 'shipped' });
    await act(member, delivered._id, 'status', { status: 'delivered' });
    await act(member, cancelled._id, 'cancel', { reason: 'test' });

    for (const [order, code] of [
      [shipped, 'ORDER_NOT_CANCELLABLE'],
      [delivered, 'ORDER_ALREADY_DELIVERED'],
      [cancelled, 'ORDER_ALREADY_CANCELLED'],
    ] as const) {
      const refused = await act(member, order._id, 'cancel', { reason: 'again' });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code });
    }
    for (const reason of ['   ', '']) {
      const blank = await act(member, shipped._id, 'cancel', { reason });
      expect(blank.status).toBe(400);
      expect(blank.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect((await auditOf(cancelled._id)).map((entry) => entry.action)).toEqual(['order.cancel']);
    expect((await auditOf(shipped._id)).map((entry) => entry.action)).toEqual(['order.status']);
  });
});

describe('POST /api/admin/orders/:id/notes', () => {
  it('adds an internal note (201) with its author, audited, never mailed', async () => {
    const user = await createTestUser(t.ctx);
    const order = await placeTestOrder(t, user);
    const [member, owner] = [await staff('support'), await staff('owner')];

    const first = await act(member, order._id, 'notes', { body: ' Called the shopper about the address. ' });
    expect(first.status).toBe(201);
    t.clock.advance(1000);
    const second = await act(owner, order._id, 'notes', { body: 'Refund approved.' });
    expect(second.status).toBe(201);
    expect(second.body.notes).toEqual([
      {
        id: expect.any(String),
        body: 'Called the shopper about the address.',
        by: member.email,
        at: expect.any(String),
      },
      { id: expect.any(String), body: 'Refund approved.', by: owner.email, at: t.clock.now().toISOString() },
    ]);
    expect((await auditOf(order._id)).map((entry) => [entry.action, entry.staff_email])).toEqual([
      ['order.note', member.email],
      ['order.note', owner.email],
    ]);
    expect(second.body.timeline.at(-1)).toMatchObject({
      what: 'order.note',
      by: owner.email,
      detail: 'Refund approved.',
    });
    expect(await mailsOf(order._id)).toHaveLength(1);
    // Not the shopper's to see.
    const own = await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: user.headers });
    expect(own.body).not.toContain('Refund approved');
  });

  it('refuses a blank note with 400 and an unknown order with 404, writing nothing', async () => {
    const user = await createTestUser(t.ctx);
    const order = await placeTestOrder(t, user);
    const member = await staff();
    expect((await act(member, order._id, 'notes', { body: '  ' })).status).toBe(400);
    expect((await act(member, order._id, 'notes', { body: 'x'.repeat(2001) })).status).toBe(400);
    const missing = await act(member, '0123456789abcdef01234567', 'notes', { body: 'Hello' });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'ORDER_NOT_FOUND' });
    expect(await auditOf('0123456789abcdef01234567')).toEqual([]);
    expect((await detail(member, order._id)).body.notes).toEqual([]);
  });
});

describe('POST /api/admin/orders/:id/resend-confirmation', () => {
  it('queues the confirmation again, about this order, and audits it', async () => {
    const user = await createTestUser(t.ctx);
    const order = await placeTestOrder(t, user);
    const member = await staff();

    const resent = await act(member, order._id, 'resend-confirmation');
    expect(resent.status).toBe(200);
    const confirmed = confirmation(order);
    expect(resent.body.mails.map((mail) => [mail.subject, mail.to])).toEqual([
      [confirmed, user.email],
      [confirmed, user.email],
    ]);
    expect(await auditOf(order._id)).toEqual([
      expect.objectContaining({ action: 'order.resend-confirmation', after: { to: user.email } }),
    ]);
  });

  it('refuses with 409 when the shopper turned email notifications off, queuing nothing', async () => {
    const user = await createTestUser(t.ctx);
    const order = await placeTestOrder(t, user);
    await t.db.query('UPDATE users SET email_notifications = false WHERE id = $1', [user.id]);
    const member = await staff();
    const refused = await act(member, order._id, 'resend-confirmation');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'CONFLICT' });
    expect(await mailsOf(order._id)).toHaveLength(1);
    expect(await auditOf(order._id)).toEqual([]);
    expect((await act(member, '0123456789abcdef01234567', 'resend-confirmation')).status).toBe(404);
  });
});

describe('POST /api/admin/orders/:id/address', () => {
  it('corrects the address before shipping: the shopper is mailed the new one, the trail keeps both', async () => {
    const user = await createTestUser(t.ctx);
    const order = await placeTestOrder(t, user);
    const member = await staff();
    const moved = { ...order.shippingAddress, street: '9 Tahrir Square', phone: '01112345678' };
    const changed = await act(member, order._id, 'address', moved);
    expect(changed.status).toBe(200);
    expect(changed.body.order.shippingAddress).toEqual(moved);
    // The same address again changes nothing, and mails nobody a second time.
    expect((await act(member, order._id, 'address', moved)).status).toBe(200);
    const mails = (await mailsOf(order._id)).filter((mail) => mail.subject.includes('delivery address'));
    expect(mails).toHaveLength(1);
    const [mail] = await t.db.query<{ body_text: string }>(
      "SELECT body_text FROM mail_outbox WHERE order_id = $1 AND subject LIKE '%delivery address%'",
      [order._id],
    );
    expect(mail?.body_text).toContain('It now goes to:');
    expect(mail?.body_text).toContain('9 Tahrir Square');
    const entries = (await auditOf(order._id)).filter((entry) => entry.action === 'order.address');
    expect(entries).toEqual([
      expect.objectContaining({
        before: { shippingAddress: order.shippingAddress },
        after: { shippingAddress: moved },
      }),
    ]);
  });

  it("checks the address by checkout's rules, keeps the country, and refuses once the order has shipped", async () => {
    const user = await createTestUser(t.ctx);
    const order = await placeTestOrder(t, user);
    const member = await staff();
    const badPhone = await act(member, order._id, 'address', { ...order.shippingAddress, phone: '123' });
    expect(badPhone.status).toBe(400);
    const abroad = await act(member, order._id, 'address', { ...US_ADDRESS });
    expect(abroad.status).toBe(400);
    expect(abroad.body).toMatchObject({ message: expect.stringMatching(/^The country stays Egypt/) });
    await orderStatusChanges(t.db).ship(order._id, { carrier: 'DHL', number: 'JD1' }, t.clock.now());
    const late = await act(member, order._id, 'address', { ...order.shippingAddress, street: '1 Late Street' });
    expect(late.status).toBe(409);
    expect((await detail(member, order._id)).body.order.shippingAddress).toEqual(order.shippingAddress);
    expect((await auditOf(order._id)).filter((entry) => entry.action === 'order.address')).toEqual([]);
  });
});

describe('GET /api/admin/carriers', () => {
  it('names the carriers an order can ship with', async () => {
    const carriers = await api('GET', '/api/admin/carriers', await staff());
    expect(carriers.status).toBe(200);
    expect(carriers.body).toEqual(
      ['Aramex', 'DHL', 'Egypt Post', 'Royal Mail', 'UPS'].map((name) => expect.objectContaining({ name })),
    );
  });
});

describe('who may call', () => {
  it('owners and support may; catalogue staff get 403; no token, a shopper’s token and a stale one get 401', async () => {
    const user = await createTestUser(t.ctx);
    const order = await placeTestOrder(t, user);
    const id = order._id;
    await expectOnlyOwnersAndSupport(t, [
      ['GET', '/api/admin/orders'],
      ['GET', `/api/admin/orders/${id}`],
      ['POST', `/api/admin/orders/${id}/status`, { status: 'processing' }],
      ['POST', `/api/admin/orders/${id}/ship`, { carrier: 'DHL', tracking: '1234567890' }],
      ['POST', `/api/admin/orders/${id}/cancel`, { reason: 'not allowed' }],
      ['POST', `/api/admin/orders/${id}/notes`, { body: 'not allowed' }],
      ['POST', `/api/admin/orders/${id}/resend-confirmation`],
      ['GET', '/api/admin/carriers'],
    ]);
    expect((await detail(await staff('catalogue'), id)).status).toBe(403);
    // Nothing was done by anyone refused.
    expect((await auditOf(id)).length).toBe(0);
    expect((await mailsOf(id)).length).toBe(1);
    const [support, owner] = [await staff('support'), await staff('owner')];
    expect((await detail(support, id)).body.order.status).toBe('pending');
    expect((await act(owner, id, 'status', { status: 'processing' })).status).toBe(200);
    expect((await list(owner, { q: id })).body.total).toBe(1);
  });
});

describe('two staff members acting on one order at once', () => {
  it('exactly one change, one mail and one audit entry, whichever wins', async () => {
    for (let round = 0; round < 6; round++) {
      const user = await createTestUser(t.ctx);
      const order = await placeTestOrder(t, user);
      const [one, other] = [await staff('support'), await staff('owner')];
      const secondIsShip = round % 2 === 1;
      const [cancelled, second] = await Promise.all([
        act(one, order._id, 'cancel', { reason: `round ${round}` }),
        secondIsShip
          ? act(other, order._id, 'ship', { carrier: 'DHL', tracking: `RACE-${round}-1` })
          : act(other, order._id, 'cancel', { reason: `round ${round}, too` }),
      ]);
      const statuses = [cancelled.status, second.status].sort();
      expect(statuses).toEqual([200, 409]);
      const final = (await detail(one, order._id)).body.order.status;
      const winner = cancelled.status === 200 ? 'cancel' : secondIsShip ? 'ship' : 'cancel';
      expect(final).toBe(winner === 'cancel' ? 'cancelled' : 'shipped');
      const loser = cancelled.status === 200 ? second : cancelled;
      expect(loser.body).toMatchObject({
        code: winner === 'cancel' ? (secondIsShip ? 'CONFLICT' : 'ORDER_ALREADY_CANCELLED') : 'ORDER_NOT_CANCELLABLE',
      });
      const mails = await mailsOf(order._id);
      expect(mails.map((mail) => mail.subject)).toEqual([
        confirmation(order),
        expect.stringContaining(final === 'cancelled' ? 'is cancelled' : 'has shipped'),
      ]);
      expect((await auditOf(order._id)).map((entry) => entry.action)).toEqual([
        final === 'cancelled' ? 'order.cancel' : 'order.ship',
      ]);
    }
  });

  it('the same parcel sent twice at once ships once', async () => {
    const user = await createTestUser(t.ctx);
    const order = await placeTestOrder(t, user);
    const [one, other] = [await staff('support'), await staff('owner')];
    const answers = await Promise.all(
      [one, other].map((member) => act(member, order._id, 'ship', { carrier: 'UPS', tracking: '1Z-SAME' })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect((await mailsOf(order._id)).map((mail) => mail.subject)).toEqual([
      confirmation(order),
      expect.stringContaining('has shipped'),
    ]);
    expect((await auditOf(order._id)).map((entry) => entry.action)).toEqual(['order.ship']);
  });
});

describe('a change and its record are one transaction', () => {
  it('when recording fails, the change, its mail and the stock put back are all rolled back', async () => {
    const user = await createTestUser(t.ctx);
    const sku = await setStockOf(t.db, 4, 5);
    const order = await placeTestOrder(t, user, [[4, 1]]);
    const changes = orderStatusChanges(t.db);
    const failing = async () => {
      throw new Error('the audit trail is unavailable');
    };
    await expect(changes.cancel(order._id, undefined, t.clock.now(), failing)).rejects.toThrow('unavailable');
    await expect(changes.advance(order._id, 'delivered', t.clock.now(), failing)).rejects.toThrow('unavailable');
    await expect(
      changes.ship(order._id, { carrier: 'DHL', number: 'ROLLED-BACK' }, t.clock.now(), failing),
    ).rejects.toThrow('unavailable');
    const page = (await detail(await staff(), order._id)).body;
    expect(page.order).toMatchObject({ status: 'pending' });
    expect(page.order.tracking).toBeUndefined();
    expect(page.mails.map((mail) => mail.subject)).toEqual([confirmation(order)]);
    expect(await stockLeft(t.db, sku)).toBe(4);
  });
});
