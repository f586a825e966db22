// The product layer every screen that shows products stands on: the catalogue service's API, products by id
// for lists (cart, wish list), and the product card with slots the screens fill with their actions.
// Features and pages import from here only.
export {
  catalogueApi,
  hydrateFromServer,
  type FacetParams,
  type ProductListParams,
  type ProductPage,
  type RatesResponse,
  useGetCategoriesQuery,
  useGetCategoryProductsQuery,
  useGetFacetsQuery,
  useGetProductQuery,
  useGetProductsQuery,
  useGetRatesQuery,
  useGetSuggestionsQuery,
} from './catalogue-api';
export { type CatalogueProducts, useCatalogueProducts } from './use-catalogue-products';
export { CARD_PICTURE_PX, ProductCard, type ProductCardSlots } from './ProductCard';
export { Price } from './Price';
export { picturePixels, ProductImage } from './ProductImage';
export { StarRating } from './StarRating';
