import { extended } from '../../../../universal/extended';
import { type Product, type ProductRow, toProduct } from '../product';
import type { ProductDetail, ProductSeo, StoredOption } from '../product-details';
import type { FilterRow, VariantStock } from './rules/rule';
import { VariantColumns } from './variant-columns';
import { indexInAscending } from './ascending';

/** A list price column's mark for "no list price" (prices are whole cents, never negative). */
const NO_LIST_PRICE = -1;
/** A brand column's mark for "no brand" (the product's own brand field is null). */
const NO_BRAND = -1;

/** What most products of a large catalogue have (no gallery, no texts in other languages), held once. */
const NO_IMAGES: string[] = [];
const NO_TEXTS: ProductDetail['texts'] = {};

/** One of each distinct value, numbered in the order first seen: a column holds the numbers. */
class Distinct<T> {
  readonly values: T[] = [];
  private readonly numbers = new Map<string, number>();

  /** The number of the value `key` stands for, `make` making it the first time. */
  numberOf(key: string, make: (key: string) => T): number {
    let number = this.numbers.get(key);
    if (number === undefined) {
      number = this.values.push(make(key)) - 1;
      this.numbers.set(key, number);
    }
    return number;
  }

  /** Once loading is done: the values stay, the lookup goes. */
  seal(): void {
    this.numbers.clear();
  }
}

const itself = (text: string) => text;

/** A product as the copy's loading query reads it. */
export type LoadedRow = ProductRow & {
  options_json: string;
  images_json: string | null;
  texts_json: string | null;
  seo_json: string | null;
  category_lc: string;
  title_lc: string;
  facet_brand: string;
  brand_lc: string;
};

/** A numeric column: an array while the copy loads, a typed array once sealed. */
type Numbers = number[] | Int32Array;
const push = (column: Numbers, value: number) => (column as number[]).push(value);

/**
 * The in-memory copy's products, in columns: a product is a position, its numbers in typed arrays, its own
 * texts (title, its lower-case form, description) in arrays of strings, and what many products share
 * (category, brand, picture, option list) as numbers into lists held once. A product's answer is made
 * when asked for, by the same toProduct the SQL path's rows go through. Held as an object per product
 * (a row object, a Product with its rating, their property arrays and boxed prices), 100,000 products
 * took about 35 MB more heap. Positions follow ids, ascending (the loading query reads in id order).
 */
export class ProductColumns {
  private ids: Numbers = [];
  private readonly titles: string[] = [];
  private readonly titlesLc: string[] = [];
  private readonly descriptions: string[] = [];
  private priceCents: Numbers = [];
  private listPriceCents: Numbers = [];
  private rates: number[] | Float64Array = [];
  private ratingCounts: Numbers = [];
  private category: Numbers = [];
  private image: Numbers = [];
  /** The product's own brand (NO_BRAND: none), a number into `brandNames`. */
  private brand: Numbers = [];
  /** The brand the Brands facet shows (facet_brand: the brand, else the title's first word), into `brands`. */
  private facetBrand: Numbers = [];
  private optionList: Numbers = [];
  private readonly categories = new Distinct<{ name: string; lc: string }>();
  private readonly brands = new Distinct<{ name: string; lc: string }>();
  private readonly brandNames = new Distinct<string>();
  private readonly images = new Distinct<string>();
  private readonly optionLists = new Distinct<StoredOption[]>();
  /** What few products have: a gallery, texts in other languages, SEO words (by position). */
  private readonly galleries = new Map<number, string[]>();
  private readonly texts = new Map<number, ProductDetail['texts']>();
  private readonly seo = new Map<number, ProductSeo>();

  constructor(
    /** Every product's variants, in the same positions. */
    readonly variants: VariantColumns,
  ) {}

  get size(): number {
    return this.titles.length;
  }

  /** Adds the next product (ids ascending), with its variants as VARIANTS_TEXT writes them. */
  add(row: LoadedRow, variantsText: string | undefined): void {
    const position = this.titles.length;
    this.variants.addRow(variantsText);
    push(this.ids, row.id);
    this.titles.push(row.title);
    this.titlesLc.push(row.title_lc);
    this.descriptions.push(row.description);
    push(this.priceCents, row.price_cents);
    push(this.listPriceCents, row.list_price_cents ?? NO_LIST_PRICE);
    (this.rates as number[]).push(Number(row.rating_rate));
    push(this.ratingCounts, row.rating_count);
    push(
      this.category,
      this.categories.numberOf(`${row.category}\n${row.category_lc}`, () => named(row.category, row.category_lc)),
    );
    push(this.image, this.images.numberOf(row.image, itself));
    push(this.brand, row.brand === null ? NO_BRAND : this.brandNames.numberOf(row.brand, itself));
    push(
      this.facetBrand,
      this.brands.numberOf(`${row.facet_brand}\n${row.brand_lc}`, () => named(row.facet_brand, row.brand_lc)),
    );
    push(
      this.optionList,
      this.optionLists.numberOf(row.options_json, (json) => JSON.parse(json) as StoredOption[]),
    );
    if (row.images_json !== null) this.galleries.set(position, JSON.parse(row.images_json) as string[]);
    if (row.texts_json !== null) this.texts.set(position, JSON.parse(row.texts_json) as ProductDetail['texts']);
    if (row.seo_json !== null) this.seo.set(position, JSON.parse(row.seo_json) as ProductSeo);
  }

