import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import LocationOnOutlinedIcon from '@mui/icons-material/LocationOnOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import ReplayIcon from '@mui/icons-material/Replay';
import { Box, Divider, Paper, TextField, Typography, useMediaQuery, useTheme } from '@mui/material';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Product } from '../../../core/product';
import { Price } from '../../../entities/product';
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

/** The bar's height: the page keeps this much room at its end while the bar covers the bottom. */
const BUY_BAR_HEIGHT = 72;

/**
 * On phones, once the shopper has scrolled past the box's Add to Cart, a bar at the bottom of the
 * screen keeps the price and Add to Cart (same quantity) in reach. It exists only while the box's own
 * button is out of view, so there is never a second Add to Cart on screen.
 */
function useBuyBarShown() {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const anchor = useRef<HTMLDivElement>(null);
  const [scrolledPast, setScrolledPast] = useState(false);
  useEffect(() => {
    const element = anchor.current;
    if (!phone || !element) return undefined;
    // A scroll listener, not an IntersectionObserver: a fling or a jump can pass the button without
    // ever intersecting, and the observer would then never say it is gone.
    let frame = 0;
    const check = () => {
      frame = 0;
      setScrolledPast(element.getBoundingClientRect().bottom < 0);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [phone]);
  const shown = phone && scrolledPast;
  useEffect(() => {
    if (!shown) return undefined;
    document.body.style.paddingBottom = `${BUY_BAR_HEIGHT}px`;
    return () => {
      document.body.style.paddingBottom = '';
    };
  }, [shown]);
  return { anchor, shown };
}

/** The buttons the page puts in the box: Add to Cart (with the chosen quantity) and the wish-list button. */
export interface BuyBoxSlots {
  addToCart: ComponentType<{ product: Product; quantity: number }>;
  wishlist: ComponentType<{ product: Product }>;
}

/** The right-hand box: price, delivery, returns, quantity 1–10, Add to Cart and the wish-list button. */
export function BuyBox({ product, slots }: { product: Product; slots: BuyBoxSlots }) {
  const { addToCart: AddToCart, wishlist: Wishlist } = slots;
  const intl = useIntl();
  const [quantity, setQuantity] = useState(1);
  const quantitySelect = useRef<HTMLSelectElement>(null);
  // A shopper may pick a quantity on the server-rendered page before its script runs; hydration keeps
  // the select showing it but starts the state at 1, so take what the select shows.
  useEffect(() => {
    const shown = Number(quantitySelect.current?.value);
    if (QUANTITY_CHOICES.includes(shown)) setQuantity(shown);
  }, []);
  const buyBar = useBuyBarShown();
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
        slotProps={{ select: { native: true }, htmlInput: { ref: quantitySelect } }}
        sx={{ width: 120 }}
      >
        {QUANTITY_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </TextField>
      <Box ref={buyBar.anchor}>
        <AddToCart product={product} quantity={quantity} />
      </Box>
      <Wishlist product={product} />
      {buyBar.shown && (
        <Paper
          component="aside"
          aria-label={intl.formatMessage({ id: 'buybox.barLabel' })}
          elevation={8}
          square
          sx={{
            position: 'fixed',
            insetInline: 0,
            bottom: 0,
            zIndex: 'appBar',
            height: BUY_BAR_HEIGHT,
            px: 2,
            display: 'flex',
            alignItems: 'center',
            gap: 2,
          }}
        >
          <Price price={product.price} />
          <Box sx={{ flex: 1 }}>
            <AddToCart product={product} quantity={quantity} />
          </Box>
        </Paper>
      )}
      <Divider />
      <InfoLine icon={<ReplayIcon fontSize="small" />}>
        <FormattedMessage id="buybox.returns" values={{ days: RETURN_DAYS, strong }} />
      </InfoLine>
      <InfoLine icon={<LockOutlinedIcon fontSize="small" />}>{intl.formatMessage({ id: 'buybox.secure' })}</InfoLine>
    </Paper>
  );
}
