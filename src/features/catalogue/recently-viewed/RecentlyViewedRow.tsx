import { Box, Button, Paper, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useCartItems } from '../../../entities/cart';
import { Price, ProductImage, StarRating, useCatalogueProducts } from '../../../entities/product';
import { useRecentlyViewed } from '../../../entities/recently-viewed';
import { tapTarget } from '../../../browser-kit/ui/tap-target';
import { ProductStrip, ProductStripItem } from '../components/ProductStrip';
import { ProductTileLink, ProductTileTitle } from '../components/ProductTileLink';

/**
 * "Recently viewed" (issue 53): the products the shopper opened, newest first, as a strip of tiles with a
 * Clear button; without `besides` (the page's own product), anything in the cart, and products the
 * catalogue no longer has. Nothing at all while there is nothing to show.
 */
export default function RecentlyViewedRow({ besides }: { besides?: string }) {
  const intl = useIntl();
  const { productIds, loaded, clear } = useRecentlyViewed();
  const { items: inCart } = useCartItems();
  const candidates = useMemo(() => {
    const carted = new Set(inCart.map((item) => item.productId));
    return productIds.filter((id) => id !== besides && !carted.has(id));
  }, [productIds, inCart, besides]);
  const products = useCatalogueProducts(candidates);
  const shown = candidates.flatMap((id) => {
    const product = products.byId.get(id);
    return product && !products.missing.has(id) ? [product] : [];
  });
  if (!loaded || products.isLoading || shown.length === 0) return null;

  return (
    <Paper
      component="section"
      aria-labelledby="recently-viewed-title"
      elevation={0}
      sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 0, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, mb: 1.5 }}>
        <Typography id="recently-viewed-title" component="h2" sx={{ fontWeight: 700, fontSize: 21 }}>
          {intl.formatMessage({ id: 'recentlyViewed.title' })}
        </Typography>
        <Button
          onClick={clear}
          size="small"
          aria-label={intl.formatMessage({ id: 'recentlyViewed.clearLabel' })}
          sx={{ ...tapTarget, fontSize: 14, color: 'info.main', fontWeight: 400 }}
        >
          {intl.formatMessage({ id: 'recentlyViewed.clear' })}
        </Button>
      </Box>
      <ProductStrip>
        {shown.map((product) => (
          <ProductStripItem key={product.id}>
            <ProductTileLink
              href={`/product/${product.id}`}
              picture={<ProductImage product={product} size={150} decorative />}
            >
              <ProductTileTitle fontSize={13} spaceAbove={1}>
                {product.title}
              </ProductTileTitle>
              <StarRating rate={product.rating.rate} count={product.rating.count} />
              <Price of={product} size="small" />
            </ProductTileLink>
          </ProductStripItem>
        ))}
      </ProductStrip>
    </Paper>
  );
}
