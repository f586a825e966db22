import {
  addDays,
  canonicalTimeZone,
  deliveryPromise,
  type DeliveryTiming,
  instantAt,
  isoWeekday,
  shopClock,
  soonestPromise,
} from './delivery-dates';
import type { ShippingRate } from './delivery-terms';

const CAIRO = 'Africa/Cairo';
const LONDON = 'Europe/London';

// Egypt's carriers work Sunday to Thursday (migration 031's rates).
const SUN_TO_THU = [1, 2, 3, 4, 7];
const MON_TO_FRI = [1, 2, 3, 4, 5];
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];

const egyptStandard: DeliveryTiming = { minDays: 2, maxDays: 4, cutoffHour: 14, workingDays: SUN_TO_THU };
const egyptSameDay: DeliveryTiming = { minDays: 0, maxDays: 0, cutoffHour: 12, workingDays: SUN_TO_THU };

const at = (iso: string) => new Date(iso);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A promise as a test states it: the day it leaves, the first and last day it arrives, and the countdown. */
const leaves = (dispatchDay: string, [earliest, latest]: [string, string], orderWithinMs?: number) => ({
  dispatchDay,
  earliest,
  latest,
  orderWithinMs,
});

/** The promise's days and countdown, as a test reads them. */
function promised(timing: DeliveryTiming, now: string, holidays: string[] = [], timeZone = CAIRO) {
  const { dispatchDay, earliest, latest, orderWithinMs } = deliveryPromise(timing, holidays, at(now), timeZone);
  return { dispatchDay, earliest, latest, orderWithinMs };
}

