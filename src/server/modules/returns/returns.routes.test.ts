import type { OrderReturns, ReturnRequest } from '../../../universal/contracts/returns';
import { sessions } from '../auth';
import { withTestApp, createTestUser, type TestUser } from '../../test/harness';
import type { Order } from '../../../universal/contracts/order';
import { orderReturns } from './returns';
import { orderStatusChanges } from '../orders/status-changes';
import { placeTestOrder } from '../../test/checkout-test-support';
import { ordersTerminal } from '../../test/orders-terminal';

const PUBLIC_URL = 'https://shop.example';
const DAY = 24 * 60 * 60 * 1000;

const t = withTestApp({ publicUrl: PUBLIC_URL });

const ask = (orderId: string, user: TestUser | undefined, body: object) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/returns`, headers: user?.headers ?? {}, payload: body });
const view = (orderId: string, user: TestUser) =>
  t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/returns`, headers: user.headers });
const returns = () => orderReturns(t.db);
/** Asks for a return of `quantity` of product `productId` of the order, and answers the new request's id. */
const requested = async (order: Order, user: TestUser, productId: string, quantity: number, reason: string) =>
  (await ask(order._id, user, { items: [{ productId, quantity }], reason })).json<ReturnRequest>().id;

/** A delivered order of 2 × product 1 and 1 × product 2, delivered now. */
async function deliveredOrder(user: TestUser): Promise<Order> {
  const order = await placeTestOrder(t, user, [
    [1, 2],
    [2, 1],
  ]);
  await orderStatusChanges(t.db).advance(order._id, 'delivered', t.clock.now());
  return order;
}

const returnMails = async (user: TestUser) => {
  await t.events.drain();
  return t.db.query<{ subject: string; body_text: string }>(
    "SELECT subject, body_text FROM mail_outbox WHERE recipient = $1 AND (subject LIKE '%return%' OR subject LIKE '%refund%') ORDER BY id",
    [user.email],
  );
};

