import type { Database, Queryable } from '../../../db/database';
import { badRequest, conflict, notFound } from '../../../http/errors';
import { type AuditActor, recordAudit } from '../../audit';
import { bumpCatalogueVersion, noteCatalogueChanged } from '../catalogue-version';
import { validateProductRecord } from '../import-products';
import { type CatalogueRecord, readDetails } from '../product-details';
import type { ProductRecordRow } from '../product';
import { catalogueRepository } from '../repository';
import { noteStockChanged } from '../stock';
import type {
  AdminProduct,
  AdminProductInput,
  AdminVariant,
  ProductState,
} from '../../../../universal/contracts/admin/products';
import { ERROR_CODES } from '../../../../universal/contracts/error-codes';
import { ownPictures, variantPicturesProblem } from '../../../../universal/validation/variant-pictures';

/**
 * The console's product editor (issue 35): drafts, which live in product_drafts until they are
 * published, and published products, which are saved as an import saves them (validateProductRecord,
 * then the repository's upsert), so the console and `npm run catalogue -- import` hold one rule.
 */

export const NO_PRODUCT = 'There is no such product';

interface PublishedRow extends ProductRecordRow {
  seo: NonNullable<AdminProduct['seo']>;
  published: boolean;
}

interface DraftRow {
  id: number;
  record: AdminProductInput;
}

const UNRATED = { rate: 0, count: 0 };

/** The product as a draft keeps it: without the units each variant was shown at (they say nothing yet). */
const withoutShownUnits = (input: AdminProductInput): AdminProductInput => ({
  ...input,
  variants: input.variants.map(({ stockWas: _shown, ...variant }) => variant),
});

/** The editor's product as the import format states it, with the id and rating it has. */
function asImportRecord(id: number, input: AdminProductInput, rating: AdminProduct['rating']): Record<string, unknown> {
  return {
    id,
    title: input.title,
    description: input.description,
    category: input.category,
    image: input.image,
    images: input.images,
    ...(input.brand ? { brand: input.brand } : {}),
    texts: input.texts,
    rating,
    options: input.options,
    variants: withoutShownUnits(input).variants,
  };
}

/** The record, or a 400 naming what is wrong with it in the import's words. */
function checked(id: number, input: AdminProductInput, rating: AdminProduct['rating']): CatalogueRecord {
  const record = validateProductRecord(asImportRecord(id, input, rating));
  if (typeof record === 'string') throw badRequest(`The product cannot be saved: ${record}`, { product: record });
  return record;
}

/**
 * A 400 when a variant names a picture that is not the product's own (decision 0130): its main picture,
 * its gallery, or one its variants showed before this change (`before`; absent for a new product).
 */
function refuseStrangePictures(input: AdminProductInput, before?: AdminProduct): void {
  const problem = variantPicturesProblem(input.variants, ownPictures(input, before));
  if (problem) throw badRequest(`The product cannot be saved: ${problem}`, { product: problem });
}

/** A published product as the editor shows it: every language of its options and texts, each variant's units. */
async function readPublished(db: Queryable, id: number): Promise<AdminProduct | undefined> {
  const [row] = await db.query<PublishedRow>(
    `SELECT id, title, description, category, brand, image, rating_rate, rating_count, seo, published
     FROM products WHERE id = $1`,
    [id],
  );
  const detail = (await readDetails(db, [id])).get(id);
  if (!row || !detail) return undefined;
  return {
    id,
    state: row.published ? 'published' : 'unpublished',
    title: row.title,
    description: row.description,
    category: row.category,
    ...(row.brand === null ? {} : { brand: row.brand }),
    image: row.image,
    images: detail.images,
    texts: { ...detail.texts },
    options: detail.options.map((option) => ({
      key: option.key,
      name: { ...option.name },
      values: option.values.map((value) => ({ value: value.value, label: { ...value.label } })),
    })),
    variants: detail.variants.map((variant) => ({
      sku: variant.sku,
      options: variant.options,
      price: variant.price,
      ...(variant.listPrice === undefined ? {} : { listPrice: variant.listPrice }),
      stock: variant.stock,
      ...(variant.images.length === 0 ? {} : { images: variant.images }),
    })),
    rating: { rate: Number(row.rating_rate), count: row.rating_count },
    seo: row.seo,
  };
}

/** Writes a published product's SEO words (decision 0125): not part of the import's record. */
async function writeSeo(tx: Queryable, id: number, input: AdminProductInput): Promise<void> {
  await tx.query('UPDATE products SET seo = $2 WHERE id = $1', [id, JSON.stringify(input.seo ?? {})]);
}

const fromDraft = (row: DraftRow): AdminProduct => ({ ...row.record, id: row.id, state: 'draft', rating: UNRATED });

