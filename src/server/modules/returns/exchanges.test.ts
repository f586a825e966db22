import { apiCaller, createTestUser, type TestUser, withTestApp } from '../../test/harness';
import { createTestStaff, type TestStaff } from '../staff/test-support';
import type { AdminReturn } from '../../../universal/contracts/admin/returns';
import type { OrderReturns, ReturnRequest } from '../../../universal/contracts/returns';
import type { Order } from '../../../universal/contracts/order';
import { orderStatusChanges } from '../orders/status-changes';
import { placeTestOrder, setStockOf, stockLeft } from '../../test/checkout-test-support';
import arMessages from '../../../universal/i18n/messages/ar.json';

// Every test makes staff members, each with a password hash: see cheap-argon2.ts.
jest.mock('argon2', () => jest.requireActual('../../test/reliability/cheap-argon2').cheapArgon2());

/**
 * Issue 52, size exchanges (docs/decisions/0126): a return line asks for another variant of the same product;
 * its units are reserved with the request, shipped as an order at no charge on approval, put back on rejection.
 */
const t = withTestApp();
const call = apiCaller(t, '');
const SENT = 'SF3-1TB';
const WANTED = 'SF3-512GB';

async function api<T>(method: 'GET' | 'POST', url: string, who: Pick<TestUser, 'headers'>, payload?: object) {
  const response = await call(who, method, url, payload);
  return { status: response.statusCode, body: response.json<T>() };
}
const decide = (who: TestStaff, id: string, action: 'approve' | 'reject' | 'refund', payload?: object) =>
  api<AdminReturn>('POST', `/api/admin/returns/${id}/${action}`, who, payload);

/** A shopper's delivered order of two units of SENT and one of product 1; their mails in `language`, else English. */
async function delivered(language?: string): Promise<{ user: TestUser; order: Order }> {
  const user = await createTestUser(t.ctx);
  if (language) await t.db.query('UPDATE users SET language = $2 WHERE id = $1', [user.id, language]);
  await setStockOf(t.db, SENT, 20);
  const order = await placeTestOrder(t, user, [
    [SENT, 2],
    [1, 1],
  ]);
  await orderStatusChanges(t.db).advance(order._id, 'delivered', t.clock.now());
  return { user, order };
}

const ask = (user: TestUser, order: Order, items: object[]) =>
  api<ReturnRequest & { code?: string }>('POST', `/api/orders/${order._id}/returns`, user, {
    items,
    reason: 'wrong-item',
  });
const exchangeOne = (user: TestUser, order: Order) =>
  ask(user, order, [{ productId: '3', sku: SENT, quantity: 1, exchangeSku: WANTED }]);

const entries = (id: string, action: string) =>
  t.db.query<{ before: Record<string, unknown>; after: Record<string, unknown> }>(
    'SELECT before, after FROM audit_log WHERE object_type = $1 AND object_id = $2 AND action = $3',
    ['return', id, action],
  );
const exchangeOrders = (orderId: string) =>
  t.db.query<{ exchange_order_id: string }>(
    'SELECT exchange_order_id FROM return_requests WHERE order_id = $1 AND exchange_order_id IS NOT NULL',
    [orderId],
  );

