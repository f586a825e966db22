import type { Database, Queryable } from '../db/database';
import { openTestDatabase } from '../test/test-database';
import { testClock } from '../test/test-clock';
import { appendEvent, appendEvents, type DomainEvent, subscriber } from './domain-events';
import { EventDispatcher } from './dispatcher';
import { RETRY_BASE_MS } from '../outbox-retry';

let db: Database;
const clock = testClock();

beforeAll(async () => {
  db = await openTestDatabase();
  await db.exec('CREATE TABLE event_effects (subscriber text NOT NULL, event_id bigint NOT NULL)');
});
afterAll(async () => {
  await db.close();
});
beforeEach(async () => {
  await db.exec('DELETE FROM domain_events; DELETE FROM event_effects');
});

/** A subscriber that writes a row per event it handles (in its delivery's transaction), and what it saw. */
function recording(name: string, event: 'order.placed' | 'order.status-changed', fail?: (seen: number) => boolean) {
  const seen: DomainEvent[] = [];
  const sub = subscriber(name, event, async (tx: Queryable, handed) => {
    seen.push(handed);
    await tx.query('INSERT INTO event_effects (subscriber, event_id) VALUES ($1, $2)', [name, handed.id]);
    if (fail?.(seen.length)) throw new Error(`${name} is down`);
  });
  return { sub, seen };
}

const effects = async (name: string) =>
  (
    await db.query<{ event_id: string }>('SELECT event_id FROM event_effects WHERE subscriber = $1 ORDER BY event_id', [
      name,
    ])
  ).map((row) => Number(row.event_id));

const placed = (orderId: string) => db.transaction((tx) => appendEvent(tx, 'order.placed', { orderId }));
const eventIds = async () =>
  (await db.query<{ id: string }>('SELECT id FROM domain_events ORDER BY id')).map((row) => Number(row.id));

