import type { Queryable } from '../../db/database';
import type { Product, ProductOption, Variant } from './product';
import { extended } from '../../../universal/extended';
import { singleVariantSku } from '../../../universal/variants';

/** A text in several languages: English always, the others where the catalogue has them. */
export type LanguageTexts = { en: string } & Readonly<Record<string, string>>;

/** An option as the catalogue keeps it: its name and value labels in every language it has. */
export interface StoredOption {
  key: string;
  name: LanguageTexts;
  values: { value: string; label: LanguageTexts; swatch?: string }[];
}

/** A product's title and description in one language other than English. */
export interface ProductTexts {
  title: string;
  description: string;
}

/**
 * What a single product's answer adds to a list's: its options, variants, gallery and texts in other
 * languages. Lists answer the FakeStore fields (with sku and stock) only.
 */
export interface ProductDetail {
  options: StoredOption[];
  images: string[];
  variants: Variant[];
  texts: Readonly<Record<string, ProductTexts>>;
  /** The SEO words an owner gave it, by language (migration 071); most products have none. */
  seo?: ProductSeo;
}

/** A product's SEO title and description by language, as the editor keeps them. */
export type ProductSeo = Readonly<Record<string, { title?: string; description?: string }>>;

/** A product as an import or a test writes it: the FakeStore fields, and its details when it has them. */
export type CatalogueRecord = Product & {
  storedOptions?: StoredOption[];
  texts?: Readonly<Record<string, ProductTexts>>;
};

interface VariantRow {
  sku: string;
  product_id: number;
  options: Record<string, string>;
  price_cents: number;
  list_price_cents: number | null;
  stock: number;
  images: string[];
  /** Its own prices by currency (variant_prices, issue 50); null when it has none. */
  prices: Record<string, number> | null;
}

export interface DetailRow {
  id: number;
  options: StoredOption[];
  images: string[];
  texts: Record<string, ProductTexts>;
  seo: ProductSeo;
}

export const VARIANT_SELECT =
  'sku, product_id, options, price_cents, list_price_cents, stock, images, ' +
  '(SELECT jsonb_object_agg(p.currency, p.amount_minor) FROM variant_prices p WHERE p.sku = product_variants.sku) AS prices';

export function toVariant(row: VariantRow): Variant {
  return {
    sku: row.sku,
    options: row.options,
    price: row.price_cents / 100,
    ...(row.list_price_cents === null ? {} : { listPrice: row.list_price_cents / 100 }),
    stock: row.stock,
    images: row.images,
    ...(row.prices === null ? {} : { prices: row.prices }),
  };
}

/** The text in `language`, else English. */
export function inLanguage(texts: LanguageTexts, language: string): string {
  return texts[language] ?? texts.en;
}

/**
 * Each stored option list's names in each language, made once: the in-memory copy holds one list per
 * distinct set of options, so a product's answer reuses what the last one in its language made.
 */
const localized = new WeakMap<readonly StoredOption[], Map<string, ProductOption[]>>();

export function localizedOptions(options: readonly StoredOption[], language = 'en'): ProductOption[] {
  let byLanguage = localized.get(options);
  if (!byLanguage) {
    byLanguage = new Map();
    localized.set(options, byLanguage);
  }
  let answer = byLanguage.get(language);
  if (!answer) {
    answer = localize(options, language);
    byLanguage.set(language, answer);
  }
  return answer;
}

function localize(options: readonly StoredOption[], language: string): ProductOption[] {
  return options.map((option) => ({
    key: option.key,
    name: inLanguage(option.name, language),
    values: option.values.map((value) => ({
      value: value.value,
      label: inLanguage(value.label, language),
      ...(value.swatch === undefined ? {} : { swatch: value.swatch }),
    })),
  }));
}

/** The product with its title and description in `language` where it has them (English stays the fallback). */
export function inLanguageOf(product: Product, texts: ProductDetail['texts'], language = 'en'): Product {
  const own = language === 'en' ? undefined : texts[language];
  return own ? { ...product, title: own.title, description: own.description } : product;
}

/** The SEO words in `language`, each part falling back to English; undefined when neither has any. */
export function seoIn(seo: ProductSeo | undefined, language: string): Product['seo'] {
  const title = seo?.[language]?.title || seo?.en?.title;
  const description = seo?.[language]?.description || seo?.en?.description;
  if (!title && !description) return undefined;
  return { ...(title ? { title } : {}), ...(description ? { description } : {}) };
}

/**
 * A single product's answer: the list fields (the default variant's SKU, the units of every variant),
 * then its gallery, options and variants, in `language`.
 */
export function withDetail(product: Product, detail: ProductDetail, language = 'en'): Product {
  const summary = detail.variants[0]
    ? { sku: detail.variants[0].sku, stock: detail.variants.reduce((sum, variant) => sum + variant.stock, 0) }
    : {};
  const seo = seoIn(detail.seo, language);
  return extended(inLanguageOf(product, detail.texts, language), {
    ...summary,
    ...(seo ? { seo } : {}),
    images: [product.image, ...detail.images.filter((image) => image !== product.image)],
    options: localizedOptions(detail.options, language),
    variants: detail.variants,
    optionCount: detail.options.length,
  });
}

/** A product row's detail columns (DetailRow), for a read that takes them with its other columns. */
export const DETAIL_COLUMNS = 'options, images, texts, seo';

