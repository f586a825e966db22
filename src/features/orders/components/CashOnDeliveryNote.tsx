import { Typography, type TypographyProps } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { cashOnDeliveryText } from '../../../universal/cash-on-delivery';
import { CHARGE_CURRENCY, displayMoney } from '../../../universal/i18n/money';
import { toCents } from '../../../universal/pricing';
import { useShopperLocale } from '../../../browser-kit/i18n/shopper-locale';
import type { Order } from '../orders-api';

/**
 * What a cash-on-delivery order asks of its shopper, as a paragraph: "To be paid on delivery: $X" until
 * it is delivered (the amount the courier takes, in the dollars the shop charges), then "Paid on
 * delivery". Nothing for an order paid online.
 */
export function CashOnDeliveryNote({
  order,
  ...paragraph
}: { order: Pick<Order, 'paymentMethod' | 'status' | 'totalPrice'> } & Pick<TypographyProps, 'variant' | 'sx'>) {
  const { locale } = useShopperLocale();
  const id = cashOnDeliveryText(order);
  if (!id) return null;
  const amount = displayMoney(toCents(order.totalPrice), locale, CHARGE_CURRENCY, {}).text;
  return (
    <Typography {...paragraph}>
      <FormattedMessage
        id={id}
        values={{
          amount: (
            <strong>
              <bdi>{amount}</bdi>
            </strong>
          ),
        }}
      />
    </Typography>
  );
}
