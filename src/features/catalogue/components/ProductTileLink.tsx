import { Box, Link, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { lineClamp } from '../../../shared/ui/line-clamp';

const TITLE_CLASS = 'product-tile-title';

/**
 * A small product tile that is one link as a whole (home's deals strip, the product page's related row):
 * the picture on a muted square, then what `children` lay out; hovering anywhere colours the title. The
 * children name the product, so the picture's text should be empty (the link would read it twice).
 */
export function ProductTileLink({
  href,
  picture,
  children,
}: {
  href: string;
  picture: ReactNode;
  children: ReactNode;
}) {
  return (
    <Link
      component={RouterLink}
      to={href}
      sx={{ color: 'text.primary', display: 'block', [`&:hover .${TITLE_CLASS}`]: { color: 'shop.linkHover' } }}
    >
      <Box sx={{ bgcolor: 'shop.surfaceMuted', display: 'grid', placeItems: 'center', p: 1 }}>{picture}</Box>
      {children}
    </Link>
  );
}

/** The tile's title: two lines at most, coloured with the tile's hover. */
export function ProductTileTitle({ sx, children }: { sx?: SxProps<Theme>; children: ReactNode }) {
  return (
    <Box component="span" className={TITLE_CLASS} sx={[lineClamp(2), ...(Array.isArray(sx) ? sx : [sx])]}>
      {children}
    </Box>
  );
}
