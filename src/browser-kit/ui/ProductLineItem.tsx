import { Box, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { RouterLink } from './RouterLink';
import type { Product } from '../../universal/product';
import { lineTitle } from '../../universal/variants';
import { PictureLink } from './PictureLink';
import { lineClamp } from './line-clamp';

/**
 * One product as a row of a list (a cart line, a saved product): its picture and its title link to the
 * product page. `variantLabel` ("Navy / M") goes under the title and names the row with it; `aside`
 * stands beside the title (the cart's line total); `children` follow below.
 */
export function ProductLineItem({
  product,
  variantLabel,
  href,
  pictureSize,
  aside,
  children,
}: {
  product: Product;
  variantLabel?: string;
  href: string;
  /** The picture's box on a wider screen; phones get 88 px. */
  pictureSize: number;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const title = (
    <Typography component="h2" sx={{ fontSize: { xs: 15, sm: 18 }, lineHeight: 1.3 }}>
      <Link
        component={RouterLink}
        to={href}
        sx={{
          color: 'text.primary',
          ...lineClamp(2),
          '&:hover': { color: 'shop.linkHover' },
        }}
      >
        {product.title}
      </Link>
    </Typography>
  );
  return (
    <Box
      component="li"
      aria-label={lineTitle(product.title, variantLabel)}
      sx={{
        listStyle: 'none',
        py: 2,
        borderBottom: 1,
        borderColor: 'shop.borderLight',
        display: 'flex',
        gap: { xs: 1.5, sm: 2.5 },
      }}
    >
      <PictureLink
        href={href}
        sx={{ flexShrink: 0, width: { xs: 88, sm: pictureSize }, height: { xs: 88, sm: pictureSize } }}
      >
        <Box
          component="img"
          src={product.image}
          alt=""
          loading="lazy"
          sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
        />
      </PictureLink>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        {aside ? (
          <Box sx={{ display: 'flex', gap: 2, justifyContent: 'space-between', alignItems: 'flex-start' }}>
            {title}
            {aside}
          </Box>
        ) : (
          title
        )}
        {variantLabel && (
          <Typography variant="body2" color="text.secondary">
            <bdi>{variantLabel}</bdi>
          </Typography>
        )}
        {children}
      </Box>
    </Box>
  );
}
