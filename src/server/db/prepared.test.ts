import { openTestDatabase } from '../test/test-database';
import { prepared, preparedName } from './database';

const ECHO = prepared('SELECT $1::int + 1 AS next');

it('runs a marked statement by its name, prepared once per connection on PostgreSQL', async () => {
  const db = await openTestDatabase();
  try {
    expect(prepared('SELECT $1::int + 1 AS next')).toBe(ECHO);
    const name = preparedName(ECHO);
    expect(name).toMatch(/^storefront_\d+$/);
    expect(preparedName('SELECT 1')).toBeUndefined();
    await db.transaction(async (tx) => {
      expect(await tx.query(ECHO, [1])).toEqual([{ next: 2 }]);
      expect(await tx.query(ECHO, [41])).toEqual([{ next: 42 }]);
      if (process.env.TEST_DB_ENGINE !== 'postgres') return;
      // The transaction holds one connection, so its prepared statements are visible here.
      const statements = await tx.query<{ name: string }>('SELECT name FROM pg_prepared_statements');
      expect(statements.map((statement) => statement.name)).toContain(name);
    });
  } finally {
    await db.close();
  }
});
