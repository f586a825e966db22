import { withTestDatabase } from '../test/test-database';
import { DELIVERED_EVENT_RETENTION_MS, purgeDeliveredEvents } from './event-purge';

const t = withTestDatabase();

const NOW = new Date('2026-11-29T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);

async function event(aggregate: string, createdAt: Date, doneAt: Date | null): Promise<void> {
  await t.db.query(
    `INSERT INTO domain_events (name, aggregate, payload, created_at, done_at)
     VALUES ('order.placed', $1, '{}', $2, $3)`,
    [aggregate, createdAt, doneAt],
  );
}

const left = async () =>
  (await t.db.query<{ aggregate: string }>('SELECT aggregate FROM domain_events ORDER BY id')).map(
    (row) => row.aggregate,
  );

it('deletes delivered events past the retention, keeps younger ones and every one still pending', async () => {
  const old = ago(DELIVERED_EVENT_RETENTION_MS + 60_000);
  await event('order:delivered-long-ago', old, old);
  await event('order:delivered-lately', ago(60_000), ago(60_000));
  await event('order:still-pending', old, null);
  expect(await purgeDeliveredEvents(t.db, NOW)).toBe(1);
  expect(await left()).toEqual(['order:delivered-lately', 'order:still-pending']);
});

it('purges in batches until no old delivered event is left', async () => {
  const old = ago(DELIVERED_EVENT_RETENTION_MS + 1000);
  await t.db.query(
    `INSERT INTO domain_events (name, aggregate, payload, created_at, done_at)
     SELECT 'stock.changed', 'stock', '{}', $1, $1 FROM generate_series(1, 2500)`,
    [old],
  );
  expect(await purgeDeliveredEvents(t.db, NOW)).toBe(2500);
  expect(await left()).toEqual(['order:delivered-lately', 'order:still-pending']);
});
