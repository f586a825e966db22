import { setTimeout as sleep } from 'node:timers/promises';
import { withTestApp } from '../../test/harness';
import { SPEC_US_TERMS } from '../../../universal/delivery-terms';
import { deliveryTerms, regionsCommand } from './test-support';

const t = withTestApp();

const run = regionsCommand(t);

describe('GET /catalog/delivery', () => {
  const terms = async () => (await deliveryTerms(t)).countries;

  it("answers each country the shipped regions deliver to, with its tax rule and its region's rates", async () => {
    const countries = await terms();
    expect(countries.map((entry) => entry.country)).toEqual(['AU', 'CA', 'EG', 'GB', 'US']);
    const egypt = countries.find((entry) => entry.country === 'EG');
    expect(egypt?.tax).toEqual({ kind: 'vat', rateBasisPoints: 1400, included: true });
    // Egypt charges in pounds: its prices are piastres, the dollar ones at the seeded 48.5 to whole pounds
    // (migration 052). Its carriers work Sunday (7) to Thursday (4).
    expect(egypt?.currency).toBe('EGP');
    expect(egypt?.shipping.map((rate) => [rate.option, rate.priceCents, rate.freeOverCents, rate.workingDays])).toEqual(
      [
        ['standard', 14500, 242500, [1, 2, 3, 4, 7]],
        ['express', 33900, null, [1, 2, 3, 4, 7]],
        ['same-day', 48500, null, [1, 2, 3, 4, 7]],
      ],
    );
    expect(countries.find((entry) => entry.country === 'GB')?.currency).toBe('GBP');
    expect(countries.find((entry) => entry.country === 'CA')?.currency).toBe('USD');
    expect(countries.find((entry) => entry.country === 'GB')?.tax).toEqual({
      kind: 'vat',
      rateBasisPoints: 2000,
      included: true,
    });
  });

  it("keeps the spec's terms for its shopper in the United States, exactly as the shared rules state them", async () => {
    const us = (await terms()).find((entry) => entry.country === 'US');
    // The spec names no holidays; the region's federal holidays are the operator's data (tested below).
    expect({ ...us, holidays: [] }).toEqual(SPEC_US_TERMS);
  });

  it('is read once per catalogue generation, and follows an operator change at the next request', async () => {
    const egyptTax = async () => (await terms()).find((entry) => entry.country === 'EG')?.tax.rateBasisPoints;
    // Until the in-memory catalogue is built there is no generation and every request reads the tables:
    // wait until a rate written straight to the table (past the operator's command) stays hidden.
    let kept = false;
    for (let attempt = 1; attempt <= 100 && !kept; attempt += 1) {
      const shown = await egyptTax();
      await t.db.query("UPDATE region_countries SET tax_rate_bp = $1 WHERE country = 'EG'", [1400 + attempt]);
      kept = (await egyptTax()) === shown;
      if (!kept) await sleep(50);
    }
    expect(kept).toBe(true);

    // The operator's command raises the catalogue version in its transaction: a new generation, read again.
    expect((await run('set-tax', 'EG', '15')).exitCode).toBe(0);
    expect(await egyptTax()).toBe(1500);
    expect((await run('remove-country', 'AU')).exitCode).toBe(0);
    expect((await terms()).map((entry) => entry.country)).not.toContain('AU');
  });

  it("answers each region's holidays from the shop's today to 90 days on, and the shop's time zone", async () => {
    const answer = async () => {
      const { countries, timeZone } = await deliveryTerms(t);
      return { timeZone, holidays: new Map(countries.map((entry) => [entry.country, entry.holidays])) };
    };
    // The test clock: Saturday 21 November 2026 in Cairo; 90 days on is 18 February 2027.
    const { timeZone, holidays } = await answer();
    expect(timeZone).toBe('Africa/Cairo');
    expect(holidays.get('US')).toEqual(['2026-11-26', '2026-12-25', '2027-01-01', '2027-01-18', '2027-02-15']);
    expect(holidays.get('GB')).toEqual(['2026-12-25', '2026-12-28', '2027-01-01']);
    expect(holidays.get('EG')).toEqual(['2027-01-07', '2027-01-25']);
    expect(holidays.get('CA')).toEqual([]);
    // A week later Thanksgiving is past, and Presidents' Day 2027 is still within the 90 days.
    t.clock.advance(7 * 86_400_000);
    expect((await answer()).holidays.get('US')).toEqual(['2026-12-25', '2027-01-01', '2027-01-18', '2027-02-15']);
  });
});