/** SKUs of `input` that another product sells, or another draft means to. */
async function takenSku(db: Queryable, id: number, input: AdminProductInput): Promise<string | undefined> {
  const skus = input.variants.map((variant) => variant.sku);
  const sold = await catalogueRepository(db).skuOwners(skus);
  const other = sold.find((row) => row.productId !== id);
  if (other) return `${other.sku} is sold by product ${other.productId}`;
  const [drafted] = await db.query<{ sku: string; id: number }>(
    `SELECT v->>'sku' AS sku, d.id FROM product_drafts AS d, jsonb_array_elements(d.record->'variants') AS v
     WHERE d.id <> $1 AND v->>'sku' = ANY($2::text[]) LIMIT 1`,
    [id, skus],
  );
  return drafted && `${drafted.sku} is in draft product ${drafted.id}`;
}

async function refuseTakenSkus(db: Queryable, id: number, input: AdminProductInput): Promise<void> {
  const taken = await takenSku(db, id, input);
  if (taken) throw conflict(`Another product has that SKU: ${taken}`, ERROR_CODES.SKU_TAKEN);
}

/**
 * The variants' units to write on a published product: a variant the editor left at the units it was
 * shown keeps whatever the shelf holds now (NaN: unsaid, see writeDetails); one it changed is written only
 * while the shelf still holds what the editor was shown, under the rows' locks, so a sale made while the
 * editor was open is never written over.
 */
async function unitsToWrite(tx: Queryable, record: CatalogueRecord, input: AdminProductInput): Promise<void> {
  const shown = new Map(input.variants.map((variant) => [variant.sku, variant]));
  const rows = await tx.query<{ sku: string; stock: number }>(
    'SELECT sku, stock FROM product_variants WHERE sku = ANY($1::text[]) ORDER BY sku FOR UPDATE',
    [[...shown.keys()]],
  );
  const onShelf = new Map(rows.map((row) => [row.sku, row.stock]));
  for (const variant of record.variants ?? []) {
    const asked = shown.get(variant.sku) as AdminVariant;
    const now = onShelf.get(variant.sku);
    if (now === undefined) continue; // A new variant: its units as given.
    const was = asked.stockWas ?? asked.stock;
    if (asked.stock === was) {
      variant.stock = Number.NaN;
    } else if (now !== was) {
      throw conflict(
        `The units of ${variant.sku} changed to ${now} while you edited; load the product again`,
        ERROR_CODES.STOCK_CHANGED,
      );
    }
  }
}

/** Which parts of a product changed, for the audit trail: only those, before and after. */
function changes(before: AdminProduct, after: AdminProduct): { before: object; after: object } {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof AdminProduct)[]) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    was[key] = before[key];
    now[key] = after[key];
  }
  return { before: was, after: now };
}

/** What publishing or unpublishing one product did: put it on (or off) sale, found it so already, or found none. */
export type SaleChange = 'changed' | 'unchanged' | 'missing';

/** Whether a product of this number is in the catalogue, on sale or not. */
async function inCatalogue(tx: Queryable, id: number): Promise<{ published: boolean } | undefined> {
  const [row] = await tx.query<{ published: boolean }>('SELECT published FROM products WHERE id = $1 FOR UPDATE', [id]);
  return row;
}

/** Audits a product's move on or off sale (before and after its state). */
const auditSale = (tx: Queryable, actor: AuditActor, now: Date, id: number, from: ProductState, to: ProductState) =>
  recordAudit(
    tx,
    actor,
    {
      action: to === 'published' ? 'product.publish' : 'product.unpublish',
      objectType: 'product',
      objectId: String(id),
      before: { state: from },
      after: { state: to },
    },
    now,
  );

/**
 * Puts product `id` on sale inside the caller's transaction: a draft is written as an import writes a record
 * (and its draft row goes), a product taken off sale is shown again; each with its audit entry, raising the
 * catalogue's version. The caller notes the catalogue and stock changed once it has committed.
 */
export async function publishIn(tx: Queryable, id: number, actor: AuditActor, now: Date): Promise<SaleChange> {
  const [draft] = await tx.query<DraftRow>('SELECT id, record FROM product_drafts WHERE id = $1 FOR UPDATE', [id]);
  const product = await inCatalogue(tx, id);
  if (!draft) {
    if (!product) return 'missing';
    if (product.published) return 'unchanged';
    await tx.query('UPDATE products SET published = true WHERE id = $1', [id]);
    await bumpCatalogueVersion(tx);
    await auditSale(tx, actor, now, id, 'unpublished', 'published');
    return 'changed';
  }
  if (product) throw conflict(`Product ${id} was imported while this draft was open; make the product again`);
  const record = checked(id, draft.record, UNRATED);
  await refuseTakenSkus(tx, id, draft.record);
  await catalogueRepository(tx).upsert([record]);
  await writeSeo(tx, id, draft.record);
  await tx.query('DELETE FROM product_drafts WHERE id = $1', [id]);
  await auditSale(tx, actor, now, id, 'draft', 'published');
  return 'changed';
}

/**
 * Takes product `id` off sale inside the caller's transaction (decision 0127): its row, variants, reviews and
 * the carts, wish lists and orders naming it stay, but no shopper's read finds it, and the carts holding it
 * take a new version so a checkout page showing it is refused. A draft is not on sale: unchanged.
 */
