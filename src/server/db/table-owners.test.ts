import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { TABLE_OWNERS, type Table } from './table-owners';

const SERVER = path.resolve(__dirname, '..');
const TABLES = Object.keys(TABLE_OWNERS) as Table[];

/** Production sources of the server: tests, their helpers and migrations may name any table. */
function productionSources(): string[] {
  return (readdirSync(SERVER, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.ts'))
    .filter((file) => !/\.test\.ts$|test-support\.ts$|^test\/|\/migrations\//.test(file.split(path.sep).join('/')))
    .map((file) => file.split(path.sep).join('/'));
}

/** The tables a source names after FROM, JOIN, INTO, UPDATE or TABLE, i.e. in SQL. */
export function tablesNamedIn(source: string): Set<Table> {
  const named = new Set<Table>();
  for (const match of source.matchAll(/\b(?:FROM|JOIN|INTO|UPDATE|TABLE)\s+([a-z_]+)\b/g)) {
    const table = match[1] as Table;
    if (TABLES.includes(table)) named.add(table);
  }
  return named;
}

describe('table ownership', () => {
  it('finds the tables named in SQL, and not other words', () => {
    expect([...tablesNamedIn("db.query('SELECT id FROM users u JOIN orders o ON true')")]).toEqual(['users', 'orders']);
    expect([...tablesNamedIn('UPDATE password_resets SET used_at = $2; INSERT INTO cart_items')]).toEqual([
      'password_resets',
      'cart_items',
    ]);
    expect(tablesNamedIn('// the users of this function come from orders').size).toBe(0);
  });

  it('lists every table the migrations create', () => {
    const migrations = path.join(SERVER, 'db/migrations');
    const created = readdirSync(migrations)
      .flatMap((file) => [
        ...readFileSync(path.join(migrations, file), 'utf8').matchAll(/CREATE TABLE (?:IF NOT EXISTS )?([a-z_]+)/g),
      ])
      .map((match) => match[1]);
    expect(new Set(created)).toEqual(new Set(TABLES));
  });

  it('lets only the owning module name a table in SQL', () => {
    const trespasses = productionSources().flatMap((file) =>
      [...tablesNamedIn(readFileSync(path.join(SERVER, file), 'utf8'))]
        .filter((table) => !file.startsWith(`${TABLE_OWNERS[table]}/`))
        .map((table) => `${file} names ${table} (owned by ${TABLE_OWNERS[table]})`),
    );
    expect(trespasses).toEqual([]);
  });
});
