import { Box } from '@mui/material';
import type { Product } from '../../../universal/product';
import { FormattedMessage } from 'react-intl';

/** Spec §9: the added-to-cart toast cuts the product title to 30 characters. */
export const TOAST_TITLE_LENGTH = 30;

export function shortTitle(title: string, length = TOAST_TITLE_LENGTH): string {
  return title.length > length ? `${title.slice(0, length).trimEnd()}...` : title;
}

/** 'Added to Cart!' with the product's picture and short title. */
export function AddedToCartToast({ product }: { product: Pick<Product, 'title' | 'image'> }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <Box
        component="img"
        src={product.image}
        alt=""
        width={40}
        height={40}
        sx={{ objectFit: 'contain', bgcolor: 'common.white', borderRadius: 1, flexShrink: 0 }}
      />
      <Box>
        <Box component="strong" sx={{ display: 'block' }}>
          <FormattedMessage id="cart.added.toast" />
        </Box>
        {/* Isolated in its own direction: a Latin title on an Arabic page ends its "..." on the right. */}
        <Box component="bdi" sx={{ fontSize: 13 }}>
          {shortTitle(product.title)}
        </Box>
      </Box>
    </Box>
  );
}
