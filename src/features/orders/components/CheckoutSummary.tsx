import { Box, Divider, Paper, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { CHARGE_CURRENCY, displayMoney } from '../../../shared/i18n/money';
import { useShopperLocale } from '../../../shared/i18n/shopper-locale';
import { Money } from '../../../shared/ui/Money';
import type { ReactNode } from 'react';
import { checkoutTotals, DELIVERY_DETAILS, type DeliveryOption, toCents } from '../../../shared/pricing';
import type { Product } from '../../../shared/product';
import { OrderLine } from './OrderLine';

/** Spec §9: the summary (and each order in the list) shows the first 3 items. */
export const ITEMS_SHOWN = 3;

export interface SummaryLine {
  productId: string;
  quantity: number;
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
  action,
}: {
  lines: SummaryLine[];
  deliveryOption: DeliveryOption;
  action: ReactNode;
}) {
  const totals = checkoutTotals(
    lines.map((line) => ({ priceCents: toCents(line.product.price), quantity: line.quantity })),
    deliveryOption,
  );
  const hidden = lines.length - ITEMS_SHOWN;
  const { currency, locale } = useShopperLocale();
  return (
    <Paper component="section" aria-labelledby="order-summary-heading" variant="outlined" sx={{ p: 2 }}>
      {action}
      <Typography id="order-summary-heading" variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
        Order summary
      </Typography>
      <Box component="ul" aria-label="Items in your order" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {lines.slice(0, ITEMS_SHOWN).map((line) => (
          <li key={line.productId}>
            <OrderLine
              dense
              productId={line.productId}
              title={line.product.title}
              price={line.product.price}
              image={line.product.image}
              quantity={line.quantity}
            />
          </li>
        ))}
      </Box>
      {hidden > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          +{hidden} more
        </Typography>
      )}
      <Divider sx={{ my: 1 }} />
      <Row label="Subtotal" value={<Money cents={totals.subtotal} />} />
      <Row
        label={`Shipping (${DELIVERY_DETAILS[deliveryOption].label})`}
        value={totals.shipping === 0 ? 'FREE' : <Money cents={totals.shipping} />}
      />
      <Row label="Tax (8%)" value={<Money cents={totals.tax} />} />
      <Divider sx={{ my: 1 }} />
      <Row label="Order total" value={<Money cents={totals.total} />} strong />
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
