import { REPORT_INTERVALS, type ReportInterval, type SalesReportQuery } from '../../universal/contracts/admin/reports';

/** The report's period as the URL names it (?from=…&to=…&interval=…): a link opens the same report. */

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const dayOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * Unless the URL says: the last twelve months by month, this one included, to today. The report reads days on
 * the shop's clock (SHOP_TIMEZONE), which may be a day ahead of this browser's (Cairo after 22:00 UTC): the
 * period runs to the browser's tomorrow, so today's orders are in it wherever the reader is (none are later).
 */
export function defaultPeriod(today = new Date()): SalesReportQuery {
  return {
    from: dayOf(new Date(today.getFullYear(), today.getMonth() - 11, 1)),
    to: dayOf(new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1)),
    interval: 'month',
  };
}

export const isInterval = (value: string | null): value is ReportInterval =>
  (REPORT_INTERVALS as readonly (string | null)[]).includes(value);

/** The period a URL's query names, each part it does not name (or names wrongly) the default's. */
export function periodOf(search: URLSearchParams, today = new Date()): SalesReportQuery {
  const fallback = defaultPeriod(today);
  const from = search.get('from');
  const to = search.get('to');
  const interval = search.get('interval');
  return {
    from: from && DAY.test(from) ? from : fallback.from,
    to: to && DAY.test(to) ? to : fallback.to,
    interval: isInterval(interval) ? interval : fallback.interval,
  };
}
