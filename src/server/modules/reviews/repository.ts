import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database';
import type { Review } from '../../../universal/contracts/reviews';
import type { ReviewSort } from '../../../universal/review-sorts';
import { whereClause } from '../../db/where-clause';

interface ReviewRow {
  id: string;
  product_id: number;
  stars: number;
  title: string;
  body: string;
  display_name: string;
  verified: boolean;
  sku: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  reply: string | null;
  replied_at: Date | string | null;
}

const ORDER_BY: Record<ReviewSort, string> = {
  recent: 'created_at DESC, id DESC',
  highest: 'stars DESC, created_at DESC, id DESC',
  lowest: 'stars ASC, created_at DESC, id DESC',
};

function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    productId: row.product_id,
    stars: row.stars,
    title: row.title,
    text: row.body,
    reviewer: row.display_name,
    verified: row.verified,
    ...(row.sku === null ? {} : { sku: row.sku }),
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    ...(row.reply !== null && row.replied_at !== null
      ? { reply: { text: row.reply, at: new Date(row.replied_at).toISOString() } }
      : {}),
  };
}

type ModeratedRow = ReviewRow & { hidden: boolean; hidden_reason: string | null };

/** A review as the console moderates it: whether and why it is hidden. */
export type ModeratedReview = Review & { hidden: boolean; hiddenReason: string | null };

export interface ModerationQuery {
  page: number;
  pageSize: number;
  state: 'all' | 'visible' | 'hidden';
  productId?: number;
  /** Written at or after. */
  since?: Date;
  q?: string;
}

const toModerated = (row: ModeratedRow): ModeratedReview => ({
  ...toReview(row),
  hidden: row.hidden,
  hiddenReason: row.hidden_reason,
});

export interface ReviewInput {
  stars: number;
  title: string;
  text: string;
  displayName: string;
  verified: boolean;
  /** The variant the reviewer received, when the order line named one. */
  sku: string | undefined;
}

