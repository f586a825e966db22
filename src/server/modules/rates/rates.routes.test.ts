import { withTestApp } from '../../test/harness';
import { runRatesCommand } from './operator';

const t = withTestApp({ ratesMaxAgeHours: 48 });

const get = (url: string) => t.app.inject({ method: 'GET', url });
const HOUR = 3_600_000;

describe('exchange rates', () => {
  it('GET /catalog/rates serves the dated demo rates with the catalogue caching', async () => {
    const response = await get('/catalog/rates');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers.etag).toBeDefined();
    expect(response.json()).toEqual({
      base: 'USD',
      rates: { EGP: 48.5, EUR: 0.92, GBP: 0.79 },
      setAt: { EGP: '2026-11-20T12:00:00.000Z', EUR: '2026-11-20T12:00:00.000Z', GBP: '2026-11-20T12:00:00.000Z' },
    });
  });

  it('health details report a rate older than the configured age, and the CLI too', async () => {
    expect((await get('/api/health/details')).json()).toEqual({ status: 'ok', rates: { maxAgeHours: 48, stale: [] } });
    t.clock.advance(30 * HOUR); // the demo rates are now 52 hours old
    expect((await get('/api/health/details')).json()).toMatchObject({
      status: 'warn',
      rates: { stale: [{ currency: 'EUR' }, { currency: 'GBP' }, { currency: 'EGP' }] },
    });
    const listed = await runRatesCommand(t.db, ['list'], t.clock.now(), 48);
    expect(listed.exitCode).toBe(1);
    expect(listed.output).toMatch(/EGP\s+48\.500000\s+set 2026-11-20T12:00:00.000Z\s+STALE/);

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

  it('the CLI refuses unknown currencies and bad rates, changing nothing', async () => {
    const now = t.clock.now();
    for (const args of [
      ['set', 'BTC', '2'],
      ['set', 'EUR', '-1'],
      ['set', 'EUR', 'abc'],
      ['set', 'EUR'],
      ['import', '/nonexistent/rates.json'],
    ]) {
      expect((await runRatesCommand(t.db, args, now, 48)).exitCode).not.toBe(0);
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
});
