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
  /**
   * The variant it saves (the product page's choice). Without one (cards) it saves the product's default
   * variant, shows the product saved when any variant of it is, and un-saving removes them all.
   */
  sku?: string;
  /** icon: the heart on cards; button: the labelled add/remove button of the detail page. */
  variant?: 'icon' | 'button';
}

const SAVED_RED = 'shop.deal';

/** Saves or un-saves a product (or one variant of it); the heart is filled while it is saved. */
export function WishlistButton({ product, sku, variant = 'icon' }: WishlistButtonProps) {
  const intl = useIntl();
  const signedIn = useSelector(selectSignedIn);
  const toast = useToast();
  const { items } = useWishlistItems();
  const { save, remove } = useWishlistActions();
  const [busy, setBusy] = useState(false);
  const productId = String(product.id);
  const saved = items.some((item) => item.productId === productId && (sku === undefined || item.sku === sku));

  async function toggle() {
    if (!signedIn) {
      toast.error('wishlist.toast.signInFirst');
      return;
    }
    setBusy(true);
    try {
      await (saved ? remove(productId, { sku }) : save(productId, { sku }));
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
