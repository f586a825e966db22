/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { Box } from '@mui/material';
import { memo } from 'react';
import type { Product } from '../../../universal/product';
import { ProductCard, type ProductCardSlots } from '../../../entities/product';
import { LeanPaper } from '../../../browser-kit/ui/LeanPaper';
import { LeanSkeleton } from '../../../browser-kit/ui/LeanSkeleton';
import { sxRule, themeStyles } from '../../../browser-kit/ui/theme-styles';

/** How many cards are likely above the fold on a desktop; their images load at once, the rest lazily. */
const EAGER_CARDS = 4;

/** The cards' grid: two columns on phones, as many 210 px ones as fit above. */
const GRID = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: { xs: 1, sm: 2 },
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(210px, 1fr))' },
} as const;

/** GRID as one serialized rule per theme (its breakpoints are the theme's): the `css` prop, not `sx` (decision 0086). */
const useGridStyles = themeStyles((theme) =>
  css({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    [theme.breakpoints.up('xs')]: { gap: theme.spacing(1), gridTemplateColumns: GRID.gridTemplateColumns.xs },
    [theme.breakpoints.up('sm')]: { gap: theme.spacing(2), gridTemplateColumns: GRID.gridTemplateColumns.sm },
  }),
);

export const ProductGrid = memo(function ProductGrid({
  products,
  cardSlots,
}: {
  products: readonly Product[];
  cardSlots: ProductCardSlots;
}) {
  const grid = useGridStyles();
  return (
    <ul css={grid}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < EAGER_CARDS} slots={cardSlots} />
        </li>
      ))}
    </ul>
  );
});

const useSkeletonStyles = themeStyles((theme) => ({
  card: sxRule(theme, { p: 1.5, display: 'grid', gap: 1 }),
  picture: sxRule(theme, { aspectRatio: '1 / 1', height: 'auto' }),
}));

/** What the grid looks like while its first products load: cards of grey shapes where the cards will be. */
export function ProductGridSkeleton({ count = 12 }: { count?: number }) {
  const styles = useSkeletonStyles();
  return (
    <Box component="ul" aria-hidden sx={GRID}>
      {Array.from({ length: count }, (_, index) => (
        <Box component="li" key={index}>
          <LeanPaper look={styles.card}>
            <LeanSkeleton variant="rectangular" look={styles.picture} />
            <LeanSkeleton variant="text" />
            <LeanSkeleton variant="text" width="70%" />
            <LeanSkeleton variant="text" width="40%" />
            <LeanSkeleton variant="rounded" height={32} />
          </LeanPaper>
        </Box>
      ))}
    </Box>
  );
}
