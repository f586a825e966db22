import { Box, Button, Link, Rating, Typography } from '@mui/material';
import { intlLocaleOf } from '../../../shared/i18n/intl-locale';
import { useShopperLocale } from '../../../shared/i18n/shopper-locale';
import { Money } from '../../../shared/ui/Money';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { toCents } from '../../../shared/pricing';
import { useMoveToCart } from '../../save-for-later';
import type { WishlistLine } from '../use-wishlist';
import { useWishlistActions } from '../wishlist-actions';

const SAVED_ON = { month: 'long', day: 'numeric', year: 'numeric' } as const;

/** A saved product: picture, title, rating, price, when it was saved, Move to Cart and Remove. */
export function WishlistLineItem({ line }: { line: WishlistLine }) {
  const { locale } = useShopperLocale();
  const intl = useIntl();
  const { product, productId, addedAt } = line;
  const moveToCart = useMoveToCart();
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
    <Box
      component="li"
      aria-label={product.title}
      sx={{ listStyle: 'none', py: 2, borderBottom: '1px solid #ddd', display: 'flex', gap: { xs: 1.5, sm: 2.5 } }}
    >
      <Box
        component={RouterLink}
        to={href}
        tabIndex={-1}
        aria-hidden
        sx={{
          flexShrink: 0,
          width: { xs: 88, sm: 140 },
          height: { xs: 88, sm: 140 },
          display: 'grid',
          placeItems: 'center',
        }}
      >
        <Box
          component="img"
          src={product.image}
          alt=""
          loading="lazy"
          sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
        />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Typography component="h2" sx={{ fontSize: { xs: 15, sm: 18 }, lineHeight: 1.3 }}>
          <Link
            component={RouterLink}
            to={href}
            sx={{
              color: 'text.primary',
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              '&:hover': { color: 'shop.linkHover' },
            }}
          >
            {product.title}
          </Link>
        </Typography>
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
      </Box>
    </Box>
  );
}
