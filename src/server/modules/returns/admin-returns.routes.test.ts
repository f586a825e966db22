import { randomBytes } from 'node:crypto';
import { apiCaller, withTestApp, createTestUser, type TestUser } from '../../test/harness';
import { createTestStaff, expectOnlyOwnersAndSupport, listQuery, type TestStaff } from '../staff/test-support';
import type { AdminReturn, AdminReturnRow } from '../../../universal/contracts/admin/returns';
import type { CheckoutResponse, Order } from '../../../universal/contracts/order';
import type { OrderReturns, ReturnRequest } from '../../../universal/contracts/returns';
import type { StaffRole } from '../../../universal/staff-roles';
import { orderReturns } from './returns';
import { orderStatusChanges } from '../orders/status-changes';
import {
  applyPromoCode,
  checkout,
  fillCart,
  placeTestOrder,
  setStockOf,
  stockLeft,
  US_ADDRESS,
  VALID_CHECKOUT,
} from '../../test/checkout-test-support';
import { ordersTerminal } from '../../test/orders-terminal';
import { chargeSize } from '../../../universal/order-charges';

// Every test makes staff members, each with a password hash: see cheap-argon2.ts.
jest.mock('argon2', () => jest.requireActual('../../test/reliability/cheap-argon2').cheapArgon2());

const PUBLIC_URL = 'https://shop.example';

const t = withTestApp({ publicUrl: PUBLIC_URL });

type Method = 'GET' | 'POST';
type Caller = Pick<TestUser, 'headers'>;
const consoleCall = apiCaller(t, '');

/** Calls the console's API as `who` (a staff member, a shopper, or nobody); a refusal's body has its code. */
async function api<T = Record<string, unknown>>(method: Method, url: string, who?: Caller, payload?: object) {
  const response = await consoleCall(who, method, url, payload);
  return { status: response.statusCode, body: response.json<T & { code?: string }>() };
}

const staff = (role: StaffRole = 'support'): Promise<TestStaff> => createTestStaff(t, role);

const queue = (who: TestStaff, query: Record<string, string | number> = {}) =>
  api<{ rows: AdminReturnRow[]; total: number }>('GET', `/api/admin/returns?${listQuery(query)}`, who);
const ids = (rows: AdminReturnRow[]) => rows.map((row) => row.id);
const detail = (who: TestStaff, id: string) => api<AdminReturn>('GET', `/api/admin/returns/${id}`, who);
const decide = (
  who: TestStaff,
  id: string,
  action: 'approve' | 'reject' | 'refund',
  payload?: Record<string, unknown>,
) => api<AdminReturn>('POST', `/api/admin/returns/${id}/${action}`, who, payload);

/** The mails about returns queued to a shopper, oldest first. */
const returnMails = async (user: TestUser) => {
  await t.events.drain();
  return t.db.query<{ subject: string; body_text: string }>(
    `SELECT subject, body_text FROM mail_outbox
     WHERE recipient = $1 AND (subject LIKE '%return%' OR subject LIKE '%refund%') ORDER BY id`,
    [user.email],
  );
};

/** The audit trail's entries about a return, oldest first. */
const auditOf = (returnId: string) =>
  t.db.query<{ action: string; staff_id: string; staff_email: string; before: unknown; after: unknown }>(
    `SELECT action, staff_id, staff_email, before, after FROM audit_log
     WHERE object_type = 'return' AND object_id = $1 ORDER BY id`,
    [returnId],
  );

const tag = () => randomBytes(3).toString('hex');

/** A variant of its own for each request (the tests share the file's database), with 20 on hand. */
let variantsUsed = 0;
async function freshVariant(): Promise<{ sku: string; productId: string }> {
  const [variant] = await t.db.query<{ sku: string; product_id: number }>(
    'SELECT sku, product_id FROM product_variants ORDER BY sku OFFSET $1 LIMIT 1',
    [variantsUsed++],
  );
  if (!variant) throw new Error('the demo catalogue has run out of variants');
  await setStockOf(t.db, variant.sku, 20);
  return { sku: variant.sku, productId: String(variant.product_id) };
}

