import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Button, Container, Paper, Stack, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { DELIVERY_TEXT, deliveryEtaText } from '../../../universal/i18n/order-words';
import { orderAmountText } from '../../../entities/order';
import { useShopperLocale } from '../../../browser-kit/i18n/shopper-locale';
import { orderNumber } from '../../../universal/order-status';
import { useMessageTitle } from '../../../browser-kit/use-message-title';
import { type Order, orderPagePath, useGetOrderQuery } from '../orders-api';
import { cashOnDeliveryText } from '../../../universal/cash-on-delivery';
import { CashOnDeliveryNote } from '../components/CashOnDeliveryNote';

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
              strong: (chunks) => (
                <strong>
                  <bdi>{chunks}</bdi>
                </strong>
              ),
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

export default function OrderSuccessPage() {
  const intl = useIntl();
  useMessageTitle('orderSuccess.documentTitle');
  const location = useLocation();
  const state = location.state as { orderId?: unknown; access?: unknown; email?: unknown } | null;
  const orderId = state?.orderId;
  // A guest's order: its key opens it, and its mail went to this address.
  const access = typeof state?.access === 'string' ? state.access : undefined;
  const guestEmail = access && typeof state?.email === 'string' ? state.email : undefined;
  // Checkout left the order in the cache; after a reload it is asked for again (a guest's with its key).
  const { data: order } = useGetOrderQuery(
    { id: typeof orderId === 'string' ? orderId : '', ...(access && { access }) },
    { skip: typeof orderId !== 'string' },
  );

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
        <CheckCircleIcon color="success" sx={{ fontSize: 64 }} aria-hidden />
        <Typography variant="h4" component="h1" sx={{ mt: 1, fontSize: { xs: '1.6rem', sm: '2rem' } }}>
          {intl.formatMessage({ id: 'orderSuccess.title' })}
        </Typography>
        {typeof orderId === 'string' && (
          <Typography sx={{ mt: 1 }}>
            <FormattedMessage
              id="orderSuccess.number"
              values={{
                number: orderNumber(orderId),
                strong: (chunks) => (
                  <strong>
                    <bdi>{chunks}</bdi>
                  </strong>
                ),
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
          {typeof orderId === 'string' && (
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
              variant={typeof orderId === 'string' ? 'outlined' : 'contained'}
              color={typeof orderId === 'string' ? 'inherit' : 'primary'}
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
