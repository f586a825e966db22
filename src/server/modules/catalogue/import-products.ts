import { readFile } from 'node:fs/promises';
import type { Database, Queryable } from '../../db/database';
import { noteCatalogueChanged } from './catalogue-version';
import { type CatalogueRecord, variantsToWrite } from './product-details';
import { catalogueRepository } from './repository';
import { parseGallery, parseOptions, parseSku, parseStock, parseTexts, parseVariants } from './variant-records';
import { productIdNumber } from '../../../universal/contracts/product-id';
import { picturesOf, variantsOf } from '../../../universal/variants';
import { isPictureAddress, PICTURE_ADDRESS_RULE } from '../../../universal/picture-sources';
import type { PictureReport, ResponsivePictures } from './images/responsive-images';

export interface RejectedRecord {
  /** Position of the record in the source (0-based). */
  index: number;
  id: unknown;
  reason: string;
}

export interface ImportResult {
  imported: number;
  rejected: RejectedRecord[];
  /** The imported products' own pictures rendered to their widths, when the import was given the renderer. */
  pictures?: PictureReport;
}

export interface ImportOptions {
  /** Renders the products' pictures of the shop's own to their widths once the products are in. */
  pictures?: ResponsivePictures;
  /** Runs in the import's transaction once the products are written (the terminal's audit entry). */
  onImported?: (tx: Queryable, summary: { imported: number; skipped: number }) => Promise<void>;
}

/** Every picture a product shows: each variant's own, then the product's. */
const picturesNamedBy = (product: CatalogueRecord) =>
  variantsOf(product).flatMap((variant) => picturesOf(product, variant));

const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.trim().length > 0 && value.length <= max;

/**
 * Checks one FakeStore-shaped record, with the extension for options, variants, stock, gallery and texts
 * (docs/catalogue-import.md); answers the product, or why it cannot be imported.
 */
export function validateProductRecord(raw: unknown): CatalogueRecord | string {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return 'not an object';
  const record = raw as Record<string, unknown>;
  const id =
    typeof record.id === 'number' || typeof record.id === 'string' ? productIdNumber(String(record.id)) : undefined;
  if (id === undefined) return 'id must be a positive whole number';
  if (!isText(record.title, 300)) return 'title must be a non-empty text of at most 300 characters';
  const options = parseOptions(record.options);
  if (typeof options === 'string') return options;
  const variants = parseVariants(record.variants, options);
  if (typeof variants === 'string') return variants;
  // With variants, the FakeStore price is the default variant's and may be left out.
  const price = record.price ?? variants?.[0]?.price;
  if (typeof price !== 'number' || !Number.isFinite(price) || price < 0 || price > 1_000_000) {
    return 'price must be a number from 0 to 1000000';
  }
  // A single variant's SKU and stock may stand on the record; with variants listed, these are the
  // variants' (a product as the API answers it carries both, and imports as it is).
  const stock = record.stock === undefined || variants ? undefined : parseStock(record.stock, 'stock');
  if (typeof stock === 'string') return stock;
  const sku = variants ? undefined : parseSku(record.sku);
  if (typeof sku === 'object') return sku.reason;
  const images = parseGallery(record.images);
  if (typeof images === 'string') return images;
  const texts = parseTexts(record.texts);
  if (typeof texts === 'string') return texts;
  if (typeof record.description !== 'string' || record.description.length > 10_000) {
    return 'description must be a text of at most 10000 characters';
  }
  if (!isText(record.category, 100)) return 'category must be a non-empty text of at most 100 characters';
  if (!isText(record.image, 2000)) return 'image must be a URL or path';
  if (!isPictureAddress(record.image.trim()))
    return `image ${JSON.stringify(record.image.trim())} is refused: ${PICTURE_ADDRESS_RULE}`;
  const rating = record.rating as Record<string, unknown> | undefined;
  const rate = rating?.rate;
  const count = rating?.count;
  if (typeof rate !== 'number' || !(rate >= 0 && rate <= 5)) return 'rating.rate must be a number from 0 to 5';
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) return 'rating.count must be a whole number';
  // Optional facts: absent or null means the source has none; a present value must be sound.
  const listPrice = record.listPrice ?? undefined;
  if (listPrice !== undefined && (typeof listPrice !== 'number' || !(listPrice >= 0 && listPrice <= 1_000_000))) {
    return 'listPrice must be a number from 0 to 1000000 when given';
  }
  const brand = record.brand ?? undefined;
  if (brand !== undefined && !isText(brand, 100))
    return 'brand must be a non-empty text of at most 100 characters when given';
  return {
    id,
    title: record.title.trim(),
    price: Math.round(price * 100) / 100,
    description: record.description,
    category: record.category.trim(),
    image: record.image.trim(),
    rating: { rate: Math.round(rate * 10) / 10, count },
    ...(listPrice === undefined ? {} : { listPrice: Math.round(listPrice * 100) / 100 }),
    ...(brand === undefined ? {} : { brand: brand.trim() }),
    ...(sku === undefined ? {} : { sku }),
    ...(stock === undefined ? {} : { stock }),
    ...(variants === undefined ? {} : { variants }),
    images,
    storedOptions: options,
    texts,
  };
}

