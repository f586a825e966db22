import { withTestApp, createTestUser, type TestUser } from '../../test/harness';
import type { Order } from '../../../universal/contracts/order';
import { ordersTerminal } from '../../test/orders-terminal';
import { ordersRepository } from './repository';
import { orderStatusChanges } from './status-changes';
import { placeTestOrder } from '../../test/checkout-test-support';

const PUBLIC_URL = 'https://shop.example';

const t = withTestApp({ publicUrl: PUBLIC_URL });

const cancel = (id: string, user?: TestUser) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${encodeURIComponent(id)}/cancel`, headers: user?.headers ?? {} });
const changes = () => orderStatusChanges(t.db);
const orders = () => ordersRepository(t.db);

/** The status mails queued for a shopper, oldest first (the confirmation, the one mail with a heading, left out). */
async function statusMails(user: TestUser) {
  await t.events.drain();
  return t.db.query<{ subject: string; body_text: string; body_html: string }>(
    `SELECT subject, body_text, body_html FROM mail_outbox
     WHERE recipient = $1 AND body_html NOT LIKE '%<h1%'
     ORDER BY id`,
    [user.email],
  );
}

describe('POST /api/orders/:id/cancel', () => {
  it('cancels a pending and a processing order of the shopper; the order and the list say cancelled', async () => {
    const user = await createTestUser(t.ctx);
    const pending = await placeTestOrder(t, user);
    const processing = await placeTestOrder(t, user);
    await changes().advance(processing._id, 'processing', t.clock.now());

    for (const order of [pending, processing]) {
      const response = await cancel(order._id, user);
      expect(response.statusCode).toBe(200);
      expect(response.json<Order>()).toMatchObject({ _id: order._id, status: 'cancelled' });
    }
    const list = await t.app.inject({ method: 'GET', url: '/api/orders', headers: user.headers });
    expect(list.json<Order[]>().map((order) => order.status)).toEqual(['cancelled', 'cancelled']);
  });

  it('refuses shipped, delivered and already-cancelled orders with 409, each with its own reason and code', async () => {
    const user = await createTestUser(t.ctx);
    const shipped = await placeTestOrder(t, user);
    const delivered = await placeTestOrder(t, user);
    const cancelled = await placeTestOrder(t, user);
    await changes().advance(shipped._id, 'shipped', t.clock.now());
    await changes().advance(delivered._id, 'delivered', t.clock.now());
    expect((await cancel(cancelled._id, user)).statusCode).toBe(200);

    for (const [order, status, refusal] of [
      [
        shipped,
        'shipped',
        { code: 'ORDER_NOT_CANCELLABLE', message: 'This order has shipped and can no longer be cancelled' },
      ],
      [
        delivered,
        'delivered',
        { code: 'ORDER_ALREADY_DELIVERED', message: 'This order has been delivered and can no longer be cancelled' },
      ],
      [cancelled, 'cancelled', { code: 'ORDER_ALREADY_CANCELLED', message: 'This order is already cancelled' }],
    ] as const) {
      const response = await cancel(order._id, user);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(refusal);
      expect((await orders().get(order._id))?.status).toBe(status);
    }
  });

  it("answers 404 for someone else's order, an unknown and a malformed id, and 404 signed out without a key", async () => {
    const [owner, other] = [await createTestUser(t.ctx), await createTestUser(t.ctx)];
    const order = await placeTestOrder(t, owner);
    for (const id of [order._id, '0123456789abcdef01234567', 'not-an-order']) {
      const response = await cancel(id, other);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'ORDER_NOT_FOUND' });
    }
    // Signed out without the order's access key: the order is not found (a guest's key is the only way in).
    expect((await cancel(order._id)).statusCode).toBe(404);
    expect((await orders().get(order._id))?.status).toBe('pending');
  });
});

describe('a cancelled order goes nowhere', () => {
  it('the operator cannot move it on, and demo mode leaves it while moving the others', async () => {
    const user = await createTestUser(t.ctx);
    const cancelled = await placeTestOrder(t, user);
    const active = await placeTestOrder(t, user);
    await cancel(cancelled._id, user);

    for (const status of ['pending', 'processing', 'shipped', 'delivered'] as const) {
      expect(await changes().advance(cancelled._id, status, t.clock.now())).toEqual({
        ok: false,
        reason: 'not-forward',
        current: 'cancelled',
      });
    }
    t.clock.advance(10 * 60_000);
    await changes().advanceDue(t.clock.now(), 5);
    expect((await orders().get(cancelled._id))?.status).toBe('cancelled');
    expect((await orders().get(active._id))?.status).toBe('processing');
  });

  it('the CLI cancels a pending order, refuses a shipped one, and explains the rule', async () => {
    const user = await createTestUser(t.ctx);
    const pending = await placeTestOrder(t, user);
    const shipped = await placeTestOrder(t, user);
    await changes().advance(shipped._id, 'shipped', t.clock.now());
    const run = (...args: string[]) => ordersTerminal(t, args);

    expect(await run('set-status', pending._id, 'cancelled')).toMatchObject({ exitCode: 0 });
    expect((await orders().get(pending._id))?.status).toBe('cancelled');
    const refused = await run('set-status', shipped._id, 'cancelled');
    expect(refused.exitCode).toBe(1);
    expect(refused.output).toContain('only pending or processing orders can be cancelled');
  });
});

describe('cancelling races shipping safely', () => {
  it('a cancellation and an operator "shipped" sent together: exactly one wins, and one mail says which', async () => {
    for (let round = 0; round < 8; round++) {
      const user = await createTestUser(t.ctx);
      const order = await placeTestOrder(t, user);
      const [cancelled, shipped] = await Promise.all([
        cancel(order._id, user),
        changes().advance(order._id, 'shipped', t.clock.now()),
      ]);
      const cancelWon = cancelled.statusCode === 200;
      expect(cancelWon).toBe(!shipped.ok);
      if (!cancelWon) expect(cancelled.statusCode).toBe(409);
      const final = (await orders().get(order._id))?.status;
      expect(final).toBe(cancelWon ? 'cancelled' : 'shipped');
      const mails = await statusMails(user);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toContain(cancelWon ? 'is cancelled' : 'has shipped');
    }
  });
});

describe('status mails', () => {
  it('one mail per change to shipped, delivered and cancelled (none for processing), each linking to its order', async () => {
    const user = await createTestUser(t.ctx, { name: 'Layla Haddad' });
    const order = await placeTestOrder(t, user);
    const number = order._id.slice(-8);
    for (const status of ['processing', 'shipped', 'delivered'] as const) {
      await changes().advance(order._id, status, t.clock.now());
    }
    const second = await placeTestOrder(t, user);
    await cancel(second._id, user);

    const mails = await statusMails(user);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Your Storefront order ${number} has shipped`,
      `Your Storefront order ${number} was delivered`,
      `Your Storefront order ${second._id.slice(-8)} is cancelled`,
    ]);
    expect(mails[0]?.body_text).toContain('Hello Layla Haddad,');
    expect(mails[0]?.body_text).toContain(`${PUBLIC_URL}/orders/${order._id}`);
    expect(mails[2]?.body_html).toContain(`href="${PUBLIC_URL}/orders/${second._id}"`);
  });

  it('demo mode mails each move it makes', async () => {
    const user = await createTestUser(t.ctx);
    const order = await placeTestOrder(t, user);
    for (let step = 0; step < 3; step++) {
      t.clock.advance(5 * 60_000);
      await changes().advanceDue(t.clock.now(), 5);
    }
    expect((await orders().get(order._id))?.status).toBe('delivered');
    expect((await statusMails(user)).map((mail) => mail.subject)).toEqual([
      expect.stringContaining('has shipped'),
      expect.stringContaining('was delivered'),
    ]);
  });

  it('none when the shopper turned email notifications off', async () => {
    const user = await createTestUser(t.ctx);
    const order = await placeTestOrder(t, user);
    await t.db.query('UPDATE users SET email_notifications = false WHERE id = $1', [user.id]);
    await changes().advance(order._id, 'shipped', t.clock.now());
    await changes().advance(order._id, 'delivered', t.clock.now());
    const other = await placeTestOrder(t, user);
    await cancel(other._id, user);
    expect(await statusMails(user)).toEqual([]);
  });

  it("in the shopper's profile language, linking to the order page in that language", async () => {
    const user = await createTestUser(t.ctx, { name: 'Camille' });
    await t.db.query("UPDATE users SET language = 'fr' WHERE id = $1", [user.id]);
    const order = await placeTestOrder(t, user);
    await cancel(order._id, user);
    const [mail] = await statusMails(user);
    expect(mail?.subject).toBe(`Votre commande Storefront ${order._id.slice(-8)} est annulée`);
    expect(mail?.body_text).toContain('Bonjour Camille,');
    expect(mail?.body_text).toContain(`${PUBLIC_URL}/fr/orders/${order._id}`);
    expect(mail?.body_html).toContain('lang="fr"');
  });

  it('a name with markup is escaped in the HTML mail', async () => {
    const user = await createTestUser(t.ctx, { name: '<b>Eve</b>' });
    const order = await placeTestOrder(t, user);
    await cancel(order._id, user);
    const [mail] = await statusMails(user);
    expect(mail?.body_html).toContain('&lt;b&gt;Eve&lt;/b&gt;');
    expect(mail?.body_html).not.toContain('<b>Eve');
  });
});
