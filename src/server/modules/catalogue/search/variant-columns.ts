import type { Variant } from '../product';
import type { VariantStock } from './rules/rule';

/** A list price column's mark for "no list price" (prices are whole cents, never negative). */
const NO_LIST_PRICE = -1;
const NO_IMAGES: readonly string[] = [];

/**
 * The in-memory copy's variants, in columns: a product's variants are a run of positions (the default
 * first), each with its SKU, price and list price in cents, units on hand, and indexes into option-value
 * sets and picture lists held once. A large catalogue has about three variants a product: held as
 * Variant objects (boxed prices, an images array each), 100,000 products took 10 MB more heap, and
 * loading parsed every variant's options as JSON only to find most were a set it already had. A Variant
 * object is made only for the product an answer shows.
 */
export class VariantColumns {
  /** What a filter is shown of each variant in turn: one object, its fields set per variant. */
  private readonly probe: { options: Readonly<Record<string, string>>; stock: number } = { options: {}, stock: 0 };

  private columns: Columns = {
    start: [0],
    skus: [],
    priceCents: [],
    listPriceCents: [],
    stock: [],
    optionSet: [],
    optionSets: [],
    imageList: [],
    imageLists: [NO_IMAGES],
  };
  private readonly optionSetOf = new Map<string, number>();
  private readonly imageListOf = new Map<string, number>();

  /**
   * Adds the next row's variants, as VARIANTS_TEXT writes a product's, in order (the default first); a
   * row may have none (undefined). Each distinct option-value set and gallery is parsed once: most of
   * 300,000 variants choose among a few dozen value sets and have no pictures of their own.
   */
  addRow(text: string | undefined): void {
    const { columns } = this;
    for (const line of text ? text.split('\n') : []) {
      const [sku = '', priceCents, listPriceCents, stock, optionsJson = '{}', imagesJson = ''] = line.split('\t');
      columns.skus.push(ownCopy(sku));
      push(columns.priceCents, Number(priceCents));
      push(columns.listPriceCents, Number(listPriceCents));
      push(columns.stock, Number(stock));
      push(columns.optionSet, parsedOnce(this.optionSetOf, columns.optionSets, optionsJson));
      push(columns.imageList, imagesJson === '' ? 0 : parsedOnce(this.imageListOf, columns.imageLists, imagesJson));
    }
    push(columns.start, columns.skus.length);
  }

  /** Once every row is added: the numeric columns become typed arrays, 4 bytes a value. */
  seal(): void {
    const { columns } = this;
    this.columns = {
      ...columns,
      start: Int32Array.from(columns.start),
      priceCents: Int32Array.from(columns.priceCents),
      listPriceCents: Int32Array.from(columns.listPriceCents),
      stock: Int32Array.from(columns.stock),
      optionSet: Int32Array.from(columns.optionSet),
      imageList: Int32Array.from(columns.imageList),
    };
    this.optionSetOf.clear();
    this.imageListOf.clear();
  }

  /** How many variants row `row` has. */
  count(row: number): number {
    return (this.columns.start[row + 1] as number) - (this.columns.start[row] as number);
  }

  /** The row's variants as a product's answer shows them, the default first. */
  variants(row: number): Variant[] {
    const variants: Variant[] = [];
    for (let at = this.columns.start[row] as number; at < (this.columns.start[row + 1] as number); at += 1) {
      const sku = this.columns.skus[at] as string;
      const options = this.optionsAt(at);
      const price = (this.columns.priceCents[at] as number) / 100;
      const listPrice = this.columns.listPriceCents[at] as number;
      const stock = this.columns.stock[at] as number;
      const images = this.columns.imageLists[this.columns.imageList[at] as number] as string[];
      // Two literals rather than a conditional spread: 0.1 µs a variant against 0.7 (decision 0072).
      variants.push(
        listPrice === NO_LIST_PRICE
          ? { sku, options, price, stock, images }
          : { sku, options, price, listPrice: listPrice / 100, stock, images },
      );
    }
    return variants;
  }

  /** The default variant's SKU (every product has one variant at least). */
  defaultSku(row: number): string | undefined {
    return this.count(row) > 0 ? this.columns.skus[this.columns.start[row] as number] : undefined;
  }

