import { type Static, Type } from 'typebox';
import type { Query } from '../endpoint';
import { ERROR_CODES } from '../error-codes';
import { INVALID } from '../failures';
import { ROLES_FOR } from '../../staff-roles';
import { Direction, SearchText, staffEndpoints, staffGrid } from './console';
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '../../seo-limits';
import {
  BULK_PRODUCT_ACTIONS,
  type BulkProductAction,
  MAX_BULK_PRODUCTS,
  MAX_BULK_STOCK,
  MAX_PRICE_CENTS,
  PERCENT_MAX,
  PERCENT_MIN,
} from '../../bulk-products';
import { MAX_VARIANT_PICTURES } from '../../validation/variant-pictures';

/**
 * Products and stock in the staff console (issue 35). The catalogue role and owners change them; support
 * reads them. A product is made as a draft, which shoppers and /catalog never see, and goes on sale when
 * it is published. Stock is changed by a count with the figure it replaces, so a sale made meanwhile is
 * never written over (docs/decisions/0083-product-editor.md).
 */

const ProductIdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

/**
 * A draft was never on sale (product_drafts); a published product is on the shop; an unpublished one was
 * taken off sale from the grid (decision 0127): kept whole, shown to no shopper until it is published again.
 */
export const PRODUCT_STATES = ['draft', 'published', 'unpublished'] as const;
export type ProductState = (typeof PRODUCT_STATES)[number];
const State = Type.Unsafe<ProductState>(Type.String({ enum: [...PRODUCT_STATES] }));

/** The list's stock filter: 'low', products on sale with a variant at LOW_STOCK units or fewer (issue 52). */
export const PRODUCT_STOCK_FILTERS = ['low'] as const;
export type ProductStockFilter = (typeof PRODUCT_STOCK_FILTERS)[number];

export const ADMIN_PRODUCT_SORTS = ['id', 'title', 'price'] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];

/** Texts by language tag; English is required (the shop's fallback). */
const LanguageTexts = Type.Record(Type.String({ maxLength: 8 }), Type.String({ maxLength: 300 }));

export const AdminOptionSchema = Type.Object({
  key: Type.String({ maxLength: 32 }),
  name: LanguageTexts,
  values: Type.Array(Type.Object({ value: Type.String({ maxLength: 40 }), label: LanguageTexts }), { maxItems: 30 }),
});
export type AdminOption = Static<typeof AdminOptionSchema>;

export const AdminVariantSchema = Type.Object({
  sku: Type.String({ maxLength: 64 }),
  /** Option key → value. */
  options: Type.Record(Type.String({ maxLength: 32 }), Type.String({ maxLength: 40 })),
  price: Type.Number({ minimum: 0, maximum: 1_000_000, description: 'Dollars' }),
  /** The price it was, shown struck through; absent for none (the server's body coercion would make null 0). */
  listPrice: Type.Optional(Type.Number({ minimum: 0, maximum: 1_000_000 })),
  /** Units on hand. */
  stock: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  /**
   * On a published product's existing variant: the units the editor was shown. The new figure is written
   * only while the shelf still holds these (409 STOCK_CHANGED otherwise); equal to `stock`, it is left as is.
   */
  stockWas: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  /**
   * The pictures the shop shows first when a shopper chooses this variant (decision 0130), each one of the
   * product's own (ownPictures); absent for none.
   */
  images: Type.Optional(Type.Array(Type.String({ maxLength: 2000 }), { maxItems: MAX_VARIANT_PICTURES })),
});
export type AdminVariant = Static<typeof AdminVariantSchema>;

/** What the editor sends: everything of a product but its id, state and rating. */
export const AdminProductInputSchema = Type.Object({
  title: Type.String({ maxLength: 300 }),
  description: Type.String({ maxLength: 10_000 }),
  category: Type.String({ maxLength: 100 }),
  brand: Type.Optional(Type.String({ maxLength: 100 })),
  /** The main picture, then the gallery. */
  image: Type.String({ maxLength: 2000 }),
  images: Type.Array(Type.String({ maxLength: 2000 }), { maxItems: 20 }),
  /** Title and description in languages other than English. */
  texts: Type.Record(
    Type.String({ maxLength: 8 }),
    Type.Object({ title: Type.String({ maxLength: 300 }), description: Type.String({ maxLength: 10_000 }) }),
  ),
  options: Type.Array(AdminOptionSchema, { maxItems: 3 }),
  variants: Type.Array(AdminVariantSchema, { minItems: 1, maxItems: 200 }),
  /** The product page's <title> and meta description by language (English too); absent parts read as before. */
  seo: Type.Optional(
    Type.Record(
      Type.String({ maxLength: 8 }),
      Type.Object({
        title: Type.Optional(Type.String({ maxLength: SEO_TITLE_MAX })),
        description: Type.Optional(Type.String({ maxLength: SEO_DESCRIPTION_MAX })),
      }),
    ),
  ),
});
export type AdminProductInput = Static<typeof AdminProductInputSchema>;

