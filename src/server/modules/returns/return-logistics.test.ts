import { apiCaller, createTestUser, type TestUser, withTestApp } from '../../test/harness';
import { createTestStaff, type TestStaff } from '../staff/test-support';
import type { AdminReturn } from '../../../universal/contracts/admin/returns';
import type { OrderReturns, ReturnRequest } from '../../../universal/contracts/returns';
import type { Order } from '../../../universal/contracts/order';
import { orderStatusChanges } from '../orders/status-changes';
import { placeTestOrder } from '../../test/checkout-test-support';
import { regionsCommand } from '../regions/test-support';

// Every test makes staff members, each with a password hash: see cheap-argon2.ts.
jest.mock('argon2', () => jest.requireActual('../../test/reliability/cheap-argon2').cheapArgon2());

/**
 * Issue 52, return logistics (docs/decisions/0124): a region's instructions and pickups on approval, and a
 * refund that pays back the delivery when it was the shop's fault.
 */
const t = withTestApp();
const regions = regionsCommand(t);
const consoleCall = apiCaller(t, '');
const ADDRESS = 'Storefront Returns, 14 Tahrir Street, Dokki, Giza 12611';
const INSTRUCTIONS = 'Pack the items in their box and keep the courier receipt until the refund.';

async function api<T>(method: 'GET' | 'POST', url: string, who: Pick<TestUser, 'headers'>, payload?: object) {
  const response = await consoleCall(who, method, url, payload);
  return { status: response.statusCode, body: response.json<T>() };
}
const decide = (who: TestStaff, id: string, action: 'approve' | 'refund', payload?: object) =>
  api<AdminReturn>('POST', `/api/admin/returns/${id}/${action}`, who, payload);

