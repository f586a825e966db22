import type { ShippingRate } from './delivery-terms';

/**
 * When a delivery arrives (issue 34): the day the parcel leaves and the days it may arrive, counted in
 * business days on the carrier's working days in the shop's time zone, skipping the region's holidays.
 * Pure: the caller gives the time (`now`), so the server's checkout, its tests and the browser agree.
 *
 * Days are calendar days written 'YYYY-MM-DD' and counted as whole days since 1970-01-01, never as
 * 24-hour steps of a clock: a day that a daylight-saving change makes 23 or 25 hours long is one day.
 * Only "what day and hour is it in the shop" and "when is today's cut-off" read the time zone (Intl).
 */

/** A calendar day in the shop's time zone: '2026-11-26'. */
export type IsoDay = string;

/** Where the shop is, when SHOP_TIMEZONE does not say. */
export const DEFAULT_SHOP_TIME_ZONE = 'Africa/Cairo';

/**
 * How far ahead the region's holidays are read with its terms: past the longest promise the operator
 * can set (60 business days, 84 calendar days on a five-day week). A holiday further on counts as a
 * business day.
 */
export const HOLIDAY_HORIZON_DAYS = 90;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The zone's canonical name ('Africa/Cairo'), or undefined when Intl knows no such zone. */
export function canonicalTimeZone(name: string): string | undefined {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of a zone, as numbers (Latin digits, 0-23 hours, whatever the runtime's language). */
function clockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    clockFormats.set(timeZone, format);
  }
  return format;
}

