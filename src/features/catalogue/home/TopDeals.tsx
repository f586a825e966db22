/** @jsxImportSource @emotion/react */
import { Box, Typography } from '@mui/material';
import { HomeSection } from './HomePanel';
import { useHomeLinkStyles } from './home-links';
import { Placeholder } from '../../../browser-kit/ui/Placeholder';
import { FormattedMessage, useIntl } from 'react-intl';
import { RouterLink } from '../../../browser-kit/ui/RouterLink';
import { markdownOf } from '../../../universal/pricing';
import type { Product } from '../../../universal/product';
import { Price, ProductImage, StarRating } from '../../../entities/product';
import { ProductStrip, ProductStripItem } from '../components/ProductStrip';
import { ProductTileLink, ProductTileTitle } from '../components/ProductTileLink';

/**
 * Spec §2/§9: rating.rate >= 4, by rating descending, the first 8; the server does all three, and keeps
 * only real deals (a list price above the price, issue 12).
 */
export const TOP_DEALS_QUERY = { deals: true, order: 'rating', limit: 8 } as const;

/** "Deal" and the real percentage off, only for a product really priced below its list price. */
function DealTag({ product }: { product: Product }) {
  const intl = useIntl();
  const markdown = markdownOf(product);
  if (!markdown) return null;
  return (
    <Box component="span" sx={{ color: 'shop.deal', fontSize: 12, fontWeight: 700 }}>
      {intl.formatMessage({ id: 'home.deal' })}{' '}
      <bdi>
        <FormattedMessage id="catalogue.percentOff" values={{ percent: markdown.percentOff }} />
      </bdi>
    </Box>
  );
}

/** The Top Deals strip: a sideways-scrolling row of the best-rated products. */
export function TopDeals({ products }: { products: readonly Product[] | undefined }) {
  const intl = useIntl();
  const links = useHomeLinkStyles();
  return (
    <HomeSection look="strip" aria-labelledby="top-deals-title">
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, mb: 1.5 }}>
        <Typography id="top-deals-title" component="h2" sx={{ fontWeight: 700, fontSize: 21 }}>
          {intl.formatMessage({ id: 'home.topDeals' })}
        </Typography>
        <RouterLink to="/products?deals=true" css={links.seeAll}>
          {intl.formatMessage({ id: 'home.seeAllDeals' })}
        </RouterLink>
      </Box>
      <ProductStrip>
        {(products ?? Array.from({ length: 8 }, () => undefined)).map((product, index) => (
          <ProductStripItem key={product?.id ?? index}>
            {product ? (
              <ProductTileLink
                href={`/product/${product.id}`}
                picture={<ProductImage product={product} size={150} decorative />}
              >
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
                  <Box
                    component="span"
                    sx={{
                      bgcolor: 'shop.deal',
                      color: 'common.white',
                      fontSize: 12,
                      fontWeight: 700,
                      px: 0.75,
                      py: 0.25,
                      borderRadius: 0.5,
                    }}
                  >
                    {intl.formatMessage({ id: 'home.topRated' })}
                  </Box>
                  <DealTag product={product} />
                </Box>
                <Box sx={{ mt: 0.5 }}>
                  <Price of={product} size="small" />
                </Box>
                <StarRating rate={product.rating.rate} count={product.rating.count} />
                <ProductTileTitle fontSize={13}>{product.title}</ProductTileTitle>
              </ProductTileLink>
            ) : (
              <Placeholder height={260} />
            )}
          </ProductStripItem>
        ))}
      </ProductStrip>
    </HomeSection>
  );
}