/** An order of 2 units of `sku` and 1 of product 3, delivered now. */
async function deliveredOrder(user: TestUser, sku: string): Promise<Order> {
  const order = await placeTestOrder(t, user, [
    [sku, 2],
    [3, 1],
  ]);
  await orderStatusChanges(t.db).advance(order._id, 'delivered', t.clock.now());
  return order;
}

/** The shopper asks to return `items` of their order. */
async function requestReturn(user: TestUser, orderId: string, items: object[], reason = 'damaged') {
  const answer = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/returns`,
    headers: user.headers,
    payload: { items, reason },
  });
  if (answer.statusCode !== 201) throw new Error(`return request failed: ${answer.statusCode} ${answer.body}`);
  return answer.json<ReturnRequest>();
}

/** A shopper, a delivered order and a request for both units of its variant line. */
async function requested(options: { name?: string } = {}) {
  const user = await createTestUser(t.ctx, { ...(options.name && { name: options.name }) });
  const { sku, productId } = await freshVariant();
  const order = await deliveredOrder(user, sku);
  const request = await requestReturn(user, order._id, [{ productId, quantity: 2 }]);
  return { user, order, request, sku, productId };
}

/** What a line of `order` paid for `quantity` units of `productId`, in cents. */
const paid = (order: Order, productId: string, quantity: number) =>
  Math.round((order.items.find((line) => line.productId === productId)?.price ?? NaN) * 100) * quantity;

describe('GET /api/admin/returns (the queue)', () => {
  it('answers a row per request with its numbers, units, refund, customer and guest flag', async () => {
    const { user, order, request, productId } = await requested();
    const member = await staff();
    const found = await queue(member, { q: user.email });
    expect(found.status).toBe(200);
    expect(found.body).toEqual({
      total: 1,
      rows: [
        {
          id: request.id,
          number: request.id.slice(-8),
          orderId: order._id,
          orderNumber: order._id.slice(-8),
          status: 'requested',
          reason: 'damaged',
          createdAt: request.createdAt,
          decidedAt: null,
          units: 2,
          refund: paid(order, productId, 2) / 100,
          name: user.name,
          email: user.email,
          guest: false,
        },
      ],
    });
  });

  it('filters by status; finds by order number, return number (with #, any case), order id, email or name', async () => {
    const mark = tag();
    const first = await requested({ name: `Laila ${mark}` });
    t.clock.advance(60_000);
    const second = await requested({ name: `Laila ${mark}` });
    const member = await staff();
    await decide(member, second.request.id, 'approve');

    const orderNumber = first.order._id.slice(-8);
    for (const q of [orderNumber, `#${orderNumber.toUpperCase()}`, first.request.id.slice(-8), first.order._id])
      expect(ids((await queue(member, { q })).body.rows)).toEqual([first.request.id]);
    expect(ids((await queue(member, { q: first.user.email.toUpperCase() })).body.rows)).toEqual([first.request.id]);
    // Newest first unless asked otherwise.
    expect(ids((await queue(member, { q: `laila ${mark}` })).body.rows)).toEqual([second.request.id, first.request.id]);
    expect(ids((await queue(member, { q: `laila ${mark}`, direction: 'asc' })).body.rows)).toEqual([
      first.request.id,
      second.request.id,
    ]);
    expect(ids((await queue(member, { q: `laila ${mark}`, status: 'requested' })).body.rows)).toEqual([
      first.request.id,
    ]);
    const approved = (await queue(member, { q: `laila ${mark}`, status: 'approved' })).body.rows;
    expect(approved).toEqual([expect.objectContaining({ id: second.request.id, decidedAt: expect.any(String) })]);
    expect((await queue(member, { q: `laila ${mark}`, status: 'refunded' })).body.total).toBe(0);
    // Open: waiting for a decision, or approved and waiting for the items; a rejected one is settled.
    const open = async () => ids((await queue(member, { q: `laila ${mark}`, status: 'open' })).body.rows);
    expect(await open()).toEqual([second.request.id, first.request.id]);
    await decide(member, first.request.id, 'reject', { reason: 'Outside the return window' });
    expect(await open()).toEqual([second.request.id]);
  });

  it('pages on the server, and refuses a bad status, direction or page size with 400', async () => {
    const mark = tag();
    const made = [];
    for (let n = 0; n < 3; n++) {
      made.push((await requested({ name: `Paged ${mark}` })).request.id);
      t.clock.advance(1000);
    }
    const member = await staff();
    const q = `Paged ${mark}`;
    const [one, two] = await Promise.all([
      queue(member, { q, direction: 'asc', pageSize: 2, page: 0 }),
      queue(member, { q, direction: 'asc', pageSize: 2, page: 1 }),
    ]);
    expect(one?.body.total).toBe(3);
    expect([...ids(one?.body.rows ?? []), ...ids(two?.body.rows ?? [])]).toEqual(made);
    const bads: Record<string, string | number>[] = [
      { status: 'lost' },
      { direction: 'up' },
      { pageSize: 101 },
      { page: -1 },
    ];
    for (const bad of bads) {
      const refused = await queue(member, bad);
      expect([bad, refused.status, refused.body.code]).toEqual([bad, 400, 'VALIDATION_FAILED']);
    }
  });
});

