import { setTimeout as sleep } from 'node:timers/promises';
import { createTestUser, withTestApp } from '../../test/harness';
import { pageTemplate, withWebBuild } from '../../test/web-build';
import { SERVER_STATE_ELEMENT_ID } from '../../../universal/server-state';
import type { DeliveryTerms } from '../../../universal/delivery-terms';
import type { CheckoutResponse } from '../../../universal/contracts/order';
import { checkout, fillCart, US_ADDRESS, VALID_CHECKOUT } from '../../test/checkout-test-support';
import { deliveryTerms, regionsCommand } from './test-support';
import { IN_SYDNEY } from '../../../test/addresses';
import { chargeSize } from '../../../universal/order-charges';

const t = withTestApp();

const run = regionsCommand(t);

/** What GET /catalog/delivery answers now, by country. */
async function terms(): Promise<Map<string, DeliveryTerms>> {
  return new Map((await deliveryTerms(t)).countries.map((entry) => [entry.country, entry]));
}

async function catalogueVersion(): Promise<string | undefined> {
  const [row] = await t.db.query<{ value: string }>("SELECT value FROM settings WHERE key = 'catalogue_version'");
  return row?.value;
}

/** Every line of `list` for one region, from its head line to the blank line after it. */
async function listed(regionId: string): Promise<string[]> {
  const result = await run('list');
  expect(result.exitCode).toBe(0);
  const block = result.output.split('\n\n').find((lines) => lines.startsWith(`${regionId}  `));
  return block?.split('\n') ?? [];
}

describe('npm run regions -- list', () => {
  it('shows each region with its tax convention, its countries with their rates and its options as a table', async () => {
    expect(await listed('egypt')).toEqual([
      // Egypt charges in pounds (migration 052): its amounts are EGP, shown as such.
      'egypt  Egypt  (VAT included in prices, charged in EGP)',
      '  countries  EG 14 %',
      '  OPTION    PRICE       FREE OVER     DAYS  CUT-OFF  WORKING DAYS',
      '  standard  EGP 145.00  EGP 2,425.00  2–4   14:00    Sun–Thu',
      '  express   EGP 339.00  never         1–2   14:00    Sun–Thu',
      '  same-day  EGP 485.00  never         0–0   12:00    Sun–Thu',
      // Cash on delivery, as migration 033 ships it (decision 0078), in pounds since migration 052.
      '  payment    online or cash on delivery (fee EGP 15.00)',
      // The next 12 months' holidays from the test clock's today, 21 November 2026 (migration 032).
      '  holidays   2027-01-07 Thu  Coptic Christmas',
      '             2027-01-25 Mon  Revolution Day (25 January) and Police Day',
      '             2027-04-25 Sun  Sinai Liberation Day',
      '             2027-05-01 Sat  Labour Day',
      '             2027-05-03 Mon  Sham El-Nessim',
      '             2027-06-30 Wed  June 30 Revolution',
      '             2027-07-23 Fri  Revolution Day (23 July)',
      '             2027-10-06 Wed  Armed Forces Day',
    ]);
    expect((await listed('world')).slice(0, 2)).toEqual([
      'world  Rest of the world  (sales tax added at checkout, charged in USD)',
      '  countries  AU 0 %, CA 0 %',
    ]);
    expect((await run('list')).output.split('\n\n').map((block) => block.split('  ')[0])).toEqual([
      'egypt',
      'uk',
      'us',
      'world',
    ]);
  });
});

