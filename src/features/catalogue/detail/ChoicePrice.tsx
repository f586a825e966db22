import { Box } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { Price } from '../../../entities/product';
import type { ChoiceState } from './variant-choice';

/** The choice's price; "From $X" while the values still open lead to different prices. */
export function ChoicePrice({ price, size }: { price: ChoiceState['price']; size?: 'medium' | 'large' }) {
  const amount = <Price of={price} size={size} />;
  if (!price.from) return amount;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'flex-start', gap: 0.5, fontSize: 14 }}>
      <FormattedMessage id="product.price.from" values={{ price: amount }} />
    </Box>
  );
}
