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

/** The WHERE clause of a search and its parameters (numbered from $1). */
function whereOf(search: CustomerSearch | undefined): { where: string; params: unknown[] } {
  if (!search) return { where: '', params: [] };
  if (search.kind === 'email')
    return { where: `WHERE lower(email) LIKE $1 ESCAPE '\\'`, params: [contains(search.part)] };
  if (search.kind === 'phone')
    return {
      // Digits only on both sides, so "010 1234-5678" finds "01012345678"; a run of digits may be part of an email too.
      where: `WHERE regexp_replace(phone, '[^0-9]', '', 'g') LIKE ANY($1::text[]) OR lower(email) LIKE $2 ESCAPE '\\'`,
      params: [search.digits.map((tail) => `%${tail}%`), contains(search.typed)],
    };
  return {
    where: `WHERE name ILIKE $1 ESCAPE '\\' OR lower(email) LIKE lower($1) ESCAPE '\\'`,
    params: [contains(search.part)],
  };
}

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
    ): Promise<{ rows: CustomerAccount[]; total: number }> {
      const { where, params } = whereOf(search);
      const [counted] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM users ${where}`, params);
      const rows = await db.query<AccountRow>(
        `SELECT ${COLUMNS} FROM users ${where}
         ORDER BY created_at DESC, id DESC
         LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, page.pageSize, page.page * page.pageSize],
      );
      return { rows: rows.map(toAccount), total: counted?.total ?? 0 };
    },

    /** One account, or undefined when there is none with this id. */
    async get(id: string): Promise<CustomerAccount | undefined> {
      const [row] = await db.query<AccountRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]);
      return row && toAccount(row);
    },
  };
}
