import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import { minorExponent } from '../../universal/settlement';

/**
 * A cell a spreadsheet would run as a formula is written with a leading apostrophe (OWASP's CSV
 * injection advice): a value typed by anyone (a name, an email, a note, a reason) stays text. A trigger is
 * =, +, -, @ (or their full-width forms, which some spreadsheets read alike), also after leading spaces,
 * tabs or line breaks, which spreadsheets skip; a tab or line break first is one too.
 */
const FORMULA_START = /^[\s\p{Cc}]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|^[\t\r\n]/u;
export const inertCell = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);
/** A cell as inertCell wrote it, read back (a file exported, edited, and imported again keeps its texts). */
export const fromInertCell = (cell: string): string =>
  cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;

/** A cell as written: text guarded, numbers as they are (a negative amount is a number, not a formula), nothing as empty. */
export type CsvCell = string | number | boolean | null | undefined;
const cellText = (value: CsvCell): string =>
  typeof value === 'string' ? inertCell(value) : value === null || value === undefined ? '' : String(value);

/** An amount in minor units as its currency writes it in major units, every decimal shown ('12.50', '1500'). */
export const majorText = (minor: number, currency: string): string => {
  const digits = minorExponent(currency);
  return (minor / 10 ** digits).toFixed(digits);
};

/**
 * Sends `rows` as a CSV download, streamed: each row is written as it comes, so an export of any size holds
 * one batch of rows in memory, never the file. A byte-order mark first: spreadsheets then read the UTF-8
 * (Arabic names) as UTF-8. A failure after the first bytes ends the response short: the file is then cut,
 * never complete with wrong rows.
 */
export function sendCsv(
  reply: FastifyReply,
  fileName: string,
  header: readonly string[],
  rows: AsyncIterable<readonly CsvCell[]>,
) {
  async function* lines() {
    yield header.map(cellText);
    for await (const row of rows) yield row.map(cellText);
  }
  const csv = stringify({ bom: true });
  // A failed read destroys the whole pipeline: the response ends short (logged by Fastify), never hangs.
  pipeline(Readable.from(lines()), csv, (error) => {
    if (error) reply.log.error({ err: error }, 'CSV export failed part-way');
  });
  return reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'no-store')
    .send(csv);
}