/**
 * Refuses records whose SKUs another record of the import, or another product already in the catalogue,
 * sells: an import never moves a variant from one product to another.
 */
async function withoutTakenSkus(
  db: Queryable,
  records: { index: number; record: CatalogueRecord }[],
  rejected: RejectedRecord[],
): Promise<CatalogueRecord[]> {
  const skusOf = (record: CatalogueRecord) => variantsToWrite(record).map((variant) => variant.sku);
  const owners = new Map<string, number>();
  for (const row of await catalogueRepository(db).skuOwners(records.flatMap(({ record }) => skusOf(record)))) {
    owners.set(row.sku, row.productId);
  }
  const kept: CatalogueRecord[] = [];
  for (const { index, record } of records) {
    const taken = skusOf(record).find((sku) => (owners.get(sku) ?? record.id) !== record.id);
    if (taken) {
      rejected.push({ index, id: record.id, reason: `sku ${taken} is sold by product ${owners.get(taken)}` });
      continue;
    }
    for (const sku of skusOf(record)) owners.set(sku, record.id);
    kept.push(record);
  }
  return kept;
}

/**
 * Upserts every valid record in one transaction and reports the others with their reason:
 * a failure part-way leaves the catalogue as it was.
 */
export async function importProducts(
  db: Database,
  records: unknown[],
  options: ImportOptions = {},
): Promise<ImportResult> {
  const parsed: { index: number; record: CatalogueRecord }[] = [];
  const rejected: RejectedRecord[] = [];
  records.forEach((record, index) => {
    const result = validateProductRecord(record);
    if (typeof result === 'string') {
      rejected.push({ index, id: (record as { id?: unknown } | null)?.id, reason: result });
    } else {
      parsed.push({ index, record: result });
    }
  });
  const valid = await db.transaction(async (tx) => {
    const kept = await withoutTakenSkus(tx, parsed, rejected);
    await catalogueRepository(tx).upsert(kept);
    await options.onImported?.(tx, { imported: kept.length, skipped: rejected.length });
    return kept;
  });
  rejected.sort((a, b) => a.index - b.index);
  noteCatalogueChanged();
  // After the commit: a picture that cannot be rendered is reported beside the records, and costs no product.
  const pictures = await options.pictures?.prepare(valid.flatMap(picturesNamedBy));
  return { imported: valid.length, rejected, ...(pictures ? { pictures } : {}) };
}

/** Reads records from a FakeStore-compatible base URL (its /products) or a JSON file. */
export async function loadRecords(source: string): Promise<unknown[]> {
  let data: unknown;
  if (/^https?:\/\//i.test(source)) {
    const url = source.replace(/\/+$/, '').endsWith('/products') ? source : `${source.replace(/\/+$/, '')}/products`;
    const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    data = await response.json();
  } else {
    data = JSON.parse(await readFile(source, 'utf8'));
  }
  const list = Array.isArray(data) ? data : (data as { products?: unknown }).products;
  if (!Array.isArray(list)) throw new Error('expected a JSON array of products (or {"products": [...]})');
  return list;
}
