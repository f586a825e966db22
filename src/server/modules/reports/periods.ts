import type { ReportInterval } from '../../../universal/contracts/admin/reports';

/**
 * The report's days and buckets, as calendar days ('YYYY-MM-DD'): worked out on dates alone, so they are the
 * shop's days whatever the server's time zone. A week starts on Monday and a month on its 1st, as
 * PostgreSQL's date_trunc starts them (the buckets the figures come in).
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** A real day as a UTC midnight; undefined for one that does not exist ('2026-02-30'). */
export function calendarDay(day: string): Date | undefined {
  const date = new Date(`${day}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day) ? date : undefined;
}

const dayText = (date: Date) => date.toISOString().slice(0, 10);

/** Days from `from` to `to`, both counted. */
export const daysIn = (from: Date, to: Date) => Math.round((to.getTime() - from.getTime()) / DAY_MS) + 1;

/** The first day of the bucket `day` falls in. */
function bucketOf(day: Date, interval: ReportInterval): Date {
  if (interval === 'day') return day;
  if (interval === 'month') return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), 1));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}

function nextBucket(start: Date, interval: ReportInterval): Date {
  if (interval === 'day') return new Date(start.getTime() + DAY_MS);
  if (interval === 'week') return new Date(start.getTime() + 7 * DAY_MS);
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
}

/** Every bucket's first day from the one `from` falls in to the one `to` falls in. */
export function bucketStarts(from: Date, to: Date, interval: ReportInterval): string[] {
  const starts: string[] = [];
  for (let start = bucketOf(from, interval); start <= to; start = nextBucket(start, interval))
    starts.push(dayText(start));
  return starts;
}
