import { Alert, Box, Button, Divider, Paper, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Money } from '../../../browser-kit/ui/Money';
import { useNavigate } from 'react-router-dom';
import { cartSummary } from '../../../universal/order-totals';
import { rateFor } from '../../../universal/delivery-terms';
import { regionName } from '../../../universal/i18n/display-names';
import { useShipTo } from '../../../entities/delivery';
import { taxText } from '../../../universal/i18n/order-words';
import { useMoneyText, useShopperLocale } from '../../../browser-kit/i18n/shopper-locale';
import type { CartPricing } from '../../../universal/cart-pricing';
import { ChargeCurrencyNote } from '../../../browser-kit/ui/ChargeCurrencyNote';
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
 * shopper has things delivered (the header's country), total, the currency they will be charged in, Proceed
 * to Buy. Until that country's terms (and its currency's rate) arrive, the figures wait; where the shop does
 * not deliver, the card says so first.
 */
export function CartSummaryCard({
  pricing,
  count,
  promoCode,
  freeDeliveryShortfall,
}: {
  /** The lines and the code's promotion priced in the shopper's settlement currency (priceCart). */
  pricing: CartPricing | undefined;
  count: number;
  promoCode: string | undefined;
  /** Minor units the goods still lack for free standard delivery (useFreeDeliveryShortfall); 0 or null: nothing to say. */
  freeDeliveryShortfall?: number | null;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const shipTo = useShipTo();
  const { locale } = useShopperLocale();
  const terms = shipTo.terms;
  // The terms' amounts are their region's currency, as the pricing's book is (the same country's).
  const summary =
    terms && pricing && cartSummary(pricing.lines, terms.tax, pricing.promotion, rateFor(terms, 'standard'));
  const currency = pricing?.book.currency;
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
          value={pricing ? <Money cents={pricing.subtotal} currency={pricing.book.currency} /> : waiting}
        />
        {promoCode && (
          <Row
            label={intl.formatMessage({ id: 'cart.summary.discount' }, { code: promoCode })}
            value={
              pricing ? (
                <>
                  -<Money cents={pricing.discount} currency={pricing.book.currency} />
                </>
              ) : (
                waiting
              )
            }
            color="error.main"
          />
        )}
        {tax && 'row' in tax && (
          <Row
            label={intl.formatMessage({ id: tax.row.id }, { rate: tax.row.rate })}
            value={summary && currency ? <Money cents={summary.tax} currency={currency} /> : waiting}
          />
        )}
        <Row
          label={intl.formatMessage({ id: 'cart.summary.shipping' })}
          value={
            !summary || !currency ? (
              waiting
            ) : summary.shipping === 0 ? (
              intl.formatMessage({ id: 'cart.summary.free' })
            ) : (
              <Money cents={summary.shipping} currency={currency} />
            )
          }
          color={summary?.shipping === 0 ? 'success.main' : undefined}
        />
        {/* Drawn, not read: a list holds only its rows. */}
        <Divider aria-hidden sx={{ my: 1 }} />
        <Row
          label={intl.formatMessage({ id: 'cart.summary.total' })}
          value={summary && currency ? <Money cents={summary.total} currency={currency} /> : waiting}
          strong
        />
      </Box>
      {/* Outside the list (it holds only its rows); said only while the summary charges for delivery. */}
      {summary && currency && summary.shipping > 0 && freeDeliveryShortfall ? (
        <Typography variant="body2" color="info.main">
          {intl.formatMessage(
            { id: 'cart.summary.freeDeliveryShortfall' },
            { amount: moneyText(freeDeliveryShortfall, currency) },
          )}
        </Typography>
      ) : null}
      {tax && 'note' in tax && (
        <Typography variant="body2" color="text.secondary">
          {intl.formatMessage({ id: tax.note })}
        </Typography>
      )}
      {currency && <ChargeCurrencyNote currency={currency} />}
      <Button variant="contained" size="large" fullWidth onClick={() => void navigate('/checkout')}>
        {intl.formatMessage({ id: 'cart.summary.proceed' })}
      </Button>
    </Paper>
  );
}
