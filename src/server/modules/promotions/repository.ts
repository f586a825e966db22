import type { Queryable } from '../../db/database';
import { normalizeEmail } from '../../../universal/validation/email-address';
import { userRepository } from '../auth';
import type { PromotionCurrencyAmount } from '../../../universal/contracts/admin/promotions';

/** A promotion as the module holds it (migration 040). */
export interface Promotion {
  code: string;
  kind: 'percent' | 'flat';
  percent: number | null;
  amountCents: number | null;
  minOrderCents: number;
  startsAt: Date | null;
  endsAt: Date | null;
  totalLimit: number | null;
  perCustomerLimit: number | null;
  active: boolean;
  /** Its own amounts in other currencies (migration 053), by currency. */
  currencyAmounts: PromotionCurrencyAmount[];
  createdAt: Date;
  updatedAt: Date;
}

/** What staff set on a promotion: everything but the code, which never changes. */
export type PromotionTerms = Omit<Promotion, 'code' | 'createdAt' | 'updatedAt'>;

/** A guest is keyed by its address; an account by its user id (which holds no @). */
const isGuestKey = (key: string) => key.includes('@');
const canonicalKey = (key: string) => (isGuestKey(key) ? normalizeEmail(key) : key);

/** One order's use of a code. */
export interface PromotionUse {
  orderId: string;
  customerKey: string;
  customerEmail: string;
  discountCents: number;
  usedAt: Date;
}

const COLUMNS = `code, kind, percent, amount_cents AS "amountCents", min_order_cents AS "minOrderCents",
  starts_at AS "startsAt", ends_at AS "endsAt", total_limit AS "totalLimit",
  per_customer_limit AS "perCustomerLimit", active, created_at AS "createdAt", updated_at AS "updatedAt",
  (SELECT coalesce(json_agg(json_build_object('currency', a.currency, 'amountMinor', a.amount_minor,
            'minOrderMinor', a.min_order_minor) ORDER BY a.currency), '[]'::json)
   FROM promotion_currency_amounts a WHERE a.code = promotions.code) AS "currencyAmounts"`;

/** Replaces a promotion's own amounts per currency, in the caller's transaction (its row written first). */
async function setCurrencyAmounts(db: Queryable, code: string, amounts: readonly PromotionCurrencyAmount[]) {
  await db.query('DELETE FROM promotion_currency_amounts WHERE code = $1', [code]);
  for (const amount of amounts) {
    await db.query(
      `INSERT INTO promotion_currency_amounts (code, currency, amount_minor, min_order_minor) VALUES ($1, $2, $3, $4)`,
      [code, amount.currency, amount.amountMinor, amount.minOrderMinor],
    );
  }
}

const termsParams = (terms: PromotionTerms) => [
  terms.kind,
  terms.kind === 'percent' ? terms.percent : null,
  terms.kind === 'flat' ? terms.amountCents : null,
  terms.minOrderCents,
  terms.startsAt,
  terms.endsAt,
  terms.totalLimit,
  terms.perCustomerLimit,
  terms.active,
];

