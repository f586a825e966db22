import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '../db/database';
import { lockDataDir } from '../db/data-dir-lock';
import { openDatabase } from '../db/open-database';
import { seedDemoCatalogue } from '../modules/catalogue/seed';
import { placeOrder } from '../modules/checkout/checkout';
import { DEFAULT_SHOP_TIME_ZONE } from '../../universal/delivery-dates';
import { VALID_CHECKOUT } from '../test/checkout-test-support';
import { checkoutRequestSchema } from '../../universal/validation/checkout-schema';
import { loadConfig } from '../config';
import { copyPreparedDatabase } from '../test/prepared-database';

/**
 * Works on the database as a server would: holding the DATA_DIR lock (which also creates the directory). An
 * embedded one starts as a prepared copy with the demo catalogue.
 */
async function asServer(target: { dataDir: string; databaseUrl?: string }, work: (db: Database) => Promise<void>) {
  if (!target.databaseUrl && !existsSync(path.join(target.dataDir, 'db')))
    await copyPreparedDatabase(target.dataDir, { demoCatalogue: true });
  const release = target.databaseUrl ? () => undefined : lockDataDir(target.dataDir);
  try {
    const db = await openDatabase({ dataDir: target.dataDir, databaseUrl: target.databaseUrl });
    try {
      await work(db);
    } finally {
      await db.close();
    }
  } finally {
    release();
  }
}

/**
 * A shop for operator commands to work on: the demo catalogue and one pending order of two SF1-MATTEBLACK,
 * placed by cli@example.com. Answers the order's id.
 */
export async function shopWithOneOrder(target: { dataDir: string; databaseUrl?: string }): Promise<string> {
  let orderId = '';
  await asServer(target, async (db) => {
    await seedDemoCatalogue(db);
    const [user] = await db.query<{ id: string }>(
      "INSERT INTO users (email, name, phone, password_hash) VALUES ('cli@example.com', 'Cli Shopper', '01012345678', 'x') RETURNING id",
    );
    await db.query("INSERT INTO cart_items (cart_id, product_id, sku, quantity) VALUES ($1, 1, 'SF1-MATTEBLACK', 2)", [
      user?.id,
    ]);
    const { order } = await placeOrder(db, {
      cartId: user?.id ?? '',
      buyer: { kind: 'account', userId: user?.id ?? '' },
      request: await checkoutRequestSchema.validate(VALID_CHECKOUT),
      // The line went straight into the table: the cart was never changed through the API, so version 0.
      cartVersion: 0,
      now: new Date(),
      shopTimeZone: DEFAULT_SHOP_TIME_ZONE,
      limits: loadConfig({}).orderLimits,
      ratesMaxAgeHours: loadConfig({}).ratesMaxAgeHours,
    });
    orderId = order._id;
  });
  return orderId;
}
