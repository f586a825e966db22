import { rmSync } from 'node:fs';
import { migrate } from '../../db/migrate';
import { openPglite } from '../../db/pglite';
import { migrationsBefore } from '../../test/migrations-before';

test("030 carries each profile's address into its owner's book as the default, then drops the columns", async () => {
  const db = await openPglite();
  const before = migrationsBefore('030');
  try {
    await migrate(db, before);
    await db.exec(`
      INSERT INTO users (email, name, phone, password_hash, street, city, state, zip_code, country, created_at)
      VALUES ('saved@shop.test', 'Amira Hassan', '01012345678', 'x', '12 Nile Corniche', 'Cairo', 'Cairo', '11511',
              'Egypt', '2026-01-02T03:04:05Z'),
             ('never@shop.test', 'Omar Adel', '01112345678', 'x', '', '', '', '', 'Egypt', now());`);

    await migrate(db);
    const book = await db.query<Record<string, unknown>>(
      `SELECT u.email, a.label, a.name, a.phone, a.street, a.city, a.state, a.zip_code, a.country, a.is_default,
              a.created_at, a.last_used_at
         FROM addresses a JOIN users u ON u.id = a.user_id`,
    );
    expect(book).toEqual([
      {
        email: 'saved@shop.test',
        label: '',
        name: 'Amira Hassan',
        phone: '01012345678',
        street: '12 Nile Corniche',
        city: 'Cairo',
        state: 'Cairo',
        zip_code: '11511',
        country: 'Egypt',
        is_default: true,
        created_at: new Date('2026-01-02T03:04:05Z'),
        last_used_at: null,
      },
    ]);
    const columns = await db.query<{ column_name: string }>(
      "SELECT column_name FROM information_schema.columns WHERE table_name = 'users'",
    );
    const addressColumns = ['street', 'city', 'state', 'zip_code', 'country'];
    expect(columns.filter((column) => addressColumns.includes(column.column_name))).toEqual([]);
  } finally {
    rmSync(before, { recursive: true, force: true });
    await db.close();
  }
});
