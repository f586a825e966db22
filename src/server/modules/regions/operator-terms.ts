/**
 * Delivery terms as the operator types and reads them (`npm run regions`): tax in percent, prices in
 * the region's currency, delivery days as a range, the cut-off as an hour, working days by name, holidays by day. Each parser answers
 * the value as the regions tables hold it, or undefined when the text is not one (the caller names the
 * rule: the *_RULE texts).
 */
import { isoWeekday } from '../../../universal/delivery-dates';

export const COUNTRY_RULE = 'a country is two capital letters (ISO 3166), e.g. EG';

export const PERCENT_RULE = 'a tax rate is a percentage from 0 to 100 with at most two decimals, e.g. 14 or 7.5';

/** '14' → 1400 basis points, '7.5' → 750; 0 to 100 %. */
export function parsePercent(text: string): number | undefined {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return undefined;
  const basisPoints = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return basisPoints <= 10_000 ? basisPoints : undefined;
}

/** 1400 → '14 %', 750 → '7.5 %'. */
export const formatPercent = (basisPoints: number): string => `${basisPoints / 100} %`;

/** The most a price or threshold may be, in whole units: a typo's extra zeros are refused, not charged. */
const MAX_AMOUNT = 100_000;

export const AMOUNT_RULE = `an amount is in the region's currency with at most two decimals, up to ${MAX_AMOUNT}, e.g. 4.99`;

/**
 * '4.99' → 499 minor units, '50' → 5000: an amount of the region's currency (every currency the shop
 * charges in, USD, EUR, GBP and EGP, has two decimals).
 */
export function parseAmount(text: string): number | undefined {
  const match = /^(\d{1,6})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return undefined;
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return minor <= MAX_AMOUNT * 100 ? minor : undefined;
}

/** The longest delivery the shop promises, in business days: beyond it, a typo. */
const MAX_DAYS = 60;

export const DAYS_RULE = `delivery days are <min>-<max> business days from 0 to ${MAX_DAYS}, min not above max, e.g. 2-4 (0-0 is the same day)`;

/** '2-4' → 2..4 business days; one number is both ends ('0' is the same day). */
export function parseDays(text: string): { minDays: number; maxDays: number } | undefined {
  const match = /^(\d{1,2})(?:-(\d{1,2}))?$/.exec(text);
  if (!match) return undefined;
  const minDays = Number(match[1]);
  const maxDays = Number(match[2] ?? match[1]);
  return minDays <= maxDays && maxDays <= MAX_DAYS ? { minDays, maxDays } : undefined;
}

export const formatDays = (minDays: number, maxDays: number): string => `${minDays}–${maxDays}`;

export const CUTOFF_RULE = 'the cut-off is an hour of the day in shop time, 0 to 23 (14 or 14:00)';

/** '14' or '14:00' → 14. */
export function parseCutoff(text: string): number | undefined {
  const match = /^(\d{1,2})(?::00)?$/.exec(text);
  const hour = match ? Number(match[1]) : undefined;
  return hour !== undefined && hour <= 23 ? hour : undefined;
}

export const formatCutoff = (hour: number): string => `${String(hour).padStart(2, '0')}:00`;

/** ISO weekdays 1 (Monday) .. 7 (Sunday), by their names' index + 1. */
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

export const WORKING_DAYS_RULE =
  'working days are days or ranges of days, by name (mon..sun) or ISO number (1 Monday .. 7 Sunday), ' +
  'separated by commas: mon-fri, sun-thu, mon,wed,fri or 1,2,3';

function weekday(text: string): number | undefined {
  if (/^[1-7]$/.test(text)) return Number(text);
  const index = WEEKDAYS.findIndex((name) => name.toLowerCase() === text.toLowerCase());
  return index >= 0 ? index + 1 : undefined;
}

/** 'mon-fri' → [1..5]; 'sun-thu' → [1, 2, 3, 4, 7] (a range may run over the weekend); '1,3,5' → [1, 3, 5]. */
export function parseWorkingDays(text: string): number[] | undefined {
  const days = new Set<number>();
  for (const part of text.split(',')) {
    const [from, to, ...extra] = part.trim().split('-');
    const first = weekday(from ?? '');
    const last = to === undefined ? first : weekday(to);
    if (first === undefined || last === undefined || extra.length > 0) return undefined;
    for (let day = first; ; day = (day % 7) + 1) {
      days.add(day);
      if (day === last) break;
    }
  }
  return [...days].sort((a, b) => a - b);
}

/**
 * Working days by name, runs of consecutive days as ranges (one may run over the weekend), the run
 * holding Monday first: [1..5] → 'Mon–Fri', [1, 2, 3, 4, 7] → 'Sun–Thu', [1, 3, 5] → 'Mon, Wed, Fri'.
 */
export function formatWorkingDays(days: readonly number[]): string {
  const week = [1, 2, 3, 4, 5, 6, 7];
  const dayOff = week.find((day) => !days.includes(day));
  if (dayOff === undefined) return 'every day';
  const runs: number[][] = [];
  for (const offset of week) {
    const day = ((dayOff - 1 + offset) % 7) + 1;
    if (!days.includes(day)) continue;
    const previous = runs.at(-1);
    const dayBefore = ((day + 5) % 7) + 1;
    if (previous && previous.at(-1) === dayBefore) previous.push(day);
    else runs.push([day]);
  }
  const name = (day: number | undefined) => WEEKDAYS[(day ?? 1) - 1] ?? '';
  const weekOrder = (run: number[]) => (run.includes(1) ? 0 : (run[0] ?? 0));
  runs.sort((a, b) => weekOrder(a) - weekOrder(b));
  return runs.map((run) => (run.length > 1 ? `${name(run[0])}–${name(run.at(-1))}` : name(run[0]))).join(', ');
}

export const DAY_RULE = 'a day is written YYYY-MM-DD, e.g. 2026-12-25';

/** '2026-12-25' → itself; a day the calendar does not have ('2026-02-30') → undefined. */
export function parseDay(text: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text ? text : undefined;
}

/** '2026-12-25' → '2026-12-25 Fri': the weekday says at once whether the carrier works that day. */
export const formatDay = (day: string): string => `${day} ${WEEKDAYS[isoWeekday(day) - 1] ?? ''}`;

const MAX_HOLIDAY_NAME_LENGTH = 60;

export const HOLIDAY_NAME_RULE = `a holiday's name is 1 to ${MAX_HOLIDAY_NAME_LENGTH} characters (quote one with spaces)`;

/** The name with its spaces tidied; undefined when empty, too long or holding control characters. */
export function parseHolidayName(text: string): string | undefined {
  const name = text.trim().replace(/\s+/g, ' ');
  return name && name.length <= MAX_HOLIDAY_NAME_LENGTH && !/\p{Cc}/u.test(name) ? name : undefined;
}