/** A Cairo shopper's delivered order of two lines (products 1 and 3), and a request per line. */
async function deliveredWithRequests() {
  const user = await createTestUser(t.ctx);
  const order = await placeTestOrder(t, user, [
    [1, 1],
    [3, 1],
  ]);
  await orderStatusChanges(t.db).advance(order._id, 'delivered', t.clock.now());
  const ask = async (productId: string) => {
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/returns`,
      headers: user.headers,
      payload: { items: [{ productId, quantity: 1 }], reason: 'damaged' },
    });
    expect(answer.statusCode).toBe(201);
    return answer.json<ReturnRequest>().id;
  };
  return { user, order, ids: [await ask('1'), await ask('3')] as const };
}

const deliveryCents = async (order: Order) => {
  const [row] = await t.db.query<{ cents: number }>(
    "SELECT coalesce(sum(amount_cents), 0)::int AS cents FROM order_charges WHERE order_id = $1 AND kind = 'delivery'",
    [order._id],
  );
  return row?.cents ?? 0;
};
const refundRow = async (id: string) => {
  const [row] = await t.db.query<{ refund_cents: number; delivery_refund_cents: number | null }>(
    'SELECT refund_cents, delivery_refund_cents FROM return_requests WHERE id = $1',
    [id],
  );
  return row;
};
const refundEntries = (id: string) =>
  t.db.query<{ before: Record<string, unknown>; after: Record<string, unknown> }>(
    "SELECT before, after FROM audit_log WHERE object_type = 'return' AND object_id = $1 AND action = 'return.refund'",
    [id],
  );
const lastMail = async (email: string) => {
  await t.events.drain();
  const [mail] = await t.db.query<{ body_text: string }>(
    'SELECT body_text FROM mail_outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1',
    [email],
  );
  return mail?.body_text ?? '';
};

beforeAll(async () => {
  // Delivery is charged on every order here, so that a refund of it has something to pay back.
  const never = await regions(
    'set-shipping',
    'egypt',
    'standard',
    '--price',
    '50',
    '--never-free',
    '--days',
    '2-4',
    '--cutoff',
    '14',
  );
  expect(never.exitCode).toBe(0);
});

describe('the terminal sets a region’s return instructions and pickups', () => {
  it('sets, lists and audits them, and turns them off', async () => {
    expect(await regions('set-return-instructions', 'egypt', ` ${INSTRUCTIONS} `)).toEqual({
      exitCode: 0,
      output: `egypt: return instructions ${INSTRUCTIONS} (was none)`,
    });
    expect((await regions('set-return-pickups', 'egypt', 'on')).output).toBe('egypt: return pickups on (was off)');
    const listed = (await regions('list')).output;
    expect(listed).toContain(`  returning  ${INSTRUCTIONS}`);
    expect(listed).toContain('  pickups    booked when a return is approved');
    // One setter, the console's too: one entry a change, the region's returns before and after.
    const entries = await t.db.query<{ action: string; before: unknown; after: unknown }>(
      "SELECT action, before, after FROM audit_log WHERE action = 'region.set-returns' ORDER BY id",
    );
    expect(entries).toEqual([
      {
        action: 'region.set-returns',
        before: { returnAddress: null, returnInstructions: null, returnPickups: false },
        after: { returnAddress: null, returnInstructions: INSTRUCTIONS, returnPickups: false },
      },
      {
        action: 'region.set-returns',
        before: { returnAddress: null, returnInstructions: INSTRUCTIONS, returnPickups: false },
        after: { returnAddress: null, returnInstructions: INSTRUCTIONS, returnPickups: true },
      },
    ]);

    expect((await regions('set-return-instructions', 'egypt', 'off')).output).toContain('instructions none (was');
    expect((await regions('set-return-pickups', 'egypt', 'off')).output).toBe('egypt: return pickups off (was on)');
    expect((await regions('set-return-pickups', 'egypt', 'maybe')).exitCode).toBe(2);
    expect((await regions('set-return-instructions', 'egypt', 'short')).exitCode).toBe(2);
  });
});

describe('approving a return', () => {
  it('keeps the address and instructions, books one pickup, mails them all and shows them to the shopper', async () => {
    await regions('set-return-address', 'egypt', ADDRESS);
    await regions('set-return-instructions', 'egypt', INSTRUCTIONS);
    await regions('set-return-pickups', 'egypt', 'on');
    const { user, order, ids } = await deliveredWithRequests();
    const [one, other] = [await createTestStaff(t, 'support'), await createTestStaff(t, 'owner')];
    // Two staff approving at once: one approval, one pickup.
    const answers = await Promise.all([decide(one, ids[0], 'approve'), decide(other, ids[0], 'approve')]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const pickups = await t.db.query<{ reference: string; address: string }>(
      'SELECT reference, address FROM return_pickups WHERE return_id = $1',
      [ids[0]],
    );
    expect(pickups).toHaveLength(1);
    const [pickup] = pickups;
    expect(pickup?.reference).toMatch(/^RP-[2-9A-HJ-NP-Z]{10}$/);
    expect(pickup?.address).toContain(order.shippingAddress.street);

    const returnTo = {
      address: ADDRESS,
      instructions: INSTRUCTIONS,
      parcelNumber: order._id.slice(-8),
      pickup: { reference: pickup?.reference, requestedAt: t.clock.now().toISOString() },
    };
    expect((await api<AdminReturn>('GET', `/api/admin/returns/${ids[0]}`, one)).body.returnTo).toEqual(returnTo);
    const shopper = await api<OrderReturns>('GET', `/api/orders/${order._id}/returns`, user);
    expect(shopper.body.returns.find((request) => request.id === ids[0])?.returnTo).toEqual(returnTo);
    // Still requested: nothing to send yet.
    expect(shopper.body.returns.find((request) => request.id === ids[1])?.returnTo).toBeUndefined();

    const mail = await lastMail(user.email);
    expect(mail).toContain(`Send the parcel to: ${ADDRESS}. Write order #${order._id.slice(-8)} on it.`);
    expect(mail).toContain(INSTRUCTIONS);
    expect(mail).toContain(`pickup reference ${pickup?.reference}`);
    const [entry] = await t.db.query<{ after: { returnTo?: unknown } }>(
      "SELECT after FROM audit_log WHERE object_id = $1 AND action = 'return.approve'",
      [ids[0]],
    );
    expect(entry?.after.returnTo).toEqual(returnTo);
  });

  it('books no pickup where the region offers none, and keeps what the region said then', async () => {
    await regions('set-return-address', 'egypt', ADDRESS);
    await regions('set-return-instructions', 'egypt', 'off');
    await regions('set-return-pickups', 'egypt', 'off');
    const { user, order, ids } = await deliveredWithRequests();
    const member = await createTestStaff(t, 'support');
    await decide(member, ids[0], 'approve');
    await regions('set-return-address', 'egypt', 'Another Street 5, Nasr City, Cairo');
    const shopper = await api<OrderReturns>('GET', `/api/orders/${order._id}/returns`, user);
    expect(shopper.body.returns.find((request) => request.id === ids[0])?.returnTo).toEqual({
      address: ADDRESS,
      parcelNumber: order._id.slice(-8),
    });
    expect(await lastMail(user.email)).not.toContain('pickup');
  });
});

