import { Alert, Box, Button, Divider, Paper, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Money } from '../../../browser-kit/ui/Money';
import { useNavigate } from 'react-router-dom';
import type { CartPromotion } from '../../../universal/contracts/cart';
import { cartSummary, promoDiscount, subtotalOf, toCents } from '../../../universal/pricing';
import { rateFor } from '../../../universal/delivery-terms';
import { regionName } from '../../../universal/i18n/display-names';
import { useShipTo } from '../../../entities/delivery';
import { taxText } from '../../../universal/i18n/order-words';
import { useMoneyText, useShopperLocale } from '../../../browser-kit/i18n/shopper-locale';
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

/**
 * The order summary beside the cart: promo box, subtotal, discount, tax and standard delivery where the
 * shopper has things delivered (the header's country), total, Proceed to Buy. Until that country's terms
 * arrive, tax, delivery and total wait; where the shop does not deliver, the card says so first.
 */
export function CartSummaryCard({
  lines,
  count,
  promoCode,
  promotion,
  freeDeliveryShortfall,
}: {
  lines: CartLine[];
  count: number;
  promoCode: string | undefined;
  /** What the code gives, from the cart's answer (issue 35): no discount without it. */
  promotion?: CartPromotion;
  /** US cents the goods still lack for free standard delivery (useFreeDeliveryShortfall); 0 or null: nothing to say. */
  freeDeliveryShortfall?: number | null;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const shipTo = useShipTo();
  const { locale } = useShopperLocale();
  const terms = shipTo.terms;
  const priced = lines.map((line) => ({ priceCents: toCents(line.product.price), quantity: line.quantity }));
  const subtotal = subtotalOf(priced);
  const promo = promoCode ? promotion : undefined;
  const summary = terms && cartSummary(priced, terms.tax, promo, rateFor(terms, 'standard'));
  const tax = terms && taxText(terms.tax);
  const waiting = <Skeleton variant="text" width={56} aria-hidden />;
  const moneyText = useMoneyText();
  return (
    <Paper
      component="section"
      aria-labelledby="order-summary-heading"
      sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Typography id="order-summary-heading" component="h2" sx={{ fontSize: 20, fontWeight: 700 }}>
        {intl.formatMessage({ id: 'cart.summary.title' })}
      </Typography>
      {shipTo.delivered === false && (
        <Alert severity="warning">
          {intl.formatMessage({ id: 'shipTo.notDeliveredCart' }, { country: regionName(shipTo.country, locale) })}
        </Alert>
      )}
      <PromoCodeBox applied={promoCode} />
      <Box role="list" aria-label={intl.formatMessage({ id: 'cart.summary.label' })}>
        <Row
          label={intl.formatMessage({ id: 'cart.summary.subtotal' }, { count })}
          value={<Money cents={subtotal} />}
        />
        {promoCode && (
          <Row
            label={intl.formatMessage({ id: 'cart.summary.discount' }, { code: promoCode })}
            value={
              <>
                -<Money cents={(promo && promoDiscount(promo, subtotal)) || 0} />
              </>
            }
            color="error.main"
          />
        )}
        {tax && 'row' in tax && (
          <Row
            label={intl.formatMessage({ id: tax.row.id }, { rate: tax.row.rate })}
            value={summary ? <Money cents={summary.tax} /> : waiting}
          />
        )}
        <Row
          label={intl.formatMessage({ id: 'cart.summary.shipping' })}
          value={
            !summary ? (
              waiting
            ) : summary.shipping === 0 ? (
              intl.formatMessage({ id: 'cart.summary.free' })
            ) : (
              <Money cents={summary.shipping} />
            )
          }
          color={summary?.shipping === 0 ? 'success.main' : undefined}
        />
        {/* Drawn, not read: a list holds only its rows. */}
        <Divider aria-hidden sx={{ my: 1 }} />
        <Row
          label={intl.formatMessage({ id: 'cart.summary.total' })}
          value={summary ? <Money cents={summary.total} /> : waiting}
          strong
        />
      </Box>
      {/* Outside the list (it holds only its rows); said only while the summary charges for delivery. */}
      {summary && summary.shipping > 0 && freeDeliveryShortfall ? (
        <Typography variant="body2" color="info.main">
          {intl.formatMessage(
            { id: 'cart.summary.freeDeliveryShortfall' },
            { amount: moneyText(freeDeliveryShortfall) },
          )}
        </Typography>
      ) : null}
      {tax && 'note' in tax && (
        <Typography variant="body2" color="text.secondary">
          {intl.formatMessage({ id: tax.note })}
        </Typography>
      )}
      <Button variant="contained" size="large" fullWidth onClick={() => void navigate('/checkout')}>
        {intl.formatMessage({ id: 'cart.summary.proceed' })}
      </Button>
    </Paper>
  );
}