describe('GET /api/admin/returns/:id (a return’s page)', () => {
  it('answers the lines at the prices paid, the refund, the order in brief with its lines, and the history', async () => {
    const { user, order, request, sku, productId } = await requested();
    const member = await staff();
    const page = await detail(member, request.id);
    expect(page.status).toBe(200);
    const line = order.items.find((item) => item.sku === sku);
    expect(page.body).toEqual({
      id: request.id,
      number: request.id.slice(-8),
      status: 'requested',
      reason: 'damaged',
      createdAt: request.createdAt,
      decidedAt: null,
      rejectionReason: null,
      refund: paid(order, productId, 2) / 100,
      keptOffShelf: false,
      deliveryRefund: null,
      returnTo: null,
      exchangeOrder: null,
      items: [
        {
          productId,
          sku,
          title: line?.title,
          ...(line?.variantLabel !== undefined && { variantLabel: line.variantLabel }),
          quantity: 2,
          price: line?.price,
        },
      ],
      order: {
        id: order._id,
        number: order._id.slice(-8),
        status: 'delivered',
        createdAt: order.createdAt,
        total: order.totalPrice,
        delivery: chargeSize(order.charges, 'delivery') / 100,
        paymentMethod: order.paymentMethod,
        customer: { name: user.name, email: user.email, phone: user.phone },
        guest: false,
        items: order.items,
      },
      history: [{ at: request.createdAt, what: 'return.requested', by: null }],
    });
  });

  it('answers 404 NOT_FOUND for an unknown and a malformed id, on the page and on every decision', async () => {
    const member = await staff();
    for (const id of ['0123456789ab', 'not-a-return', '0123456789abcdef01234567']) {
      expect([id, (await detail(member, id)).status]).toEqual([id, 404]);
      for (const action of ['approve', 'refund'] as const)
        expect((await decide(member, id, action)).body).toMatchObject({ code: 'NOT_FOUND' });
      expect((await decide(member, id, 'reject', { reason: 'No' })).status).toBe(404);
    }
  });
});

describe('approving', () => {
  it('approves a requested return: one mail, one audit entry, no stock yet; approving again changes nothing', async () => {
    const { user, order, request, sku } = await requested();
    const member = await staff();
    const approved = await decide(member, request.id, 'approve');
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', decidedAt: expect.any(String) });
    expect(approved.body.history).toEqual([
      { at: request.createdAt, what: 'return.requested', by: null },
      { at: expect.any(String), what: 'return.approve', by: member.email },
    ]);
    // The items are on their way back, not on the shelf.
    expect(await stockLeft(t.db, sku)).toBe(18);

    const again = await decide(await staff('owner'), request.id, 'approve');
    expect(again.status).toBe(200);
    expect(again.body.status).toBe('approved');
    expect((await returnMails(user)).map((mail) => mail.subject)).toEqual([
      `Your return for Storefront order ${order._id.slice(-8)} is approved`,
    ]);
    expect(await auditOf(request.id)).toEqual([
      {
        action: 'return.approve',
        staff_id: member.id,
        staff_email: member.email,
        before: { status: 'requested' },
        // No return address in this file's regions: only the order number to write on the parcel.
        after: { status: 'approved', orderId: order._id, returnTo: { parcelNumber: order._id.slice(-8) } },
      },
    ]);
  });

  it('refuses a refund before approval, and an approval after a rejection, with 409 RETURN_NOT_ALLOWED', async () => {
    const { user, request } = await requested();
    const member = await staff();
    const early = await decide(member, request.id, 'refund');
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 'RETURN_NOT_ALLOWED', message: expect.stringContaining('requested') });
    await decide(member, request.id, 'reject', { reason: 'Outside our policy' });
    for (const action of ['approve', 'refund'] as const) {
      const late = await decide(member, request.id, action);
      expect([action, late.status, late.body.code]).toEqual([action, 409, 'RETURN_NOT_ALLOWED']);
    }
    expect((await auditOf(request.id)).map((entry) => entry.action)).toEqual(['return.reject']);
    expect(await returnMails(user)).toHaveLength(1);
  });
});