describe('tax and countries', () => {
  it('set-tax takes a percentage with up to two decimals, and checkout charges the new rate at once', async () => {
    const version = Number(await catalogueVersion());
    expect(await run('set-tax', 'US', '7.5')).toEqual({ exitCode: 0, output: 'US (us): tax 8 % → 7.5 %' });
    // Raised in the change's transaction: every instance renders its pages again.
    expect(Number(await catalogueVersion())).toBe(version + 1);
    expect((await terms()).get('US')?.tax).toEqual({ kind: 'sales-tax', rateBasisPoints: 750, included: false });

    const user = await createTestUser(t.ctx);
    await fillCart(t.db, user.id, [[3, 1]]);
    const response = await checkout(t.app, user, { ...VALID_CHECKOUT, shippingAddress: US_ADDRESS });
    expect(response.statusCode).toBe(201);
    const { order } = response.json<CheckoutResponse>();
    expect(order.taxRate).toBe(0.075);
    expect(order.tax).toBe(Math.round(order.subtotal * 7.5) / 100);

    await run('set-tax', 'US', '8');
    expect((await terms()).get('US')?.tax.rateBasisPoints).toBe(800);
  });

  it('set-tax refuses a malformed country or rate (exit 2) and a country the shop does not deliver to (exit 1)', async () => {
    const version = await catalogueVersion();
    for (const args of [
      ['set-tax', 'eg', '14'],
      ['set-tax', 'EGY', '14'],
      ['set-tax', 'EG', '100.01'],
      ['set-tax', 'EG', '7.555'],
      ['set-tax', 'EG', '-1'],
      ['set-tax', 'EG', '14%'],
      ['set-tax', 'EG'],
      ['set-tax', 'EG', '14', '15'],
    ]) {
      const result = await run(...args);
      expect({ args, exitCode: result.exitCode }).toEqual({ args, exitCode: 2 });
      expect(result.output).toContain('\nUsage:\n');
    }
    expect((await run('set-tax', 'eg', '14')).output).toMatch(/^"eg" is not a country code: .*two capital letters/);
    expect((await run('set-tax', 'EG', '101')).output).toMatch(/^"101" is not a tax rate: .*from 0 to 100/);
    expect(await run('set-tax', 'FR', '20')).toEqual({
      exitCode: 1,
      output: 'The shop does not deliver to FR: add it to a region with add-country FR <region> <percent>.',
    });
    expect((await terms()).get('EG')?.tax.rateBasisPoints).toBe(1400);
    // Nothing written, so the rendered pages are kept.
    expect(await catalogueVersion()).toBe(version);
  });

  it('add-country moves a country between regions, and only to a country checkout takes addresses in', async () => {
    expect(await run('add-country', 'CA', 'us', '5')).toEqual({
      exitCode: 0,
      output: 'CA moved from world to us, taxed 5 %',
    });
    const canada = (await terms()).get('CA');
    expect(canada?.regionId).toBe('us');
    expect(canada?.tax).toEqual({ kind: 'sales-tax', rateBasisPoints: 500, included: false });
    expect(canada?.shipping.map((rate) => rate.option)).toEqual(['standard', 'express', 'same-day']);
    expect((await run('add-country', 'CA', 'us', '13')).output).toBe('CA is in us already; tax 5 % → 13 %');

    const france = await run('add-country', 'FR', 'world', '20');
    expect(france.exitCode).toBe(2);
    expect(france.output).toMatch(/^Checkout has no address rules for FR: .*\(US, CA, GB, AU, EG;/);
    expect((await run('add-country', 'CA', 'mars', '5')).output).toMatch(
      /^There is no region "mars"; the regions are egypt, uk, us, world\.\nUsage:/,
    );

    expect((await run('add-country', 'CA', 'world', '0')).output).toBe('CA moved from us to world, taxed 0 %');
  });

  it('remove-country stops delivery there (checkout refuses it), but never the last country', async () => {
    expect(await run('remove-country', 'AU')).toEqual({
      exitCode: 0,
      output: 'AU removed from world: the shop no longer delivers there',
    });
    expect((await terms()).has('AU')).toBe(false);
    const user = await createTestUser(t.ctx);
    await fillCart(t.db, user.id, [[1, 1]]);
    const refused = await checkout(t.app, user, { ...VALID_CHECKOUT, shippingAddress: IN_SYDNEY });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'DELIVERY_UNAVAILABLE' });
    expect(await run('remove-country', 'AU')).toEqual({
      exitCode: 1,
      output: 'The shop does not deliver to AU; nothing changed.',
    });
    expect((await run('add-country', 'AU', 'world', '0')).output).toBe('AU added to world, taxed 0 %');

    // The shop must deliver somewhere: with one country left, it stays.
    await t.db.query("DELETE FROM region_countries WHERE country <> 'EG'");
    try {
      expect(await run('remove-country', 'EG')).toEqual({
        exitCode: 1,
        output: 'EG is the only country the shop delivers to: add another before removing it.',
      });
    } finally {
      await t.db.query(
        `INSERT INTO region_countries (country, region_id, tax_rate_bp)
         VALUES ('GB', 'uk', 2000), ('US', 'us', 800), ('CA', 'world', 0), ('AU', 'world', 0)`,
      );
    }
  });
});

