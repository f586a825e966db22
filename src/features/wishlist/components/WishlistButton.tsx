import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { Button, IconButton } from '@mui/material';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import type { Product } from '../../../core/product';
import { selectSignedIn } from '../../../shared/session';
import { useToast } from '../../../shared/toast';
import { useWishlistItems } from '../use-wishlist';
import { useWishlistActions } from '../wishlist-actions';

export interface WishlistButtonProps {
  product: Product;
  /** icon: the heart on cards; button: the labelled add/remove button of the detail page. */
  variant?: 'icon' | 'button';
}

const SAVED_RED = 'shop.deal';

/** Saves or un-saves a product; the heart is filled while the product is saved. */
export function WishlistButton({ product, variant = 'icon' }: WishlistButtonProps) {
  const intl = useIntl();
  const signedIn = useSelector(selectSignedIn);
  const toast = useToast();
  const { items } = useWishlistItems();
  const { save, remove } = useWishlistActions();
  const [busy, setBusy] = useState(false);
  const productId = String(product.id);
  const saved = items.some((item) => item.productId === productId);

  async function toggle() {
    if (!signedIn) {
      toast.error('wishlist.toast.signInFirst');
      return;
    }
    setBusy(true);
    try {
      await (saved ? remove(productId) : save(productId));
    } finally {
      setBusy(false);
    }
  }

  const icon = saved ? <FavoriteIcon sx={{ color: SAVED_RED }} /> : <FavoriteBorderIcon />;
  if (variant === 'button') {
    return (
      <Button
        variant="outlined"
        color="inherit"
        startIcon={icon}
        onClick={() => void toggle()}
        disabled={busy}
        aria-pressed={saved}
        sx={{ borderColor: 'shop.border', bgcolor: 'common.white' }}
      >
        {intl.formatMessage({ id: saved ? 'wishlist.button.remove' : 'wishlist.button.add' })}
      </Button>
    );
  }
  return (
    <IconButton
      aria-label={intl.formatMessage(
        { id: saved ? 'wishlist.button.removeLabel' : 'wishlist.button.addLabel' },
        { title: product.title },
      )}
      aria-pressed={saved}
      onClick={() => void toggle()}
      disabled={busy}
    >
      {icon}
    </IconButton>
  );
}
