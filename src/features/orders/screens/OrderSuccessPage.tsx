import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Button, Container, Paper, Stack, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { useLocation, useSearchParams } from 'react-router-dom';
import { RouterLink } from '../../../browser-kit/ui/RouterLink';
import { selectSignedIn } from '../../../browser-kit/session';
import { DELIVERY_TEXT } from '../../../universal/i18n/delivery-words';
import { deliveryEtaText } from '../../../universal/i18n/order-words';
import { orderAmountText } from '../../../entities/order';
import { useShopperLocale } from '../../../browser-kit/i18n/shopper-locale';
import { orderNumber } from '../../../universal/order-status';
import { useMessageTitle } from '../../../browser-kit/use-message-title';
import { type Order, type OrderRef, orderPagePath, useGetOrderQuery } from '../orders-api';
import { ArrivalHeading } from '../components/ArrivalHeading';
import { PageSpinner } from '../components/PageSpinner';
import { PaymentReturn } from '../payment/PaymentReturn';
import { returnDetails } from '../payment/payment-return';
import { cashOnDeliveryText } from '../../../universal/cash-on-delivery';
import { CashOnDeliveryNote } from '../components/CashOnDeliveryNote';
import { strongIsolated } from '../components/strong-isolated';

/**
 * What the order costs the shopper and when it comes: the total in dollars, as charged (or as the courier
 * will take it, for an order paid on delivery), and the estimate.
 */
function ChargedAndDelivery({ order }: { order: Order }) {
  const intl = useIntl();
  const { locale } = useShopperLocale();
  const delivery = DELIVERY_TEXT[order.deliveryOption];
  return (
    <>
      {cashOnDeliveryText(order) ? (
        <CashOnDeliveryNote order={order} sx={{ mt: 1 }} />
      ) : (
        <Typography sx={{ mt: 1 }}>
          <FormattedMessage
            id="orderSuccess.total"
            values={{
              amount: orderAmountText(order.totalPrice, order.currency, locale),
              strong: strongIsolated,
            }}
          />
        </Typography>
      )}
      {delivery && (
        <Typography sx={{ mt: 0.5 }}>
          {intl.formatMessage(
            { id: 'orderSuccess.delivery' },
            {
              eta: deliveryEtaText(order, intl.formatMessage, locale),
              option: intl.formatMessage({ id: delivery.label }),
            },
          )}
        </Typography>
      )}
    </>
  );
}

/** Checkout's confirmation of the order placed (spec §2), as the shopper has always seen it. */
function OrderPlaced({
  orderId,
  access,
  guestEmail,
  order,
  focusHeading = false,
}: {
  orderId: string | undefined;
  access: string | undefined;
  guestEmail: string | undefined;
  order: Order | undefined;
  /** After "Payment processing" on the same page: the heading takes the focus, as the new state of the page. */
  focusHeading?: boolean;
}) {
  const intl = useIntl();
  useMessageTitle('orderSuccess.documentTitle');
  const title = intl.formatMessage({ id: 'orderSuccess.title' });
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
        <CheckCircleIcon color="success" sx={{ fontSize: 64 }} aria-hidden />
        {focusHeading ? (
          <ArrivalHeading sx={{ mt: 1 }}>{title}</ArrivalHeading>
        ) : (
          <Typography variant="h4" component="h1" sx={{ mt: 1, fontSize: { xs: '1.6rem', sm: '2rem' } }}>
            {title}
          </Typography>
        )}
        {orderId !== undefined && (
          <Typography sx={{ mt: 1 }}>
            <FormattedMessage
              id="orderSuccess.number"
              values={{
                number: orderNumber(orderId),
                strong: strongIsolated,
              }}
            />
          </Typography>
        )}
        {order && <ChargedAndDelivery order={order} />}
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {guestEmail ? (
            <FormattedMessage id="orderSuccess.guest.mailed" values={{ email: <bdi>{guestEmail}</bdi> }} />
          ) : (
            intl.formatMessage({ id: 'orderSuccess.follow' })
          )}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3, justifyContent: 'center' }}>
          {orderId !== undefined && (
            <Button
              component={RouterLink}
              to={orderPagePath({ id: orderId, ...(access && { access }) })}
              variant="contained"
            >
              {intl.formatMessage({ id: access ? 'orderSuccess.guest.view' : 'orders.card.viewDetails' })}
            </Button>
          )}
          {!access && (
            <Button
              component={RouterLink}
              to="/orders"
              variant={orderId !== undefined ? 'outlined' : 'contained'}
              color={orderId !== undefined ? 'inherit' : 'primary'}
            >
              {intl.formatMessage({ id: 'orders.page.title' })}
            </Button>
          )}
          <Button component={RouterLink} to="/products" variant="outlined" color="inherit">
            {intl.formatMessage({ id: 'orderSuccess.continue' })}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}

