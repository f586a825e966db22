import type { Database, Queryable } from '../../db/database';
import { type AuditActor, recordAudit } from '../audit';
import { bumpCatalogueVersion, noteCatalogueChanged } from './catalogue-version';
import type { CategoryNames, CategoryRow } from '../../../universal/contracts/admin/categories';

/**
 * The shop's categories (migration 071, decision 0125). A category's key is what products.category holds;
 * its names, per shop language, are what shoppers read. A change raises the catalogue's version, so every
 * instance's in-memory copy, cached answers and search texts follow within a second.
 */

/** Managed names by category key, only of categories an owner has named. */
export type ManagedCategoryNames = Record<string, Record<string, string>>;

/** The names as kept: trimmed, inner white space one space, empty languages left out. */
export function tidyNames(names: CategoryNames): Record<string, string> {
  const tidy: Record<string, string> = {};
  for (const [language, name] of Object.entries(names)) {
    const text = (name ?? '').trim().replace(/\s+/g, ' ');
    if (text) tidy[language] = text;
  }
  return tidy;
}

/** The key a new category takes: its English name in lower case, as the imported categories are spelt. */
export const categoryKey = (names: CategoryNames): string => (tidyNames(names).en ?? '').toLowerCase();

/** The managed names of every named category. */
export async function readCategoryNames(db: Queryable): Promise<ManagedCategoryNames> {
  const rows = await db.query<{ key: string; names: Record<string, string> }>(
    `SELECT key, names FROM categories WHERE names <> '{}'::jsonb ORDER BY key`,
  );
  return Object.fromEntries(rows.map((row) => [row.key, row.names]));
}

/** Every category: the list's and any a product or draft is in that the list does not hold yet (an import's). */
const LIST = `
  WITH used AS (
    SELECT category AS key FROM products
    UNION ALL SELECT record->>'category' FROM product_drafts
  ), keys AS (SELECT key FROM categories UNION SELECT key FROM used WHERE key <> '')
  SELECT k.key, COALESCE(c.names, '{}'::jsonb) AS names,
         (SELECT count(*) FROM used WHERE used.key = k.key)::int AS products
  FROM keys AS k LEFT JOIN categories AS c ON c.key = k.key`;

async function readOne(db: Queryable, key: string): Promise<CategoryRow | undefined> {
  const [row] = await db.query<CategoryRow>(`${LIST} WHERE k.key = $1`, [key]);
  return row;
}

export type CategoryChange =
  { outcome: 'done'; row: CategoryRow } | { outcome: 'exists' | 'in-use' | 'missing'; row?: CategoryRow };

export function categoryRepository(db: Database) {
  /** Runs a change in one transaction; one that is done raises the catalogue's version. */
  async function changed(work: (tx: Queryable) => Promise<CategoryChange>): Promise<CategoryChange> {
    const result = await db.transaction(async (tx) => {
      const answer = await work(tx);
      if (answer.outcome === 'done') await bumpCatalogueVersion(tx);
      return answer;
    });
    if (result.outcome === 'done') noteCatalogueChanged();
    return result;
  }

  return {
    async list(): Promise<CategoryRow[]> {
      return db.query<CategoryRow>(`${LIST} ORDER BY k.key`);
    },

    async add(names: CategoryNames, actor: AuditActor, at: Date): Promise<CategoryChange> {
      const key = categoryKey(names);
      const tidy = tidyNames(names);
      return changed(async (tx) => {
        const existing = await readOne(tx, key);
        if (existing) return { outcome: 'exists', row: existing };
        await tx.query('INSERT INTO categories (key, names, created_at, updated_at) VALUES ($1, $2, $3, $3)', [
          key,
          JSON.stringify(tidy),
          at,
        ]);
        await recordAudit(
          tx,
          actor,
          { action: 'category.add', objectType: 'category', objectId: key, after: tidy },
          at,
        );
        return { outcome: 'done', row: { key, names: tidy, products: 0 } };
      });
    },

    /** Names a category; one only products hold so far joins the list. */
    async rename(key: string, names: CategoryNames, actor: AuditActor, at: Date): Promise<CategoryChange> {
      const tidy = tidyNames(names);
      return changed(async (tx) => {
        const before = await readOne(tx, key);
        if (!before) return { outcome: 'missing' };
        await tx.query(
          `INSERT INTO categories (key, names, created_at, updated_at) VALUES ($1, $2, $3, $3)
           ON CONFLICT (key) DO UPDATE SET names = EXCLUDED.names, updated_at = EXCLUDED.updated_at`,
          [key, JSON.stringify(tidy), at],
        );
        await recordAudit(
          tx,
          actor,
          { action: 'category.rename', objectType: 'category', objectId: key, before: before.names, after: tidy },
          at,
        );
        return { outcome: 'done', row: { ...before, names: tidy } };
      });
    },

    /** Removes a category no product or draft is in. */
    async remove(key: string, actor: AuditActor, at: Date): Promise<CategoryChange> {
      return changed(async (tx) => {
        await tx.query('SELECT key FROM categories WHERE key = $1 FOR UPDATE', [key]);
        const before = await readOne(tx, key);
        if (!before) return { outcome: 'missing' };
        if (before.products > 0) return { outcome: 'in-use', row: before };
        await tx.query('DELETE FROM categories WHERE key = $1', [key]);
        await recordAudit(
          tx,
          actor,
          { action: 'category.remove', objectType: 'category', objectId: key, before: before.names },
          at,
        );
        return { outcome: 'done', row: before };
      });
    },
  };
}
