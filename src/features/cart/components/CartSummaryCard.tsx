import { Box, Button, Divider, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Money } from '../../../shared/ui/Money';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { cartSummary, TAX_RATE, toCents } from '../../../core/pricing';
import { selectSignedIn } from '../../../shared/session';
import type { CartLine } from '../../../entities/cart';
import { PromoCodeBox } from './PromoCodeBox';
import { useIntl } from 'react-intl';

function Row({
  label,
  value,
  strong = false,
  color,
}: {
  label: string;
  value: ReactNode;
  strong?: boolean;
  color?: string;
}) {
  return (
    <Box component="div" role="listitem" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }}>
      <Typography component="span" sx={{ fontWeight: strong ? 700 : 400, fontSize: strong ? 18 : 14 }}>
        {label}
      </Typography>
      <Typography component="span" sx={{ fontWeight: strong ? 700 : 400, fontSize: strong ? 18 : 14, color }}>
        {value}
      </Typography>
    </Box>
  );
}

/** The order summary beside the cart: promo box, subtotal, discount, tax, free shipping, total, Proceed to Buy. */
export function CartSummaryCard({
  lines,
  count,
  promoCode,
}: {
  lines: CartLine[];
  count: number;
  promoCode: string | undefined;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const signedIn = useSelector(selectSignedIn);
  const summary = cartSummary(
    lines.map((line) => ({ priceCents: toCents(line.product.price), quantity: line.quantity })),
    promoCode,
  );
  return (
    <Paper
      component="section"
      aria-labelledby="order-summary-heading"
      sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Typography id="order-summary-heading" component="h2" sx={{ fontSize: 20, fontWeight: 700 }}>
        {intl.formatMessage({ id: 'cart.summary.title' })}
      </Typography>
      <PromoCodeBox applied={promoCode} />
      <Box role="list" aria-label={intl.formatMessage({ id: 'cart.summary.label' })}>
        <Row
          label={intl.formatMessage({ id: 'cart.summary.subtotal' }, { count })}
          value={<Money cents={summary.subtotal} />}
        />
        {promoCode && (
          <Row
            label={intl.formatMessage({ id: 'cart.summary.discount' }, { code: promoCode })}
            value={
              <>
                -<Money cents={summary.discount} />
              </>
            }
            color="error.main"
          />
        )}
        <Row
          label={intl.formatMessage({ id: 'cart.summary.tax' }, { rate: TAX_RATE })}
          value={<Money cents={summary.tax} />}
        />
        <Row
          label={intl.formatMessage({ id: 'cart.summary.shipping' })}
          value={intl.formatMessage({ id: 'cart.summary.free' })}
          color="success.main"
        />
        {/* Drawn, not read: a list holds only its rows. */}
        <Divider aria-hidden sx={{ my: 1 }} />
        <Row label={intl.formatMessage({ id: 'cart.summary.total' })} value={<Money cents={summary.total} />} strong />
      </Box>
      <Button
        variant="contained"
        size="large"
        fullWidth
        onClick={() => void navigate(signedIn ? '/checkout' : '/auth/login')}
      >
        {intl.formatMessage({ id: 'cart.summary.proceed' })}
      </Button>
    </Paper>
  );
}