export const AdminProductSchema = Type.Intersect([
  AdminProductInputSchema,
  Type.Object({
    id: Type.Integer(),
    state: State,
    rating: Type.Object({ rate: Type.Number(), count: Type.Integer() }),
  }),
]);
export type AdminProduct = Static<typeof AdminProductSchema>;

export const AdminProductRowSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  category: Type.String(),
  brand: Type.Union([Type.String(), Type.Null()]),
  image: Type.String(),
  /** The default variant's, dollars. */
  price: Type.Number(),
  /** Units of every variant. */
  stock: Type.Integer(),
  variants: Type.Integer(),
  state: State,
});
export type AdminProductRow = Static<typeof AdminProductRowSchema>;

export const listAdminProducts = staffGrid(ROLES_FOR.products, '/api/admin/products', {
  summary: 'Products, drafts too, paged, sorted and filtered on the server',
  filters: {
    sort: Type.Unsafe<AdminProductSort>(Type.String({ enum: [...ADMIN_PRODUCT_SORTS], default: 'id' })),
    direction: Direction,
    state: Type.Optional(State),
    category: Type.Optional(Type.String({ maxLength: 100 })),
    /** 'low': products on sale with a variant at 5 units or fewer (the shop's "Only N left"). */
    stock: Type.Optional(Type.Unsafe<ProductStockFilter>(Type.String({ enum: [...PRODUCT_STOCK_FILTERS] }))),
    /** Words of the title, a product number, or a SKU. */
    q: SearchText,
  },
  row: AdminProductRowSchema,
});
export type AdminProductQuery = Query<typeof listAdminProducts>;

export const getAdminProduct = staffEndpoints(ROLES_FOR.products).get('/api/admin/products/:id', {
  summary: 'One product as the editor shows it: every language, every variant with its units',
  params: ProductIdParams,
  response: AdminProductSchema,
  failures: { 404: [ERROR_CODES.PRODUCT_NOT_FOUND] },
});

/** What changes the catalogue: the catalogue role and owners. */
const catalogueChange = staffEndpoints(ROLES_FOR.catalogue).with({ failures: INVALID });

/** The editor's saves: they answer the product as it is now, or why it was refused. */
const productEdit = catalogueChange.with({
  response: AdminProductSchema,
  failures: { 409: [ERROR_CODES.SKU_TAKEN, ERROR_CODES.STOCK_CHANGED, ERROR_CODES.CONFLICT] },
});

export const createAdminProduct = productEdit.post('/api/admin/products', {
  summary: 'Makes a draft product: shoppers see it once it is published',
  body: AdminProductInputSchema,
  status: 201,
});

export const updateAdminProduct = productEdit.put('/api/admin/products/:id', {
  summary:
    "Saves a product's texts, options, variants, prices, pictures and units (at once on the shop when published)",
  params: ProductIdParams,
  body: AdminProductInputSchema,
  failures: { 404: [ERROR_CODES.PRODUCT_NOT_FOUND] },
});

export const publishAdminProduct = productEdit.post('/api/admin/products/:id/publish', {
  summary: 'Puts a draft on sale; publishing a published product changes nothing',
  params: ProductIdParams,
  failures: { 404: [ERROR_CODES.PRODUCT_NOT_FOUND] },
});

/** The list's filters, as a bulk action names "every product they find". */
const ProductFilterSchema = Type.Object({
  state: Type.Optional(State),
  category: Type.Optional(Type.String({ maxLength: 100 })),
  q: SearchText,
});

/** Letters, digits, _ and -: one key per confirmed action (a UUID fits). */
const CHANGE_KEY = '^[A-Za-z0-9_-]{8,128}$';

export const BulkProductsBodySchema = Type.Object({
  key: Type.String({
    pattern: CHANGE_KEY,
    description: 'One per confirmed action: the same key again answers the first result and changes nothing more',
  }),
  action: Type.Unsafe<BulkProductAction>(Type.String({ enum: [...BULK_PRODUCT_ACTIONS] })),
  /** set-price: the new price of every variant, in cents. */
  priceCents: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_PRICE_CENTS })),
  /** adjust-price: the change in percent, to the hundredth (-15 takes 15 % off). */
  percent: Type.Optional(Type.Number({ minimum: PERCENT_MIN, maximum: PERCENT_MAX })),
  /** adjust-price: the price a cut stops at, in cents (1 unless said). */
  minimumCents: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_PRICE_CENTS })),
  /** set-stock: the units every variant of each product will hold. */
  stock: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_BULK_STOCK })),
  /** The rows chosen, by number; or `filter`. */
  ids: Type.Optional(
    Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), { minItems: 1, maxItems: MAX_BULK_PRODUCTS }),
  ),
  /** Every product the list's filters find; or `ids`. */
  filter: Type.Optional(ProductFilterSchema),
  /** How many products the owner confirmed: another number found now refuses the action (409). */
  expected: Type.Integer({ minimum: 1, maximum: MAX_BULK_PRODUCTS }),
});
export type BulkProductsBody = Static<typeof BulkProductsBodySchema>;

