// The catalogue slice's public API: other slices and the app import from here only (screens load lazily by path).
export {
  catalogueApi,
  hydrateFromServer,
  type ProductListParams,
  type ProductPage,
  useGetCategoriesQuery,
  useGetFacetsQuery,
  useGetProductQuery,
  useGetProductsQuery,
  useGetRatesQuery,
  useGetSuggestionsQuery,
} from './catalogue-api';
export { type CatalogueProducts, useCatalogueProducts } from './use-catalogue-products';
