import type { Database } from '../../db/database';
import { manualClock } from '../../test/manual-clock';
import { openTestDatabase } from '../../test/test-database';
import { CatalogueReader, VERSION_CHECK_MS } from './catalogue-reader';
import { STOCK_FEED_OVERLAP_MS } from './search/stock-feed';
import { noteStockChanged, putBackStock, takeStock } from './stock';

/**
 * The in-memory catalogue follows stock without a rebuild (issue 33): a change made in this process
 * shows at the next read, another instance's within VERSION_CHECK_MS, and cached answers are keyed
 * on a generation that changes with it.
 */

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase({ demoCatalogue: true });
}, 120_000);
afterAll(() => db.close());

const stockOfVariant = async (reader: CatalogueReader, productId: number, sku: string) => {
  const product = await reader.get(productId);
  return { total: product?.stock, variant: product?.variants?.find((variant) => variant.sku === sku)?.stock };
};

/** Another instance's change: committed without this process noting it. */
const setElsewhere = (sku: string, stock: number) =>
  db.query("UPDATE product_variants SET stock = $2, stock_changed = nextval('stock_changes') WHERE sku = $1", [
    sku,
    stock,
  ]);

/** Reads until the background stock read has landed (it runs after the answer that started it). */
async function settled(reader: CatalogueReader): Promise<void> {
  for (let i = 0; i < 50; i += 1) {
    await reader.generation();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('stock in the in-memory catalogue', () => {
  it("shows this process's checkout at the next read, on the same copy, under a new generation", async () => {
    const { clock } = manualClock();
    const reader = new CatalogueReader(db, { clock });
    await reader.warm();
    const copy = await reader.current();
    expect(copy).toBeDefined();
    const generation = await reader.generation();
    const before = await stockOfVariant(reader, 1, 'SF1-WHITE');

    await db.transaction((tx) => takeStock(tx, [{ sku: 'SF1-WHITE', quantity: 4 }]));
    noteStockChanged();

    expect(await stockOfVariant(reader, 1, 'SF1-WHITE')).toEqual({
      total: (before.total ?? 0) - 4,
      variant: (before.variant ?? 0) - 4,
    });
    expect(await reader.current()).toBe(copy);
    expect(await reader.generation()).not.toBe(generation);
    // The list's summary follows too (a list answer carries the product's units).
    const listed = (await reader.list({ limit: 100 })).products.find((product) => product.id === 1);
    expect(listed?.stock).toBe((before.total ?? 0) - 4);

    await db.transaction((tx) => putBackStock(tx, [{ sku: 'SF1-WHITE', quantity: 4 }]));
    noteStockChanged();
    expect(await stockOfVariant(reader, 1, 'SF1-WHITE')).toEqual(before);
    await reader.close();
  });

  it('drops a product sold out since the copy was made from "In stock only", and brings it back when restocked', async () => {
    const reader = new CatalogueReader(db, { clock: manualClock().clock });
    await reader.warm();
    const inStockIds = async () => (await reader.list({ inStock: true, limit: 100 })).products.map(({ id }) => id);
    // Product 11 is sold as one variant, P11, with units on hand.
    const units = (await stockOfVariant(reader, 11, 'P11')).variant ?? 0;
    expect(units).toBeGreaterThan(0);
    expect(await inStockIds()).toContain(11);

    await db.transaction((tx) => takeStock(tx, [{ sku: 'P11', quantity: units }]));
    noteStockChanged();
    expect(await inStockIds()).not.toContain(11);
    expect((await reader.list({ limit: 100 })).products.find(({ id }) => id === 11)?.stock).toBe(0);

    await db.transaction((tx) => putBackStock(tx, [{ sku: 'P11', quantity: units }]));
    noteStockChanged();
    expect(await inStockIds()).toContain(11);
    await reader.close();
  });

  it("shows another instance's change within VERSION_CHECK_MS, and keeps the generation while nothing changes", async () => {
    const { clock, advance } = manualClock();
    const reader = new CatalogueReader(db, { clock });
    await reader.warm();
    const copy = await reader.current();
    const generation = await reader.generation();

    await setElsewhere('SF2-BLACK', 7);
    expect((await stockOfVariant(reader, 2, 'SF2-BLACK')).variant).not.toBe(7);
    expect(await reader.generation()).toBe(generation);

    advance(VERSION_CHECK_MS);
    await settled(reader);
    expect((await stockOfVariant(reader, 2, 'SF2-BLACK')).variant).toBe(7);
    const after = await reader.generation();
    expect(after).not.toBe(generation);
    expect(await reader.current()).toBe(copy);

    // Read again (the overlap re-reads recent changes), nothing new: same generation.
    advance(VERSION_CHECK_MS);
    await settled(reader);
    expect(await reader.generation()).toBe(after);
    await reader.close();
  });

  it('finds a change that committed after a later-numbered one was seen (numbers are taken before commit)', async () => {
    const { clock, advance } = manualClock();
    const reader = new CatalogueReader(db, { clock });
    await reader.warm();
    // A slow transaction takes its number first, a quick one after it commits first and is seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow = db.transaction(async (tx) => {
      await tx.query(
        "UPDATE product_variants SET stock = 3, stock_changed = nextval('stock_changes') WHERE sku = 'SF7-SILVER'",
      );
      await held;
    });
    if (db.kind === 'pglite') {
      // One connection: the quick change cannot pass the slow one; the overlap is still what keeps it.
      release();
      await slow;
      await setElsewhere('SF8-BLACK', 9);
    } else {
      await setElsewhere('SF8-BLACK', 9);
      advance(VERSION_CHECK_MS);
      await settled(reader);
      expect((await stockOfVariant(reader, 8, 'SF8-BLACK')).variant).toBe(9);
      release();
      await slow;
    }
    advance(VERSION_CHECK_MS);
    await settled(reader);
    expect((await stockOfVariant(reader, 7, 'SF7-SILVER')).variant).toBe(3);
    expect((await stockOfVariant(reader, 8, 'SF8-BLACK')).variant).toBe(9);
    // Past the overlap the feed moves on, and still follows new changes.
    advance(STOCK_FEED_OVERLAP_MS);
    await settled(reader);
    await setElsewhere('SF8-BLACK', 11);
    advance(VERSION_CHECK_MS);
    await settled(reader);
    expect((await stockOfVariant(reader, 8, 'SF8-BLACK')).variant).toBe(11);
    await reader.close();
  });

  it('changes the generation of SQL answers when stock changes, for a catalogue too large to hold', async () => {
    const { clock, advance } = manualClock();
    const reader = new CatalogueReader(db, { clock, maxInMemory: 0 });
    await reader.warm();
    expect(await reader.current()).toBeUndefined();
    const generation = await reader.generation();
    expect(generation).toBeDefined();
    await setElsewhere('SF12-2TB', 5);
    advance(VERSION_CHECK_MS);
    await settled(reader);
    expect(await reader.generation()).not.toBe(generation);
    expect((await stockOfVariant(reader, 12, 'SF12-2TB')).variant).toBe(5);
    await reader.close();
  });
});
