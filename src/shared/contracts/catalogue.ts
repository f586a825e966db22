import { Type } from '@fastify/type-provider-typebox';
import { MAX_OFFSET, MAX_PAGE_SIZE, MAX_SEARCH_LENGTH, PRODUCT_ORDERS } from './product-query';

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
});

export const ProductListSchema = Type.Array(ProductSchema);

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
        'Matches title, description or category, any case; when nothing does, the closest spelling the catalogue knows',
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
});
