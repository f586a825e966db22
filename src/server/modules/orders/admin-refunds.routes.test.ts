import { randomUUID } from 'node:crypto';
import { apiCaller, withTestApp, createTestUser, type TestUser } from '../../test/harness';
import { createTestStaff, type TestStaff } from '../staff/test-support';
import { auditEntries } from '../audit/test-support';
import type { AdminOrder } from '../../../universal/contracts/admin/orders';
import type { CheckoutResponse, Order } from '../../../universal/contracts/order';
import type { ReturnRequest } from '../../../universal/contracts/returns';
import { orderReturns } from '../returns/returns';
import { returnCommands } from '../returns/operator';
import { runOrdersCommand } from './operator';
import { orderStatusChanges } from './status-changes';
import { checkout, fillCart, placeTestOrder, VALID_CHECKOUT } from '../../test/checkout-test-support';
import { chargesTotal } from '../../../universal/order-charges';

// Every test makes staff members, each with a password hash: see cheap-argon2.ts.
jest.mock('argon2', () => jest.requireActual('../../test/reliability/cheap-argon2').cheapArgon2());

const PUBLIC_URL = 'https://shop.example';

const t = withTestApp({ publicUrl: PUBLIC_URL });

const staff = (): Promise<TestStaff> => createTestStaff(t, 'support');

const adminOrders = apiCaller(t, '/api/admin/orders');

async function refund(who: TestStaff | TestUser | undefined, orderId: string, body: object) {
  const answer = await adminOrders(who, 'POST', `/${orderId}/refunds`, {
    key: randomUUID(),
    reason: 'Arrived late',
    ...body,
  });
  return { status: answer.statusCode, body: answer.json<AdminOrder & { message?: string; code?: string }>() };
}

const cents = (dollars: number) => Math.round(dollars * 100);

/** What the database says went back for an order: staff's refunds, and refunded returns'. */
const refundRows = (orderId: string) =>
  t.db.query<{ amount_cents: number; reason: string; staff_email: string }>(
    'SELECT amount_cents, reason, staff_email FROM order_refunds WHERE order_id = $1 ORDER BY created_at',
    [orderId],
  );
const refundMails = async (orderId: string) => {
  await t.events.drain();
  return t.db.query<{ subject: string; body_text: string }>(
    `SELECT subject, body_text FROM mail_outbox WHERE order_id = $1 AND subject LIKE '%refund%' ORDER BY id`,
    [orderId],
  );
};
const refundAudits = async (orderId: string) =>
  (await auditEntries(t.db, 'order', orderId)).filter((entry) => entry.action === 'order.refund');

async function delivered(user: TestUser, lines: [number, number][] = [[1, 2]]): Promise<Order> {
  const order = await placeTestOrder(t, user, lines);
  await orderStatusChanges(t.db).advance(order._id, 'delivered', t.clock.now());
  return order;
}

