import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listMigrations, migrate } from './migrate';
import { openPglite } from './pglite';

const numberOf = (name: string) => name.slice(0, name.indexOf('_'));

it('gives every migration a number of its own, so their order never rests on the rest of a name', () => {
  const names = listMigrations().map((migration) => migration.name);
  const shared = names.filter((name) => names.some((other) => other !== name && numberOf(other) === numberOf(name)));
  expect(shared).toEqual([]);
  expect(names.every((name) => /^\d{3}_[a-z0-9_]+\.sql$/.test(name))).toBe(true);
});

it('does not apply a renumbered migration again to a database that applied it under its former name', async () => {
  // The database as the shop left it when 014_product_list_price_brand.sql was still numbered 012.
  const before = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  for (const { name, sql } of listMigrations().filter((migration) => migration.name < '014')) {
    writeFileSync(path.join(before, name), sql);
  }
  const renumbered = listMigrations().find((migration) => migration.name === '014_product_list_price_brand.sql');
  writeFileSync(path.join(before, '012_product_list_price_brand.sql'), renumbered?.sql ?? '');
  const db = await openPglite();
  try {
    expect(await migrate(db, before)).toContain('012_product_list_price_brand.sql');
    // Applied again, its ALTER TABLE … ADD COLUMN would fail on the column it added then.
    const applied = await migrate(db);
    expect(applied).not.toContain('014_product_list_price_brand.sql');
    expect(applied).toContain('015_product_facet_brand.sql');
  } finally {
    await db.close();
    rmSync(before, { recursive: true, force: true });
  }
  // Every migration on a fresh embedded database, twice over: 70 s at load 6 on 2 cores (a fresh-clone CI
  // run beside two other jobs) overran 60 s. The limit only catches a hang.
}, 180_000);
