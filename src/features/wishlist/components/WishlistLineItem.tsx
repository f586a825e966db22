import { Box, Button, Rating, Typography } from '@mui/material';
import { intlLocaleOf } from '../../../core/i18n/intl-locale';
import { useShopperLocale } from '../../../shared/i18n/shopper-locale';
import { Money } from '../../../shared/ui/Money';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ProductLineItem } from '../../../shared/ui/ProductLineItem';
import { toCents } from '../../../core/pricing';
import type { Product } from '../../../core/product';
import type { WishlistLine } from '../use-wishlist';
import { useWishlistActions } from '../wishlist-actions';

const SAVED_ON = { month: 'long', day: 'numeric', year: 'numeric' } as const;

/**
 * A saved product: picture, title, rating, price, when it was saved, Move to Cart (`moveToCart`, the page's:
 * it puts the product in the cart) and Remove.
 */
export function WishlistLineItem({
  line,
  moveToCart,
}: {
  line: WishlistLine;
  moveToCart: (product: Product) => Promise<void>;
}) {
  const { locale } = useShopperLocale();
  const intl = useIntl();
  const { product, productId, addedAt } = line;
  const { remove } = useWishlistActions();
  const [busy, setBusy] = useState(false);
  const href = `/product/${productId}`;

  async function run(action: () => Promise<unknown>) {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  }

  return (
    <ProductLineItem product={product} href={href} pictureSize={140}>
      {product.rating.count > 0 && (
        <Rating
          value={product.rating.rate}
          precision={0.5}
          readOnly
          size="small"
          getLabelText={() => intl.formatMessage({ id: 'rating.label' }, { rate: product.rating.rate })}
          sx={{ color: 'shop.star' }}
        />
      )}
      <Typography sx={{ fontWeight: 700, fontSize: 18 }}>
        <Money cents={toCents(product.price)} />
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {intl.formatMessage(
          { id: 'wishlist.line.added' },
          { date: new Date(addedAt).toLocaleDateString(intlLocaleOf(locale), SAVED_ON) },
        )}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
        <Button
          variant="contained"
          size="small"
          disabled={busy}
          aria-label={intl.formatMessage({ id: 'wishlist.line.moveLabel' }, { title: product.title })}
          onClick={() => void run(() => moveToCart(product))}
        >
          {intl.formatMessage({ id: 'wishlist.line.move' })}
        </Button>
        <Button
          size="small"
          disabled={busy}
          aria-label={intl.formatMessage({ id: 'wishlist.line.removeLabel' }, { title: product.title })}
          onClick={() => void run(() => remove(productId))}
          sx={{ color: 'info.main', fontWeight: 400 }}
        >
          {intl.formatMessage({ id: 'wishlist.line.remove' })}
        </Button>
      </Box>
    </ProductLineItem>
  );
}
