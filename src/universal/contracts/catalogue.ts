import { type Static, Type } from 'typebox';
import { MAX_OFFSET, MAX_OPTION_VALUES, MAX_PAGE_SIZE, MAX_SEARCH_LENGTH, PRODUCT_ORDERS } from '../product-query';
import { LOCALES } from '../i18n/locale';
import { defineEndpoint, endpointGroup } from './endpoint';
import { ERROR_CODES } from './error-codes';
import { INVALID } from './failures';
import { MAX_PRODUCTS_BY_ID, PRODUCT_ID_LIST_PATTERN } from './product-id';
import { FacetsResponseSchema, MAX_SUGGEST_LENGTH, SuggestResponseSchema } from './search';

/**
 * The FakeStore-compatible catalogue (/catalog): FakeStore's paths and shapes, with the storefront's
 * extra query parameters and fields (a plain FakeStore client still works).
 */

/** One choice a product offers (Size, Colour, Storage…): its key, its name and its values, in the answer's language. */
export const ProductOptionSchema = Type.Object({
  key: Type.String({
    description: "The option's key, as variants and URLs name it (size, colour, storage, ring-size)",
  }),
  name: Type.String({ description: "The option's name in the answer's language" }),
  values: Type.Array(
    Type.Object({
      value: Type.String({ description: 'The value as variants and URLs name it (M, navy, 256gb)' }),
      label: Type.String({ description: "The value's name in the answer's language" }),
      swatch: Type.Optional(Type.String({ description: 'A CSS colour for a colour value' })),
    }),
  ),
});

export type ProductOption = Static<typeof ProductOptionSchema>;

/** One combination of option values the shop sells, with its own SKU, price, stock and pictures. */
export const VariantSchema = Type.Object({
  sku: Type.String({ description: 'Unique stock-keeping unit' }),
  options: Type.Record(Type.String(), Type.String(), {
    description: 'Option key → value; empty for a product without options (its single variant)',
  }),
  price: Type.Number(),
  listPrice: Type.Optional(Type.Number()),
  prices: Type.Optional(
    Type.Record(Type.String(), Type.Integer({ minimum: 0 }), {
      description:
        "The variant's own price in a currency (price list), in that currency's minor units: it wins over the converted dollar price",
    }),
  ),
  stock: Type.Integer({ minimum: 0, description: 'Units that can be sold now' }),
  images: Type.Array(Type.String(), { description: "The variant's own pictures, shown before the product's" }),
});

export type Variant = Static<typeof VariantSchema>;

/**
 * A catalogue product as FakeStore answers it (price in dollars), plus listPrice and brand when real.
 * The FakeStore fields are the default variant's (the first); `sku`, `stock` and `images` extend every
 * answer, and a single product's answers (by id, by ids) also carry `options` and `variants`.
 */
export const ProductSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  price: Type.Number(),
  description: Type.String(),
  category: Type.String(),
  image: Type.String(),
  rating: Type.Object({ rate: Type.Number(), count: Type.Integer() }),
  listPrice: Type.Optional(
    Type.Number({ description: "The product's real list price, when the catalogue has one; absent otherwise" }),
  ),
  brand: Type.Optional(Type.String({ description: "The maker's brand, when the catalogue names one" })),
  prices: Type.Optional(
    Type.Record(Type.String(), Type.Integer({ minimum: 0 }), {
      description: "The default variant's own prices by currency (price list), in minor units; absent when it has none",
    }),
  ),
  sku: Type.Optional(Type.String({ description: "The default variant's SKU" })),
  stock: Type.Optional(
    Type.Integer({ minimum: 0, description: 'Units of every variant that can be sold now; 0 when sold out' }),
  ),
  images: Type.Optional(
    Type.Array(Type.String(), { description: "The product's pictures, `image` first (the gallery)" }),
  ),
  options: Type.Optional(
    Type.Array(ProductOptionSchema, { description: 'The choices the product offers; [] for none' }),
  ),
  variants: Type.Optional(Type.Array(VariantSchema, { description: 'Every variant sold, the default first' })),
  shown: Type.Optional(
    Type.Object(
      {
        options: Type.Record(Type.String(), Type.String(), {
          description: "The variant's values of the options the list filtered by (size, colour)",
        }),
        image: Type.String({ description: "The variant's first picture (the product's when it has none of its own)" }),
      },
      {
        description:
          'On a list filtered by size or colour: the variant the filter matched (one on hand first), which the card shows and links to',
      },
    ),
  ),
  seo: Type.Optional(
    Type.Object(
      {
        title: Type.Optional(Type.String({ description: "The page's <title>, in the answer's language or English" })),
        description: Type.Optional(Type.String({ description: "The page's meta description, likewise" })),
      },
      { description: "On a single product's answer: the SEO words an owner gave it (decision 0125), when any" },
    ),
  ),
  optionCount: Type.Optional(
    Type.Integer({
      minimum: 0,
      description: 'How many options the product offers (0: its single variant is the product); lists carry it',
    }),
  ),
});