describe('the domain events dispatcher', () => {
  it('delivers each event once to each of its subscribers, and marks it done', async () => {
    const mail = recording('mail', 'order.placed');
    const audit = recording('other', 'order.placed');
    const status = recording('status', 'order.status-changed');
    const dispatcher = new EventDispatcher(db, clock.now, [mail.sub, audit.sub, status.sub]);
    await placed('a');
    await placed('b');
    expect(await dispatcher.drain()).toEqual({ done: 2, failures: [] });
    expect(await dispatcher.drain()).toEqual({ done: 0, failures: [] });
    const ids = await eventIds();
    expect(await effects('mail')).toEqual(ids);
    expect(await effects('other')).toEqual(ids);
    expect(status.seen).toEqual([]);
    expect(mail.seen.map((event) => event.payload)).toEqual([{ orderId: 'a' }, { orderId: 'b' }]);
    expect(await db.query('SELECT 1 FROM domain_events WHERE done_at IS NULL')).toEqual([]);
  });

  it('stores events appended together in the order given, and marks one no subscriber takes done', async () => {
    const mail = recording('mail', 'order.placed');
    const dispatcher = new EventDispatcher(db, clock.now, [mail.sub]);
    await db.transaction((tx) =>
      appendEvents(tx, [
        { name: 'order.placed', payload: { orderId: 'a' } },
        { name: 'order.status-changed', payload: { orderId: 'a', from: 'pending', to: 'cancelled' } },
        { name: 'order.placed', payload: { orderId: 'b' } },
      ]),
    );
    const stored = await db.query<{ name: string; aggregate: string }>(
      'SELECT name, aggregate FROM domain_events ORDER BY id',
    );
    expect(stored).toEqual([
      { name: 'order.placed', aggregate: 'order:a' },
      { name: 'order.status-changed', aggregate: 'order:a' },
      { name: 'order.placed', aggregate: 'order:b' },
    ]);
    expect(await dispatcher.drain()).toEqual({ done: 3, failures: [] });
    expect(mail.seen.map((event) => event.payload)).toEqual([{ orderId: 'a' }, { orderId: 'b' }]);
    expect(await db.query('SELECT 1 FROM domain_events WHERE done_at IS NULL OR claimed_until IS NOT NULL')).toEqual(
      [],
    );
  });

  it('hands an event only to the subscribers that want it, and marks it done when none does', async () => {
    const handed: string[] = [];
    const wanting = (name: string, orderId: string) =>
      subscriber(
        name,
        'order.placed',
        async (_tx, event) => {
          handed.push(`${name}:${event.payload.orderId}`);
        },
        (event) => event.payload.orderId === orderId,
      );
    const dispatcher = new EventDispatcher(db, clock.now, [wanting('for-a', 'a'), wanting('for-b', 'b')]);
    await placed('a');
    await placed('c');
    expect(await dispatcher.drain()).toEqual({ done: 2, failures: [] });
    expect(handed).toEqual(['for-a:a']);
    expect(await db.query('SELECT 1 FROM domain_events WHERE done_at IS NULL')).toEqual([]);
  });

  it('retries a failed subscriber after its wait, keeps what it wrote out, and runs the others once', async () => {
    const flaky = recording('flaky', 'order.placed', (calls) => calls === 1);
    const steady = recording('steady', 'order.placed');
    const dispatcher = new EventDispatcher(db, clock.now, [steady.sub, flaky.sub]);
    await placed('a');
    const first = await dispatcher.drain();
    expect(first.done).toBe(0);
    expect(first.failures).toMatchObject([{ subscriber: 'flaky', attempts: 1 }]);
    // Its write was rolled back with it; the other subscriber's stands.
    expect(await effects('flaky')).toEqual([]);
    expect(await effects('steady')).toHaveLength(1);
    // Not before its time…
    expect(await dispatcher.drain()).toEqual({ done: 0, failures: [] });
    clock.advance(RETRY_BASE_MS);
    // …then delivered, the subscriber that had handled it not run again.
    expect(await dispatcher.drain()).toEqual({ done: 1, failures: [] });
    expect(await effects('flaky')).toHaveLength(1);
    expect(await effects('steady')).toHaveLength(1);
    expect(steady.seen).toHaveLength(1);
  });

  it('holds an aggregate’s later events until its earlier one is delivered; other aggregates go on', async () => {
    const flaky = recording('flaky', 'order.placed', (calls) => calls === 1);
    const dispatcher = new EventDispatcher(db, clock.now, [flaky.sub]);
    await placed('a');
    await db.transaction((tx) => appendEvent(tx, 'order.status-changed', { orderId: 'a', from: 'pending', to: 'x' }));
    await placed('b');
    await placed('a');
    const [a1, , b1, a2] = await eventIds();
    const first = await dispatcher.drain();
    expect(first.failures).toMatchObject([{ eventId: a1 }]);
    // b's event went; a's second waits behind its first (the status change between them has no subscriber).
    expect(await effects('flaky')).toEqual([b1]);
    clock.advance(RETRY_BASE_MS);
    await dispatcher.drain();
    expect(flaky.seen.map((event) => event.id)).toEqual([a1, b1, a1, a2]);
    expect(await effects('flaky')).toEqual([a1, b1, a2]);
  });

  it('delivers a busy pass’s events in the order appended, claimed a batch at a time, up to 100 a pass', async () => {
    const mail = recording('mail', 'order.placed');
    const dispatcher = new EventDispatcher(db, clock.now, [mail.sub]);
    await db.transaction((tx) =>
      appendEvents(
        tx,
        Array.from({ length: 105 }, (_, i) => ({ name: 'order.placed' as const, payload: { orderId: `o${i % 40}` } })),
      ),
    );
    const ids = await eventIds();
    expect(await dispatcher.runOnce()).toEqual({ done: 100, failures: [] });
    expect(mail.seen.map((event) => event.id)).toEqual(ids.slice(0, 100));
    expect(await dispatcher.runOnce()).toEqual({ done: 5, failures: [] });
    expect(await effects('mail')).toEqual(ids);
  });

  it('never hands one event to two dispatchers running at once', async () => {
    const seen: number[] = [];
    const slow = subscriber('slow', 'order.placed', async (_tx, event) => {
      await new Promise((resolve) => setTimeout(resolve, 2));
      seen.push(event.id);
    });
    for (let i = 0; i < 20; i += 1) await placed(`o${i}`);
    const [one, two] = await Promise.all([
      new EventDispatcher(db, clock.now, [slow]).drain(),
      new EventDispatcher(db, clock.now, [slow]).drain(),
    ]);
    expect((one?.done ?? 0) + (two?.done ?? 0)).toBe(20);
    expect(seen).toHaveLength(20);
    expect(new Set(seen).size).toBe(20);
  });

  it('refuses two subscribers of one name (the name is what marks a delivery)', () => {
    const a = recording('same', 'order.placed');
    expect(() => new EventDispatcher(db, clock.now, [a.sub, a.sub])).toThrow('two event subscribers are named same');
  });
});
