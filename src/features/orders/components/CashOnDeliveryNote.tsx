import { Typography, type TypographyProps } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { cashOnDeliveryText } from '../../../universal/cash-on-delivery';
import { orderAmountText } from '../../../entities/order';
import { useShopperLocale } from '../../../browser-kit/i18n/shopper-locale';
import type { Order } from '../orders-api';

/**
 * What a cash-on-delivery order asks of its shopper, as a paragraph: "To be paid on delivery: $X" until
 * it is delivered (the amount the courier takes, exactly in the order's currency), then "Paid on
 * delivery". Nothing for an order paid online.
 */
export function CashOnDeliveryNote({
  order,
  ...paragraph
}: { order: Pick<Order, 'paymentMethod' | 'status' | 'totalPrice' | 'currency'> } & Pick<
  TypographyProps,
  'variant' | 'sx'
>) {
  const { locale } = useShopperLocale();
  const id = cashOnDeliveryText(order);
  if (!id) return null;
  const amount = orderAmountText(order.totalPrice, order.currency, locale);
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
