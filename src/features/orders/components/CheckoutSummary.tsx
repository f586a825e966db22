import { alpha, Box, Chip, Divider, Paper, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { CHARGE_CURRENCY, displayMoney } from '../../../core/i18n/money';
import { useShopperLocale } from '../../../shared/i18n/shopper-locale';
import { Money } from '../../../shared/ui/Money';
import type { ReactNode } from 'react';
import { checkoutTotals, type DeliveryOption, TAX_RATE, toCents } from '../../../core/pricing';
import type { Product } from '../../../core/product';
import { DELIVERY_TEXT } from '../../../core/i18n/order-words';
import type { LineMark } from '../basket-changes';
import { OrderLine } from './OrderLine';

const MARK_TEXT = { added: 'checkout.summary.lineAdded', changed: 'checkout.summary.lineChanged' } as const;

/** Spec §9: the summary (and each order in the list) shows the first 3 items. */
export const ITEMS_SHOWN = 3;

export interface SummaryLine {
  productId: string;
  /** The variant: what marks are keyed on. */
  sku: string;
  quantity: number;
  /** The product as the variant sells it (its price and picture). */
  product: Product;
}

function Row({ label, value, strong }: { label: string; value: ReactNode; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', py: 0.25 }}>
      <Typography variant={strong ? 'subtitle1' : 'body2'} sx={{ fontWeight: strong ? 700 : undefined }}>
        {label}
      </Typography>
      <Typography
        variant={strong ? 'subtitle1' : 'body2'}
        sx={{ fontWeight: strong ? 700 : undefined }}
        color={strong ? 'error.main' : undefined}
      >
        {value}
      </Typography>
    </Box>
  );
}

/**
 * What the shopper is about to buy and what it costs. The figures use the same pricing rules as the
 * server, which prices the order again from its own cart and catalogue.
 */
export function CheckoutSummary({
  lines,
  deliveryOption,
  promoCode,
  action,
  marks,
}: {
  lines: SummaryLine[];
  deliveryOption: DeliveryOption;
  /** The cart's promo code: shown here as the server will apply it (the client never sends a discount). */
  promoCode?: string;
  action: ReactNode;
  /** Lines new or changed since the shopper last saw the cart (another tab or device changed it). */
  marks?: ReadonlyMap<string, LineMark>;
}) {
  const totals = checkoutTotals(
    lines.map((line) => ({ priceCents: toCents(line.product.price), quantity: line.quantity })),
    deliveryOption,
    promoCode,
  );
  const hidden = lines.length - ITEMS_SHOWN;
  const { currency, locale } = useShopperLocale();
  const intl = useIntl();
  return (
    <Paper component="section" aria-labelledby="order-summary-heading" variant="outlined" sx={{ p: 2 }}>
      {action}
      <Typography id="order-summary-heading" variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
        {intl.formatMessage({ id: 'checkout.summary.title' })}
      </Typography>
      <Box
        component="ul"
        aria-label={intl.formatMessage({ id: 'checkout.summary.items' })}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {lines.slice(0, ITEMS_SHOWN).map((line) => {
          const mark = marks?.get(line.sku);
          return (
            <Box
              component="li"
              key={line.sku}
              sx={
                mark && {
                  bgcolor: (theme) => alpha(theme.palette.warning.main, 0.12),
                  borderRadius: 1,
                  px: 1,
                  pb: 1,
                }
              }
            >
              <OrderLine
                dense
                productId={line.productId}
                title={line.product.title}
                price={line.product.price}
                image={line.product.image}
                quantity={line.quantity}
              />
              {mark && <Chip size="small" color="warning" label={intl.formatMessage({ id: MARK_TEXT[mark] })} />}
            </Box>
          );
        })}
      </Box>
      {hidden > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {intl.formatMessage({ id: 'checkout.summary.more' }, { count: hidden })}
        </Typography>
      )}
      <Divider sx={{ my: 1 }} />
      <Row label={intl.formatMessage({ id: 'checkout.summary.subtotal' })} value={<Money cents={totals.subtotal} />} />
      {promoCode && totals.discount > 0 && (
        <Row
          label={intl.formatMessage({ id: 'cart.summary.discount' }, { code: promoCode })}
          value={
            <>
              -<Money cents={totals.discount} />
            </>
          }
        />
      )}
      <Row
        label={intl.formatMessage(
          { id: 'checkout.summary.shippingWith' },
          { option: intl.formatMessage({ id: DELIVERY_TEXT[deliveryOption].label }) },
        )}
        value={
          totals.shipping === 0 ? intl.formatMessage({ id: 'cart.summary.free' }) : <Money cents={totals.shipping} />
        }
      />
      <Row
        label={intl.formatMessage({ id: 'cart.summary.tax' }, { rate: TAX_RATE })}
        value={<Money cents={totals.tax} />}
      />
      <Divider sx={{ my: 1 }} />
      <Row label={intl.formatMessage({ id: 'checkout.summary.total' })} value={<Money cents={totals.total} />} strong />
      {currency !== CHARGE_CURRENCY && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          <FormattedMessage
            id="checkout.chargedInUsd"
            values={{ amount: <bdi>{displayMoney(totals.total, locale, CHARGE_CURRENCY, {}).text}</bdi> }}
          />
        </Typography>
      )}
    </Paper>
  );
}
