import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import type { Product } from '../../../universal/product';
import { selectSignedIn } from '../../../browser-kit/session';
import { ButtonWithOptions } from '../../../browser-kit/ui/ButtonWithOptions';
import { RoundIconButton } from '../../../browser-kit/ui/RoundIconButton';
import { sxRule, themeStyles } from '../../../browser-kit/ui/theme-styles';
import { useToast } from '../../../browser-kit/toast';
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

/** The detail page's button: outlined on white, drawn without Button (decision 0143). */
const useWishlistButtonLook = themeStyles((theme) =>
  sxRule(theme, { borderColor: 'shop.border', bgcolor: 'common.white' }),
);

/** The hearts of @mui/icons-material's Favorite and FavoriteBorder, for the cards' light button. */
const HEART_FILLED =
  'm12 21.35-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54z';
const HEART_OUTLINE =
  'M16.5 3c-1.74 0-3.41.81-4.5 2.09C10.91 3.81 9.24 3 7.5 3 4.42 3 2 5.42 2 8.5c0 3.78 3.4 6.86 8.55 11.54L12 21.35l1.45-1.32C18.6 15.36 22 12.28 22 8.5 22 5.42 19.58 3 16.5 3m-4.4 15.55-.1.1-.1-.1C7.14 14.24 4 11.39 4 8.5 4 6.5 5.5 5 7.5 5c1.54 0 3.04.99 3.57 2.36h1.87C13.46 5.99 14.96 5 16.5 5c2 0 3.5 1.5 3.5 3.5 0 2.89-3.14 5.74-7.9 10.05';

/** Saves or un-saves a product (or one variant of it); the heart is filled while it is saved. */
export function WishlistButton({ product, sku, variant = 'icon' }: WishlistButtonProps) {
  const intl = useIntl();
  const buttonLook = useWishlistButtonLook();
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

  if (variant === 'button') {
    return (
      <ButtonWithOptions
        variant="outlined"
        color="inherit"
        startIcon={saved ? <FavoriteIcon sx={{ color: SAVED_RED }} /> : <FavoriteBorderIcon />}
        onClick={() => void toggle()}
        disabled={busy}
        aria-pressed={saved}
        look={buttonLook}
      >
        {intl.formatMessage({ id: saved ? 'wishlist.button.remove' : 'wishlist.button.add' })}
      </ButtonWithOptions>
    );
  }
  // A list page has 24 hearts: drawn from rules made once per theme (decision 0086).
  return (
    <RoundIconButton
      label={intl.formatMessage(
        { id: saved ? 'wishlist.button.removeLabel' : 'wishlist.button.addLabel' },
        { title: product.title },
      )}
      icon={saved ? HEART_FILLED : HEART_OUTLINE}
      tone={saved ? 'deal' : undefined}
      pressed={saved}
      onClick={() => void toggle()}
      disabled={busy}
    />
  );
}
