// The cart slice's public API: other slices and the app import from here only.
export { AddToCartButton, type AddToCartButtonProps } from './components/AddToCartButton';
export { type CartItem, useAddToCartMutation, useClearCartMutation, useGetCartQuery } from './cart-api';
export { useCartCount } from './use-cart-count';