export async function unpublishIn(tx: Queryable, id: number, actor: AuditActor, now: Date): Promise<SaleChange> {
  const product = await inCatalogue(tx, id);
  if (!product) {
    const [draft] = await tx.query<{ id: number }>('SELECT id FROM product_drafts WHERE id = $1', [id]);
    return draft ? 'unchanged' : 'missing';
  }
  if (!product.published) return 'unchanged';
  await tx.query('UPDATE products SET published = false WHERE id = $1', [id]);
  await tx.query(
    'SELECT raise_versions_of_carts_holding(ARRAY(SELECT sku FROM product_variants WHERE product_id = $1))',
    [id],
  );
  await bumpCatalogueVersion(tx);
  await auditSale(tx, actor, now, id, 'published', 'unpublished');
  return 'changed';
}

export function productEditor(db: Database) {
  async function read(q: Queryable, id: number): Promise<AdminProduct | undefined> {
    const [draft] = await q.query<DraftRow>('SELECT id, record FROM product_drafts WHERE id = $1', [id]);
    return draft ? fromDraft(draft) : readPublished(q, id);
  }

  return {
    async get(id: number): Promise<AdminProduct> {
      const product = await read(db, id);
      if (!product) throw notFound(NO_PRODUCT, ERROR_CODES.PRODUCT_NOT_FOUND);
      return product;
    },

    /** A new draft, numbered above every product and draft (a racing create takes the next number). */
    async create(input: AdminProductInput, actor: AuditActor, now: Date): Promise<AdminProduct> {
      for (let attempt = 0; ; attempt += 1) {
        const created = await db.transaction(async (tx) => {
          const [next] = await tx.query<{ id: number }>(
            `SELECT GREATEST((SELECT COALESCE(max(id), 0) FROM products),
                             (SELECT COALESCE(max(id), 0) FROM product_drafts)) + 1 AS id`,
          );
          const id = next?.id ?? 1;
          checked(id, input, UNRATED);
          refuseStrangePictures(input);
          await refuseTakenSkus(tx, id, input);
          const record = withoutShownUnits(input);
          const inserted = await tx.query(
            `INSERT INTO product_drafts (id, record, created_at, updated_at) VALUES ($1, $2, $3, $3)
             ON CONFLICT (id) DO NOTHING RETURNING id`,
            [id, JSON.stringify(record), now],
          );
          if (inserted.length === 0) return undefined;
          const product = fromDraft({ id, record });
          await recordAudit(
            tx,
            actor,
            { action: 'product.create', objectType: 'product', objectId: String(id), after: product },
            now,
          );
          return product;
        });
        if (created) return created;
        if (attempt >= 5) throw conflict('Products are being made too fast; try again');
      }
    },

    /** Saves a draft as it is, or a published product on the shop at once (its units as unitsToWrite says). */
    async update(id: number, input: AdminProductInput, actor: AuditActor, now: Date): Promise<AdminProduct> {
      const saved = await db.transaction(async (tx) => {
        const [draft] = await tx.query<DraftRow>('SELECT id, record FROM product_drafts WHERE id = $1 FOR UPDATE', [
          id,
        ]);
        const before = draft ? fromDraft(draft) : await readPublished(tx, id);
        if (!before) throw notFound(NO_PRODUCT, ERROR_CODES.PRODUCT_NOT_FOUND);
        const record = checked(id, input, before.rating);
        refuseStrangePictures(input, before);
        await refuseTakenSkus(tx, id, input);
        if (draft) {
          await tx.query('UPDATE product_drafts SET record = $2, updated_at = $3 WHERE id = $1', [
            id,
            JSON.stringify(withoutShownUnits(input)),
            now,
          ]);
        } else {
          await unitsToWrite(tx, record, input);
          await catalogueRepository(tx).upsert([record]);
          await writeSeo(tx, id, input);
        }
        const after = (await read(tx, id)) as AdminProduct;
        const change = changes(before, after);
        await recordAudit(
          tx,
          actor,
          { action: 'product.update', objectType: 'product', objectId: String(id), ...change },
          now,
        );
        return after;
      });
      if (saved.state === 'published') {
        noteCatalogueChanged();
        noteStockChanged();
      }
      return saved;
    },

    /** Puts a draft, or a product taken off sale, on sale in one transaction; one on sale is answered as it is. */
    async publish(id: number, actor: AuditActor, now: Date): Promise<AdminProduct> {
      const published = await db.transaction(async (tx) => {
        const change = await publishIn(tx, id, actor, now);
        if (change === 'missing') throw notFound(NO_PRODUCT, ERROR_CODES.PRODUCT_NOT_FOUND);
        return { product: (await read(tx, id)) as AdminProduct, changed: change === 'changed' };
      });
      if (published.changed) {
        noteCatalogueChanged();
        noteStockChanged();
      }
      return published.product;
    },
  };
}

export type ProductEditor = ReturnType<typeof productEditor>;
