import { readFile } from 'node:fs/promises';
import type { Database } from '../../db/database';
import { noteCatalogueChanged } from './catalogue-version';
import type { Product } from './product';
import { catalogueRepository } from './repository';
import { productIdNumber } from '../../../core/contracts/product-id';
import { picturesOf, variantsOf } from '../../../core/variants';
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
}

/** Every picture a product shows: each variant's own, then the product's. */
const picturesNamedBy = (product: Product) => variantsOf(product).flatMap((variant) => picturesOf(product, variant));

const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.trim().length > 0 && value.length <= max;

/** Checks one FakeStore-shaped record; answers the product, or why it cannot be imported. */
export function validateProductRecord(raw: unknown): Product | string {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return 'not an object';
  const record = raw as Record<string, unknown>;
  const id =
    typeof record.id === 'number' || typeof record.id === 'string' ? productIdNumber(String(record.id)) : undefined;
  if (id === undefined) return 'id must be a positive whole number';
  if (!isText(record.title, 300)) return 'title must be a non-empty text of at most 300 characters';
  const price = record.price;
  if (typeof price !== 'number' || !Number.isFinite(price) || price < 0 || price > 1_000_000) {
    return 'price must be a number from 0 to 1000000';
  }
  if (typeof record.description !== 'string' || record.description.length > 10_000) {
    return 'description must be a text of at most 10000 characters';
  }
  if (!isText(record.category, 100)) return 'category must be a non-empty text of at most 100 characters';
  if (!isText(record.image, 2000)) return 'image must be a URL or path';
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
  };
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
  const valid: Product[] = [];
  const rejected: RejectedRecord[] = [];
  records.forEach((record, index) => {
    const result = validateProductRecord(record);
    if (typeof result === 'string') {
      rejected.push({ index, id: (record as { id?: unknown } | null)?.id, reason: result });
    } else {
      valid.push(result);
    }
  });
  await db.transaction((tx) => catalogueRepository(tx).upsert(valid));
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
