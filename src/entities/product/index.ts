// The product layer every screen that shows products stands on: the catalogue service's API, products by id
// for lists (cart, wish list), and the product card with slots the screens fill with their actions.
// Features and pages import from here only.
export {
  catalogueApi,
  productArgs,
  type FacetParams,
  type ProductListParams,
  type ProductPage,
  type RatesResponse,
  useGetCategoriesQuery,
  useGetCategoryNamesQuery,
  useGetRatesQuery,
  useGetSuggestionsQuery,
  withLanguage,
} from './catalogue-api';
// Product reads in the page's language (a server prefetch adds it with withLanguage/productArgs).
export {
  useGetAlsoBoughtQuery,
  useGetCategoryProductsQuery,
  useGetFacetsQuery,
  useGetProductQuery,
  useGetProductsQuery,
} from './catalogue-queries';
export { type CatalogueProducts, useCatalogueProducts } from './use-catalogue-products';
export { useCategoryName, useCategoryNames } from './use-category-name';
export { CARD_PICTURE_PX, ProductCard, type ProductCardSlots } from './ProductCard';
export { cardHref, cardPicture } from './shown-variant';
export { PlainPrice, Price } from './Price';
export { priceBookOf, usePriceBook, useShopperPriceBook } from './use-price-book';
export { pictureBox, pictureBoxRule, picturePixels, ProductImage } from './ProductImage';
export { StarRating } from './StarRating';
