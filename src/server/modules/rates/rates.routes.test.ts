import { createTestUser, withTestApp } from '../../test/harness';
import { fillCart } from '../../test/checkout-test-support';
import { auditEntries } from '../audit/test-support';
import { runRatesCommand } from './operator';
import { dateDemoRates } from './test-support';

const t = withTestApp({ ratesMaxAgeHours: 48 });

const get = (url: string) => t.app.inject({ method: 'GET', url });
const HOUR = 3_600_000;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('exchange rates', () => {
  it('GET /catalog/rates serves the dated demo rates and rounding rules, asked again on every use', async () => {
    const response = await get('/catalog/rates');
    expect(response.statusCode).toBe(200);
    // A region charges at its rate: a page must not show an old rate's total (issue 50).
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toBeDefined();
    expect(response.json()).toEqual({
      base: 'USD',
      rates: { EGP: 48.5, EUR: 0.92, GBP: 0.79 },
      // Migration 052 dates the demo rates when it runs: a new shop sells in every region until they age.
      setAt: { EGP: expect.stringMatching(ISO), EUR: expect.stringMatching(ISO), GBP: expect.stringMatching(ISO) },
      rounding: { EGP: 'whole', EUR: 'minor', GBP: 'ending-99' },
    });
  });

  it('health details report a rate older than the configured age, and the CLI too', async () => {
    await dateDemoRates(t.db);
    expect((await get('/api/health/details')).json()).toEqual({ status: 'ok', rates: { maxAgeHours: 48, stale: [] } });
    t.clock.advance(30 * HOUR); // the demo rates are now 52 hours old
    expect((await get('/api/health/details')).json()).toMatchObject({
      status: 'warn',
      rates: { stale: [{ currency: 'EUR' }, { currency: 'GBP' }, { currency: 'EGP' }] },
    });
    const listed = await runRatesCommand(t.db, ['list'], t.clock.now(), 48);
    expect(listed.exitCode).toBe(1);
    expect(listed.output).toMatch(/EGP\s+48\.500000\s+set 2026-11-20T12:00:00.000Z\s+rounding whole\s+STALE/);

    const set = await runRatesCommand(t.db, ['set', 'EGP', '49.1'], t.clock.now(), 48);
    expect(set.output).toMatch(/EGP\s+49\.100000 .* (?!STALE)/);
    expect((await get('/api/health/details')).json()).toMatchObject({
      rates: { stale: [{ currency: 'EUR' }, { currency: 'GBP' }] },
    });
    expect((await get('/catalog/rates')).json()).toMatchObject({
      rates: { EGP: 49.1 },
      setAt: { EGP: t.clock.now().toISOString() },
    });
  });

  it('the CLI refuses unknown currencies and bad rates, a rate of 0 too, naming the field and changing nothing', async () => {
    const now = t.clock.now();
    for (const [args, message] of [
      [['set', 'BTC', '2'], /^unknown currency "BTC"/],
      [['set', 'EUR', '-1'], /^rate for EUR must be a positive number, got "-1"/],
      [['set', 'EUR', '0'], /^rate for EUR must be a positive number, got "0"/],
      [['set', 'EUR', '0.0'], /^rate for EUR must be a positive number, got "0.0"/],
      [['set', 'EUR', 'abc'], /^rate for EUR must be a positive number/],
      [['set', 'EUR'], /^set takes pairs of currency and rate/],
      [['import', '/nonexistent/rates.json'], /^cannot read/],
    ] as const) {
      const refused = await runRatesCommand(t.db, args, now, 48);
      expect(refused.exitCode).not.toBe(0);
      expect(refused.output).toMatch(message);
    }
    expect((await get('/catalog/rates')).json()).toMatchObject({ rates: { EUR: 0.92 } });
    expect((await runRatesCommand(t.db, ['nonsense'], now, 48)).exitCode).toBe(2);
  });

  it('the CLI imports a rates feed from a file, keeping only the shop currencies', async () => {
    const { writeFileSync, mkdtempSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const file = join(mkdtempSync(join(tmpdir(), 'rates-')), 'rates.json');
    writeFileSync(file, JSON.stringify({ base: 'USD', rates: { USD: 1, JPY: 150, EUR: 0.95, GBP: 0.8, EGP: 50 } }));
    const result = await runRatesCommand(t.db, ['import', file], t.clock.now(), 48);
    expect(result.exitCode).toBe(0);
    expect((await get('/catalog/rates')).json()).toMatchObject({ rates: { EUR: 0.95, GBP: 0.8, EGP: 50 } });
  });

  it("the CLI sets a currency's rounding rule, audited, moving every priced cart", async () => {
    const shopper = await createTestUser(t.ctx);
    await fillCart(t.db, shopper.id, [[3, 1]]);
    await t.db.query('INSERT INTO cart_versions (cart_id, version) VALUES ($1, 4)', [shopper.id]);
    const cartVersion = async () =>
      (await t.db.query<{ version: number }>('SELECT version FROM cart_versions WHERE cart_id = $1', [shopper.id]))[0]
        ?.version;

    expect(await runRatesCommand(t.db, ['rounding', 'GBP', 'minor'], t.clock.now(), 48)).toEqual({
      exitCode: 0,
      output: 'GBP rounding: ending-99 → minor',
    });
    expect((await get('/catalog/rates')).json()).toMatchObject({ rounding: { GBP: 'minor' } });
    expect(await cartVersion()).toBe(5);
    expect(await auditEntries(t.db, 'currency', 'GBP')).toEqual([
      expect.objectContaining({
        action: 'currency.rounding',
        before: { rounding: 'ending-99' },
        after: { rounding: 'minor' },
      }),
    ]);
    expect((await runRatesCommand(t.db, ['list'], t.clock.now(), 48)).output).toMatch(/^GBP .* rounding minor/m);
  });

  it('the CLI refuses a rounding rule for an unknown currency or an unknown rule, naming the field', async () => {
    for (const [args, message] of [
      [['rounding', 'USD', 'whole'], /^currency: unknown currency "USD"/],
      [['rounding', 'JPY', 'whole'], /^currency: unknown currency "JPY"/],
      [['rounding', 'EGP', 'nearest'], /^rounding: "nearest" is not a rule \(expected minor, whole, ending-99\)/],
      [['rounding', 'EGP'], /^rounding takes a currency and a rule/],
    ] as const) {
      expect(await runRatesCommand(t.db, args, t.clock.now(), 48)).toEqual({
        exitCode: 2,
        output: expect.stringMatching(message),
      });
    }
    expect((await get('/catalog/rates')).json()).toMatchObject({ rounding: { EGP: 'whole' } });
    expect(await auditEntries(t.db, 'currency', 'EGP')).toEqual([]);
  });
});
