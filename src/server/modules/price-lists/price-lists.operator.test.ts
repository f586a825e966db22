import type { Product } from '../../../universal/contracts/catalogue';
import { createTestUser, withTestApp } from '../../test/harness';
import { fillCart } from '../../test/checkout-test-support';
import { auditEntries } from '../audit/test-support';
import { runPriceCommand } from './operator';

/** `npm run catalogue -- price …` (issue 50): a variant's own price in a currency. */
const t = withTestApp();

const run = (...args: string[]) => runPriceCommand(t.db, args, t.clock.now());

const product = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/catalog/products/${id}` })).json<Product>();

const listed = () =>
  t.db.query<{ sku: string; currency: string; amount_minor: number }>(
    'SELECT sku, currency, amount_minor FROM variant_prices ORDER BY sku, currency',
  );

async function catalogueVersion(): Promise<number> {
  const [row] = await t.db.query<{ value: string }>("SELECT value FROM settings WHERE key = 'catalogue_version'");
  return Number(row?.value ?? 0);
}

/** A shopper's cart holding one unit of `sku`, its version as the cart API would have left it; answers its version. */
async function cartHolding(sku: string): Promise<() => Promise<number | undefined>> {
  const shopper = await createTestUser(t.ctx);
  await fillCart(t.db, shopper.id, [[sku, 1]]);
  await t.db.query('INSERT INTO cart_versions (cart_id, version) VALUES ($1, 1)', [shopper.id]);
  return async () =>
    (await t.db.query<{ version: number }>('SELECT version FROM cart_versions WHERE cart_id = $1', [shopper.id]))[0]
      ?.version;
}

it("sets a variant's price in a currency: product answers carry it, the carts holding it move, audited", async () => {
  const version = await catalogueVersion();
  const holding = await cartHolding('SF1-MATTEBLACK');
  const other = await cartHolding('P4');

  expect(await run('SF1-MATTEBLACK', 'EGP', '340700')).toEqual({
    exitCode: 0,
    output: 'SF1-MATTEBLACK (product 1) in EGP: the dollar price at the rate → EGP 3,407.00',
  });
  expect(await listed()).toEqual([{ sku: 'SF1-MATTEBLACK', currency: 'EGP', amount_minor: 340700 }]);
  const answered = await product(1);
  expect(answered.variants?.find((variant) => variant.sku === 'SF1-MATTEBLACK')?.prices).toEqual({ EGP: 340700 });
  // A checkout against the total shown before answers 409 CART_CHANGED; a cart without the variant is untouched.
  expect(await holding()).toBe(2);
  expect(await other()).toBe(1);
  expect(await catalogueVersion()).toBe(version + 1);

  expect((await run('SF1-MATTEBLACK', 'EGP', '339900')).output).toBe(
    'SF1-MATTEBLACK (product 1) in EGP: EGP 3,407.00 → EGP 3,399.00',
  );
  expect(await run('SF1-MATTEBLACK', 'EGP', '--remove')).toEqual({
    exitCode: 0,
    output: 'SF1-MATTEBLACK (product 1) in EGP: EGP 3,399.00 → the dollar price at the rate',
  });
  expect(await listed()).toEqual([]);
  expect((await product(1)).variants?.find((variant) => variant.sku === 'SF1-MATTEBLACK')?.prices).toBeUndefined();
  expect(await holding()).toBe(4);

  expect(await auditEntries(t.db, 'variant', 'SF1-MATTEBLACK')).toEqual([
    expect.objectContaining({
      action: 'variant.price',
      before: { currency: 'EGP', amountMinor: null },
      after: { currency: 'EGP', amountMinor: 340700 },
    }),
    expect.objectContaining({
      before: { currency: 'EGP', amountMinor: 340700 },
      after: { currency: 'EGP', amountMinor: 339900 },
    }),
    expect.objectContaining({
      before: { currency: 'EGP', amountMinor: 339900 },
      after: { currency: 'EGP', amountMinor: null },
    }),
  ]);
});

it.each([
  [
    ['SF1-MATTEBLACK', 'JPY', '500'],
    2,
    /^currency: "JPY" is not a currency the shop charges in \(USD, EUR, GBP, EGP\)/,
  ],
  [['SF1-MATTEBLACK', 'egp', '500'], 2, /^currency: "egp" is not a currency/],
  [['SF1-MATTEBLACK', 'EGP', '-500'], 2, /^amount: "-500" is not a whole number of EGP's minor units/],
  [['SF1-MATTEBLACK', 'EGP', '3407.50'], 2, /^amount: "3407\.50" is not a whole number/],
  [['SF1-MATTEBLACK', 'EGP', '1e5'], 2, /^amount: "1e5" is not a whole number/],
  [['SF1-MATTEBLACK', 'EGP', '99999999999'], 2, /^amount: "99999999999" is not a whole number/],
  [['SF1-MATTEBLACK', 'EGP'], 2, /^price takes a SKU, a currency and an amount/],
  [['NO-SUCH-SKU', 'EGP', '500'], 1, /^sku: no variant with SKU NO-SUCH-SKU; nothing changed$/],
])('refuses %j (exit %i), naming the field, and changes nothing', async (args, exitCode, message) => {
  const version = await catalogueVersion();
  expect(await run(...args)).toEqual({ exitCode, output: expect.stringMatching(message) });
  expect(await listed()).toEqual([]);
  expect(await catalogueVersion()).toBe(version);
  expect(await auditEntries(t.db, 'variant', args[0] ?? '')).toHaveLength(args[0] === 'SF1-MATTEBLACK' ? 3 : 0);
});