describe('shipping options', () => {
  it('set-shipping changes an option, keeping its threshold and working days unless given, and checkout charges it', async () => {
    const result = await run('set-shipping', 'us', 'express', '--price', '12.50', '--days', '1-2', '--cutoff', '16');
    expect(result).toEqual({
      exitCode: 0,
      output:
        'us express: $12.50, never free, 1–2 days, cut-off 16:00, Mon–Fri ' +
        '(was $9.99, never free, 2–3 days, cut-off 14:00, Mon–Fri)',
    });
    expect((await terms()).get('US')?.shipping[1]).toEqual({
      option: 'express',
      priceCents: 1250,
      freeOverCents: null,
      minDays: 1,
      maxDays: 2,
      cutoffHour: 16,
      workingDays: [1, 2, 3, 4, 5],
    });
    const user = await createTestUser(t.ctx);
    await fillCart(t.db, user.id, [[3, 1]]);
    const checkoutBody = { ...VALID_CHECKOUT, shippingAddress: US_ADDRESS, deliveryOption: 'express' };
    expect(
      chargeSize((await checkout(t.app, user, checkoutBody)).json<CheckoutResponse>().order.charges, 'delivery'),
    ).toBe(1250);

    await run(
      'set-shipping',
      'egypt',
      'standard',
      '--free-over',
      '75',
      '--price',
      '2.99',
      '--days',
      '2-4',
      '--cutoff',
      '14:00',
    );
    expect((await listed('egypt'))[3]).toBe('  standard  EGP 2.99    EGP 75.00  2–4   14:00    Sun–Thu');
    await run('set-shipping', 'egypt', 'standard', '--price', '2.99', '--days', '2-4', '--cutoff', '14');
    expect((await terms()).get('EG')?.shipping[0]?.freeOverCents).toBe(7500);
    await run(
      ...['set-shipping', 'egypt', 'standard', '--price', '2.99', '--days', '2-4', '--cutoff', '14', '--never-free'],
      ...['--working-days', 'sat-wed'],
    );
    expect((await terms()).get('EG')?.shipping[0]).toMatchObject({ freeOverCents: null, workingDays: [1, 2, 3, 6, 7] });
    expect((await listed('egypt'))[3]).toBe('  standard  EGP 2.99    never      2–4   14:00    Sat–Wed');
  });

  it('set-shipping adds an option a region lacks, on the working days of its other options', async () => {
    const added = await run('set-shipping', 'uk', 'same-day', '--price', '14.99', '--days', '0-0', '--cutoff', '10');
    expect(added).toEqual({
      exitCode: 0,
      output: 'uk now offers same-day: £14.99, never free, 0–0 days, cut-off 10:00, Mon–Fri',
    });
    expect((await terms()).get('GB')?.shipping.map((rate) => rate.option)).toEqual(['standard', 'express', 'same-day']);
    expect(await run('remove-shipping', 'uk', 'same-day')).toEqual({
      exitCode: 0,
      output: 'uk no longer offers same-day',
    });
    expect((await terms()).get('GB')?.shipping.map((rate) => rate.option)).toEqual(['standard', 'express']);
  });

  it('set-shipping names each malformed value (exit 2) and changes nothing', async () => {
    const base = ['set-shipping', 'uk', 'express', '--price', '24.99', '--days', '2-4', '--cutoff', '12'];
    const cases: [string[], RegExp][] = [
      [
        ['set-shipping', 'uk', 'overnight', '--price', '1', '--days', '1', '--cutoff', '1'],
        /"overnight" is not a delivery option/,
      ],
      [
        ['set-shipping', 'uk', 'express', '--price', '1', '--days', '1'],
        /needs --price <amount>, --days <min>-<max> and --cutoff/,
      ],
      [
        [...base.slice(0, 3), '--price', '4.999', ...base.slice(5)],
        /--price "4.999": an amount is in the region's currency/,
      ],
      [[...base, '--free-over', 'lots'], /--free-over "lots": an amount/],
      [[...base, '--free-over', '50', '--never-free'], /--free-over <amount> or --never-free, not both/],
      [[...base.slice(0, 5), '--days', '4-2', ...base.slice(7)], /--days "4-2": delivery days are <min>-<max>/],
      [[...base.slice(0, 7), '--cutoff', '24'], /--cutoff "24": the cut-off is an hour of the day/],
      [[...base, '--working-days', 'mon-funday'], /--working-days "mon-funday": working days are/],
      [[...base, '--express'], /unknown option --express \(this command takes --price/],
      [[...base, '--price', '1'], /--price is given twice/],
      [[...base.slice(0, 8)], /--cutoff needs a value/],
      [
        ['set-shipping', 'uk', 'same-day', '--price', '9', '--days', '0-1', '--cutoff', '9'],
        /same-day delivers on the day/,
      ],
      [['set-shipping', 'mars', 'express', ...base.slice(3)], /There is no region "mars"/],
    ];
    const before = await terms();
    for (const [args, message] of cases) {
      const result = await run(...args);
      expect({ args, exitCode: result.exitCode, output: result.output }).toEqual({
        args,
        exitCode: 2,
        output: expect.stringMatching(message),
      });
    }
    expect(await terms()).toEqual(before);
  });

  it('remove-shipping refuses the last option of a region, and an option it does not offer (exit 1)', async () => {
    await run('remove-shipping', 'world', 'express');
    expect(await run('remove-shipping', 'world', 'standard')).toEqual({
      exitCode: 1,
      output:
        'standard is the only option world offers, and a region offers at least one: set another first, or move its ' +
        'countries and remove the region.',
    });
    expect(await run('remove-shipping', 'world', 'express')).toEqual({
      exitCode: 1,
      output: 'world does not offer express; nothing changed.',
    });
    expect((await terms()).get('AU')?.shipping.map((rate) => rate.option)).toEqual(['standard']);
    await run('set-shipping', 'world', 'express', '--price', '39.99', '--days', '3-6', '--cutoff', '12');
  });
});

describe('changes at the same time', () => {
  it("two removals at once leave a region one option: each locks the region's row before it checks", async () => {
    const results = await Promise.all([
      run('remove-shipping', 'uk', 'standard'),
      run('remove-shipping', 'uk', 'express'),
    ]);
    expect(results.map((result) => result.exitCode).sort()).toEqual([0, 1]);
    expect((await terms()).get('GB')?.shipping).toHaveLength(1);
    await t.db.query(
      `INSERT INTO shipping_rates (region_id, option, price_cents, free_over_cents, min_days, max_days, cutoff_hour, working_days)
       VALUES ('uk', 'standard', 999, 10000, 5, 8, 12, '12345'), ('uk', 'express', 2499, NULL, 2, 4, 12, '12345')
       ON CONFLICT (region_id, option) DO NOTHING`,
    );
    expect((await terms()).get('GB')?.shipping.map((rate) => rate.option)).toEqual(['standard', 'express']);
  });

  it('two removals of the last countries at once leave the shop one', async () => {
    await t.db.query("DELETE FROM region_countries WHERE country NOT IN ('EG', 'GB')");
    try {
      const results = await Promise.all([run('remove-country', 'EG'), run('remove-country', 'GB')]);
      expect(results.map((result) => result.exitCode).sort()).toEqual([0, 1]);
      expect((await terms()).size).toBe(1);
    } finally {
      await t.db.query(
        `INSERT INTO region_countries (country, region_id, tax_rate_bp)
         VALUES ('EG', 'egypt', 1400), ('GB', 'uk', 2000), ('US', 'us', 800), ('CA', 'world', 0), ('AU', 'world', 0)
         ON CONFLICT (country) DO NOTHING`,
      );
    }
  });
});

describe('regions', () => {
  it('add-region takes an id, a name, a tax convention and a currency; a country waits for its first option', async () => {
    expect(await run('add-region', 'eu', 'European Union', '--vat-included', '--currency', 'EUR')).toEqual({
      exitCode: 0,
      output:
        'region eu (European Union, VAT included in prices, charged in EUR) added: set its options with ' +
        'set-shipping eu …, then add its countries with add-country <COUNTRY> eu <percent>',
    });
    expect(await listed('eu')).toEqual([
      'eu  European Union  (VAT included in prices, charged in EUR)',
      '  countries  none',
      '  no delivery option: set one before adding a country',
      '  holidays   none in the next 12 months',
    ]);
    expect(await run('add-region', 'eu', 'Europe', '--tax-added')).toEqual({
      exitCode: 1,
      output: 'There is a region eu already.',
    });
    expect((await run('add-country', 'GB', 'eu', '20')).output).toMatch(
      /^Region eu offers no delivery option, so GB would not be delivered to: set one first/,
    );
    expect((await terms()).get('GB')?.regionId).toBe('uk');

    await run('set-shipping', 'eu', 'standard', '--price', '12', '--days', '3-5', '--cutoff', '12');
    expect((await run('add-country', 'GB', 'eu', '19.5')).output).toBe('GB moved from uk to eu, taxed 19.5 %');
    expect((await terms()).get('GB')).toMatchObject({
      regionId: 'eu',
      tax: { kind: 'vat', rateBasisPoints: 1950, included: true },
      shipping: [{ option: 'standard', priceCents: 1200, workingDays: [1, 2, 3, 4, 5] }],
    });

    expect(await run('remove-region', 'eu')).toEqual({
      exitCode: 1,
      output: 'eu still holds GB: move them with add-country or stop delivering there with remove-country first.',
    });
    await run('add-country', 'GB', 'uk', '20');
    expect(await run('remove-region', 'eu')).toEqual({
      exitCode: 0,
      output: 'region eu (European Union) removed, with its options',
    });
    expect((await run('list')).output).not.toMatch(/^eu /m);
    expect((await t.db.query("SELECT 1 FROM shipping_rates WHERE region_id = 'eu'")).length).toBe(0);
  });

  it('add-region refuses a malformed id or name and anything but exactly one tax convention (exit 2)', async () => {
    for (const [args, message] of [
      [['add-region', 'EU', 'Europe', '--vat-included'], /"EU" is not a region id/],
      [['add-region', 'eu', 'European', 'Union', '--vat-included'], /takes <id> <name>; got 3 arguments \(quote/],
      [['add-region', 'eu', '  ', '--vat-included'], /A region's name is 1 to 60 characters/],
      [['add-region', 'eu', 'Europe'], /takes one of --vat-included or --tax-added/],
      [['add-region', 'eu', 'Europe', '--vat-included', '--tax-added'], /takes one of --vat-included or --tax-added/],
      [
        ['add-region', 'eu', 'Europe', '--vat-included', '--currency', 'JPY'],
        /currency "JPY" is not one the shop charges in/,
      ],
      [['remove-region'], /remove-region takes <id>; got 0 arguments/],
    ] as const) {
      expect(await run(...args)).toEqual({ exitCode: 2, output: expect.stringMatching(message) });
    }
    expect(await run('remove-region', 'eu')).toEqual({ exitCode: 2, output: expect.stringMatching(/no region "eu"/) });
    expect(await run('frobnicate')).toEqual({
      exitCode: 2,
      output: expect.stringMatching(/^Unknown command "frobnicate"\.\nUsage:/),
    });
    expect(await run()).toEqual({ exitCode: 2, output: expect.stringMatching(/^No command given\.\nUsage:/) });
  });
});

describe('pages the server rendered', () => {
  const web = withWebBuild(t, { 'index.html': pageTemplate() });

  /** Egypt's standard threshold in the delivery terms the rendered home page carries for the browser. */
  async function renderedThreshold(): Promise<number | null | undefined> {
    const html = (await web.inject({ method: 'GET', url: '/', headers: { cookie: 'ship_to=EG' } })).body;
    const json = new RegExp(`<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">(.*?)</script>`, 's').exec(
      html,
    )?.[1];
    const countries = [...(json ?? '').matchAll(/"country":"EG","regionId":"egypt".*?"freeOverCents":(\d+|null)/g)];
    const value = countries[0]?.[1];
    return value === undefined ? undefined : value === 'null' ? null : Number(value);
  }

  it('show a change at the next request, though they are cached per catalogue generation', async () => {
    // Until the in-memory catalogue is built, pages are not cached: wait until a threshold written straight
    // to the table (past the command) stays hidden behind the cached page.
    let cached = false;
    for (let attempt = 1; attempt <= 100 && !cached; attempt += 1) {
      const shown = await renderedThreshold();
      await t.db.query(
        "UPDATE shipping_rates SET free_over_cents = $1 WHERE region_id = 'egypt' AND option = 'standard'",
        [5000 + attempt],
      );
      cached = (await renderedThreshold()) === shown;
      if (!cached) await sleep(50);
    }
    expect(cached).toBe(true);

    await run(
      'set-shipping',
      'egypt',
      'standard',
      '--price',
      '2.99',
      '--free-over',
      '60',
      '--days',
      '2-4',
      '--cutoff',
      '14',
    );
    expect(await renderedThreshold()).toBe(6000);
    await run('set-tax', 'EG', '15');
    const html = (await web.inject({ method: 'GET', url: '/', headers: { cookie: 'ship_to=EG' } })).body;
    expect(html).toMatch(
      /"country":"EG","regionId":"egypt","currency":"EGP","tax":\{"kind":"vat","rateBasisPoints":1500/,
    );
    await run('set-tax', 'EG', '14');
  });
});