describe('rejecting', () => {
  it('keeps the reason, mails it to the shopper, shows it on their order page and in the history', async () => {
    const { user, order, request, sku, productId } = await requested();
    const member = await staff();
    const reason = 'The item shows wear: returns must be unused.';
    const rejected = await decide(member, request.id, 'reject', { reason: `  ${reason} ` });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ status: 'rejected', rejectionReason: reason });
    expect(rejected.body.history.at(-1)).toEqual({
      at: expect.any(String),
      what: 'return.reject',
      by: member.email,
      detail: reason,
    });
    const [mail] = await returnMails(user);
    expect(mail?.subject).toBe(`Your return for Storefront order ${order._id.slice(-8)} was not accepted`);
    expect(mail?.body_text).toContain(`Our reason: ${reason}`);
    expect(mail?.body_text).toContain(`${PUBLIC_URL}/orders/${order._id}`);
    const shopperView = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}/returns`,
      headers: user.headers,
    });
    expect(shopperView.json<OrderReturns>().returns).toEqual([
      expect.objectContaining({ id: request.id, status: 'rejected', rejectionReason: reason }),
    ]);
    expect(await auditOf(request.id)).toEqual([
      expect.objectContaining({
        action: 'return.reject',
        before: { status: 'requested' },
        after: { status: 'rejected', orderId: order._id, reason },
      }),
    ]);
    // Nothing comes back to the shelf, and the units may be asked back again.
    expect(await stockLeft(t.db, sku)).toBe(18);
    await requestReturn(user, order._id, [{ productId, quantity: 2 }]);
  });

  it('refuses a blank or missing reason (400) and one too long, changing nothing', async () => {
    const { user, request } = await requested();
    const member = await staff();
    for (const payload of [{ reason: '   ' }, {}, { reason: 'x'.repeat(501) }]) {
      const refused = await decide(member, request.id, 'reject', payload);
      expect([payload, refused.status, refused.body.code]).toEqual([payload, 400, 'VALIDATION_FAILED']);
    }
    expect((await detail(member, request.id)).body.status).toBe('requested');
    expect(await auditOf(request.id)).toEqual([]);
    expect(await returnMails(user)).toEqual([]);
  });
});

describe('refunding on receipt', () => {
  it("puts the returned units back once and pays back the lines' prices as paid (no code, the tax inside them): one mail, one audit entry", async () => {
    const { user, order, request, sku, productId } = await requested();
    const member = await staff();
    await decide(member, request.id, 'approve');
    const refunded = await decide(member, request.id, 'refund');
    expect(refunded.status).toBe(200);
    const amount = paid(order, productId, 2);
    expect(refunded.body).toMatchObject({ status: 'refunded', refund: amount / 100, keptOffShelf: false });
    expect(refunded.body.history.at(-1)).toEqual(
      // In the pounds the Cairo order was charged in (issue 50).
      expect.objectContaining({
        what: 'return.refund',
        by: member.email,
        detail: `EGP\u00a0${(amount / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
      }),
    );
    expect(await stockLeft(t.db, sku)).toBe(20);

    // Again, by another member: answered as it is, nothing moves.
    const again = await decide(await staff('owner'), request.id, 'refund');
    expect(again.status).toBe(200);
    expect(again.body.status).toBe('refunded');
    expect(await stockLeft(t.db, sku)).toBe(20);

    const mails = await returnMails(user);
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringContaining('is approved'),
      `Your refund for Storefront order ${order._id.slice(-8)} is on its way`,
    ]);
    expect(mails[1]?.body_text).toContain(
      `Refunded: EGP\u00a0${(amount / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
    expect((await auditOf(request.id)).at(-1)).toEqual(
      expect.objectContaining({
        action: 'return.refund',
        before: { status: 'approved', refundCents: null, deliveryRefundCents: null },
        after: {
          status: 'refunded',
          orderId: order._id,
          refundCents: amount,
          currency: 'EGP',
          restocked: [{ sku, quantity: 2 }],
        },
      }),
    );
    expect((await auditOf(request.id)).map((entry) => entry.action)).toEqual(['return.approve', 'return.refund']);
  });

  it('keeps the units off the shelf when staff say so (damaged, opened): the refund is the same, the audit names them', async () => {
    const { order, request, sku, productId } = await requested();
    const member = await staff();
    await decide(member, request.id, 'approve');
    const refunded = await decide(member, request.id, 'refund', { restock: false });
    expect(refunded.status).toBe(200);
    expect(refunded.body).toMatchObject({
      status: 'refunded',
      refund: paid(order, productId, 2) / 100,
      keptOffShelf: true,
    });
    expect(await stockLeft(t.db, sku)).toBe(18);
    expect((await auditOf(request.id)).at(-1)?.after).toMatchObject({ restocked: [], keptOff: [{ sku, quantity: 2 }] });

    // Settled once: a second refund asking to restock puts nothing back.
    expect((await decide(member, request.id, 'refund', { restock: true })).status).toBe(200);
    expect(await stockLeft(t.db, sku)).toBe(18);
    expect(await auditOf(request.id)).toHaveLength(2);
  });

  it("pays back what the lines cost after the code's discount and with their tax; two returns of every line pay back the goods to the cent", async () => {
    const user = await createTestUser(t.ctx);
    const { sku, productId } = await freshVariant();
    await fillCart(t.db, user.id, [
      [sku, 2],
      [3, 1],
    ]);
    const coded = await applyPromoCode(t.app, user, 'SAVE10');
    expect(coded.statusCode).toBe(200);
    // In the United States the tax is added on top of the discounted goods.
    const placed = await checkout(t.app, user, { ...VALID_CHECKOUT, shippingAddress: US_ADDRESS });
    expect(placed.statusCode).toBe(201);
    const order = placed.json<CheckoutResponse>().order;
    await orderStatusChanges(t.db).advance(order._id, 'delivered', t.clock.now());
    expect([chargeSize(order.charges, 'discount') > 0, order.tax > 0, order.taxIncluded]).toEqual([true, true, false]);
    const cents = (dollars: number) => Math.round(dollars * 100);
    const goodsPaid =
      cents(order.totalPrice) - chargeSize(order.charges, 'delivery') - chargeSize(order.charges, 'cod-fee');
    const member = await staff();
    const refundOf = async (items: object[]) => {
      const request = await requestReturn(user, order._id, items);
      await decide(member, request.id, 'approve');
      const refunded = await decide(member, request.id, 'refund');
      expect(refunded.status).toBe(200);
      return cents(refunded.body.refund);
    };

    const first = await refundOf([{ productId, quantity: 2 }]);
    const firstValue = paid(order, productId, 2);
    // The line's share of what the goods paid: 90 % of its price (SAVE10), then 8 % on top.
    expect(first).toBe(Math.round((firstValue * goodsPaid) / cents(order.subtotal)));
    expect(first).not.toBe(firstValue);
    const second = await refundOf([{ productId: '3', quantity: 1 }]);
    expect(first + second).toBe(goodsPaid);
  });
});

describe('two staff members deciding one return at once', () => {
  it('two refunds: the stock goes back once, one mail, one audit entry; both see it refunded', async () => {
    for (let round = 0; round < 4; round++) {
      const { user, request, sku } = await requested();
      const [one, other] = [await staff('support'), await staff('owner')];
      await decide(one, request.id, 'approve');
      const answers = await Promise.all([decide(one, request.id, 'refund'), decide(other, request.id, 'refund')]);
      expect(answers.map((answer) => [answer.status, answer.body.status])).toEqual([
        [200, 'refunded'],
        [200, 'refunded'],
      ]);
      expect(await stockLeft(t.db, sku)).toBe(20);
      expect((await returnMails(user)).filter((mail) => mail.subject.includes('refund'))).toHaveLength(1);
      expect((await auditOf(request.id)).filter((entry) => entry.action === 'return.refund')).toHaveLength(1);
    }
  });

  it('an approval and a rejection: one wins, the other hears 409, one mail and one entry', async () => {
    for (let round = 0; round < 4; round++) {
      const { user, request } = await requested();
      const [one, other] = [await staff('support'), await staff('owner')];
      const [approved, rejected] = await Promise.all([
        decide(one, request.id, 'approve'),
        decide(other, request.id, 'reject', { reason: `round ${round}` }),
      ]);
      expect([approved.status, rejected.status].sort()).toEqual([200, 409]);
      const final = (await detail(one, request.id)).body.status;
      expect(final).toBe(approved.status === 200 ? 'approved' : 'rejected');
      expect(await returnMails(user)).toHaveLength(1);
      expect((await auditOf(request.id)).map((entry) => entry.action)).toEqual([
        final === 'approved' ? 'return.approve' : 'return.reject',
      ]);
    }
  });
});

describe('a decision and its record are one transaction', () => {
  it('when recording fails, the move, its mail and the stock put back are all rolled back', async () => {
    const { user, request, sku } = await requested();
    const returns = orderReturns(t.db);
    await returns.move(request.id, 'approved', t.clock.now());
    const failing = async () => {
      throw new Error('the audit trail is unavailable');
    };
    await expect(returns.move(request.id, 'refunded', t.clock.now(), { onChanged: failing })).rejects.toThrow(
      'unavailable',
    );
    expect((await detail(await staff(), request.id)).body).toMatchObject({ status: 'approved' });
    expect(await stockLeft(t.db, sku)).toBe(18);
    expect((await returnMails(user)).map((mail) => mail.subject)).toEqual([expect.stringContaining('is approved')]);
    // The stock is still owed: the refund that goes through puts it back.
    expect((await returns.move(request.id, 'refunded', t.clock.now())).ok).toBe(true);
    expect(await stockLeft(t.db, sku)).toBe(20);
  });
});

describe('the CLI beside the console', () => {
  it("set-return-status still moves a request; the console shows the CLI's moves, and the CLI refunds a console approval", async () => {
    const run = (...args: string[]) => ordersTerminal(t, args);
    const member = await staff();

    const byCli = await requested();
    expect(await run('set-return-status', byCli.request.id, 'approved')).toEqual({
      exitCode: 0,
      output: `return ${byCli.request.id} (order #${byCli.order._id.slice(-8)}) is now approved`,
    });
    expect((await decide(member, byCli.request.id, 'refund')).body.status).toBe('refunded');
    expect(await stockLeft(t.db, byCli.sku)).toBe(20);

    const byConsole = await requested();
    await decide(member, byConsole.request.id, 'approve');
    expect((await run('set-return-status', byConsole.request.id, 'refunded')).exitCode).toBe(0);
    expect(await stockLeft(t.db, byConsole.sku)).toBe(20);
    // The console's refund after the CLI's: answered as it is, nothing put back twice.
    expect((await decide(member, byConsole.request.id, 'refund')).status).toBe(200);
    expect(await stockLeft(t.db, byConsole.sku)).toBe(20);
    expect((await run('set-return-status', byConsole.request.id, 'refunded')).exitCode).toBe(1);
    expect((await run('returns', '--status', 'refunded')).output).toContain(byConsole.request.id);
  });
});

describe('who may call', () => {
  it('owners and support may; catalogue staff get 403; no token, a shopper’s token and a stale one get 401', async () => {
    const { request } = await requested();
    const id = request.id;
    await expectOnlyOwnersAndSupport(t, [
      ['GET', '/api/admin/returns'],
      ['GET', `/api/admin/returns/${id}`],
      ['POST', `/api/admin/returns/${id}/approve`],
      ['POST', `/api/admin/returns/${id}/reject`, { reason: 'not allowed' }],
      ['POST', `/api/admin/returns/${id}/refund`],
    ]);
    expect(await auditOf(id)).toEqual([]);
    const [support, owner] = [await staff('support'), await staff('owner')];
    expect((await detail(support, id)).body.status).toBe('requested');
    expect((await decide(owner, id, 'approve')).status).toBe(200);
  });
});
