import { Box, Paper, Skeleton } from '@mui/material';
import { memo } from 'react';
import type { Product } from '../../../core/product';
import { ProductCard, type ProductCardSlots } from '../../../entities/product';

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

export const ProductGrid = memo(function ProductGrid({
  products,
  cardSlots,
}: {
  products: readonly Product[];
  cardSlots: ProductCardSlots;
}) {
  return (
    <Box component="ul" sx={GRID}>
      {products.map((product, index) => (
        <Box component="li" key={product.id}>
          <ProductCard product={product} eager={index < EAGER_CARDS} slots={cardSlots} />
        </Box>
      ))}
    </Box>
  );
});

/** What the grid looks like while its first products load: cards of grey shapes where the cards will be. */
export function ProductGridSkeleton({ count = 12 }: { count?: number }) {
  return (
    <Box component="ul" aria-hidden sx={GRID}>
      {Array.from({ length: count }, (_, index) => (
        <Box component="li" key={index}>
          <Paper variant="outlined" sx={{ p: 1.5, display: 'grid', gap: 1 }}>
            <Skeleton variant="rectangular" sx={{ aspectRatio: '1 / 1', height: 'auto' }} />
            <Skeleton variant="text" />
            <Skeleton variant="text" width="70%" />
            <Skeleton variant="text" width="40%" />
            <Skeleton variant="rounded" height={32} />
          </Paper>
        </Box>
      ))}
    </Box>
  );
}