describe('asking for an exchange', () => {
  it('reserves the variant with the request, and keeps which variant comes instead', async () => {
    const { user, order } = await delivered();
    await setStockOf(t.db, WANTED, 3);
    const made = await exchangeOne(user, order);
    expect(made.status).toBe(201);
    expect(made.body.items).toEqual([
      expect.objectContaining({ sku: SENT, quantity: 1, exchangeSku: WANTED, exchangeLabel: '512 GB' }),
    ]);
    expect(await stockLeft(t.db, WANTED)).toBe(2);
    const seen = await api<OrderReturns>('GET', `/api/orders/${order._id}/returns`, user);
    expect(seen.body.returns[0]?.items[0]?.exchangeSku).toBe(WANTED);
  });

  it('refuses a variant of another product, the same variant, or an exchange that names no variant sent', async () => {
    const { user, order } = await delivered();
    await setStockOf(t.db, WANTED, 3);
    const [other] = await t.db.query<{ sku: string }>(
      'SELECT sku FROM product_variants WHERE product_id <> 3 ORDER BY sku LIMIT 1',
    );
    for (const item of [
      { productId: '3', sku: SENT, quantity: 1, exchangeSku: other?.sku },
      { productId: '3', sku: SENT, quantity: 1, exchangeSku: SENT },
      { productId: '3', quantity: 1, exchangeSku: WANTED },
    ])
      expect((await ask(user, order, [item])).status).toBe(400);
    expect(await stockLeft(t.db, WANTED)).toBe(3);
    expect((await api<OrderReturns>('GET', `/api/orders/${order._id}/returns`, user)).body.returns).toEqual([]);
  });

  it('never oversells: two exchanges racing for the last unit, one wins and nothing is asked for the other', async () => {
    for (let round = 0; round < 3; round++) {
      const [a, b] = [await delivered(), await delivered()];
      await setStockOf(t.db, WANTED, 1);
      const answers = await Promise.all([exchangeOne(a.user, a.order), exchangeOne(b.user, b.order)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      expect(answers.find((answer) => answer.status === 409)?.body.code).toBe('OUT_OF_STOCK');
      expect(await stockLeft(t.db, WANTED)).toBe(0);
      const requests = await t.db.query('SELECT id FROM return_requests WHERE order_id = ANY($1::text[])', [
        [a.order._id, b.order._id],
      ]);
      expect(requests).toHaveLength(1);
    }
  });
});

describe('approving an exchange', () => {
  it('ships the variant as an order at no charge, linked, mailed, audited and shown to both sides', async () => {
    const { user, order } = await delivered();
    await setStockOf(t.db, WANTED, 5);
    const made = await exchangeOne(user, order);
    const staff = await createTestStaff(t, 'support');
    const approved = await decide(staff, made.body.id, 'approve');
    expect(approved.status).toBe(200);
    const link = approved.body.exchangeOrder;
    expect(link?.number).toBe(link?.id.slice(-8));

    const shipped = await api<Order>('GET', `/api/orders/${link?.id}`, user);
    expect(shipped.status).toBe(200);
    expect(shipped.body).toMatchObject({
      status: 'processing',
      totalPrice: 0,
      currency: order.currency,
      shippingAddress: order.shippingAddress,
    });
    expect(shipped.body.items).toEqual([expect.objectContaining({ sku: WANTED, quantity: 1, price: 0 })]);
    // Reserved when asked: approving takes nothing more.
    expect(await stockLeft(t.db, WANTED)).toBe(4);
    const shopper = await api<OrderReturns>('GET', `/api/orders/${order._id}/returns`, user);
    expect(shopper.body.returns[0]?.exchangeOrderId).toBe(link?.id);

    await t.events.drain();
    const [mail] = await t.db.query<{ body_text: string }>(
      'SELECT body_text FROM mail_outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1',
      [user.email],
    );
    expect(mail?.body_text).toContain(`ships at no charge as order #${link?.number}`);
    const [entry] = await entries(made.body.id, 'return.approve');
    expect(entry?.before).toEqual({ status: 'requested', exchangeOrderId: null });
    expect(entry?.after).toMatchObject({ status: 'approved', exchangeOrderId: link?.id });
    expect(approved.body.history.at(-1)?.detail).toBe(`exchange order ${link?.number}`);
  });

  it("reads in an Arabic shopper's words: the request, the order page's answer and the mail, as asked", async () => {
    const { user, order } = await delivered('ar');
    await setStockOf(t.db, WANTED, 5);
    const [product] = await t.db.query<{ title: string }>(
      "SELECT texts->'ar'->>'title' AS title FROM products WHERE id = 3",
    );
    const asked = { title: product?.title, variantLabel: '512 جيجابايت' };
    const made = await exchangeOne(user, order);
    // The English copy for staff, and the catalogue's words in the other languages beside it.
    expect(made.body.items[0]).toMatchObject({ exchangeLabel: '512 GB', exchangeWords: { ar: asked } });
    // Retranslated after the request: the request keeps the words it was made with (decision 0093).
    await t.db.query(
      "UPDATE products SET options = replace(options::text, '512 جيجابايت', '512 غيغابايت')::jsonb WHERE id = 3",
    );
    try {
      const [now] = await t.db.query<{ renamed: boolean }>(
        "SELECT position('غيغابايت' in options::text) > 0 AS renamed FROM products WHERE id = 3",
      );
      expect(now?.renamed).toBe(true);
      const seen = await api<OrderReturns>('GET', `/api/orders/${order._id}/returns`, user);
      expect(seen.body.returns[0]?.items[0]?.exchangeWords?.ar).toEqual(asked);

      const staff = await createTestStaff(t, 'support');
      const approved = await decide(staff, made.body.id, 'approve');
      const number = approved.body.exchangeOrder?.number ?? '';
      await t.events.drain();
      const [mail] = await t.db.query<{ subject: string; body_text: string; body_html: string }>(
        'SELECT subject, body_text, body_html FROM mail_outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1',
        [user.email],
      );
      expect(mail?.subject).toBe(arMessages['mail.return.subject.approved'].replace('{number}', order._id.slice(-8)));
      expect(mail?.body_text).toContain(arMessages['mail.return.exchange'].replace('{exchange}', number));
      expect(mail?.body_text).toContain(`1 × ${asked.title} — ${asked.variantLabel}`);
      expect(mail?.body_html).toContain(asked.variantLabel);
      expect(mail?.body_text).not.toContain('512 GB');
      // The order that ships it names it alike.
      const shipped = await api<Order>('GET', `/api/orders/${approved.body.exchangeOrder?.id}`, user);
      expect(shipped.body.items[0]).toMatchObject({ variantLabel: '512 GB', words: { ar: asked } });
    } finally {
      await t.db.query(
        "UPDATE products SET options = replace(options::text, '512 غيغابايت', '512 جيجابايت')::jsonb WHERE id = 3",
      );
    }
  });

  it('makes one order when approved twice at once', async () => {
    for (let round = 0; round < 3; round++) {
      const { user, order } = await delivered();
      await setStockOf(t.db, WANTED, 5);
      const made = await exchangeOne(user, order);
      const [one, other] = [await createTestStaff(t, 'support'), await createTestStaff(t, 'owner')];
      const answers = await Promise.all([decide(one, made.body.id, 'approve'), decide(other, made.body.id, 'approve')]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      expect(await exchangeOrders(order._id)).toHaveLength(1);
      const [count] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE user_id = $1', [
        user.id,
      ]);
      expect(count?.n).toBe(2);
      expect(await entries(made.body.id, 'return.approve')).toHaveLength(1);
    }
  });

  it('pays back no money for an exchanged line, and the refunded line as before', async () => {
    const { user, order } = await delivered();
    await setStockOf(t.db, WANTED, 5);
    const made = await ask(user, order, [
      { productId: '3', sku: SENT, quantity: 2, exchangeSku: WANTED },
      { productId: '1', quantity: 1 },
    ]);
    expect(made.status).toBe(201);
    const staff = await createTestStaff(t, 'owner');
    await decide(staff, made.body.id, 'approve');
    const refunded = await decide(staff, made.body.id, 'refund');
    expect(refunded.status).toBe(200);
    const line = order.items.find((item) => item.productId === '1');
    // The one refunded unit's share of what the order paid for its goods (the exchanged units count for none).
    expect(refunded.body.refund).toBeGreaterThan(0);
    expect(refunded.body.refund).toBeLessThanOrEqual(line?.price ?? 0);

    const onlyExchange = await delivered();
    const alone = await exchangeOne(onlyExchange.user, onlyExchange.order);
    await decide(staff, alone.body.id, 'approve');
    expect((await decide(staff, alone.body.id, 'refund')).body.refund).toBe(0);
  });
});

describe('rejecting an exchange', () => {
  it('puts the reserved units back once, audited, and refuses a later approval', async () => {
    const { user, order } = await delivered();
    await setStockOf(t.db, WANTED, 5);
    const made = await exchangeOne(user, order);
    expect(await stockLeft(t.db, WANTED)).toBe(4);
    const [one, other] = [await createTestStaff(t, 'support'), await createTestStaff(t, 'owner')];
    const answers = await Promise.all([
      decide(one, made.body.id, 'reject', { reason: 'Worn' }),
      decide(other, made.body.id, 'reject', { reason: 'Worn' }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await stockLeft(t.db, WANTED)).toBe(5);
    const [entry, ...more] = await entries(made.body.id, 'return.reject');
    expect(more).toEqual([]);
    expect(entry?.after).toMatchObject({ status: 'rejected', released: [{ sku: WANTED, quantity: 1 }] });

    expect((await decide(one, made.body.id, 'approve')).status).toBe(409);
    expect(await exchangeOrders(order._id)).toEqual([]);
    expect(await stockLeft(t.db, WANTED)).toBe(5);
  });
});