/** The promotions and their uses, on the database or inside a caller's transaction. */
export function promotionsRepository(db: Queryable) {
  async function find(code: string): Promise<Promotion | undefined> {
    const [row] = await db.query<Promotion>(`SELECT ${COLUMNS} FROM promotions WHERE code = $1`, [code]);
    return row;
  }

  return {
    find,

    /**
     * The promotion, its row locked until the caller's transaction ends: a checkout that spends a use, or
     * staff changing it, waits here for the other. Its own statement, with nothing counted in it: on
     * PostgreSQL the counts that follow (uses, usesBy) are read after the lock is granted, so they see the
     * use the transaction we waited for committed (decision 0082).
     */
    async lock(code: string): Promise<Promotion | undefined> {
      const [row] = await db.query<Promotion>(`SELECT ${COLUMNS} FROM promotions WHERE code = $1 FOR UPDATE`, [code]);
      return row;
    },

    /** How many orders used the code. */
    async uses(code: string): Promise<number> {
      const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM promotion_uses WHERE code = $1', [
        code,
      ]);
      return row?.n ?? 0;
    },

    /**
     * How many orders of this customer used the code: those under its key (the account, or a guest's
     * address), and those with its address in canonical form (issue 48 §6), so the same person as a guest
     * and signed in is one customer. A use found by the address alone that an account made before proving
     * the address is not the address owner's (issue 48 §7, decision 0090): whoever signed up with someone
     * else's address does not use up that person's once-per-customer codes. It still counts against its
     * own account, by key.
     */
    async usesBy(code: string, customer: { key: string; email?: string }): Promise<number> {
      const rows = await db.query<{ key: string; mine: boolean }>(
        `SELECT customer_key AS key, customer_key = $2 AS mine FROM promotion_uses
         WHERE code = $1 AND (customer_key = $2 OR customer_email = $3::text)`,
        [code, canonicalKey(customer.key), customer.email === undefined ? null : normalizeEmail(customer.email)],
      );
      const accounts = [...new Set(rows.filter((row) => !row.mine && !isGuestKey(row.key)).map((row) => row.key))];
      const unproven = await userRepository(db).unverifiedAmong(accounts);
      return rows.filter((row) => row.mine || !unproven.has(row.key)).length;
    },

    async recordUse(code: string, use: PromotionUse): Promise<void> {
      await db.query(
        `INSERT INTO promotion_uses (code, order_id, customer_key, customer_email, discount_cents, used_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          code,
          use.orderId,
          canonicalKey(use.customerKey),
          normalizeEmail(use.customerEmail),
          use.discountCents,
          use.usedAt,
        ],
      );
    },

    /** Every promotion with how many orders used it, newest first. */
    list(): Promise<(Promotion & { uses: number })[]> {
      return db.query(
        `SELECT ${COLUMNS}, (SELECT count(*)::int FROM promotion_uses u WHERE u.code = promotions.code) AS uses
         FROM promotions ORDER BY created_at DESC, code`,
      );
    },

    /** A code's uses, newest first. */
    usesOf(code: string): Promise<PromotionUse[]> {
      return db.query(
        `SELECT order_id AS "orderId", customer_key AS "customerKey", customer_email AS "customerEmail",
                discount_cents AS "discountCents", used_at AS "usedAt"
         FROM promotion_uses WHERE code = $1 ORDER BY used_at DESC, order_id`,
        [code],
      );
    },

    /** A new promotion; undefined when the code is taken. */
    async create(code: string, terms: PromotionTerms, now: Date): Promise<Promotion | undefined> {
      const [row] = await db.query<{ code: string }>(
        `INSERT INTO promotions (code, kind, percent, amount_cents, min_order_cents, starts_at, ends_at,
           total_limit, per_customer_limit, active, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11)
         ON CONFLICT (code) DO NOTHING
         RETURNING code`,
        [code, ...termsParams(terms), now],
      );
      if (!row) return undefined;
      await setCurrencyAmounts(db, code, terms.currencyAmounts);
      return find(code);
    },

    /** Sets a promotion's terms (after lock, in the caller's transaction); undefined when there is none. */
    async update(code: string, terms: PromotionTerms, now: Date): Promise<Promotion | undefined> {
      const [row] = await db.query<{ code: string }>(
        `UPDATE promotions SET kind = $2, percent = $3, amount_cents = $4, min_order_cents = $5, starts_at = $6,
           ends_at = $7, total_limit = $8, per_customer_limit = $9, active = $10, updated_at = $11
         WHERE code = $1 RETURNING code`,
        [code, ...termsParams(terms), now],
      );
      if (!row) return undefined;
      await setCurrencyAmounts(db, code, terms.currencyAmounts);
      return find(code);
    },
  };
}
