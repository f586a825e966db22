// The cart slice's public API: other slices and the app import from here only.
export { AddToCartButton, type AddToCartButtonProps } from './components/AddToCartButton';
export { AddedToCartToast, shortTitle } from './components/AddedToCartToast';
export {
  type CartItem,
  cartApi,
  useAddToCartMutation,
  useClearCartMutation,
  useGetCartQuery,
  useRemoveFromCartMutation,
  useSetCartQuantityMutation,
} from './cart-api';
export { type CartLine, type CartState, useCart, useCartItems } from './use-cart';
export { useCartCount } from './use-cart-count';
export { useCompletePendingAdd } from './use-complete-pending-add';