describe('refunding the delivery (the shop’s fault)', () => {
  it("adds the order's delivery to the refund, exact to the minor unit, audited before and after", async () => {
    const { order, ids } = await deliveredWithRequests();
    const delivery = await deliveryCents(order);
    expect(delivery).toBeGreaterThan(0);
    const member = await createTestStaff(t, 'owner');
    await decide(member, ids[0], 'approve');
    const before = await api<AdminReturn>('GET', `/api/admin/returns/${ids[0]}`, member);
    expect(Math.round(before.body.order.delivery * 100)).toBe(delivery);
    const goods = Math.round(before.body.refund * 100);

    const refunded = await decide(member, ids[0], 'refund', { refundDelivery: true });
    expect(refunded.status).toBe(200);
    expect(await refundRow(ids[0])).toEqual({ refund_cents: goods + delivery, delivery_refund_cents: delivery });
    expect(Math.round((refunded.body.deliveryRefund ?? NaN) * 100)).toBe(delivery);
    const [entry, ...more] = await refundEntries(ids[0]);
    expect(more).toEqual([]);
    expect(entry?.before).toEqual({ status: 'approved', refundCents: null, deliveryRefundCents: null });
    expect(entry?.after).toMatchObject({
      status: 'refunded',
      refundCents: goods + delivery,
      deliveryRefundCents: delivery,
    });

    // The other return of the order: the delivery went back once already.
    await decide(member, ids[1], 'approve');
    expect((await api<AdminReturn>('GET', `/api/admin/returns/${ids[1]}`, member)).body.order.delivery).toBe(0);
    await decide(member, ids[1], 'refund', { refundDelivery: true });
    expect((await refundRow(ids[1]))?.delivery_refund_cents).toBe(0);
  });

  it('leaves the delivery with the order unless staff say so', async () => {
    const { ids } = await deliveredWithRequests();
    const member = await createTestStaff(t, 'owner');
    await decide(member, ids[0], 'approve');
    const goods = Math.round((await api<AdminReturn>('GET', `/api/admin/returns/${ids[0]}`, member)).body.refund * 100);
    await decide(member, ids[0], 'refund');
    expect(await refundRow(ids[0])).toEqual({ refund_cents: goods, delivery_refund_cents: null });
  });

  it('under concurrency: one refund of a return, and the delivery back once across two returns', async () => {
    for (let round = 0; round < 3; round++) {
      const { order, ids } = await deliveredWithRequests();
      const delivery = await deliveryCents(order);
      const [one, other] = [await createTestStaff(t, 'support'), await createTestStaff(t, 'owner')];
      await decide(one, ids[0], 'approve');
      await decide(one, ids[1], 'approve');
      const twice = await Promise.all([
        decide(one, ids[0], 'refund', { refundDelivery: true }),
        decide(other, ids[0], 'refund', { refundDelivery: true }),
        decide(other, ids[1], 'refund', { refundDelivery: true }),
      ]);
      expect(twice.map((answer) => [answer.status, answer.body.status])).toEqual([
        [200, 'refunded'],
        [200, 'refunded'],
        [200, 'refunded'],
      ]);
      expect(await refundEntries(ids[0])).toHaveLength(1);
      const rows = [await refundRow(ids[0]), await refundRow(ids[1])];
      expect(rows.reduce((sum, row) => sum + (row?.delivery_refund_cents ?? 0), 0)).toBe(delivery);
      const [paid] = await t.db.query<{ cents: number }>(
        "SELECT sum(refund_cents)::int AS cents FROM return_requests WHERE order_id = $1 AND status = 'refunded'",
        [order._id],
      );
      // Both lines back and the delivery: the whole order less nothing else it charged.
      const [total] = await t.db.query<{ total_cents: number }>('SELECT total_cents FROM orders WHERE id = $1', [
        order._id,
      ]);
      expect(paid?.cents).toBe(total?.total_cents);
    }
  });
});