  /** The units on hand of all the row's variants. */
  totalStock(row: number): number {
    let total = 0;
    for (let at = this.columns.start[row] as number; at < (this.columns.start[row + 1] as number); at += 1) {
      total += this.columns.stock[at] as number;
    }
    return total;
  }

  /**
   * Whether one of the row's variants passes `test` (a filter's question of one variant). The test is
   * shown one object whose fields change per variant, so it must not keep what it is shown.
   */
  some(row: number, test: (variant: VariantStock) => boolean): boolean {
    const { probe } = this;
    for (let at = this.columns.start[row] as number; at < (this.columns.start[row + 1] as number); at += 1) {
      probe.options = this.optionsAt(at);
      probe.stock = this.columns.stock[at] as number;
      if (test(probe)) return true;
    }
    return false;
  }

  /** Calls `visit` with each of the row's variants as a filter reads it (its option values and stock), in order. */
  each(row: number, visit: (options: Readonly<Record<string, string>>, stock: number) => void): void {
    for (let at = this.columns.start[row] as number; at < (this.columns.start[row + 1] as number); at += 1) {
      visit(this.optionsAt(at), this.columns.stock[at] as number);
    }
  }

  /**
   * Sets the units on hand of the row's variant with `sku`, as the stock feed read them; answers whether
   * they changed (false too for a SKU the row does not hold: imported since, it waits for the rebuild).
   */
  setStock(row: number, sku: string, stock: number): boolean {
    for (let at = this.columns.start[row] as number; at < (this.columns.start[row + 1] as number); at += 1) {
      if (this.columns.skus[at] !== sku) continue;
      if (this.columns.stock[at] === stock) return false;
      this.columns.stock[at] = stock;
      return true;
    }
    return false;
  }

  private optionsAt(at: number): Readonly<Record<string, string>> {
    return this.columns.optionSets[this.columns.optionSet[at] as number] as Readonly<Record<string, string>>;
  }
}

/**
 * A product's variants as one text, in SQL over product_variants rows grouped by product: a line a
 * variant (position order), its fields parted by tabs: SKU, price in cents, list price in cents (-1 for
 * none), stock, option values as JSON, gallery as JSON (empty for none). Neither a SKU (letters, digits,
 * dots, dashes, underscores) nor JSON text holds a tab or a line break. One field a product rather than
 * seven a variant: the embedded engine copies every field out of its result buffer, and that was most
 * of the copy's load.
 */
export const VARIANTS_TEXT = `string_agg(concat_ws(E'\\t', sku, price_cents, coalesce(list_price_cents, ${NO_LIST_PRICE}), stock,
  options::text, coalesce(NULLIF(images, '[]'::jsonb)::text, '')), E'\\n' ORDER BY position)`;

/** A numeric column: an array while the copy loads, a typed array once sealed. */
type Numbers = number[] | Int32Array;

function push(column: Numbers, value: number): void {
  (column as number[]).push(value);
}

/** The index in `list` of the value `json` parses to, parsing each distinct text once. */
function parsedOnce<T>(seen: Map<string, number>, list: T[], json: string): number {
  let index = seen.get(json);
  if (index === undefined) {
    index = list.push(JSON.parse(json) as T) - 1;
    seen.set(json, index);
  }
  return index;
}

/** The columns. */
interface Columns {
  /** Where row r's variants start; they end where row r + 1's start. */
  start: Numbers;
  skus: string[];
  priceCents: Numbers;
  /** NO_LIST_PRICE where the variant has none. */
  listPriceCents: Numbers;
  stock: Numbers;
  /** Each variant's index into optionSets. */
  optionSet: Numbers;
  optionSets: Readonly<Record<string, string>>[];
  /** Each variant's index into imageLists (0: no pictures of its own). */
  imageList: Numbers;
  imageLists: (readonly string[])[];
}

/**
 * The text as a string of its own. A string split out of a longer one may be kept as a slice of it (V8
 * does so from 13 characters), which would keep each product's whole variants text alive for its SKUs.
 */
function ownCopy(text: string): string {
  return text.length < 13 ? text : Buffer.from(text, 'utf8').toString('utf8');
}
