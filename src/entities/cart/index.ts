// The shopper's cart (a signed-out visitor's guest cart, or the account's) as data, read and changed by several slices (the cart's own screens, checkout,
// Buy Again, the pages' save-for-later): the cart endpoints and the cart with each line's product. The cart's
// buttons and screens stay in src/features/cart. Features and pages import from here only.
export {
  type Cart,
  type CartItem,
  CART_MUTATIONS,
  cartApi,
  useAddToCartMutation,
  useApplyPromoCodeMutation,
  useClearCartMutation,
  useGetCartQuery,
  useRemoveFromCartMutation,
  useRemovePromoCodeMutation,
  useSetCartQuantityMutation,
} from './cart-api';
export { type CartLine, type CartState, type StockNotice, useCart } from './use-cart';
// Apart from useCart, so the header's count (in every page's first script) does not bring the lines' product rules.
export { useCartItems } from './use-cart-items';
export { StockNotices } from './StockNotices';
export { useUnitsPerOrder } from './units-per-order';