  /** Once every product is added: the numeric columns become typed arrays, 4 (rates 8) bytes a value. */
  seal(): void {
    this.variants.seal();
    this.ids = Int32Array.from(this.ids);
    this.priceCents = Int32Array.from(this.priceCents);
    this.listPriceCents = Int32Array.from(this.listPriceCents);
    this.rates = Float64Array.from(this.rates);
    this.ratingCounts = Int32Array.from(this.ratingCounts);
    this.category = Int32Array.from(this.category);
    this.image = Int32Array.from(this.image);
    this.brand = Int32Array.from(this.brand);
    this.facetBrand = Int32Array.from(this.facetBrand);
    this.optionList = Int32Array.from(this.optionList);
    for (const distinct of [this.categories, this.brands, this.brandNames, this.images, this.optionLists])
      distinct.seal();
  }

  /** The position of the product with `id`, if the copy holds it (binary search: ids ascend with positions). */
  positionOf(id: number): number | undefined {
    const position = indexInAscending(this.ids, id);
    return position < 0 ? undefined : position;
  }

  id(position: number): number {
    return this.ids[position] as number;
  }

  categoryOf(position: number): string {
    return (this.categories.values[this.category[position] as number] as { name: string }).name;
  }

  categoryLc(position: number): string {
    return (this.categories.values[this.category[position] as number] as { lc: string }).lc;
  }

  titleLc(position: number): string {
    return this.titlesLc[position] as string;
  }

  /** The brand as the Brands facet shows it (facet_brand), and its lower-case form. */
  facetBrandOf(position: number): { name: string; lc: string } {
    return this.brands.values[this.facetBrand[position] as number] as { name: string; lc: string };
  }

  priceCentsOf(position: number): number {
    return this.priceCents[position] as number;
  }

  listPriceCentsOf(position: number): number | null {
    const cents = this.listPriceCents[position] as number;
    return cents === NO_LIST_PRICE ? null : cents;
  }

  rate(position: number): number {
    return this.rates[position] as number;
  }

  ratingCount(position: number): number {
    return this.ratingCounts[position] as number;
  }

  options(position: number): StoredOption[] {
    return this.optionLists.values[this.optionList[position] as number] as StoredOption[];
  }

  textsOf(position: number): ProductDetail['texts'] {
    return this.texts.get(position) ?? NO_TEXTS;
  }

  /**
   * The list answer in English, made now: the FakeStore fields (toProduct, as the SQL path's rows) with the
   * default variant's SKU, every variant's units as they stand and the number of options.
   */
  product(position: number): Product {
    const brand = this.brand[position] as number;
    const product = toProduct({
      id: this.ids[position] as number,
      title: this.titles[position] as string,
      price_cents: this.priceCents[position] as number,
      description: this.descriptions[position] as string,
      category: this.categoryOf(position),
      image: this.images.values[this.image[position] as number] as string,
      rating_rate: this.rates[position] as number,
      rating_count: this.ratingCounts[position] as number,
      list_price_cents: this.listPriceCentsOf(position),
      brand: brand === NO_BRAND ? null : (this.brandNames.values[brand] as string),
    });
    const { variants } = this;
    return extended(product, {
      ...(variants.count(position) > 0
        ? { sku: variants.defaultSku(position), stock: variants.totalStock(position) }
        : {}),
      optionCount: this.options(position).length,
    });
  }

  /** The details a single product's answer adds, its variants made for it. */
  detail(position: number): ProductDetail {
    const seo = this.seo.get(position);
    return {
      options: this.options(position),
      images: this.galleries.get(position) ?? NO_IMAGES,
      variants: this.variants.variants(position),
      texts: this.textsOf(position),
      ...(seo ? { seo } : {}),
    };
  }

  /**
   * What a filter is shown of the product at a position (FilterRow): one object for the copy, moved to
   * each product in turn, so a filter must not keep it (as with variants).
   */
  filterRow(): FilterRow & { position: number } {
    return new FilterView(this);
  }
}

const named = (name: string, lc: string) => ({ name, lc });

/** A product's filter fields, read from the columns at `position`. */
class FilterView implements FilterRow {
  position = 0;

  constructor(private readonly columns: ProductColumns) {}

  get categoryLc(): string {
    return this.columns.categoryLc(this.position);
  }

  get titleLc(): string {
    return this.columns.titleLc(this.position);
  }

  get brandLc(): string {
    return this.columns.facetBrandOf(this.position).lc;
  }

  get priceCents(): number {
    return this.columns.priceCentsOf(this.position);
  }

  get listPriceCents(): number | null {
    return this.columns.listPriceCentsOf(this.position);
  }

  get rate(): number {
    return this.columns.rate(this.position);
  }

  hasVariant(test: (variant: VariantStock) => boolean): boolean {
    return this.columns.variants.some(this.position, test);
  }
}