export const BulkProductsResultSchema = Type.Object({
  matched: Type.Integer(),
  changed: Type.Integer(),
  unchanged: Type.Integer({ description: 'Already as asked (a draft unpublished, a price already that one)' }),
});
export type BulkProductsResult = Static<typeof BulkProductsResultSchema>;

export const bulkProducts = catalogueChange.post('/api/admin/products/bulk', {
  summary:
    'Publishes, unpublishes, sets or moves by a percentage the prices of, or sets the units of, the products chosen or found by the list, all or none, once per key',
  body: BulkProductsBodySchema,
  response: BulkProductsResultSchema,
  failures: {
    409: [ERROR_CODES.PRODUCTS_CHANGED, ERROR_CODES.SKU_TAKEN, ERROR_CODES.CONFLICT],
    422: [ERROR_CODES.IDEMPOTENCY_KEY_REUSED],
  },
});

/** One row of a stock count: the SKU, the units the counter expects to replace, and the new units. */
export const StockCountRowSchema = Type.Object({
  sku: Type.String({ maxLength: 64 }),
  from: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  to: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
});
export type StockCountRow = Static<typeof StockCountRowSchema>;

/** A CSV row as the preview reads it: the change it would make, or why it cannot. */
export const StockPreviewRowSchema = Type.Object({
  /** The CSV's line number (1 is the header). */
  line: Type.Integer(),
  sku: Type.String(),
  productId: Type.Union([Type.Integer(), Type.Null()]),
  title: Type.Union([Type.String(), Type.Null()]),
  from: Type.Union([Type.Integer(), Type.Null()]),
  to: Type.Union([Type.Integer(), Type.Null()]),
  /** Why the row cannot be applied; absent for a row that can. */
  error: Type.Optional(Type.String()),
});
export type StockPreviewRow = Static<typeof StockPreviewRowSchema>;

export const previewStockCsv = catalogueChange.post('/api/admin/stock/preview', {
  summary: 'Reads a stock CSV (sku,stock) and answers each row: the units now and after, or its error',
  body: Type.Object({ csv: Type.String({ maxLength: 500_000 }) }),
  response: Type.Object({ rows: Type.Array(StockPreviewRowSchema) }),
});

export const applyStockCount = catalogueChange.post('/api/admin/stock', {
  summary:
    'Sets the units of each SKU, all or none: a row whose shelf no longer holds `from` (a sale meanwhile) refuses the count',
  body: Type.Object({ rows: Type.Array(StockCountRowSchema, { minItems: 1, maxItems: 5000 }) }),
  response: Type.Object({ changed: Type.Integer(), unchanged: Type.Integer() }),
  failures: { 409: [ERROR_CODES.STOCK_CHANGED] },
});

export const uploadAdminPicture = catalogueChange.post('/api/admin/pictures', {
  summary:
    'Takes a picture (the body: JPEG, PNG or WebP bytes, up to 15 MB), stores it upright without its metadata, renders it to the widths the shop serves, and answers its address',
  status: 201,
  response: Type.Object({
    picture: Type.String({ description: 'The address to name in a product: /catalog/images/…' }),
  }),
  failures: { 413: [ERROR_CODES.PAYLOAD_TOO_LARGE], 415: [ERROR_CODES.UNSUPPORTED_MEDIA_TYPE] },
});

/** A variant shoppers wait for (back-in-stock alerts, issue 53): how many, never who. */
export const WaitingVariantSchema = Type.Object({
  sku: Type.String(),
  productId: Type.Integer(),
  title: Type.String(),
  label: Type.String({ description: "The variant's values in English ('Navy / M'); empty without options" }),
  stock: Type.Integer(),
  waiting: Type.Integer({ description: 'Shoppers waiting for a mail when it returns' }),
});
export type WaitingVariant = Static<typeof WaitingVariantSchema>;

export const listStockAlertCounts = staffEndpoints(ROLES_FOR.products).get('/api/admin/stock-alerts', {
  summary: 'Variants with shoppers waiting to be mailed when they return, the most awaited first (counts only)',
  response: Type.Object({ rows: Type.Array(WaitingVariantSchema) }),
});