/** Product reviews; hidden ones (the operator's) are kept but never shown or counted. */
export function reviewsRepository(db: Queryable) {
  return {
    async page(productId: number, sort: ReviewSort, limit: number, offset: number): Promise<Review[]> {
      const rows = await db.query<ReviewRow>(
        `SELECT * FROM product_reviews WHERE product_id = $1 AND NOT hidden
         ORDER BY ${ORDER_BY[sort]} LIMIT $2 OFFSET $3`,
        [productId, limit, offset],
      );
      return rows.map(toReview);
    },

    /** Visible reviews per star count, 5 to 1 (zeros included). */
    async histogram(productId: number): Promise<{ stars: number; count: number }[]> {
      const rows = await db.query<{ stars: number; count: number }>(
        `SELECT stars, count(*)::int AS count FROM product_reviews
         WHERE product_id = $1 AND NOT hidden GROUP BY stars`,
        [productId],
      );
      return [5, 4, 3, 2, 1].map((stars) => ({
        stars,
        count: rows.find((row) => Number(row.stars) === stars)?.count ?? 0,
      }));
    },

    async mine(
      productId: number,
      userId: string,
    ): Promise<(Review & { hidden: boolean; hiddenReason: string | null }) | undefined> {
      const [row] = await db.query<ReviewRow & { hidden: boolean; hidden_reason: string | null }>(
        'SELECT * FROM product_reviews WHERE product_id = $1 AND user_id = $2',
        [productId, userId],
      );
      return row && { ...toReview(row), hidden: row.hidden, hiddenReason: row.hidden_reason };
    },

    /** Writes the shopper's one review of the product: creates it, or edits it in place. */
    async save(productId: number, userId: string, input: ReviewInput, now: Date): Promise<Review> {
      const [row] = await db.query<ReviewRow>(
        `INSERT INTO product_reviews
           (id, product_id, user_id, stars, title, body, display_name, verified, sku, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $10, $9, $9)
         ON CONFLICT (product_id, user_id) DO UPDATE SET stars = EXCLUDED.stars, title = EXCLUDED.title,
           body = EXCLUDED.body, display_name = EXCLUDED.display_name, verified = EXCLUDED.verified,
           sku = EXCLUDED.sku, updated_at = EXCLUDED.updated_at
         RETURNING *`,
        [
          randomBytes(6).toString('hex'),
          productId,
          userId,
          input.stars,
          input.title,
          input.text,
          input.displayName,
          input.verified,
          now,
          input.sku ?? null,
        ],
      );
      if (!row) throw new Error('review upsert returned nothing');
      return toReview(row);
    },

    async remove(productId: number, userId: string): Promise<boolean> {
      const rows = await db.query('DELETE FROM product_reviews WHERE product_id = $1 AND user_id = $2 RETURNING id', [
        productId,
        userId,
      ]);
      return rows.length > 0;
    },

    /**
     * Hides a review with the reason its writer is shown (or shows it again, reason dropped); answers its
     * product, or undefined when there is none.
     */
    async setHidden(id: string, hidden: boolean, reason: string | null = null): Promise<number | undefined> {
      const [row] = await db.query<{ product_id: number }>(
        'UPDATE product_reviews SET hidden = $2, hidden_reason = $3 WHERE id = $1 RETURNING product_id',
        [id, hidden, hidden ? reason : null],
      );
      return row?.product_id;
    },

    /** The shop's public reply under a review (null removes it); false when there is no such review. */
    async setReply(id: string, text: string | null, now: Date): Promise<boolean> {
      const rows = await db.query('UPDATE product_reviews SET reply = $2, replied_at = $3 WHERE id = $1 RETURNING id', [
        id,
        text,
        text === null ? null : now,
      ]);
      return rows.length === 1;
    },

    /** One review as the console shows it, hidden or not, row-locked until the transaction ends. */
    async forModeration(id: string): Promise<ModeratedReview | undefined> {
      const [row] = await db.query<ModeratedRow>('SELECT * FROM product_reviews r WHERE r.id = $1 FOR UPDATE', [id]);
      return row && toModerated(row);
    },

    /** The console's list: newest first, hidden ones too, by state, product and words, a page at a time. */
    async moderationPage(query: ModerationQuery): Promise<{ rows: ModeratedReview[]; total: number }> {
      const clause = whereClause();
      const { param, params } = clause;
      if (query.state === 'hidden') clause.and('r.hidden');
      if (query.state === 'visible') clause.and('NOT r.hidden');
      if (query.productId !== undefined) clause.and(`r.product_id = ${param(query.productId)}`);
      if (query.since) clause.and(`r.created_at >= ${param(query.since)}::timestamptz`);
      if (query.q?.trim()) {
        const like = param(`%${query.q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
        clause.and(
          `(r.title ILIKE ${like} ESCAPE '\\' OR r.body ILIKE ${like} ESCAPE '\\' OR r.display_name ILIKE ${like} ESCAPE '\\')`,
        );
      }
      const where = clause.sql;
      const [counted] = await db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM product_reviews r ${where}`,
        params,
      );
      const rows = await db.query<ModeratedRow>(
        `SELECT * FROM product_reviews r ${where}
          ORDER BY r.created_at DESC, r.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, query.pageSize, query.page * query.pageSize],
      );
      return { rows: rows.map(toModerated), total: counted?.total ?? 0 };
    },

    /** For the operator: newest first, optionally of one product, hidden ones marked. */
    async list(productId: number | undefined, limit = 100): Promise<(Review & { hidden: boolean })[]> {
      const rows = await db.query<ReviewRow & { hidden: boolean }>(
        `SELECT * FROM product_reviews WHERE ($1::int IS NULL OR product_id = $1)
         ORDER BY created_at DESC, id DESC LIMIT $2`,
        [productId ?? null, limit],
      );
      return rows.map((row) => ({ ...toReview(row), hidden: row.hidden }));
    },

    /** Number and star sum of a product's visible reviews: what its shown rating combines. */
    async totals(productId: number): Promise<{ count: number; starSum: number }> {
      const [row] = await db.query<{ count: number; star_sum: number }>(
        `SELECT count(*)::int AS count, coalesce(sum(stars), 0)::int AS star_sum
         FROM product_reviews WHERE product_id = $1 AND NOT hidden`,
        [productId],
      );
      return { count: row?.count ?? 0, starSum: row?.star_sum ?? 0 };
    },
  };
}

/** Reviews written since `since` (the console dashboard's "new reviews"). */
export async function reviewsWrittenSince(db: Queryable, since: Date): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM product_reviews WHERE created_at >= $1', [
    since,
  ]);
  return row?.n ?? 0;
}

/** Every review an account wrote, hidden ones too (marked), newest first (the console's customer page). */
export async function reviewsOfUser(db: Queryable, userId: string): Promise<(Review & { hidden: boolean })[]> {
  const rows = await db.query<ReviewRow & { hidden: boolean }>(
    'SELECT * FROM product_reviews WHERE user_id = $1 ORDER BY created_at DESC, id DESC',
    [userId],
  );
  return rows.map((row) => ({ ...toReview(row), hidden: row.hidden }));
}
