// The cart slice's public API: the pages and the app import from here only. The cart's data (endpoints,
// lines with their products) is src/entities/cart, which other slices read.
export { AddToCartButton, type AddToCartButtonProps } from './components/AddToCartButton';
export { CardAddToCart } from './components/CardAddToCart';
export { AddedToCartToast, shortTitle } from './components/AddedToCartToast';
export { useCartCount } from './use-cart-count';
export { CartScreen } from './screens/CartScreen';
