// The catalogue slice's public API: the pages and the app import from here only. Its data (the catalogue
// API, products by id, the product card) is the product layer's (src/entities/product); the list and detail
// screens leave slots the pages (src/pages/product-list, product-detail) fill with other slices' buttons.
export { type ProductDetailSlots, ProductDetailScreen } from './screens/ProductDetailScreen';
export { ProductListScreen } from './screens/ProductListScreen';
// "Customers also bought" (decision 0115): the product page shows it, and the cart page beside its lines.
export { AlsoBought } from './also-bought/AlsoBought';
// The "Recently viewed" row (issue 53), which the cart page shows under an empty cart.
export { RecentlyViewed } from './recently-viewed/RecentlyViewed';