/** What the zone's wall clock reads at an instant, written as if it were UTC (ms). */
function wallClockOf(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of clockFormat(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year = 1970, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

/** The zone's offset from UTC at an instant, in ms (Cairo in winter: +2 h). */
function offsetAt(instant: number, timeZone: string): number {
  const whole = Math.floor(instant / 1000) * 1000;
  return wallClockOf(whole, timeZone) - whole;
}

const dayNumber = (day: IsoDay): number => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (number: number): IsoDay => new Date(number * DAY_MS).toISOString().slice(0, 10);

/** The day `count` calendar days after `day` (before it when negative). */
export const addDays = (day: IsoDay, count: number): IsoDay => dayOf(dayNumber(day) + count);

/** Calendar days from one day to another (negative when `to` is before `from`). */
export const daysBetween = (from: IsoDay, to: IsoDay): number => dayNumber(to) - dayNumber(from);

/** ISO weekday of a day: 1 Monday .. 7 Sunday (1970-01-01 was a Thursday). */
export const isoWeekday = (day: IsoDay): number => ((((dayNumber(day) + 3) % 7) + 7) % 7) + 1;

/** The day and the hour it is in the shop. */
export function shopClock(now: Date, timeZone: string): { day: IsoDay; hour: number } {
  const wall = wallClockOf(now.getTime(), timeZone);
  return { day: dayOf(Math.floor(wall / DAY_MS)), hour: new Date(wall).getUTCHours() };
}

/** The day it is in the shop. */
export const shopDay = (now: Date, timeZone: string): IsoDay => shopClock(now, timeZone).day;

/**
 * The instant the zone's clock first reads `hour`:00 on `day`. Where a daylight-saving change repeats
 * that hour, its first time; where the change skips it, the moment the clock jumps past it.
 */
export function instantAt(day: IsoDay, hour: number, timeZone: string): Date {
  const wall = dayNumber(day) * DAY_MS + hour * HOUR_MS;
  // The offsets in force around that hour: the same on most days, two on the day of a change.
  const candidates = [offsetAt(wall - 12 * HOUR_MS, timeZone), offsetAt(wall + 12 * HOUR_MS, timeZone)]
    .map((offset) => wall - offset)
    .sort((a, b) => a - b);
  const reads = (instant: number) => wallClockOf(instant, timeZone);
  const exact = candidates.find((instant) => reads(instant) === wall);
  const first = exact ?? candidates.find((instant) => reads(instant) > wall) ?? candidates[0] ?? wall;
  return new Date(first);
}

/**
 * The first moment of the shop's day `day` (a list filter's 'YYYY-MM-DD'), or undefined for a day the
 * calendar lacks ('2026-02-30').
 */
export function dayStartIn(day: string, timeZone: string): Date | undefined {
  const utc = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(utc.getTime()) || !utc.toISOString().startsWith(day)) return undefined;
  return instantAt(day, 0, timeZone);
}

/** What of a rate says when it delivers. */
export type DeliveryTiming = Pick<ShippingRate, 'minDays' | 'maxDays' | 'cutoffHour' | 'workingDays'>;

export interface DeliveryPromise {
  /** Today when ordered before the cut-off on a business day, else the next business day. */
  dispatchDay: IsoDay;
  /** The first and last day it may arrive; both the dispatch day for same-day (0..0). */
  earliest: IsoDay;
  latest: IsoDay;
  /** Time left to order for it to leave today, in ms; undefined when it leaves another day. */
  orderWithinMs: number | undefined;
}

/** Longer than any run of days off a carrier and a region's holidays can make. */
const MAX_SEARCH_DAYS = 3 * 366;

/** The carrier's business days: its working weekdays that are not the region's holidays. */
function businessDays(timing: DeliveryTiming, holidays: readonly IsoDay[]) {
  const off = new Set(holidays);
  const isBusinessDay = (day: IsoDay) => timing.workingDays.includes(isoWeekday(day)) && !off.has(day);
  /** The business day `count` business days after `day` (`day` itself for 0). */
  const after = (day: IsoDay, count: number): IsoDay => {
    let current = day;
    for (let left = count, steps = 0; left > 0; steps += 1) {
      if (steps > MAX_SEARCH_DAYS) throw new RangeError(`no business day after ${day}: the carrier works no day`);
      current = addDays(current, 1);
      if (isBusinessDay(current)) left -= 1;
    }
    return current;
  };
  return { isBusinessDay, after };
}

/**
 * The promise a rate makes to an order placed at `now`: when it leaves, when it arrives (min..max
 * business days after it leaves), and how long is left to order for it to leave today.
 */
export function deliveryPromise(
  timing: DeliveryTiming,
  holidays: readonly IsoDay[],
  now: Date,
  timeZone: string,
): DeliveryPromise {
  const days = businessDays(timing, holidays);
  const { day: today, hour } = shopClock(now, timeZone);
  const leavesToday = days.isBusinessDay(today) && hour < timing.cutoffHour;
  const dispatchDay = leavesToday ? today : days.after(today, 1);
  return {
    dispatchDay,
    earliest: days.after(dispatchDay, timing.minDays),
    latest: days.after(dispatchDay, timing.maxDays),
    orderWithinMs: leavesToday ? instantAt(today, timing.cutoffHour, timeZone).getTime() - now.getTime() : undefined,
  };
}

/**
 * The promise a product page makes: the rate arriving soonest among those an order placed now still
 * leaves with today (the countdown is to its cut-off); when none does, standard delivery's (or the
 * region's first option's). Undefined for a region with no option.
 */
export function soonestPromise<Rate extends DeliveryTiming & Pick<ShippingRate, 'option'>>(
  rates: readonly Rate[],
  holidays: readonly IsoDay[],
  now: Date,
  timeZone: string,
): { rate: Rate; promise: DeliveryPromise } | undefined {
  const promised = rates.map((rate) => ({ rate, promise: deliveryPromise(rate, holidays, now, timeZone) }));
  const leavingToday = promised
    .filter(({ promise }) => promise.orderWithinMs !== undefined)
    .sort(
      (a, b) =>
        a.promise.earliest.localeCompare(b.promise.earliest) || a.promise.latest.localeCompare(b.promise.latest),
    );
  return leavingToday[0] ?? promised.find(({ rate }) => rate.option === 'standard') ?? promised[0];
}