export type Product = Static<typeof ProductSchema>;

export const ProductListSchema = Type.Array(ProductSchema);

/** The answer's language: one of the shop's; English (the FakeStore fields as they are) when absent. */
export const LanguageSchema = Type.Enum(LOCALES, {
  description:
    "The language of the products' title, description and option names (English where a product has none in it); default en",
});

export const LanguageQuery = Type.Object({ lang: Type.Optional(LanguageSchema) });

/** Comma-separated values of one option, as the Size and Colour facets name them. */
const optionValues = (option: string) =>
  Type.Optional(
    Type.String({
      maxLength: 500,
      description: `Comma-separated ${option} values (as variants and the ${option} facet name them, at most ${MAX_OPTION_VALUES}): a product with a variant of any; with size and colour both, one variant has both`,
    }),
  );

/** FakeStore's `limit` and `sort`, plus the storefront's filters, order and paging. */
export const ProductListQuerySchema = Type.Object({
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_PAGE_SIZE,
      description: `Page size, 1 to ${MAX_PAGE_SIZE}; default ${MAX_PAGE_SIZE}`,
    }),
  ),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_OFFSET, description: 'Products to skip; default 0' })),
  sort: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')], { description: 'FakeStore sort by id' })),
  order: Type.Optional(Type.Union(PRODUCT_ORDERS.map((order) => Type.Literal(order)))),
  search: Type.Optional(
    Type.String({
      maxLength: MAX_SEARCH_LENGTH,
      description:
        'Matches title, description or category in any of the shop languages, ignoring case, accents and Arabic letter forms and marks; when nothing does, the closest spelling the catalogue knows',
    }),
  ),
  exact: Type.Optional(
    Type.Boolean({ description: "Search the shopper's own words: no spelling correction when they find nothing" }),
  ),
  category: Type.Optional(Type.String({ maxLength: 100, description: 'Exact category name, any case' })),
  deals: Type.Optional(Type.Boolean({ description: 'Only products rated 4 or more' })),
  prime: Type.Optional(Type.Boolean({ description: 'Only products at $100 or less' })),
  minPrice: Type.Optional(Type.Number({ minimum: 0, maximum: 10_000_000 })),
  maxPrice: Type.Optional(Type.Number({ minimum: 0, maximum: 10_000_000 })),
  minRating: Type.Optional(Type.Integer({ minimum: 0, maximum: 5, description: 'Floor of the rating at least this' })),
  brands: Type.Optional(
    Type.String({
      maxLength: 500,
      description: 'Comma-separated brands (as the Brands facet names them); a product of any',
    }),
  ),
  size: optionValues('size'),
  colour: optionValues('colour'),
  inStock: Type.Optional(
    Type.Boolean({
      description: 'Only products with a variant in stock (with size or colour: a variant of them in stock)',
    }),
  ),
  lang: Type.Optional(LanguageSchema),
});

