import { Box } from '@mui/material';
import { memo } from 'react';
import type { Product } from '../../../shared/product';
import { ProductCard } from './ProductCard';

/** How many cards are likely above the fold on a desktop; their images load at once, the rest lazily. */
const EAGER_CARDS = 4;

export const ProductGrid = memo(function ProductGrid({ products }: { products: readonly Product[] }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: { xs: 1, sm: 2 },
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(210px, 1fr))' },
      }}
    >
      {products.map((product, index) => (
        <Box component="li" key={product.id}>
          <ProductCard product={product} eager={index < EAGER_CARDS} />
        </Box>
      ))}
    </Box>
  );
});