/** The details of `ids`, variants in their order (the default first); a product without variants has none. */
export async function readDetails(db: Queryable, ids: readonly number[]): Promise<Map<number, ProductDetail>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<DetailRow>(`SELECT id, ${DETAIL_COLUMNS} FROM products WHERE id = ANY($1::int[])`, [ids]);
  return detailsOf(db, rows);
}

/** The details of products whose rows were read with DETAIL_COLUMNS, their variants read here. */
export async function detailsOf(db: Queryable, rows: readonly DetailRow[]): Promise<Map<number, ProductDetail>> {
  const details = new Map<number, ProductDetail>();
  for (const row of rows)
    details.set(row.id, { options: row.options, images: row.images, variants: [], texts: row.texts, seo: row.seo });
  if (details.size === 0) return details;
  const variants = await db.query<VariantRow>(
    `SELECT ${VARIANT_SELECT} FROM product_variants WHERE product_id = ANY($1::int[]) ORDER BY product_id, position`,
    [[...details.keys()]],
  );
  for (const row of variants) details.get(row.product_id)?.variants.push(toVariant(row));
  return details;
}

/** Rows per INSERT: 9 parameters a variant stays far below PostgreSQL's 65535-parameter limit. */
const VARIANT_BATCH = 1000;

/** The variants a record sells: its own, or the single one a product without options has. */
export function variantsToWrite(record: CatalogueRecord): Variant[] {
  if (record.variants && record.variants.length > 0) return record.variants;
  return [
    {
      sku: record.sku ?? singleVariantSku(record.id),
      options: {},
      price: record.price,
      ...(record.listPrice === undefined ? {} : { listPrice: record.listPrice }),
      stock: record.stock ?? Number.NaN,
      images: [],
    },
  ];
}

/** Units a new variant gets when its record names none (a FakeStore record carries no stock). */
export const STOCK_WHEN_UNSAID = 100;

/**
 * Writes the records' options, gallery and texts, and their variants: a variant the record no longer
 * lists is removed, one it lists is inserted or replaced (by SKU). A variant without a stock figure
 * (NaN) keeps the stock it has, or gets STOCK_WHEN_UNSAID when new. Run inside the import's transaction.
 */
export async function writeDetails(db: Queryable, records: readonly CatalogueRecord[]): Promise<void> {
  if (records.length === 0) return;
  await db.query(
    `UPDATE products AS p SET options = d.options, images = d.images, texts = d.texts
     FROM jsonb_to_recordset($1::jsonb) AS d(id integer, options jsonb, images jsonb, texts jsonb)
     WHERE p.id = d.id`,
    [
      JSON.stringify(
        records.map((record) => ({
          id: record.id,
          options: record.storedOptions ?? [],
          images: (record.images ?? []).filter((image) => image !== record.image),
          texts: record.texts ?? {},
        })),
      ),
    ],
  );
  const variants = records.flatMap((record) =>
    variantsToWrite(record).map((variant, position) => ({ productId: record.id, position, variant })),
  );
  const productIds = records.map((record) => record.id);
  const listed = variants.map(({ variant }) => variant.sku);
  // The carts holding a variant about to go change with it: their versions rise first (migration 028).
  await db.query(
    `SELECT raise_versions_of_carts_holding(ARRAY(
       SELECT sku FROM product_variants WHERE product_id = ANY($1::int[]) AND NOT (sku = ANY($2::text[]))))`,
    [productIds, listed],
  );
  await db.query('DELETE FROM product_variants WHERE product_id = ANY($1::int[]) AND NOT (sku = ANY($2::text[]))', [
    productIds,
    listed,
  ]);
  const unsaid = variants.filter(({ variant }) => Number.isNaN(variant.stock)).map(({ variant }) => variant.sku);
  const kept = new Map<string, number>();
  if (unsaid.length > 0) {
    const rows = await db.query<{ sku: string; stock: number }>(
      'SELECT sku, stock FROM product_variants WHERE sku = ANY($1::text[])',
      [unsaid],
    );
    for (const row of rows) kept.set(row.sku, row.stock);
  }
  for (let start = 0; start < variants.length; start += VARIANT_BATCH) {
    const params: unknown[] = [];
    const rows = variants.slice(start, start + VARIANT_BATCH).map(({ productId, position, variant }) => {
      const stock = Number.isNaN(variant.stock) ? (kept.get(variant.sku) ?? STOCK_WHEN_UNSAID) : variant.stock;
      const values = [
        variant.sku,
        productId,
        position,
        JSON.stringify(variant.options),
        Math.round(variant.price * 100),
        variant.listPrice === undefined ? null : Math.round(variant.listPrice * 100),
        stock,
        JSON.stringify(variant.images),
      ];
      return `(${values.map((value) => `$${params.push(value)}`).join(', ')})`;
    });
    await db.query(
      `INSERT INTO product_variants (sku, product_id, position, options, price_cents, list_price_cents, stock, images)
       VALUES ${rows.join(', ')}
       ON CONFLICT (sku) DO UPDATE SET product_id = EXCLUDED.product_id, position = EXCLUDED.position,
         options = EXCLUDED.options, price_cents = EXCLUDED.price_cents,
         list_price_cents = EXCLUDED.list_price_cents, images = EXCLUDED.images,
         stock = EXCLUDED.stock,
         stock_changed = CASE WHEN product_variants.stock = EXCLUDED.stock THEN product_variants.stock_changed
                              ELSE nextval('stock_changes') END`,
      params,
    );
  }
}
