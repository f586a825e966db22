import type { Database } from '../../db/database';
import { openTestDatabase } from '../../test/test-database';
import { runStockCommand } from './stock-operator';

/** `npm run catalogue -- stock …` (the CLI wraps this with the configured database). */

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase({ demoCatalogue: true });
}, 120_000);
afterAll(() => db.close());

const run = (...args: string[]) => runStockCommand(db, args, new Date());
const changedAt = async (sku: string) =>
  Number(
    (
      await db.query<{ changed: string }>(
        'SELECT stock_changed::text AS changed FROM product_variants WHERE sku = $1',
        [sku],
      )
    )[0]?.changed,
  );

describe('stock <sku> <quantity>', () => {
  it('sets the units, prints before → after and takes a new stock change number', async () => {
    await run('SF33-NAVY-L', '12');
    const before = await changedAt('SF33-NAVY-L');
    expect(await run('SF33-NAVY-L', '3')).toEqual({ exitCode: 0, output: 'SF33-NAVY-L (product 33): 12 → 3' });
    expect(await changedAt('SF33-NAVY-L')).toBeGreaterThan(before);
    expect(await run('SF33-NAVY-L', '0')).toEqual({ exitCode: 0, output: 'SF33-NAVY-L (product 33): 3 → 0' });
  });

  it('exits 1 for an unknown SKU and 2 for a quantity that is not a whole number of units', async () => {
    expect(await run('NO-SUCH', '4')).toEqual({ exitCode: 1, output: 'no variant with SKU NO-SUCH' });
    for (const quantity of ['-1', '2.5', 'many', '99999999999']) expect((await run('P4', quantity)).exitCode).toBe(2);
    expect((await run('P4')).exitCode).toBe(2);
    expect((await run()).output).toMatch(/^stock needs a SKU and a quantity, or --low <n>\.\nUsage:/);
  });
});

describe('stock --low <n>', () => {
  it('lists the variants with n units or fewer, fewest first, with product, title and label', async () => {
    await run('SF34-ORANGE-S', '1');
    await run('P20', '2');
    const listed = await run('--low', '2');
    expect(listed.exitCode).toBe(0);
    const lines = listed.output.split('\n');
    expect(lines[0]).toMatch(/^SKU\s+PRODUCT\s+TITLE\s+VARIANT\s+STOCK$/);
    const stocks = lines.slice(1).map((line) => Number(line.trim().split(/\s+/).at(-1)));
    expect(stocks.every((stock) => stock <= 2)).toBe(true);
    expect(stocks).toEqual([...stocks].sort((a, b) => a - b));
    expect(lines.find((line) => line.startsWith('SF34-ORANGE-S '))).toMatch(
      /^SF34-ORANGE-S\s+34\s+.+\s+Orange \/ S\s+1$/,
    );
    expect(lines.find((line) => line.startsWith('P20 '))).toMatch(/^P20\s+20\s+.+\s+-\s+2$/);
    expect((await run('--low', 'x')).exitCode).toBe(2);
    expect(await run('--low', '0')).toMatchObject({ exitCode: 0 });
  });
});
