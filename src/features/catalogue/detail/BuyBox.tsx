import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import LocationOnOutlinedIcon from '@mui/icons-material/LocationOnOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import ReplayIcon from '@mui/icons-material/Replay';
import { Box, Divider, Paper, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Product } from '../../../shared/product';
import { AddToCartButton } from '../../cart';
import { WishlistButton } from '../../wishlist';
import { Price } from '../components/Price';
import { QUANTITY_CHOICES } from './product-page';

/** Spec §9: the return policy is 30 days. */
export const RETURN_DAYS = 30;

function InfoLine({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', fontSize: 14 }}>
      <Box sx={{ color: 'text.secondary', display: 'flex', mt: '1px' }} aria-hidden>
        {icon}
      </Box>
      <Box>{children}</Box>
    </Box>
  );
}

/** The right-hand box: price, delivery, returns, quantity 1–10, Add to Cart and the wish-list button. */
export function BuyBox({ product }: { product: Product }) {
  const intl = useIntl();
  const [quantity, setQuantity] = useState(1);
  const strong = (chunks: React.ReactNode[]) => <strong>{chunks}</strong>;
  return (
    <Paper
      component="section"
      aria-label={intl.formatMessage({ id: 'buybox.label' })}
      variant="outlined"
      sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Price price={product.price} size="large" />
      <InfoLine icon={<LocalShippingOutlinedIcon fontSize="small" />}>
        <FormattedMessage id="buybox.freeDelivery" values={{ strong }} />
      </InfoLine>
      <InfoLine icon={<LocationOnOutlinedIcon fontSize="small" />}>
        {intl.formatMessage({ id: 'buybox.deliverTo' })}
      </InfoLine>
      <Typography sx={{ color: 'success.main', fontWeight: 700, fontSize: 18 }}>
        {intl.formatMessage({ id: 'cart.line.inStock' })}
      </Typography>
      <TextField
        select
        size="small"
        label={intl.formatMessage({ id: 'cart.quantity.value' })}
        value={quantity}
        onChange={(event) => setQuantity(Number(event.target.value))}
        slotProps={{ select: { native: true } }}
        sx={{ width: 120 }}
      >
        {QUANTITY_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </TextField>
      <AddToCartButton product={product} quantity={quantity} fullWidth />
      <WishlistButton product={product} variant="button" />
      <Divider />
      <InfoLine icon={<ReplayIcon fontSize="small" />}>
        <FormattedMessage id="buybox.returns" values={{ days: RETURN_DAYS, strong }} />
      </InfoLine>
      <InfoLine icon={<LockOutlinedIcon fontSize="small" />}>{intl.formatMessage({ id: 'buybox.secure' })}</InfoLine>
    </Paper>
  );
}