describe('calendar days', () => {
  it('names ISO weekdays and steps whole days, across months and years', () => {
    expect(['2026-11-23', '2026-11-26', '2026-11-29'].map(isoWeekday)).toEqual([1, 4, 7]);
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it("reads the shop's day and hour in its time zone, not the server's", () => {
    // 22:30 UTC on Monday is already Tuesday in Cairo (UTC+2 in November).
    expect(shopClock(at('2026-11-23T22:30:00Z'), CAIRO)).toEqual({ day: '2026-11-24', hour: 0 });
    expect(shopClock(at('2026-11-23T22:30:00Z'), LONDON)).toEqual({ day: '2026-11-23', hour: 22 });
  });

  it('knows the time zones Intl knows, by their canonical names', () => {
    expect(canonicalTimeZone('africa/cairo')).toBe(CAIRO);
    expect(canonicalTimeZone('Mars/Olympus_Mons')).toBeUndefined();
  });
});

describe('the cut-off', () => {
  it('an order before the cut-off on a working day leaves that day; the countdown runs to the cut-off', () => {
    // Tuesday 24 November 2026, 10:00 in Cairo.
    expect(promised(egyptStandard, '2026-11-24T08:00:00Z')).toEqual({
      dispatchDay: '2026-11-24',
      earliest: '2026-11-26',
      // Thursday, then Friday and Saturday off: Sunday and Monday.
      latest: '2026-11-30',
      orderWithinMs: 4 * HOUR,
    });
    expect(promised(egyptStandard, '2026-11-24T11:47:30Z').orderWithinMs).toBe(12.5 * MINUTE);
  });

  it('an order at or after the cut-off leaves the next working day, with no countdown', () => {
    const atCutoff = promised(egyptStandard, '2026-11-24T12:00:00Z');
    expect(atCutoff).toEqual(leaves('2026-11-25', ['2026-11-29', '2026-12-01']));
    expect(promised(egyptStandard, '2026-11-24T13:00:00Z')).toEqual(atCutoff);
  });
});

describe('working days', () => {
  it("skips Egypt's Friday and Saturday weekend", () => {
    // Thursday after the cut-off, and Friday morning: both leave on Sunday.
    const afterThursday = promised(egyptStandard, '2026-11-26T13:00:00Z');
    expect(afterThursday).toEqual(leaves('2026-11-29', ['2026-12-01', '2026-12-03']));
    expect(promised(egyptStandard, '2026-11-27T08:00:00Z')).toEqual(afterThursday);
    // Sunday before the cut-off is a working day there.
    expect(promised(egyptStandard, '2026-11-29T08:00:00Z').dispatchDay).toBe('2026-11-29');
  });

  it('skips Saturday and Sunday for a Monday-to-Friday carrier', () => {
    const us: DeliveryTiming = { minDays: 2, maxDays: 3, cutoffHour: 14, workingDays: MON_TO_FRI };
    // Saturday 28 November: leaves Monday, two and three business days later.
    expect(promised(us, '2026-11-28T08:00:00Z')).toEqual(leaves('2026-11-30', ['2026-12-02', '2026-12-03']));
    // Friday before the cut-off: leaves Friday, arrives Tuesday to Wednesday.
    expect(promised(us, '2026-11-27T08:00:00Z')).toMatchObject({ earliest: '2026-12-01', latest: '2026-12-02' });
  });

  it('refuses a carrier that works no day, instead of searching forever', () => {
    expect(() => promised({ ...egyptStandard, workingDays: [] }, '2026-11-24T08:00:00Z')).toThrow(RangeError);
  });
});

describe('holidays', () => {
  // 30 June (a Tuesday in 2026) is a public holiday in Egypt.
  const holidays = ['2026-06-30'];

  it('are not counted as business days', () => {
    // Monday 29 June, 10:00 (UTC+3 in summer): leaves Monday; Tuesday does not count.
    expect(promised(egyptStandard, '2026-06-29T07:00:00Z', holidays)).toEqual(
      leaves('2026-06-29', ['2026-07-02', '2026-07-06'], 4 * HOUR),
    );
    expect(promised(egyptStandard, '2026-06-29T07:00:00Z', [])).toMatchObject({
      earliest: '2026-07-01',
      latest: '2026-07-05',
    });
  });

  it('on a holiday nothing leaves: the parcel goes the next business day', () => {
    expect(promised(egyptStandard, '2026-06-30T07:00:00Z', holidays)).toMatchObject({
      dispatchDay: '2026-07-01',
      orderWithinMs: undefined,
    });
  });

  it('a run of holidays and a weekend together (Good Friday to Easter Monday in England)', () => {
    const uk: DeliveryTiming = { minDays: 1, maxDays: 2, cutoffHour: 12, workingDays: MON_TO_FRI };
    // Thursday 2 April 2026 after the cut-off: Friday 3 and Monday 6 April are bank holidays.
    expect(promised(uk, '2026-04-02T13:00:00Z', ['2026-04-03', '2026-04-06'], LONDON)).toEqual(
      leaves('2026-04-07', ['2026-04-08', '2026-04-09']),
    );
  });
});

describe('same-day delivery (0..0)', () => {
  it('arrives the day it leaves: today before its cut-off', () => {
    expect(promised(egyptSameDay, '2026-11-24T08:00:00Z')).toEqual(
      leaves('2026-11-24', ['2026-11-24', '2026-11-24'], 2 * HOUR),
    );
  });

  it('after its cut-off, or on a day off, it arrives the next business day', () => {
    expect(promised(egyptSameDay, '2026-11-24T10:00:00Z')).toMatchObject({
      earliest: '2026-11-25',
      latest: '2026-11-25',
    });
    expect(promised(egyptSameDay, '2026-11-26T10:00:00Z')).toMatchObject({ earliest: '2026-11-29' });
    expect(promised(egyptSameDay, '2026-11-24T08:00:00Z', ['2026-11-24'])).toMatchObject({
      earliest: '2026-11-25',
      orderWithinMs: undefined,
    });
  });
});

describe('daylight-saving changes', () => {
  const everyDay = (cutoffHour: number): DeliveryTiming => ({
    minDays: 1,
    maxDays: 2,
    cutoffHour,
    workingDays: EVERY_DAY,
  });

  it('Cairo springs forward at midnight (24 April 2026): the countdown is the real time left', () => {
    // 01:30 EEST on Friday, the first hour of summer time; 14:00 EEST is 11:00 UTC, 12 h 30 min later.
    expect(promised(everyDay(14), '2026-04-23T22:30:00Z')).toEqual(
      leaves('2026-04-24', ['2026-04-25', '2026-04-26'], 12.5 * HOUR),
    );
    // An hour of the clock before (23:30 EET) it is still Thursday, past its cut-off: it leaves Friday, no countdown.
    expect(promised(everyDay(14), '2026-04-23T21:30:00Z')).toMatchObject({
      dispatchDay: '2026-04-24',
      orderWithinMs: undefined,
    });
  });

  it('Cairo falls back at midnight (29 October 2026): the repeated hour is still Thursday, the cut-off its first 23:00', () => {
    // 22:30 EEST: the cut-off at 23:00 is half an hour away (its first time, 20:00 UTC).
    expect(promised(everyDay(23), '2026-10-29T19:30:00Z')).toMatchObject({
      dispatchDay: '2026-10-29',
      orderWithinMs: 30 * MINUTE,
    });
    // 23:30 EET, the second time the clock reads 23:30: past the cut-off, still Thursday, so it leaves Friday.
    expect(promised(everyDay(23), '2026-10-29T21:30:00Z')).toEqual(leaves('2026-10-30', ['2026-10-31', '2026-11-01']));
  });

  it('London: the countdown spans the lost and the gained hour', () => {
    // Sunday 29 March 2026, 00:30 GMT; noon is BST, 11:00 UTC.
    expect(promised(everyDay(12), '2026-03-29T00:30:00Z', [], LONDON).orderWithinMs).toBe(10.5 * HOUR);
    // Sunday 25 October 2026, 00:30 BST; noon is GMT, 12:00 UTC.
    expect(promised(everyDay(12), '2026-10-24T23:30:00Z', [], LONDON).orderWithinMs).toBe(12.5 * HOUR);
  });

  it('business days are counted in calendar days across a change', () => {
    const ukStandard: DeliveryTiming = { minDays: 5, maxDays: 8, cutoffHour: 12, workingDays: MON_TO_FRI };
    // Monday 23 March 2026 after the cut-off: leaves Tuesday; the clocks change on Sunday 29th.
    expect(promised(ukStandard, '2026-03-23T13:00:00Z', [], LONDON)).toEqual(
      leaves('2026-03-24', ['2026-03-31', '2026-04-03']),
    );
  });

  it('an hour the clock skips begins when it jumps; an hour it repeats begins the first time', () => {
    expect(instantAt('2026-03-29', 1, LONDON).toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(instantAt('2026-10-25', 1, LONDON).toISOString()).toBe('2026-10-25T00:00:00.000Z');
    expect(instantAt('2026-11-24', 14, CAIRO).toISOString()).toBe('2026-11-24T12:00:00.000Z');
  });
});

describe("the product page's promise: the soonest option still leaving today, else standard", () => {
  const rate = (option: ShippingRate['option'], timing: DeliveryTiming): ShippingRate => ({
    option,
    priceCents: 0,
    freeOverCents: null,
    ...timing,
  });
  const egypt = [
    rate('standard', egyptStandard),
    rate('express', { ...egyptStandard, minDays: 1, maxDays: 2 }),
    rate('same-day', egyptSameDay),
  ];
  const soonest = (now: string) => {
    const chosen = soonestPromise(egypt, [], at(now), CAIRO);
    return chosen && { option: chosen.rate.option, ...chosen.promise };
  };

  it('same-day while its cut-off is ahead, express while its own is, then standard without a countdown', () => {
    expect(soonest('2026-11-24T08:00:00Z')).toMatchObject({
      option: 'same-day',
      earliest: '2026-11-24',
      orderWithinMs: 2 * HOUR,
    });
    expect(soonest('2026-11-24T11:00:00Z')).toMatchObject({
      option: 'express',
      earliest: '2026-11-25',
      latest: '2026-11-26',
      orderWithinMs: HOUR,
    });
    expect(soonest('2026-11-24T13:00:00Z')).toMatchObject({ option: 'standard', orderWithinMs: undefined });
  });

  it('a region without standard falls back to its first option; one without options promises nothing', () => {
    const [, express, sameDay] = egypt;
    expect(soonestPromise([express!, sameDay!], [], at('2026-11-27T08:00:00Z'), CAIRO)?.rate.option).toBe('express');
    expect(soonestPromise([], [], at('2026-11-27T08:00:00Z'), CAIRO)).toBeUndefined();
  });
});