/** The order's page could not be read on the return from the provider: the page cannot say it is paid. */
function PaymentUnknown({ signedIn }: { signedIn: boolean }) {
  const intl = useIntl();
  useMessageTitle('orderReturn.unknown.title');
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
        <ArrivalHeading>{intl.formatMessage({ id: 'orderReturn.unknown.title' })}</ArrivalHeading>
        <Typography sx={{ mt: 1 }}>{intl.formatMessage({ id: 'orderReturn.unknown.text' })}</Typography>
        <Button component={RouterLink} to={signedIn ? '/orders' : '/orders/lookup'} variant="contained" sx={{ mt: 3 }}>
          {intl.formatMessage({ id: signedIn ? 'orders.page.title' : 'orderDetail.guest.findOrder' })}
        </Button>
      </Paper>
    </Container>
  );
}

/**
 * /order-success. From checkout, the order placed (its id, and a guest's key and email, in the navigation's
 * state). Back from a payment provider (issue 51), the address names the order (`?order=<id>`, with Stripe's
 * `payment_intent`, `payment_intent_client_secret` and `redirect_status`): an order paid through a provider is
 * confirmed only once the server says it is paid (PaymentReturn); a guest's key comes from this tab's storage.
 */
export default function OrderSuccessPage() {
  const location = useLocation();
  const [search] = useSearchParams();
  const signedIn = useSelector(selectSignedIn);
  const state = location.state as { orderId?: unknown; access?: unknown; email?: unknown } | null;
  const returned = search.get('order') || undefined;
  const orderId = typeof state?.orderId === 'string' ? state.orderId : returned;
  const kept = returned ? returnDetails(returned) : {};
  // A guest's order: its key opens it, and its mail went to this address.
  const access = typeof state?.access === 'string' ? state.access : kept.access;
  const email = typeof state?.email === 'string' ? state.email : kept.email;
  const guestEmail = access ? email : undefined;
  // Checkout left the order in the cache; after a reload it is asked for again (a guest's with its key).
  const target = useMemo<OrderRef | undefined>(
    () => (orderId === undefined ? undefined : { id: orderId, ...(access && { access }) }),
    [orderId, access],
  );
  const { data: order, isError } = useGetOrderQuery(target ?? { id: '' }, { skip: target === undefined });

  const placed = (focusHeading: boolean) => (
    <OrderPlaced orderId={orderId} access={access} guestEmail={guestEmail} order={order} focusHeading={focusHeading} />
  );
  // Without a return from a provider: the confirmation, as ever.
  if (!returned || !target) return placed(false);
  if (order?.payment)
    return (
      <PaymentReturn
        target={target}
        payment={order.payment}
        redirectStatus={search.get('redirect_status')}
        placed={placed(true)}
      />
    );
  if (isError) return <PaymentUnknown signedIn={signedIn} />;
  // A return address for an order with nothing to pay through a provider (the demo's) is its confirmation.
  if (order) return placed(false);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <PageSpinner labelId="orderReturn.processing.title" />
    </Container>
  );
}