describe('POST /api/admin/orders/:id/refunds', () => {
  it('pays back part, then the rest; the shopper is mailed each amount; the page and the trail say who and why', async () => {
    const user = await createTestUser(t.ctx);
    const order = await delivered(user);
    const member = await staff();
    const total = cents(order.totalPrice);
    // What was charged: the goods with their tax and every row of the order's charges.
    expect(total).toBe(
      cents(order.subtotal) + (order.taxIncluded ? 0 : cents(order.tax)) + chargesTotal(order.charges),
    );

    const part = await refund(member, order._id, { amount: 5.25, reason: 'Box was dented' });
    expect(part.status).toBe(201);
    expect(part.body.money).toEqual({
      paid: total / 100,
      refunded: 5.25,
      refundable: (total - 525) / 100,
      refunds: [{ amount: 5.25, at: expect.any(String), by: member.email, reason: 'Box was dented' }],
    });
    expect(part.body.timeline.at(-1)).toEqual(
      expect.objectContaining({ what: 'order.refund', by: member.email, detail: 'EGP\u00a05.25 · Box was dented' }),
    );

    const rest = await refund(member, order._id, { amount: (total - 525) / 100 });
    expect(rest.status).toBe(201);
    expect(rest.body.money).toEqual(expect.objectContaining({ refunded: total / 100, refundable: 0 }));

    expect((await refundRows(order._id)).map((row) => row.amount_cents)).toEqual([525, total - 525]);
    const mails = await refundMails(order._id);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Storefront order ${order._id.slice(-8)}: a refund is on its way`,
      `Storefront order ${order._id.slice(-8)}: a refund is on its way`,
    ]);
    expect(mails[0]?.body_text).toContain('Refunded: EGP\u00a05.25');
    // The reason is staff's: kept in the history, not mailed.
    expect(mails[0]?.body_text).not.toContain('Box was dented');
    expect(await refundAudits(order._id)).toEqual([
      {
        action: 'order.refund',
        staff_email: member.email,
        before: { refundedCents: 0 },
        after: { refundedCents: 525, amountCents: 525, currency: 'EGP', reason: 'Box was dented' },
      },
      expect.objectContaining({ after: expect.objectContaining({ refundedCents: total }) }),
    ]);

    const more = await refund(member, order._id, { amount: 0.01 });
    expect(more.status).toBe(409);
    expect(more.body.message).toBe('This order has been refunded in full.');
  });

  it('refuses more than is left with 409, saying how much is, and pays nothing', async () => {
    const user = await createTestUser(t.ctx);
    const order = await delivered(user);
    const member = await staff();
    const total = cents(order.totalPrice);
    const tooMuch = await refund(member, order._id, { amount: (total + 1) / 100 });
    expect(tooMuch.status).toBe(409);
    // In the pounds the Cairo order was charged in (issue 50).
    expect(tooMuch.body.message).toBe(
      `At most EGP\u00a0${(total / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })} of this order can still be refunded.`,
    );
    expect(await refundRows(order._id)).toEqual([]);
    expect(await refundMails(order._id)).toEqual([]);
  });

  it('the same key twice pays once (a retry after a lost answer)', async () => {
    const user = await createTestUser(t.ctx);
    const order = await delivered(user);
    const member = await staff();
    const key = randomUUID();
    const first = await refund(member, order._id, { amount: 3, key });
    const again = await refund(member, order._id, { amount: 3, key });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body.money.refunded).toBe(3);
    expect(await refundRows(order._id)).toHaveLength(1);
    expect(await refundMails(order._id)).toHaveLength(1);
    expect(await refundAudits(order._id)).toHaveLength(1);
  });

  it('refuses an order that has not shipped (cancel it instead), one paid on delivery before delivery, and a cancelled one', async () => {
    const user = await createTestUser(t.ctx);
    const member = await staff();
    const processing = await placeTestOrder(t, user);
    await orderStatusChanges(t.db).advance(processing._id, 'processing', t.clock.now());
    const early = await refund(member, processing._id, { amount: 1 });
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/^An order is refunded once it has shipped/);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${processing._id}`,
      headers: member.headers,
    });
    expect(page.json<AdminOrder>().money).toEqual(
      expect.objectContaining({ refundable: 0, blocked: 'not-shipped', refunds: [] }),
    );

    await fillCart(t.db, user.id, [[1, 1]]);
    const placed = await checkout(t.app, user, { ...VALID_CHECKOUT, paymentMethod: 'cash-on-delivery' });
    const cod = placed.json<CheckoutResponse>().order;
    const shipped = await orderStatusChanges(t.db).ship(cod._id, { carrier: 'DHL', number: 'JD1' }, t.clock.now());
    expect(shipped.ok).toBe(true);
    const unpaid = await refund(member, cod._id, { amount: 1 });
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.message).toBe('Nothing has been paid for this order yet: it is paid on delivery.');

    const cancelled = await placeTestOrder(t, user);
    await orderStatusChanges(t.db).cancel(cancelled._id, undefined, t.clock.now());
    expect((await refund(member, cancelled._id, { amount: 1 })).status).toBe(409);
    expect(await refundRows(processing._id)).toEqual([]);
    expect(await refundRows(cod._id)).toEqual([]);
    expect(await refundRows(cancelled._id)).toEqual([]);
  });

  it('checks the amount (cents at most, more than nothing) and the reason: 400, nothing paid', async () => {
    const user = await createTestUser(t.ctx);
    const order = await delivered(user);
    const member = await staff();
    for (const body of [{ amount: 1.005 }, { amount: 0 }, { amount: -2 }, { reason: '   ' }, { key: 'short' }]) {
      const answer = await refund(member, order._id, { amount: 1, ...body });
      expect({ body, status: answer.status }).toEqual({ body, status: 400 });
    }
    expect((await refund(member, 'ffffffffffffffffffffffff', { amount: 1 })).status).toBe(404);
    expect(await refundRows(order._id)).toEqual([]);
  });

  it('only staff who handle orders may: catalogue staff get 403, a shopper 401', async () => {
    const user = await createTestUser(t.ctx);
    const order = await delivered(user);
    expect((await refund(await createTestStaff(t, 'catalogue'), order._id, { amount: 1 })).status).toBe(403);
    expect((await refund(user, order._id, { amount: 1 })).status).toBe(401);
    expect((await refund(await createTestStaff(t, 'owner'), order._id, { amount: 1 })).status).toBe(201);
  });
});

