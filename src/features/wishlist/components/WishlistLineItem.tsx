import { Box, Button, Rating, Typography } from '@mui/material';
import { intlLocaleOf } from '../../../universal/i18n/intl-locale';
import { useShopperLocale } from '../../../browser-kit/i18n/shopper-locale';
import { PlainPrice } from '../../../entities/product';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ProductLineItem } from '../../../browser-kit/ui/ProductLineItem';
import { lineTitle, picturesOf, variantPath } from '../../../universal/variants';
import type { WishlistLine } from '../use-wishlist';
import { useWishlistActions } from '../wishlist-actions';

const SAVED_ON = { month: 'long', day: 'numeric', year: 'numeric' } as const;

/**
 * A saved variant: its picture, title and values ("Navy / M"), rating, price, when it was saved, Move to
 * Cart (`moveToCart`, the page's: it puts that variant in the cart; not while it is sold out) and Remove.
 */
export function WishlistLineItem({
  line,
  moveToCart,
}: {
  line: WishlistLine;
  moveToCart: (line: WishlistLine) => Promise<void>;
}) {
  const { locale } = useShopperLocale();
  const intl = useIntl();
  const { product, productId, sku, variant, label, addedAt } = line;
  const { remove } = useWishlistActions();
  const [busy, setBusy] = useState(false);
  const soldOut = variant !== undefined && variant.stock <= 0;
  // Names the buttons apart when two sizes of one product are saved.
  const title = lineTitle(product.title, label);

  async function run(action: () => Promise<unknown>) {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  }

  return (
    <ProductLineItem
      product={{ ...product, image: picturesOf(product, variant)[0] ?? product.image }}
      variantLabel={label}
      href={variantPath(productId, variant)}
      pictureSize={140}
    >
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
        <PlainPrice of={variant ?? product} />
      </Typography>
      {soldOut && (
        <Typography variant="body2" sx={{ color: 'error.main', fontWeight: 700 }}>
          {intl.formatMessage({ id: 'wishlist.line.outOfStock' })}
        </Typography>
      )}
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
          disabled={busy || soldOut}
          aria-label={intl.formatMessage({ id: 'wishlist.line.moveLabel' }, { title })}
          onClick={() => void run(() => moveToCart(line))}
        >
          {intl.formatMessage({ id: 'wishlist.line.move' })}
        </Button>
        <Button
          size="small"
          disabled={busy}
          aria-label={intl.formatMessage({ id: 'wishlist.line.removeLabel' }, { title })}
          onClick={() => void run(() => remove(productId, { sku }))}
          sx={{ color: 'info.main', fontWeight: 400 }}
        >
          {intl.formatMessage({ id: 'wishlist.line.remove' })}
        </Button>
      </Box>
    </ProductLineItem>
  );
}
