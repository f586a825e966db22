import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { IconButton } from '@mui/material';
import { useSelector } from 'react-redux';
import type { Product } from '../../../shared/product';
import { selectSignedIn } from '../../../shared/session';
import { useToast } from '../../../shared/toast';

export interface WishlistButtonProps {
  product: Product;
  /** icon: the heart on cards; button: the labelled add/remove button of the detail page. */
  variant?: 'icon' | 'button';
}

// Contract for the catalogue screens; the wish-list issue completes the signed-in add/remove.
export function WishlistButton({ product }: WishlistButtonProps) {
  const signedIn = useSelector(selectSignedIn);
  const toast = useToast();
  return (
    <IconButton
      aria-label={`Add ${product.title} to wishlist`}
      onClick={() => {
        if (!signedIn) toast.error('Please log in to add items to wishlist');
      }}
    >
      <FavoriteBorderIcon />
    </IconButton>
  );
}
