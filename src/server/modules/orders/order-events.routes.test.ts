import { withTestApp, createTestUser } from '../../test/harness';
import type { CheckoutResponse } from '../../../universal/contracts/order';
import { localStockChanges } from '../catalogue/stock';
import { checkout, fillCart, orderCount, placeTestOrder } from '../../test/checkout-test-support';
import { orderStatusChanges } from './status-changes';

const t = withTestApp();

const eventsAbout = (orderId: string) =>
  t.db.query<{ name: string; payload: unknown; done: boolean }>(
    "SELECT name, payload, done_at IS NOT NULL AS done FROM domain_events WHERE aggregate = 'order:' || $1 ORDER BY id",
    [orderId],
  );
const mailsAbout = (orderId: string) =>
  t.db.query<{ subject: string }>('SELECT subject FROM mail_outbox WHERE order_id = $1 ORDER BY id', [orderId]);

/** Makes domain_events refuse the events named `name` while `work` runs. */
async function refusingEvent<T>(name: string, work: () => Promise<T>): Promise<T> {
  await t.db.exec(`
    CREATE FUNCTION refuse_event_test() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.name = '${name}' THEN RAISE EXCEPTION 'event refused'; END IF;
      RETURN NEW;
    END $$;
    CREATE TRIGGER refuse_event_test BEFORE INSERT ON domain_events FOR EACH ROW EXECUTE FUNCTION refuse_event_test();`);
  try {
    return await work();
  } finally {
    await t.db.exec('DROP TRIGGER refuse_event_test ON domain_events; DROP FUNCTION refuse_event_test();');
  }
}

describe('the orders’ domain events', () => {
  it('a checkout appends order.placed and stock.changed; one drain queues its confirmation once', async () => {
    const user = await createTestUser(t.ctx);
    await fillCart(t.db, user.id, [[7, 2]]);
    const { order } = (await checkout(t.app, user)).json<CheckoutResponse>();
    // Committed with the order, handled by nobody yet: checkout queues no mail itself.
    expect(await eventsAbout(order._id)).toEqual([
      { name: 'order.placed', payload: { orderId: order._id }, done: false },
    ]);
    expect(await mailsAbout(order._id)).toEqual([]);
    const followed = localStockChanges();
    await t.events.drain();
    await t.events.drain();
    expect(await eventsAbout(order._id)).toEqual([expect.objectContaining({ done: true })]);
    expect(await mailsAbout(order._id)).toEqual([{ subject: `Your Storefront order ${order._id.slice(-8)}` }]);
    // The catalogue of this process follows the units taken (the stock.changed subscriber).
    expect(localStockChanges()).toBeGreaterThan(followed);
  });

  it('a checkout whose event cannot be written places nothing, and leaves no event behind', async () => {
    const user = await createTestUser(t.ctx);
    await fillCart(t.db, user.id, [[7, 1]]);
    const before = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM domain_events');
    // stock.changed is appended after order.placed: the order, and its order.placed, go with it.
    const response = await refusingEvent('stock.changed', () => checkout(t.app, user));
    expect(response.statusCode).toBe(500);
    expect(await orderCount(t.db, user.id)).toBe(0);
    expect(await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM domain_events')).toEqual(before);
  });

  it('a status change rolled back appends no event and so mails nothing; one that commits, one mail', async () => {
    const user = await createTestUser(t.ctx);
    const order = await placeTestOrder(t, user);
    const changes = orderStatusChanges(t.db);
    const failing = async () => {
      throw new Error('the audit trail is unavailable');
    };
    await expect(changes.advance(order._id, 'shipped', t.clock.now(), failing)).rejects.toThrow('unavailable');
    await expect(changes.cancel(order._id, undefined, t.clock.now(), failing)).rejects.toThrow('unavailable');
    expect((await eventsAbout(order._id)).map((event) => event.name)).toEqual(['order.placed']);
    await t.events.drain();
    expect(await mailsAbout(order._id)).toHaveLength(1);

    await changes.advance(order._id, 'shipped', t.clock.now());
    expect((await eventsAbout(order._id)).at(-1)).toEqual({
      name: 'order.status-changed',
      payload: { orderId: order._id, from: 'pending', to: 'shipped' },
      done: false,
    });
    await t.events.drain();
    expect((await mailsAbout(order._id)).map((mail) => mail.subject)).toEqual([
      `Your Storefront order ${order._id.slice(-8)}`,
      expect.stringContaining('has shipped'),
    ]);
  });

  it('a failing mail subscriber does not undo the change, and its mail is queued on the retry', async () => {
    const user = await createTestUser(t.ctx);
    const order = await placeTestOrder(t, user);
    await t.db.exec(`
      CREATE FUNCTION refuse_mail_test() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'outbox refused'; END $$;
      CREATE TRIGGER refuse_mail_test BEFORE INSERT ON mail_outbox FOR EACH ROW EXECUTE FUNCTION refuse_mail_test();`);
    let failures;
    try {
      await orderStatusChanges(t.db).cancel(order._id, undefined, t.clock.now());
      failures = (await t.events.drain()).failures;
    } finally {
      await t.db.exec('DROP TRIGGER refuse_mail_test ON mail_outbox; DROP FUNCTION refuse_mail_test();');
    }
    expect(failures).toMatchObject([{ subscriber: 'order-status-mail', event: 'order.status-changed', attempts: 1 }]);
    expect((await t.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [order._id]))[0]).toEqual({
      status: 'cancelled',
    });
    // Not lost: retried once its wait has passed, and queued once.
    t.clock.advance(60 * 60_000);
    expect((await t.events.drain()).failures).toEqual([]);
    await t.events.drain();
    expect((await mailsAbout(order._id)).map((mail) => mail.subject)).toEqual([
      `Your Storefront order ${order._id.slice(-8)}`,
      expect.stringContaining('cancelled'),
    ]);
  });
});
