import { withTestApp, createTestUser } from '../../test/harness';
import type { Order } from '../../../universal/contracts/order';
import { ordersRepository } from './repository';
import { placeTestOrder } from '../../test/checkout-test-support';

const t = withTestApp();

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

describe('GET /api/orders', () => {
  it("answers the user's own orders only, newest first", async () => {
    const [alice, bob] = [await createTestUser(t.ctx), await createTestUser(t.ctx)];
    const older = await placeTestOrder(t, alice, [[1, 1]]);
    t.clock.advance(60_000);
    const newer = await placeTestOrder(t, alice, [
      [2, 1],
      [3, 2],
    ]);
    await placeTestOrder(t, bob, [[4, 1]]);

    const response = await get('/api/orders', alice.headers);
    expect(response.statusCode).toBe(200);
    const orders = response.json<Order[]>();
    expect(orders.map((order) => order._id)).toEqual([newer._id, older._id]);
    expect(orders[0]).toEqual(newer);
    expect(new Date(orders[0]?.createdAt ?? '').getTime()).toBe(t.clock.now().getTime());
  });

  it('answers an empty list to a shopper without orders, and 401 without a sign-in', async () => {
    const user = await createTestUser(t.ctx);
    expect((await get('/api/orders', user.headers)).json()).toEqual([]);
    expect((await get('/api/orders', {})).statusCode).toBe(401);
  });
});

describe('GET /api/orders/:id', () => {
  it('answers one of my orders in the order shape', async () => {
    const user = await createTestUser(t.ctx);
    const placed = await placeTestOrder(t, user, [[5, 3]]);
    const response = await get(`/api/orders/${placed._id}`, user.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      _id: placed._id,
      status: 'pending',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      // Charged in Egypt's pounds, at the rate its prices were converted by (issue 50).
      currency: 'EGP',
      rate: { unitsPerUsd: 48.5, setAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
      totalPrice: expect.any(Number),
      subtotal: expect.any(Number),
      charges: [
        { kind: 'delivery', text: 'checkout.summary.shippingWith', amountCents: expect.any(Number), tax: 'untaxed' },
      ],
      tax: expect.any(Number),
      taxRate: 0.14,
      taxIncluded: true,
      deliveryOption: 'standard',
      // Egypt's standard delivery, as the region promised it at checkout.
      deliveryDays: { min: 2, max: 4 },
      // Placed on the test clock's Saturday: leaves Sunday, arrives Tuesday to Thursday (decision 0077).
      promisedDates: { from: '2026-11-24', to: '2026-11-26' },
      items: [
        {
          productId: '5',
          sku: 'SF5-MIDNIGHTBLUE-128GB',
          variantLabel: 'Midnight blue / 128 GB',
          title: expect.any(String),
          price: expect.any(Number),
          image: expect.any(String),
          quantity: 3,
          // The line as sold in the other languages (decision 0093).
          words: {
            ar: { title: expect.any(String), variantLabel: 'أزرق ليلي / 128 جيجابايت' },
            fr: { title: expect.any(String), variantLabel: 'Bleu nuit / 128 Go' },
            es: { title: expect.any(String), variantLabel: 'Azul medianoche / 128 GB' },
          },
        },
      ],
      shippingAddress: expect.objectContaining({ name: 'Amira Hassan', zipCode: '11511' }),
      paymentMethod: 'credit-card (Demo)',
      // Paid online: nothing is due on delivery (decision 0078).
      paymentDue: null,
      user: { name: user.name, email: user.email, phone: user.phone },
    });
  });

  it("answers 404 'Order not found' for another user's order, an unknown id and a malformed id alike", async () => {
    const [owner, other] = [await createTestUser(t.ctx), await createTestUser(t.ctx)];
    const placed = await placeTestOrder(t, owner);
    for (const id of [placed._id, '0123456789abcdef01234567', 'not-an-order', "1' OR '1'='1"]) {
      const response = await get(`/api/orders/${encodeURIComponent(id)}`, other.headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'ORDER_NOT_FOUND', message: 'Order not found' });
    }
  });
});

describe('status moves only forward', () => {
  it('pending → processing → shipped → delivered, and never back or in place', async () => {
    const user = await createTestUser(t.ctx);
    const { _id: id } = await placeTestOrder(t, user);
    const orders = ordersRepository(t.db);
    const now = t.clock.now();

    expect(await orders.advanceStatus(id, 'pending', now)).toEqual({
      ok: false,
      reason: 'not-forward',
      current: 'pending',
    });
    for (const status of ['processing', 'shipped', 'delivered'] as const) {
      const moved = await orders.advanceStatus(id, status, now);
      expect(moved).toEqual({ ok: true, order: expect.objectContaining({ status }) });
    }
    for (const back of ['pending', 'processing', 'shipped', 'delivered'] as const) {
      expect(await orders.advanceStatus(id, back, now)).toEqual({
        ok: false,
        reason: 'not-forward',
        current: 'delivered',
      });
    }
    expect((await get(`/api/orders/${id}`, user.headers)).json<Order>().status).toBe('delivered');
  });

  it('a forward skip is allowed (pending → shipped); an unknown order is reported as such', async () => {
    const user = await createTestUser(t.ctx);
    const { _id: id } = await placeTestOrder(t, user);
    const orders = ordersRepository(t.db);
    expect(await orders.advanceStatus(id, 'shipped', t.clock.now())).toEqual({
      ok: true,
      order: expect.objectContaining({ status: 'shipped' }),
    });
    expect(await orders.advanceStatus(id, 'processing', t.clock.now())).toEqual({
      ok: false,
      reason: 'not-forward',
      current: 'shipped',
    });
    expect(await orders.advanceStatus('ffffffffffffffffffffffff', 'shipped', t.clock.now())).toEqual({
      ok: false,
      reason: 'not-found',
    });
  });

  it('demo mode moves each order one step once it has sat in its status long enough', async () => {
    const user = await createTestUser(t.ctx);
    const { _id: id } = await placeTestOrder(t, user);
    const orders = ordersRepository(t.db);
    const statusNow = async () => (await orders.get(id))?.status;

    t.clock.advance(4 * 60_000);
    await orders.advanceDue(t.clock.now(), 5);
    expect(await statusNow()).toBe('pending');
    const seen: (string | undefined)[] = [];
    for (let step = 0; step < 4; step++) {
      t.clock.advance(5 * 60_000);
      await orders.advanceDue(t.clock.now(), 5);
      seen.push(await statusNow());
    }
    expect(seen).toEqual(['processing', 'shipped', 'delivered', 'delivered']);
  });
});
