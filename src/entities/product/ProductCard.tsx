import { Box, Card, Chip, Link, Typography } from '@mui/material';
import { type ComponentType, memo } from 'react';
import { useIntl } from 'react-intl';
import { categoryName } from '../../core/i18n/category-names';
import { Link as RouterLink } from 'react-router-dom';
import type { Product } from '../../core/product';
import { stockLevel } from '../../core/variants';
import { Price } from './Price';
import { ProductImage } from './ProductImage';
import { StarRating } from './StarRating';
import { tapTarget } from '../../shared/ui/tap-target';
import { lineClamp } from '../../shared/ui/line-clamp';
import { PictureLink } from '../../shared/ui/PictureLink';

/**
 * What a screen puts on the card: `corner` over the picture's top end (the wish-list heart), `actions` above
 * View details (Add to Cart). Components, not elements, so one constant object serves every card and the
 * memoised cards need not redraw when the screen does.
 */
export interface ProductCardSlots {
  corner?: ComponentType<{ product: Product }>;
  actions?: ComponentType<{ product: Product }>;
}

const NO_SLOTS: ProductCardSlots = {};

/** The card picture's side in CSS px (the list page's server part preloads the first one at this size). */
export const CARD_PICTURE_PX = 180;

/**
 * A product in the list: badge, picture, title, stars, price, "Out of stock" when every variant is sold
 * out (it stays listed; "In stock only" filters it), the screen's actions and View details. Memoised:
 * a filter click re-renders the page twice before new results arrive, and the old cards need not redraw.
 */
export const ProductCard = memo(function ProductCard({
  product,
  eager = false,
  slots: { corner: Corner, actions: Actions } = NO_SLOTS,
}: {
  product: Product;
  eager?: boolean;
  slots?: ProductCardSlots;
}) {
  const intl = useIntl();
  const href = `/product/${product.id}`;
  return (
    <Card
      component="article"
      variant="outlined"
      aria-label={product.title}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        position: 'relative',
        borderColor: 'shop.rule',
        '&:hover': { boxShadow: '0 2px 8px rgba(15,17,17,.15)' },
      }}
    >
      {Corner && (
        <Box
          sx={{
            position: 'absolute',
            top: 6,
            insetInlineEnd: 6,
            zIndex: 1,
            bgcolor: 'rgba(255,255,255,.85)',
            borderRadius: '50%',
          }}
        >
          <Corner product={product} />
        </Box>
      )}
      <PictureLink href={href} sx={{ bgcolor: 'shop.surfaceMuted', p: 2 }}>
        <ProductImage product={product} size={CARD_PICTURE_PX} eager={eager} />
      </PictureLink>
      <Box sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 0.75, flex: 1 }}>
        <Chip
          label={categoryName(product.category, intl.formatMessage)}
          size="small"
          sx={{ alignSelf: 'flex-start', bgcolor: 'shop.badge', color: 'shop.onBadge', fontWeight: 600 }}
        />
        <Typography variant="body1" component="h2" sx={{ fontSize: 15, lineHeight: 1.35 }}>
          <Link
            component={RouterLink}
            to={href}
            underline="hover"
            sx={{
              color: 'text.primary',
              ...lineClamp(3),
              // A title of one line is still a 24 px target (WCAG 2.5.8): 15 px type at 1.35 is 20 px.
              minHeight: 24,
              '&:hover': { color: 'shop.linkHover' },
            }}
          >
            {product.title}
          </Link>
        </Typography>
        <StarRating rate={product.rating.rate} count={product.rating.count} />
        <Price price={product.price} />
        {product.stock !== undefined && stockLevel(product.stock) === 'out' && (
          <Typography variant="body2" sx={{ color: 'error.main', fontWeight: 700 }}>
            {intl.formatMessage({ id: 'product.card.outOfStock' })}
          </Typography>
        )}
        <Box sx={{ mt: 'auto', pt: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
          {Actions && <Actions product={product} />}
          <Link
            component={RouterLink}
            to={href}
            aria-label={intl.formatMessage({ id: 'product.card.viewDetailsLabel' }, { title: product.title })}
            sx={{ ...tapTarget, justifyContent: 'center', fontSize: 14 }}
          >
            {intl.formatMessage({ id: 'product.card.viewDetails' })}
          </Link>
        </Box>
      </Box>
    </Card>
  );
});
