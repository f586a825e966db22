import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { likeLiteral } from '../../db/like-literal';
import type { Queryable } from '../../db/database';
import { toLatinDigits } from '../../../universal/digits';

/** What the console's customer search box takes: part of an email, part of a name, or a phone. */
export type CustomerSearch =
  | { kind: 'email'; part: string }
  /** A run of digits (spaces, dashes, dots, brackets and a leading + set aside): the tails a stored phone may hold. */
  | { kind: 'phone'; digits: string[]; typed: string }
  | { kind: 'text'; part: string };

/** Fewer digits than this are not read as a phone (they would match nearly everyone). */
const PHONE_MIN_DIGITS = 4;

/**
 * What support types. An @ means an email; a run of digits means a phone, which matches however the
 * account wrote it ("01012345678", "+201012345678"): its digits without the leading zeros, or, for a
 * number typed in international form, its national significant number. Anything else is part of a
 * name, or of an email.
 */
export function parseCustomerSearch(typed: string): CustomerSearch | undefined {
  const term = toLatinDigits(typed).trim();
  if (!term) return undefined;
  if (term.includes('@')) return { kind: 'email', part: term.toLowerCase() };
  const compact = term.replace(/[\s().-]/g, '');
  if (/^\+?\d+$/.test(compact)) {
    const digits = compact.replace(/^\+/, '').replace(/^0+/, '');
    const national = compact.startsWith('+') ? parsePhoneNumberFromString(compact)?.nationalNumber : undefined;
    const tails = [...new Set([digits, national ?? ''].filter((tail) => tail.length >= PHONE_MIN_DIGITS))];
    if (tails.length > 0) return { kind: 'phone', digits: tails, typed: term.toLowerCase() };
  }
  return { kind: 'text', part: term };
}

const contains = (text: string) => `%${likeLiteral(text)}%`;

/** A shopper's account as the console lists and shows it: never its password hash. */
export interface CustomerAccount {
  id: string;
  name: string;
  email: string;
  phone: string;
  createdAt: Date;
  language: string;
  currency: string;
  emailNotifications: boolean;
}

interface AccountRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  created_at: Date | string;
  language: string;
  currency: string;
  email_notifications: boolean;
}

// Named one by one: password_hash (and token_version) never leave this module through here.
const COLUMNS = 'id, name, email, phone, created_at, language, currency, email_notifications';

const toAccount = (row: AccountRow): CustomerAccount => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  createdAt: new Date(row.created_at),
  language: row.language,
  currency: row.currency,
  emailNotifications: row.email_notifications,
});

/** The condition a search puts on accounts and its parameters (numbered from $1); none without a search. */
function conditionOf(search: CustomerSearch | undefined): { condition?: string; params: unknown[] } {
  if (!search) return { params: [] };
  if (search.kind === 'email')
    return { condition: `lower(email) LIKE $1 ESCAPE '\\'`, params: [contains(search.part)] };
  if (search.kind === 'phone')
    return {
      // Digits only on both sides, so "010 1234-5678" finds "01012345678"; a run of digits may be part of an email too.
      condition: `regexp_replace(phone, '[^0-9]', '', 'g') LIKE ANY($1::text[]) OR lower(email) LIKE $2 ESCAPE '\\'`,
      params: [search.digits.map((tail) => `%${tail}%`), contains(search.typed)],
    };
  return {
    condition: `name ILIKE $1 ESCAPE '\\' OR lower(email) LIKE lower($1) ESCAPE '\\'`,
    params: [contains(search.part)],
  };
}

/**
 * A condition another module puts on accounts (the customers module: "carries this tag"), its values
 * added through `param`, which answers their placeholders.
 */
export type AccountCondition = (param: (value: unknown) => string) => string;

/** The WHERE clause of a search and its parameters (numbered from $1), with `more` conditions besides. */
function whereOf(
  search: CustomerSearch | undefined,
  more: string[] = [],
  also?: AccountCondition,
): { where: string; params: unknown[] } {
  const { condition, params } = conditionOf(search);
  const param = (value: unknown) => `$${params.push(value)}`;
  const all = [...(condition ? [`(${condition})`] : []), ...more, ...(also ? [`(${also(param)})`] : [])];
  return { where: all.length > 0 ? `WHERE ${all.join(' AND ')}` : '', params };
}

/** Accounts an export reads at a time. */
const BATCH = 500;

/**
 * The shoppers' accounts as the staff console reads them (issue 35): a search and one account. Staff only
 * read here; what they may do to an account (a reset mail, ending its sessions) is the auth module's too.
 */
export function customerAccounts(db: Queryable) {
  return {
    /** One page of the accounts a search finds, newest first, and how many it finds in all. */
    async search(
      search: CustomerSearch | undefined,
      page: { page: number; pageSize: number },
      also?: AccountCondition,
    ): Promise<{ rows: CustomerAccount[]; total: number }> {
      const { where, params } = whereOf(search, [], also);
      const [counted] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM users ${where}`, params);
      const rows = await db.query<AccountRow>(
        `SELECT ${COLUMNS} FROM users ${where}
         ORDER BY created_at DESC, id DESC
         LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, page.pageSize, page.page * page.pageSize],
      );
      return { rows: rows.map(toAccount), total: counted?.total ?? 0 };
    },

    /**
     * Every account a search finds, newest first as the grid lists them, a batch at a time: each batch starts
     * after the last one's (created_at, id), so the console's export holds one batch in memory (issue 52).
     */
    async *batches(search: CustomerSearch | undefined): AsyncGenerator<CustomerAccount[]> {
      let after: { at: string; id: string } | undefined;
      for (;;) {
        const { params: searched } = whereOf(search);
        const next = searched.length + 1;
        const { where, params } = after
          ? whereOf(search, [`(created_at, id) < ($${next}::timestamptz, $${next + 1}::uuid)`])
          : whereOf(search);
        const rows = await db.query<AccountRow & { cursor: string }>(
          `SELECT ${COLUMNS}, created_at::text AS cursor FROM users ${where}
           ORDER BY created_at DESC, id DESC LIMIT ${BATCH}`,
          after ? [...params, after.at, after.id] : params,
        );
        if (rows.length > 0) yield rows.map(toAccount);
        const last = rows.at(-1);
        if (!last || rows.length < BATCH) return;
        after = { at: last.cursor, id: last.id };
      }
    },

    /** One account, or undefined when there is none with this id. */
    async get(id: string): Promise<CustomerAccount | undefined> {
      const [row] = await db.query<AccountRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]);
      return row && toAccount(row);
    },
  };
}
