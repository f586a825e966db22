import { Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import { deliveryEtaText, deliveryText, paymentMethodText } from '../../../universal/i18n/order-words';
import { useShopperLocale } from '../../../browser-kit/i18n/shopper-locale';
import { PostalAddress } from '../../../browser-kit/ui/PostalAddress';
import type { Order } from '../orders-api';
import { CashOnDeliveryNote } from './CashOnDeliveryNote';

/** Where an order goes, as it was shipped: the address and its phone (the order page and the receipt). */
export function OrderShippedTo({ order }: { order: Order }) {
  const intl = useIntl();
  const address = order.shippingAddress;
  return (
    <PostalAddress address={address}>
      {intl.formatMessage({ id: 'orderDetail.phone' }, { phone: <bdi key="phone">{address.phone}</bdi> })}
    </PostalAddress>
  );
}

/**
 * How an order is paid (and what is still due on delivery) and how it travels, with its promised days.
 * `quiet`: the delivery line in the page's secondary colour (the order page; the receipt prints it plain).
 */
export function OrderPaymentAndDelivery({ order, quiet = false }: { order: Order; quiet?: boolean }) {
  const intl = useIntl();
  const { locale } = useShopperLocale();
  return (
    <>
      <Typography variant="body2">{paymentMethodText(order.paymentMethod, intl.formatMessage)}</Typography>
      <CashOnDeliveryNote order={order} variant="body2" />
      <Typography variant="body2" {...(quiet && { color: 'text.secondary', sx: { mt: 0.5 } })}>
        {deliveryText(order.deliveryOption, intl.formatMessage)} · {deliveryEtaText(order, intl.formatMessage, locale)}
      </Typography>
    </>
  );
}
