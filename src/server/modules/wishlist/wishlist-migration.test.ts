import { rmSync } from 'node:fs';
import { migrate } from '../../db/migrate';
import { openPglite } from '../../db/pglite';
import { migrationsBefore } from '../../test/migrations-before';

test('026 gives each saved product its default variant, then keeps sizes apart', async () => {
  const db = await openPglite();
  const before = migrationsBefore('026');
  try {
    await migrate(db, before);
    const [user] = await db.query<{ id: string }>(
      "INSERT INTO users (email, name, phone, password_hash) VALUES ('a@shop.test', 'A B', '', 'x') RETURNING id",
    );
    await db.exec(`
      INSERT INTO products (id, title, price_cents, description, category, image, rating_rate, rating_count)
      VALUES (1, 'Tee', 1000, '', 'men''s clothing', '/1.png', 4, 1), (2, 'Lamp', 2000, '', 'electronics', '/2.png', 4, 1);
      INSERT INTO product_variants (sku, product_id, position, price_cents, stock)
      VALUES ('TEE-M', 1, 1, 1000, 3), ('TEE-S', 1, 0, 1000, 0), ('P2', 2, 0, 2000, 5);`);
    // Saved before variants: by product only.
    await db.query('INSERT INTO wishlist_items (user_id, product_id) VALUES ($1, 1), ($1, 2)', [user?.id]);

    await migrate(db);
    const saved = await db.query<{ product_id: number; sku: string }>(
      'SELECT product_id, sku FROM wishlist_items ORDER BY product_id',
    );
    expect(saved).toEqual([
      { product_id: 1, sku: 'TEE-S' },
      { product_id: 2, sku: 'P2' },
    ]);
    await db.query("INSERT INTO wishlist_items (user_id, product_id, sku) VALUES ($1, 1, 'TEE-M')", [user?.id]);
    await expect(
      db.query("INSERT INTO wishlist_items (user_id, product_id, sku) VALUES ($1, 1, 'TEE-M')", [user?.id]),
    ).rejects.toThrow(/duplicate key/);
  } finally {
    rmSync(before, { recursive: true, force: true });
    await db.close();
  }
});
