import type { Queryable } from '../../../db/database';
import { localizedOptions, type ProductTexts, type StoredOption } from '../product-details';
import { labelOf } from '../stock';
import { optionValuesLabel } from '../../../../universal/variants';

/** A back-in-stock alert waiting for its variant's units (issue 53): to whom, and in which language. */
export interface PendingAlert {
  id: string;
  sku: string;
  email: string;
  /** The account that asked, when signed in: its profile language wins at sending. */
  userId: string | null;
  /** The page language it was asked in. */
  language: string;
}

/** The variant an alert is about, as its mail names it in any language. */
export interface AlertVariant {
  sku: string;
  productId: number;
  stock: number;
  options: Readonly<Record<string, string>>;
  title: string;
  productOptions: readonly StoredOption[];
  texts: Readonly<Record<string, ProductTexts>>;
}

/** The product's title and the variant's values in `language` (English where the catalogue has none). */
export function variantWordsIn(variant: AlertVariant, language: string): { title: string; label: string } {
  return {
    title: variant.texts[language]?.title || variant.title,
    label: optionValuesLabel(localizedOptions(variant.productOptions, language), variant.options),
  };
}

/** A variant with shoppers waiting for it, for the console's stock page. */
export interface WaitingVariant {
  sku: string;
  productId: number;
  title: string;
  /** In English ("Navy / M"); '' for a product without options. */
  label: string;
  stock: number;
  waiting: number;
}

/** Every read and write of stock_alerts, on the database or in a caller's transaction. */
export function stockAlertsRepository(db: Queryable) {
  return {
    /**
     * Asks for a mail when `sku` returns: one pending alert per (sku, email), so asking again keeps the first
     * place in the queue (and the first language). Answers whether this call made it.
     */
    async subscribe(
      alert: { sku: string; email: string; userId: string | null; language: string },
      now: Date,
    ): Promise<boolean> {
      const rows = await db.query(
        `INSERT INTO stock_alerts (sku, email, user_id, language, created_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (sku, email) WHERE sent_at IS NULL DO NOTHING RETURNING id`,
        [alert.sku, alert.email, alert.userId, alert.language, now],
      );
      return rows.length > 0;
    },

    /**
     * The alerts a stock.changed event (`eventId`) may still mail for `sku`: the oldest pending ones, at most
     * `cap` less what this same event already spent (a second delivery of it sends nothing more), row-locked
     * until the caller's transaction ends so two deliveries never mail one alert twice.
     */
    async due(sku: string, eventId: number, cap: number): Promise<PendingAlert[]> {
      const [spent] = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM stock_alerts WHERE spent_by = $1 AND sku = $2',
        [eventId, sku],
      );
      const room = cap - (spent?.n ?? 0);
      if (room <= 0) return [];
      return db.query<PendingAlert>(
        `SELECT id::text AS id, sku, email, user_id AS "userId", language FROM stock_alerts
         WHERE sku = $1 AND sent_at IS NULL ORDER BY id LIMIT $2 FOR UPDATE`,
        [sku, room],
      );
    },

    /** The alerts mailed by event `eventId`: spent, never mailed again. */
    async spend(ids: readonly string[], eventId: number, now: Date): Promise<void> {
      await db.query('UPDATE stock_alerts SET sent_at = $2, spent_by = $3 WHERE id = ANY($1::bigint[])', [
        ids,
        now,
        eventId,
      ]);
    },

    /**
     * The variant of `sku` with its product's words in every language; undefined when it is not sold (a
     * product taken off sale too, decision 0127: its alerts wait for it to be back).
     */
    async variant(sku: string): Promise<AlertVariant | undefined> {
      const [row] = await db.query<AlertVariant>(
        `SELECT v.sku, v.product_id AS "productId", v.stock, v.options, p.title,
           p.options AS "productOptions", p.texts
         FROM product_variants v JOIN products p ON p.id = v.product_id WHERE v.sku = $1 AND p.published`,
        [sku],
      );
      return row;
    },

    /** Variants with pending alerts, the most awaited first (SKU breaks ties): the console's stock page. */
    async waiting(): Promise<WaitingVariant[]> {
      const rows = await db.query<{
        sku: string;
        product_id: number;
        title: string;
        product_options: StoredOption[];
        options: Record<string, string>;
        stock: number;
        waiting: number;
      }>(
        `SELECT v.sku, v.product_id, p.title, p.options AS product_options, v.options, v.stock, a.waiting
         FROM (SELECT sku, count(*)::int AS waiting FROM stock_alerts WHERE sent_at IS NULL GROUP BY sku) a
         JOIN product_variants v ON v.sku = a.sku JOIN products p ON p.id = v.product_id
         ORDER BY a.waiting DESC, v.sku`,
      );
      return rows.map((row) => ({
        sku: row.sku,
        productId: row.product_id,
        title: row.title,
        label: labelOf(row.product_options, row.options),
        stock: row.stock,
        waiting: row.waiting,
      }));
    },
  };
}