describe('a return refunded after staff refunded in part', () => {
  it('pays back no more than the order took less what went back before, and both show on the order', async () => {
    const user = await createTestUser(t.ctx);
    const order = await delivered(user, [[1, 2]]);
    const member = await staff();
    const total = cents(order.totalPrice);
    const line = cents(order.items[0]?.price ?? 0);
    const shoppersOrder = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: user.headers })).json<Order>();
    expect(await shoppersOrder()).not.toHaveProperty('refunded');
    // Staff pay back all but 1 cent; the return of one unit can then pay back only that cent.
    expect((await refund(member, order._id, { amount: (total - 1) / 100 })).status).toBe(201);
    // The shopper's order says what came back, staff's refunds and refunded returns together.
    expect((await shoppersOrder()).refunded).toBe((total - 1) / 100);
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/returns`,
      headers: user.headers,
      payload: { items: [{ productId: '1', sku: order.items[0]?.sku, quantity: 1 }], reason: 'damaged' },
    });
    expect(asked.statusCode).toBe(201);
    const request = asked.json<ReturnRequest>();
    const returns = orderReturns(t.db);
    await returns.move(request.id, 'approved', t.clock.now());
    const refunded = await returns.move(request.id, 'refunded', t.clock.now());
    expect(refunded).toEqual(expect.objectContaining({ ok: true, refundCents: 1 }));
    expect(line).toBeGreaterThan(1);
    expect((await shoppersOrder()).refunded).toBe(total / 100);

    const page = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${order._id}`, headers: member.headers });
    expect(page.json<AdminOrder>().money).toEqual({
      paid: total / 100,
      refunded: total / 100,
      refundable: 0,
      refunds: [
        expect.objectContaining({ amount: (total - 1) / 100, by: member.email }),
        { amount: 0.01, at: expect.any(String), by: null, reason: null, returnNumber: request.id.slice(-8) },
      ],
    });
  });
});