describe('asking to return items', () => {
  it('a delivered order can be returned for 30 days: the request is stored and listed with its window', async () => {
    const user = await createTestUser(t.ctx);
    const order = await deliveredOrder(user);
    const deliveredAt = t.clock.now().getTime();

    const created = await ask(order._id, user, { items: [{ productId: '1', quantity: 1 }], reason: 'damaged' });
    expect(created.statusCode).toBe(201);
    const request = created.json<ReturnRequest>();
    expect(request).toMatchObject({
      orderId: order._id,
      status: 'requested',
      reason: 'damaged',
      items: [{ productId: '1', quantity: 1, title: order.items[0]?.title }],
    });

    const listed = (await view(order._id, user)).json<OrderReturns>();
    expect(listed.returnableUntil).toBe(new Date(deliveredAt + 30 * DAY).toISOString());
    expect(listed.returns).toEqual([request]);
  });

  it('refuses an order that is not delivered yet, and one whose window has closed (409 RETURN_NOT_ALLOWED)', async () => {
    const user = await createTestUser(t.ctx);
    const pending = await placeTestOrder(t, user);
    const early = await ask(pending._id, user, { items: [{ productId: '1', quantity: 1 }], reason: 'other' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      code: 'RETURN_NOT_ALLOWED',
      message: 'Items can be returned once the order has been delivered',
    });
    expect((await view(pending._id, user)).json<OrderReturns>()).toEqual({ returnableUntil: null, returns: [] });

    const late = await deliveredOrder(user);
    t.clock.advance(30 * DAY + 60_000);
    // The session from a month ago has run out: the shopper signs in again.
    const token = await sessions(t.db).start(t.ctx.tokenKeys.signing, user.id, undefined, t.clock.now());
    const again = { ...user, headers: { authorization: `Bearer ${token}` } };
    const closed = await ask(late._id, again, { items: [{ productId: '1', quantity: 1 }], reason: 'other' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toEqual({
      code: 'RETURN_NOT_ALLOWED',
      message: 'The 30-day return window for this order has closed',
    });
  });

  it('never more units than were received, counting earlier requests; a rejected request frees its units', async () => {
    const user = await createTestUser(t.ctx);
    const order = await deliveredOrder(user);
    const tooMany = await ask(order._id, user, { items: [{ productId: '1', quantity: 3 }], reason: 'other' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ code: 'RETURN_TOO_MANY' });
    const notInOrder = await ask(order._id, user, { items: [{ productId: '9', quantity: 1 }], reason: 'other' });
    expect(notInOrder.statusCode).toBe(400);

    const first = await ask(order._id, user, { items: [{ productId: '1', quantity: 2 }], reason: 'wrong-item' });
    expect(first.statusCode).toBe(201);
    expect((await ask(order._id, user, { items: [{ productId: '1', quantity: 1 }], reason: 'other' })).statusCode).toBe(
      400,
    );
    await returns().move(first.json<ReturnRequest>().id, 'rejected', t.clock.now());
    expect((await ask(order._id, user, { items: [{ productId: '1', quantity: 2 }], reason: 'other' })).statusCode).toBe(
      201,
    );
  });

  it('two requests sent together for the last units: one is stored, the other refused', async () => {
    const user = await createTestUser(t.ctx);
    const order = await deliveredOrder(user);
    const body = { items: [{ productId: '2', quantity: 1 }], reason: 'damaged' };
    const answers = await Promise.all([ask(order._id, user, body), ask(order._id, user, body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
  });

  it("someone else's order is not found; signed out without a key is 404; a malformed request is 400", async () => {
    const [owner, other] = [await createTestUser(t.ctx), await createTestUser(t.ctx)];
    const order = await deliveredOrder(owner);
    const body = { items: [{ productId: '1', quantity: 1 }], reason: 'damaged' };
    expect((await ask(order._id, other, body)).statusCode).toBe(404);
    expect((await view(order._id, other)).statusCode).toBe(404);
    // Signed out without the order's access key: not found (a guest's key is the only way in).
    expect((await ask(order._id, undefined, body)).statusCode).toBe(404);
    for (const bad of [
      { items: [], reason: 'damaged' },
      { items: [{ productId: '1', quantity: 0 }], reason: 'damaged' },
      { items: [{ productId: '1', quantity: 1 }], reason: 'because' },
      { items: [{ productId: '1', quantity: 1 }] },
    ]) {
      expect((await ask(order._id, owner, bad)).statusCode).toBe(400);
    }
    expect((await view(order._id, owner)).json<OrderReturns>().returns).toEqual([]);
  });
});

describe("the operator's moves", () => {
  it('requested → approved → refunded, each mailed; nothing skips or goes back; rejected is final', async () => {
    const user = await createTestUser(t.ctx);
    const order = await deliveredOrder(user);
    const number = order._id.slice(-8);
    const id = await requested(order, user, '1', 1, 'damaged');

    expect(await returns().move(id, 'refunded', t.clock.now())).toEqual({
      ok: false,
      reason: 'not-allowed',
      current: 'requested',
    });
    expect(await returns().move(id, 'approved', t.clock.now())).toMatchObject({ ok: true });
    expect(await returns().move(id, 'rejected', t.clock.now())).toMatchObject({ ok: false, current: 'approved' });
    expect(await returns().move(id, 'refunded', t.clock.now())).toMatchObject({ ok: true });
    // The shopper's order page and the mail say what came back: one unit of the first line, at its price
    // as paid (no code, and Egypt's tax is inside the price).
    const firstPrice = order.items.find((line) => line.productId === '1')?.price ?? NaN;
    expect((await view(order._id, user)).json<OrderReturns>().returns[0]).toMatchObject({
      status: 'refunded',
      refund: firstPrice,
    });
    expect((await returnMails(user)).map((mail) => mail.subject)).toEqual([
      `Your return for Storefront order ${number} is approved`,
      `Your refund for Storefront order ${number} is on its way`,
    ]);
    expect((await returnMails(user))[0]?.body_text).toContain(`${PUBLIC_URL}/orders/${order._id}`);
    // In the pounds the Cairo order was charged in (issue 50).
    expect((await returnMails(user))[1]?.body_text).toContain(
      `Refunded: EGP\u00a0${firstPrice.toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );

    const secondId = await requested(order, user, '2', 1, 'other');
    expect(await returns().move(secondId, 'rejected', t.clock.now())).toMatchObject({ ok: true });
    expect(await returns().move(secondId, 'approved', t.clock.now())).toMatchObject({ ok: false, current: 'rejected' });
    const mails = await returnMails(user);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Your return for Storefront order ${number} is approved`,
      `Your refund for Storefront order ${number} is on its way`,
      `Your return for Storefront order ${number} was not accepted`,
    ]);
    // Without a reason (the CLI's rejection without --reason) the mail says none.
    expect(mails[2]?.body_text).not.toContain('Our reason');
  });

  it('a rejection with a reason stores it, mails it and shows it to the shopper; other moves carry none', async () => {
    const user = await createTestUser(t.ctx);
    const order = await deliveredOrder(user);
    const rejected = await requested(order, user, '1', 1, 'no-longer-needed');
    const approved = await requested(order, user, '2', 1, 'damaged');
    const reason = 'The seal was broken <b>after</b> delivery';
    await returns().move(rejected, 'rejected', t.clock.now(), { rejectionReason: reason });
    // A reason given with another move is not kept.
    await returns().move(approved, 'approved', t.clock.now(), { rejectionReason: 'ignored' });

    const listed = (await view(order._id, user)).json<OrderReturns>().returns;
    expect(listed.find((request) => request.id === rejected)).toMatchObject({
      status: 'rejected',
      rejectionReason: reason,
    });
    expect(listed.find((request) => request.id === approved)).not.toHaveProperty('rejectionReason');
    await t.events.drain();
    const [mail] = await t.db.query<{ body_text: string; body_html: string }>(
      "SELECT body_text, body_html FROM mail_outbox WHERE recipient = $1 AND subject LIKE '%not accepted' ORDER BY id",
      [user.email],
    );
    expect(mail?.body_text).toContain(`Our reason: ${reason}`);
    expect(mail?.body_html).toContain('Our reason: The seal was broken &lt;b&gt;after&lt;/b&gt; delivery');
  });

  it('no mail when the shopper turned email notifications off', async () => {
    const user = await createTestUser(t.ctx);
    const order = await deliveredOrder(user);
    await t.db.query('UPDATE users SET email_notifications = false WHERE id = $1', [user.id]);
    const id = await requested(order, user, '1', 1, 'damaged');
    await returns().move(id, 'approved', t.clock.now());
    expect(await returnMails(user)).toEqual([]);
  });

  it('the CLI lists requests by status and moves them, explaining a refused move', async () => {
    const user = await createTestUser(t.ctx);
    const order = await deliveredOrder(user);
    const id = await requested(order, user, '1', 2, 'not-as-described');
    const run = (...args: string[]) => ordersTerminal(t, args);

    const listed = await run('returns', '--status', 'requested');
    expect(listed.exitCode).toBe(0);
    expect(listed.output).toContain(id);
    expect(listed.output).toContain(`order #${order._id.slice(-8)}`);
    expect(await run('set-return-status', id, 'approved')).toEqual({
      exitCode: 0,
      output: `return ${id} (order #${order._id.slice(-8)}) is now approved`,
    });
    const refused = await run('set-return-status', id, 'requested');
    expect(refused.exitCode).toBe(1);
    expect(refused.output).toContain('next: refunded');
    expect((await run('set-return-status', id, 'lost')).exitCode).toBe(2);
    expect((await run('set-return-status', id, 'refunded', '--reason', 'why')).exitCode).toBe(2);
    expect(await run('set-return-status', id, 'refunded', '--no-restock')).toEqual({
      exitCode: 0,
      output: `return ${id} (order #${order._id.slice(-8)}) is now refunded`,
    });
    // --no-restock: the units stay off the shelf, and the terminal's audit entry names them.
    const [entry] = await t.db.query<{ after: { restocked: unknown[]; keptOff: { quantity: number }[] } }>(
      "SELECT after FROM audit_log WHERE object_type = 'return' AND object_id = $1 AND action = 'return.refund'",
      [id],
    );
    expect(entry?.after.restocked).toEqual([]);
    expect(entry?.after.keptOff.map((line) => line.quantity)).toEqual([2]);
  });

  it('the CLI takes --no-restock with a refund only', async () => {
    const user = await createTestUser(t.ctx);
    const order = await deliveredOrder(user);
    const id = await requested(order, user, '1', 1, 'damaged');
    const moved = await ordersTerminal(t, ['set-return-status', id, 'approved', '--no-restock']);
    expect(moved.exitCode).toBe(2);
    expect(moved.output).toContain('--no-restock goes with refunded only.');
  });

  it('the CLI rejects with a reason (--reason), which the shopper reads', async () => {
    const user = await createTestUser(t.ctx);
    const order = await deliveredOrder(user);
    const id = await requested(order, user, '2', 1, 'other');
    const run = (...args: string[]) => ordersTerminal(t, args);
    expect((await run('set-return-status', id, 'rejected', '--reason', '  ')).exitCode).toBe(2);
    expect((await run('set-return-status', id, 'rejected', '--reason', 'x'.repeat(501))).exitCode).toBe(2);
    expect((await run('set-return-status', id, 'rejected', '--reason', ' Worn, tags removed ')).exitCode).toBe(0);
    expect((await view(order._id, user)).json<OrderReturns>().returns[0]).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Worn, tags removed',
    });
  });
});
