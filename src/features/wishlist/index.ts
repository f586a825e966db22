// The wish-list slice's public API: the pages and the app import from here only.
export { WishlistButton, type WishlistButtonProps } from './components/WishlistButton';
export { useWishlist, useWishlistItems, type WishlistLine } from './use-wishlist';
export { useWishlistActions } from './wishlist-actions';
export {
  useAddToWishlistMutation,
  useGetWishlistQuery,
  useRemoveFromWishlistMutation,
  type WishlistItem,
} from './wishlist-api';
export { type WishlistSlots, WishlistScreen } from './screens/WishlistScreen';
