// The save-for-later workflow between the cart and the wish list, in one place: the cart's Save and the wish
// list's Move to Cart. It meets both slices through their faces; they use it through this one.
export { useMoveToCart } from './use-move-to-cart';
export { useSaveForLater } from './use-save-for-later';