export const ProductIdParams = Type.Object({ id: Type.String({ maxLength: 20 }) });
export const CategoryParams = Type.Object({ category: Type.String({ maxLength: 100 }) });
export const SuggestQuery = Type.Object({
  q: Type.String({ maxLength: MAX_SUGGEST_LENGTH }),
  lang: Type.Optional(LanguageSchema),
});
export const ProductsByIdQuery = Type.Object({
  ids: Type.String({
    pattern: PRODUCT_ID_LIST_PATTERN,
    maxLength: MAX_PRODUCTS_BY_ID * 11,
    description: `Comma-separated product ids, 1 to ${MAX_PRODUCTS_BY_ID}`,
  }),
  lang: Type.Optional(LanguageSchema),
});

const tags = ['catalogue'];
/** Open to anyone; a query or path the contract refuses answers 400. */
const catalogueEndpoint = endpointGroup({ tags, access: 'public', failures: INVALID });
/** Asked with the product list's query (filters, order, page). */
const listQuery = catalogueEndpoint.with({ querystring: ProductListQuerySchema });
/** A page of the product list. */
const productList = listQuery.with({ response: ProductListSchema });

export const listProducts = productList.get('/catalog/products', {
  summary: 'Products, filtered, ordered and paged; the match count is in X-Total-Count',
});

export const getFacets = listQuery.get('/catalog/facets', {
  summary:
    "Counts per brand, price band, rating floor, size and colour for the list's query: each facet under every other active filter but its own",
  response: FacetsResponseSchema,
});

export const getSuggestions = catalogueEndpoint.get('/catalog/suggest', {
  summary:
    'As-you-type suggestions: products (named in lang) and categories (names in every shop language) matching the text in any shop language',
  querystring: SuggestQuery,
  response: SuggestResponseSchema,
});

export const getCategories = defineEndpoint({
  method: 'GET',
  path: '/catalog/products/categories',
  summary: 'Category names',
  tags,
  access: 'public',
  response: Type.Array(Type.String()),
  failures: {},
});

export const getCategoryNames = defineEndpoint({
  method: 'GET',
  path: '/catalog/category-names',
  summary:
    'The names owners gave categories, by category and language (decision 0125); a category or language left out reads the shop’s catalogs',
  tags,
  access: 'public',
  response: Type.Record(Type.String(), Type.Record(Type.String(), Type.String())),
  failures: {},
});

export const listCategoryProducts = productList.get('/catalog/products/category/:category', {
  summary: 'Products of one category (exact name, any case)',
  params: CategoryParams,
});

export const getProductsById = catalogueEndpoint.get('/catalog/products/by-id', {
  summary: `Up to ${MAX_PRODUCTS_BY_ID} products by id, in the order asked; ids the catalogue does not hold are left out`,
  querystring: ProductsByIdQuery,
  response: ProductListSchema,
});

export const getProduct = catalogueEndpoint.get('/catalog/products/:id', {
  summary: 'One product',
  params: ProductIdParams,
  querystring: LanguageQuery,
  response: ProductSchema,
  failures: { 404: [ERROR_CODES.PRODUCT_NOT_FOUND] },
});

/** "Customers also bought" (decision 0115): products shown by default, at most, and never fewer than. */
export const ALSO_BOUGHT_DEFAULT = 4;
export const ALSO_BOUGHT_MAX = 12;
export const ALSO_BOUGHT_MIN = 3;

export const AlsoBoughtQuery = Type.Object({
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: ALSO_BOUGHT_MAX,
      description: `Products to answer, 1 to ${ALSO_BOUGHT_MAX}; default ${ALSO_BOUGHT_DEFAULT}`,
    }),
  ),
  lang: Type.Optional(LanguageSchema),
});

export const getAlsoBought = catalogueEndpoint.get('/catalog/products/:id/also-bought', {
  summary: `Products bought in the same orders as this one, most often first; in stock only, never the product itself. Fewer than ${ALSO_BOUGHT_MIN} such: filled up from its category`,
  params: ProductIdParams,
  querystring: AlsoBoughtQuery,
  response: ProductListSchema,
  failures: { 404: [ERROR_CODES.PRODUCT_NOT_FOUND] },
});
