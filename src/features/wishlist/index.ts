// The wish-list slice's public API: other slices and the app import from here only.
export { WishlistButton, type WishlistButtonProps } from './components/WishlistButton';
export { useAddToWishlistMutation, useGetWishlistQuery, type WishlistItem } from './wishlist-api';
