import { Box, type SxProps, type Theme } from '@mui/material';
import type { Product } from '../../../shared/product';

interface ProductImageProps {
  product: Pick<Product, 'image' | 'title'>;
  /** Rendered box in CSS pixels; the attributes reserve the space before the image arrives (no layout shift). */
  size: number;
  /** Above the fold: load at once; everything else waits until it nears the viewport. */
  eager?: boolean;
  sx?: SxProps<Theme>;
}

export function ProductImage({ product, size, eager = false, sx }: ProductImageProps) {
  return (
    <Box
      component="img"
      src={product.image}
      alt={product.title}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      sx={[
        { display: 'block', width: size, maxWidth: '100%', height: 'auto', aspectRatio: '1 / 1', objectFit: 'contain' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
