import { type Static, type TProperties, type TSchema, Type } from 'typebox';
import type { StaffRole } from '../../staff-roles';
import { endpointGroup } from '../endpoint';
import { INVALID, STAFF } from '../failures';
import { ISO_DAY_PATTERN } from '../shop';
import { CURRENCIES, type Currency } from '../../i18n/money';

/**
 * What the staff console's contracts share: its endpoints' tag and access, and the grids' query and
 * answer, paged on the server.
 */

/** A staff endpoint; the group names the roles that may call it (ROLES_FOR). */
export const STAFF_ENDPOINT = { tags: ['admin'], access: 'staff' } as const;

/** The endpoints one area's roles may call (ROLES_FOR): each may answer 401 and 403. */
export const staffEndpoints = <const R extends readonly StaffRole[]>(roles: R) =>
  endpointGroup({ ...STAFF_ENDPOINT, roles, failures: STAFF });

/** The page a grid asks for, from 0, and its rows (the grid's own default size). */
const paging = (pageSize = 25) => ({
  page: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: pageSize }),
});

/** Which way a grid's sort runs, newest (largest) first unless asked. */
export const Direction = Type.Union([Type.Literal('asc'), Type.Literal('desc')], { default: 'desc' });

/** A grid's search box: what the grid's query says it matches. */
export const SearchText = Type.Optional(Type.String({ maxLength: 120 }));

/** A filter's first or last day (YYYY-MM-DD). */
export const Day = Type.Optional(Type.String({ pattern: ISO_DAY_PATTERN }));

/** A currency orders are charged in (issue 50). */
export const ChargedCurrency = Type.Unsafe<Currency>(Type.String({ enum: [...CURRENCIES] }));

/**
 * A sum of orders, one figure per currency they were charged in (issue 50): amounts of different currencies
 * are never added together. Each amount is in major units of its currency; by currency code, none when zero.
 */
export const AmountsByCurrency = Type.Array(Type.Object({ currency: ChargedCurrency, amount: Type.Number() }));
export type AmountByCurrency = Static<typeof AmountsByCurrency>[number];

/** One page of a grid: its rows and how many match in all. */
export const pageOf = <T extends TSchema>(row: T) => Type.Object({ rows: Type.Array(row), total: Type.Integer() });

/**
 * A grid's list: GET with the grid's filters and the page it asks for (400 when the query breaks them),
 * answering one page of its rows. The grid names its filters; the paging (25 rows unless `pageSize` says)
 * is every grid's. The grid's query type is `Query<typeof list…>`.
 */
export const staffGrid = <
  const R extends readonly StaffRole[],
  const P extends string,
  const F extends TProperties,
  const T extends TSchema,
>(
  roles: R,
  path: P,
  grid: { summary: string; description?: string; filters: F; pageSize?: number; row: T },
) => {
  const { summary, description, filters, pageSize, row } = grid;
  return staffEndpoints(roles).get(path, {
    summary,
    ...(description === undefined ? {} : { description }),
    querystring: Type.Object({ ...paging(pageSize), ...filters }),
    response: pageOf(row),
    failures: INVALID,
  });
};
