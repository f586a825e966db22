import { withTestDatabase } from '../../../test/test-database';
import { appliedOnce, CATALOGUE_CHANGE_RETENTION_MS, purgeCatalogueChanges } from './applied-once';

/** Console changes' keys (decision 0127): kept for a day to answer retries, then forgotten by an hourly purge. */
const t = withTestDatabase();
const NOW = new Date('2026-11-29T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);

/** A bulk action under `key` at `now`, counting how many times its work ran. */
let runs = 0;
const apply = (key: string, now: Date) =>
  t.db.transaction((tx) =>
    appliedOnce(tx, { key, kind: 'bulk', hash: 'same request', staffEmail: 'cat@shop.test', now }, async () => {
      runs += 1;
      return { changed: runs };
    }),
  );

const keys = async () =>
  (await t.db.query<{ key: string }>('SELECT key FROM catalogue_changes ORDER BY key')).map((row) => row.key);

it('answers a retry from the kept key until the purge forgets it, then applies the request anew', async () => {
  const old = ago(CATALOGUE_CHANGE_RETENTION_MS + 60_000);
  const first = await apply('old-key', old);
  expect(first).toEqual({ result: { changed: 1 }, replayed: false });
  expect(await apply('old-key', NOW)).toEqual({ result: { changed: 1 }, replayed: true });
  await apply('young-key', ago(60_000));

  expect(await purgeCatalogueChanges(t.db, NOW)).toBe(1);
  expect(await keys()).toEqual(['young-key']);
  expect(await apply('young-key', NOW)).toEqual({ result: { changed: 2 }, replayed: true });
  expect(await apply('old-key', NOW)).toEqual({ result: { changed: 3 }, replayed: false });
  expect(runs).toBe(3);
});

it('purges in batches until no key past the retention is left', async () => {
  await t.db.query(
    `INSERT INTO catalogue_changes (key, kind, request_hash, staff_email, created_at)
     SELECT 'bulk-' || n, 'bulk', 'hash', 'cat@shop.test', $1 FROM generate_series(1, 2500) AS n`,
    [ago(CATALOGUE_CHANGE_RETENTION_MS + 1000)],
  );
  expect(await purgeCatalogueChanges(t.db, NOW)).toBe(2500);
  expect((await keys()).filter((key) => key.startsWith('bulk-'))).toEqual([]);
});