describe('two refunds of one order at once', () => {
  it('never pay back more than the order took: of two that together would, one is refused', async () => {
    const user = await createTestUser(t.ctx);
    const member = await staff();
    for (let round = 0; round < 4; round += 1) {
      const order = await delivered(user);
      const total = cents(order.totalPrice);
      // Each alone fits; together they are more than the order took.
      const share = (Math.floor(total / 2) + 1) / 100;
      const answers = await Promise.all([
        refund(member, order._id, { amount: share }),
        refund(member, order._id, { amount: share }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      expect(await refundRows(order._id)).toHaveLength(1);
      expect(await refundMails(order._id)).toHaveLength(1);
      expect(await refundAudits(order._id)).toHaveLength(1);
    }
  });

  it("a staff refund racing a return's refund: together never more than the order took", async () => {
    const user = await createTestUser(t.ctx);
    const member = await staff();
    const returns = orderReturns(t.db);
    for (let round = 0; round < 3; round += 1) {
      const order = await delivered(user, [[1, 2]]);
      const total = cents(order.totalPrice);
      const asked = await t.app.inject({
        method: 'POST',
        url: `/api/orders/${order._id}/returns`,
        headers: user.headers,
        payload: { items: [{ productId: '1', sku: order.items[0]?.sku, quantity: 2 }], reason: 'damaged' },
      });
      const request = asked.json<ReturnRequest>();
      await returns.move(request.id, 'approved', t.clock.now());
      const [staffRefund] = await Promise.all([
        refund(member, order._id, { amount: total / 100 }),
        returns.move(request.id, 'refunded', t.clock.now()),
      ]);
      const [back] = await t.db.query<{ cents: number }>(
        `SELECT (SELECT coalesce(sum(amount_cents), 0) FROM order_refunds WHERE order_id = $1)
              + (SELECT coalesce(sum(refund_cents), 0) FROM return_requests WHERE order_id = $1)::int AS cents`,
        [order._id],
      );
      expect(Number(back?.cents)).toBeLessThanOrEqual(total);
      // Whichever came second paid back only what was left, or was refused.
      if (staffRefund.status === 201) expect(Number(back?.cents)).toBe(total);
    }
  });

  it('the same key sent twice at once pays once', async () => {
    const user = await createTestUser(t.ctx);
    const member = await staff();
    const order = await delivered(user);
    const key = randomUUID();
    const answers = await Promise.all([
      refund(member, order._id, { amount: 2, key }),
      refund(member, order._id, { amount: 2, key }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(await refundRows(order._id)).toHaveLength(1);
    expect(await refundMails(order._id)).toHaveLength(1);
  });
});

describe('refunds of cash-on-delivery orders, sent by hand', () => {
  const IBAN = 'EG38 0019 0005 0000 0000 2631 8000 2';

  async function deliveredCashOrder(user: TestUser): Promise<Order> {
    await fillCart(t.db, user.id, [[1, 2]]);
    const placed = await checkout(t.app, user, { ...VALID_CHECKOUT, paymentMethod: 'cash-on-delivery' });
    const order = placed.json<CheckoutResponse>().order;
    await orderStatusChanges(t.db).advance(order._id, 'delivered', t.clock.now());
    await t.events.drain();
    return order;
  }

  it('need how the money went back: refused without it, and the mail, the page and the trail say where it went', async () => {
    const user = await createTestUser(t.ctx);
    const member = await staff();
    const order = await deliveredCashOrder(user);

    const bare = await refund(member, order._id, { amount: 1 });
    expect(bare.status).toBe(400);
    expect(bare.body.message).toMatch(/^This order was paid in cash: say how the money goes back/);
    const blank = await refund(member, order._id, {
      amount: 1,
      payout: { method: 'bank-transfer', details: '- - - - -  ' },
    });
    expect(blank.status).toBe(400);
    expect(await refundRows(order._id)).toEqual([]);

    const sent = await refund(member, order._id, {
      amount: 2.5,
      payout: { method: 'bank-transfer', details: ` ${IBAN} ` },
    });
    expect(sent.status).toBe(201);
    expect(sent.body.money.refunds).toEqual([
      expect.objectContaining({ amount: 2.5, payout: { method: 'bank-transfer', details: IBAN } }),
    ]);
    const [mail] = await refundMails(order._id);
    expect(mail?.body_text).toContain('It was sent by bank transfer to the account ending in 0002.');
    expect(mail?.body_text).not.toContain('the way you paid');
    expect((await refundAudits(order._id))[0]?.after).toMatchObject({
      payout: { method: 'bank-transfer', details: IBAN },
    });
  });

  it('are refused a payout for an order paid online: that money goes back the way it was paid', async () => {
    const user = await createTestUser(t.ctx);
    const order = await delivered(user);
    const answer = await refund(await staff(), order._id, {
      amount: 1,
      payout: { method: 'wallet', details: '01012345678' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^Only refunds of cash-on-delivery orders are sent by hand/);
    expect(await refundRows(order._id)).toEqual([]);
  });

  it("a return's refund too: the console and the terminal both ask for it, and the shopper's mail names the wallet", async () => {
    const user = await createTestUser(t.ctx);
    const member = await createTestStaff(t, 'owner');
    const order = await deliveredCashOrder(user);
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/returns`,
      headers: user.headers,
      payload: { items: [{ productId: '1', quantity: 1 }], reason: 'damaged' },
    });
    const returnId = asked.json<ReturnRequest>().id;
    const decide = (action: string, payload?: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/returns/${returnId}/${action}`,
        headers: member.headers,
        ...(payload && { payload }),
      });
    expect((await decide('approve')).statusCode).toBe(200);
    const bare = await decide('refund');
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ message: expect.stringMatching(/^This order was paid in cash/) });
    const terminal = await runOrdersCommand(
      t.db,
      ['set-return-status', returnId, 'refunded'],
      t.clock.now(),
      returnCommands,
    );
    expect(terminal).toMatchObject({ exitCode: 1, output: expect.stringContaining('--payout bank-transfer|wallet') });

    const done = await runOrdersCommand(
      t.db,
      ['set-return-status', returnId, 'refunded', '--payout', 'wallet', '--payout-details', '010 1234 5678'],
      t.clock.now(),
      returnCommands,
    );
    expect(done.exitCode).toBe(0);
    const page = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${order._id}`, headers: member.headers });
    expect(page.json<AdminOrder>().money.refunds).toEqual([
      expect.objectContaining({
        returnNumber: returnId.slice(-8),
        payout: { method: 'wallet', details: '010 1234 5678' },
      }),
    ]);
    await t.events.drain();
    const [mail] = await t.db.query<{ body_text: string }>(
      "SELECT body_text FROM mail_outbox WHERE order_id = $1 AND subject LIKE 'Your refund%'",
      [order._id],
    );
    expect(mail?.body_text).toContain('It was sent to the mobile wallet ending in 5678.');
    expect(mail?.body_text).not.toContain('the way you paid');
  });
});
