import { createTestUser, withTestApp } from '../../test/harness';
import { fillCart } from '../../test/checkout-test-support';
import { auditEntries } from '../audit/test-support';
import { deliveryTerms, regionsCommand } from './test-support';

/** `npm run regions -- set-currency` (issue 50): what a region's shoppers are charged in. */
const t = withTestApp();

const run = regionsCommand(t);

const termsOf = async (country: string) =>
  (await deliveryTerms(t)).countries.find((entry) => entry.country === country);

async function catalogueVersion(): Promise<number> {
  const [row] = await t.db.query<{ value: string }>("SELECT value FROM settings WHERE key = 'catalogue_version'");
  return Number(row?.value ?? 0);
}

/** A shopper's cart with a line, its version as the cart API would have left it. */
async function cartWithALine(): Promise<() => Promise<number>> {
  const shopper = await createTestUser(t.ctx);
  await fillCart(t.db, shopper.id, [[3, 1]]);
  await t.db.query('INSERT INTO cart_versions (cart_id, version) VALUES ($1, 1)', [shopper.id]);
  return async () =>
    (await t.db.query<{ version: number }>('SELECT version FROM cart_versions WHERE cart_id = $1', [shopper.id]))[0]
      ?.version ?? 0;
}

/** The rest of the world's amounts as the tables hold them (minor units of its currency). */
async function worldColumns() {
  const [region] = await t.db.query<{ currency: string }>("SELECT currency FROM regions WHERE id = 'world'");
  const rates = await t.db.query<{ option: string; price_cents: number; free_over_cents: number | null }>(
    "SELECT option, price_cents, free_over_cents FROM shipping_rates WHERE region_id = 'world' ORDER BY option",
  );
  return { currency: region?.currency, rates };
}

it('charges a region in another currency: its amounts converted to whole units, carts moved, pages renewed, audited', async () => {
  const version = await catalogueVersion();
  const cartVersion = await cartWithALine();
  expect(await cartVersion()).toBe(1);
  const before = await termsOf('CA');
  expect(before?.currency).toBe('USD');
  const standard = before?.shipping.find((rate) => rate.option === 'standard');

  const result = await run('set-currency', 'world', 'EUR');
  expect(result.exitCode).toBe(0);
  expect(result.output).toMatch(
    /^world: charged in EUR \(was USD\); converted at the rates: standard \$[\d.,]+ → €\d+\.00/,
  );

  const after = await termsOf('CA');
  expect(after?.currency).toBe('EUR');
  // The seeded EUR rate is 0.92 a dollar: each amount keeps its worth, to the whole euro.
  const converted = after?.shipping.find((rate) => rate.option === 'standard');
  expect(converted?.priceCents).toBe(Math.round(((standard?.priceCents ?? 0) / 100) * 0.92) * 100);
  expect((await run('list')).output).toMatch(
    /^world {2}Rest of the world {2}\(sales tax added at checkout, charged in EUR\)$/m,
  );

  // The carts shown in dollars are told their total changed; rendered pages embed the terms: a new generation.
  expect(await cartVersion()).toBe(2);
  expect(await catalogueVersion()).toBe(version + 1);
  const [entry] = await auditEntries(t.db, 'region', 'world');
  expect(entry).toMatchObject({
    action: 'region.currency',
    before: { currency: 'USD', shipping: expect.arrayContaining([expect.objectContaining({ option: 'standard' })]) },
    after: { currency: 'EUR' },
  });

  // And back: dollars again, at the same rate.
  expect((await run('set-currency', 'world', 'USD')).exitCode).toBe(0);
  expect((await termsOf('CA'))?.currency).toBe('USD');
});

it.each([
  [['set-currency', 'world', 'JPY'], 2, /currency "JPY" is not one the shop charges in: one of USD, EUR, GBP, EGP/],
  [['set-currency', 'world', 'usd'], 2, /currency "usd" is not one the shop charges in/],
  [['set-currency', 'mars', 'EUR'], 2, /There is no region "mars"; the regions are egypt, uk, us, world/],
  [['set-currency', 'world'], 2, /set-currency takes <region> <currency>; got 1 argument/],
  [['set-currency', 'world', 'USD'], 1, /^world charges in USD already; nothing changed\.$/],
])('refuses %j (exit %i), naming what is wrong, and changes nothing', async (args, exitCode, message) => {
  const before = await worldColumns();
  const version = await catalogueVersion();
  expect(await run(...args)).toEqual({ exitCode, output: expect.stringMatching(message) });
  expect(await worldColumns()).toEqual(before);
  expect(await catalogueVersion()).toBe(version);
});

it('refuses a currency without a rate to convert with, and changes nothing', async () => {
  await t.db.query("DELETE FROM exchange_rates WHERE currency = 'EUR'");
  const before = await worldColumns();
  const trail = (await auditEntries(t.db, 'region', 'world')).length;
  expect(await run('set-currency', 'world', 'EUR')).toEqual({
    exitCode: 1,
    output:
      "There is no exchange rate for EUR to convert world's delivery prices with: set one first " +
      '(npm run rates -- set EUR <units per USD>); nothing changed.',
  });
  expect(await worldColumns()).toEqual(before);
  expect(await auditEntries(t.db, 'region', 'world')).toHaveLength(trail);
});
