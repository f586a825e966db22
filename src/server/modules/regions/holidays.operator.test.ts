import type { CheckoutResponse } from '../../../universal/contracts/order';
import { createTestUser, withTestApp } from '../../test/harness';
import { checkout, fillCart, VALID_CHECKOUT } from '../../test/checkout-test-support';
import { deliveryTerms, regionsCommand } from './test-support';

// `npm run regions -- add-holiday | remove-holiday`, and `list` showing the holidays ahead (issue 34).

const t = withTestApp();

// The test clock: Saturday 21 November 2026, noon in Cairo (the shop's time zone).
const run = regionsCommand(t);

async function egyptHolidays(): Promise<string[] | undefined> {
  return (await deliveryTerms(t)).countries.find((entry) => entry.country === 'EG')?.holidays;
}

async function catalogueVersion(): Promise<number> {
  const [row] = await t.db.query<{ value: string }>("SELECT value FROM settings WHERE key = 'catalogue_version'");
  return Number(row?.value);
}

/** An Egyptian order's promised days, placed now. */
async function egyptianOrderDates() {
  const user = await createTestUser(t.ctx);
  await fillCart(t.db, user.id, [[1, 1]]);
  const response = await checkout(t.app, user, VALID_CHECKOUT);
  expect(response.statusCode).toBe(201);
  return response.json<CheckoutResponse>().order.promisedDates;
}

describe('add-holiday and remove-holiday', () => {
  it('a holiday added is in the terms at once, and checkout promises past it; removed, it is a working day again', async () => {
    // Standard from Saturday: leaves Sunday 22nd, arrives Tuesday 24th to Thursday 26th.
    expect(await egyptianOrderDates()).toEqual({ from: '2026-11-24', to: '2026-11-26' });
    const version = await catalogueVersion();

    expect(await run('add-holiday', 'egypt', '2026-11-24', 'Company  day   off')).toEqual({
      exitCode: 0,
      output: 'egypt: 2026-11-24 Tue Company day off added; nothing leaves or arrives that day',
    });
    // The pages that carry the terms are rendered again (the catalogue version), and checkout skips the day.
    expect(await catalogueVersion()).toBe(version + 1);
    expect(await egyptHolidays()).toEqual(['2026-11-24', '2027-01-07', '2027-01-25']);
    expect(await egyptianOrderDates()).toEqual({ from: '2026-11-25', to: '2026-11-29' });

    expect(await run('add-holiday', 'egypt', '2026-11-24', 'Staff day')).toEqual({
      exitCode: 0,
      output: 'egypt: 2026-11-24 Tue renamed from Company day off to Staff day',
    });
    expect(await run('add-holiday', 'egypt', '2026-11-24', 'Staff day')).toEqual({
      exitCode: 1,
      output: '2026-11-24 Tue is Staff day in egypt already; nothing changed.',
    });

    expect(await run('remove-holiday', 'egypt', '2026-11-24')).toEqual({
      exitCode: 0,
      output: 'egypt: 2026-11-24 Tue is no longer a holiday (was Staff day)',
    });
    expect(await egyptHolidays()).toEqual(['2027-01-07', '2027-01-25']);
    expect(await egyptianOrderDates()).toEqual({ from: '2026-11-24', to: '2026-11-26' });
    expect(await run('remove-holiday', 'egypt', '2026-11-24')).toEqual({
      exitCode: 1,
      output: 'egypt has no holiday on 2026-11-24 Tue; nothing changed.',
    });
  });

  it.each([
    [['add-holiday', 'egypt', '2026-02-30', 'Nope'], /"2026-02-30" is not a day: a day is written YYYY-MM-DD/],
    [['add-holiday', 'egypt', '25/12/2026', 'Nope'], /"25\/12\/2026" is not a day/],
    [
      ['add-holiday', 'egypt', '2026-11-20', 'Yesterday'],
      /2026-11-20 is past \(today is 2026-11-21 in Africa\/Cairo\)/,
    ],
    [['add-holiday', 'egypt', '2026-12-01', '   '], /a holiday's name is 1 to 60 characters/],
    [['add-holiday', 'egypt', '2026-12-01', 'x'.repeat(61)], /a holiday's name is 1 to 60 characters/],
    [
      ['add-holiday', 'egypt', '2026-12-01', 'Two', 'words'],
      /add-holiday takes <region> <YYYY-MM-DD> <name>; got 4 arguments \(quote a value with spaces\)/,
    ],
    [
      ['add-holiday', 'mars', '2026-12-01', 'Landing'],
      /There is no region "mars"; the regions are egypt, uk, us, world/,
    ],
    [['remove-holiday', 'egypt'], /remove-holiday takes <region> <YYYY-MM-DD>; got 1 argument/],
  ])('refuses %j with a usage error (exit 2) and changes nothing', async (args, message) => {
    const version = await catalogueVersion();
    const result = await run(...args);
    expect(result.exitCode).toBe(2);
    expect(result.output).toMatch(message);
    expect(await catalogueVersion()).toBe(version);
    expect(await egyptHolidays()).toEqual(['2027-01-07', '2027-01-25']);
  });
});

describe('list', () => {
  it("shows each region's holidays of the next twelve months with their weekdays, or that it has none", async () => {
    const lines = async (region: string) =>
      (await run('list')).output
        .split('\n\n')
        .find((block) => block.startsWith(`${region}  `))
        ?.split('\n') ?? [];
    expect((await lines('world')).at(-1)).toBe('  holidays   none in the next 12 months');
    await run('add-holiday', 'world', '2027-01-01', "New Year's Day");
    expect((await lines('world')).at(-1)).toBe("  holidays   2027-01-01 Fri  New Year's Day");
    // The test clock's today is 21 November 2026: the next twelve months end before Christmas 2027.
    expect((await lines('uk')).filter((line) => /\d{4}-\d{2}-\d{2} \w{3} {2}/.test(line))).toEqual([
      '  holidays   2026-12-25 Fri  Christmas Day',
      '             2026-12-28 Mon  Boxing Day (substitute day)',
      "             2027-01-01 Fri  New Year's Day",
      '             2027-03-26 Fri  Good Friday',
      '             2027-03-29 Mon  Easter Monday',
      '             2027-05-03 Mon  Early May bank holiday',
      '             2027-05-31 Mon  Spring bank holiday',
      '             2027-08-30 Mon  Summer bank holiday',
    ]);
  });
});
