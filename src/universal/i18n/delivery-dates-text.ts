import { daysBetween, type IsoDay } from '../delivery-dates';
import { intlLocaleOf } from './intl-locale';
import type { Locale } from './locale';
import type { MessageDescriptorWithValues } from './messages';

/**
 * Delivery days as the shopper reads them, in their language by Intl: 'Tue, Nov 24 – Thu, Nov 26' in
 * English, 'mar. 24 – jeu. 26 nov.' in French, the Arabic day and month names in Arabic (Latin digits,
 * as the rest of the shop). A day is a calendar day of the shop's, so it is written in UTC, where
 * 'YYYY-MM-DD' midnight is that very day whatever the reader's zone.
 */

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(locale: Locale, style: 'date' | 'weekday'): Intl.DateTimeFormat {
  const key = `${locale} ${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      intlLocaleOf(locale),
      style === 'date'
        ? { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }
        : { weekday: 'long', timeZone: 'UTC' },
    );
    formats.set(key, format);
  }
  return format;
}

const relativeFormats = new Map<Locale, Intl.RelativeTimeFormat>();

/** 'today' and 'tomorrow' in the shopper's language, made once a language. */
function relativeFormatOf(locale: Locale): Intl.RelativeTimeFormat {
  let format = relativeFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(intlLocaleOf(locale), { numeric: 'auto' });
    relativeFormats.set(locale, format);
  }
  return format;
}

const dateOf = (day: IsoDay) => new Date(`${day}T00:00:00Z`);

/** The days a delivery arrives, first to last: 'Tue, Nov 24 – Thu, Nov 26'; one day alone when they are the same. */
export function arrivalDaysText(days: { from: IsoDay; to: IsoDay }, locale: Locale): string {
  return formatOf(locale, 'date').formatRange(dateOf(days.from), dateOf(days.to));
}

/** Days within which a day is named by its weekday alone ('Thursday'): the coming week. */
const WEEKDAY_NAMED_WITHIN = 6;

/**
 * The days a delivery arrives, said from `today` (the shop's): 'today', 'tomorrow', 'Thursday' within
 * the coming week, else its date; a range of days as arrivalDaysText writes it.
 */
export function arrivalText(days: { from: IsoDay; to: IsoDay }, today: IsoDay, locale: Locale): string {
  if (days.from !== days.to) return arrivalDaysText(days, locale);
  const ahead = daysBetween(today, days.from);
  if (ahead === 0 || ahead === 1) return relativeFormatOf(locale).format(ahead, 'day');
  return ahead > 1 && ahead <= WEEKDAY_NAMED_WITHIN
    ? formatOf(locale, 'weekday').format(dateOf(days.from))
    : arrivalDaysText(days, locale);
}

const MINUTE_MS = 60_000;

/** Time left to order, in whole minutes rounded up (never "0 min" while any is left): '3 h 12 min', '2 h', '45 min'. */
export function countdownMessage(ms: number): MessageDescriptorWithValues {
  const minutes = Math.max(1, Math.ceil(ms / MINUTE_MS));
  const hours = Math.floor(minutes / 60);
  if (hours === 0) return { id: 'delivery.countdown.minutes', values: { minutes } };
  return minutes % 60 === 0
    ? { id: 'delivery.countdown.wholeHours', values: { hours } }
    : { id: 'delivery.countdown.hours', values: { hours, minutes: minutes % 60 } };
}
