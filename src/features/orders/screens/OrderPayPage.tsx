import LockIcon from '@mui/icons-material/Lock';
import { Alert, Box, Button, CircularProgress, Container, Paper, Stack, Typography } from '@mui/material';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useHref } from 'react-router-dom';
import { RouterLink } from '../../../browser-kit/ui/RouterLink';
import { errorCode } from '../../../browser-kit/api/error-answer';
import { errorText } from '../../../browser-kit/api/error-text';
import { useShopperLocale } from '../../../browser-kit/i18n/shopper-locale';
import { LoadFailed } from '../../../browser-kit/ui/LoadFailed';
import { useMessageTitle } from '../../../browser-kit/use-message-title';
import { orderAmountText } from '../../../entities/order';
import { ERROR_CODES } from '../../../universal/contracts/error-codes';
import type { PaymentAction } from '../../../universal/contracts/payments';
import { orderNumber } from '../../../universal/order-status';
import { ArrivalHeading } from '../components/ArrivalHeading';
import { OrderLoadFailed } from '../components/OrderLoadFailed';
import { PageSpinner } from '../components/PageSpinner';
import {
  type Order,
  type OrderRef,
  orderPagePath,
  useGetOrderQuery,
  useStartOrderPaymentMutation,
} from '../orders-api';
import { loadedAtThisPage, openProviderPage, reloadThisPage } from '../payment/page-exit';
import { keepForReturn } from '../payment/payment-return';
import { canPayNow, HOLD_TIME } from '../payment/payment-state';
import { useOrderRef } from '../use-order-ref';
import { strongIsolated } from '../components/strong-isolated';

// Stripe's React kit and Stripe.js come with a card payment only: a chunk of their own, never the shop's first load.
const StripePaymentForm = lazy(() => import(/* webpackChunkName: "stripe-payment" */ '../payment/StripePaymentForm'));

/** The screen's frame: its heading (focused on arrival), the order's number and what it costs. */
function PayFrame({ order, children }: { order?: Order; children: ReactNode }) {
  const intl = useIntl();
  const { locale } = useShopperLocale();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 }, px: { xs: 2, sm: 3 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <ArrivalHeading>{intl.formatMessage({ id: 'orderPay.title' })}</ArrivalHeading>
        {order && (
          <Typography sx={{ mt: 1 }}>
            <FormattedMessage
              id="orderPay.summary"
              values={{
                number: orderNumber(order._id),
                amount: orderAmountText(order.totalPrice, order.currency, locale),
                strong: strongIsolated,
              }}
            />
          </Typography>
        )}
        <Box sx={{ mt: 3 }}>{children}</Box>
      </Paper>
    </Container>
  );
}

/** Why there is nothing to pay here, and the way to the order. */
function NothingToPay({ text, target }: { text: string; target: OrderRef }) {
  const intl = useIntl();
  return (
    <>
      <Alert severity="info">{text}</Alert>
      <Button component={RouterLink} to={orderPagePath(target)} variant="contained" sx={{ mt: 2 }}>
        {intl.formatMessage({ id: 'orders.card.viewDetails' })}
      </Button>
    </>
  );
}

function Preparing() {
  const intl = useIntl();
  return (
    <Box role="status" sx={{ display: 'flex', gap: 1.5, alignItems: 'center', justifyContent: 'center', py: 3 }}>
      <CircularProgress size={24} aria-hidden />
      <Typography>{intl.formatMessage({ id: 'orderPay.preparing' })}</Typography>
    </Box>
  );
}

/** Paymob takes the payment on its own page: the shopper is sent there at once, with a button should that not happen. */
function ProviderRedirect({ url }: { url: string }) {
  const intl = useIntl();
  useEffect(() => openProviderPage(url), [url]);
  return (
    <Stack spacing={2}>
      <Typography>{intl.formatMessage({ id: 'orderPay.redirect.text' })}</Typography>
      <Button href={url} variant="contained" size="large" startIcon={<LockIcon aria-hidden />}>
        {intl.formatMessage({ id: 'orderPay.redirect.button' })}
      </Button>
    </Stack>
  );
}

/** Asks the server for the order's payment (once a visit; Retry asks again) and shows the provider's way to pay. */
function StartPayment({ order, target }: { order: Order; target: OrderRef }) {
  const intl = useIntl();
  const { locale } = useShopperLocale();
  const [start, { data, error, isError }] = useStartOrderPaymentMutation();
  const ask = useCallback(() => void start(target), [start, target]);
  useEffect(ask, [ask]);
  // Stripe sends the shopper back here, in the page's language: the success page waits for the provider's word.
  const returnPath = useHref(`/order-success?order=${encodeURIComponent(order._id)}`);

  if (isError) {
    if (errorCode(error) === ERROR_CODES.PAYMENT_NOT_PAYABLE)
      return <NothingToPay target={target} text={intl.formatMessage({ id: 'orderPay.notPayable' })} />;
    return (
      <LoadFailed
        message={errorText(error, intl.formatMessage({ id: 'orderPay.startFailed' }), intl)}
        error={error}
        onRetry={ask}
      />
    );
  }
  if (!data) return <Preparing />;
  return (
    <PaymentStep
      action={data.action}
      order={order}
      returnUrl={new URL(returnPath, window.location.origin).href}
      locale={locale}
    />
  );
}

function PaymentStep({
  action,
  order,
  returnUrl,
  locale,
}: {
  action: PaymentAction;
  order: Order;
  returnUrl: string;
  locale: ReturnType<typeof useShopperLocale>['locale'];
}) {
  const intl = useIntl();
  if (action.kind === 'redirect') return <ProviderRedirect url={action.url} />;
  return (
    <>
      <Suspense fallback={<Preparing />}>
        <StripePaymentForm
          publishableKey={action.publishableKey}
          clientSecret={action.clientSecret}
          amount={orderAmountText(order.totalPrice, order.currency, locale)}
          returnUrl={returnUrl}
        />
      </Suspense>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2, display: 'flex', gap: 1, alignItems: 'center' }}>
        <LockIcon fontSize="small" aria-hidden />
        {intl.formatMessage({ id: 'orderPay.secure' })}
      </Typography>
    </>
  );
}

/**
 * /orders/:id/pay: paying a card order through its provider (issue 51), reached from checkout, the order's
 * page ("Pay now") and a failed payment's "Try again". A guest's link carries the order's key (?access=), like
 * the order's page. Stripe's card form runs only in a document loaded at this page (see page-exit.ts).
 */
export default function OrderPayPage() {
  const intl = useIntl();
  useMessageTitle('orderPay.title');
  const { id, access } = useOrderRef();
  // One ref for the visit: the payment is asked for once, not at each render.
  const target = useMemo<OrderRef>(() => (access ? { id, access } : { id }), [id, access]);
  const query = useGetOrderQuery(target);
  const order = query.data;
  const payment = order?.payment;
  // Stripe's scripts run only under the policy of a document loaded here: a card payment reached by the
  // router loads the page again first.
  const reload = payment?.provider === 'stripe' && !loadedAtThisPage();
  useEffect(() => {
    if (reload) reloadThisPage();
  }, [reload]);
  // The guest's key and address come back with the shopper from the provider's page (payment-return.ts).
  useEffect(() => {
    if (order && access) keepForReturn(order._id, { access, email: order.user.email });
  }, [order, access]);
  const [now] = useState(() => new Date());

  if (query.isLoading || reload)
    return (
      <PayFrame>
        <PageSpinner labelId="orderDetail.loading" />
      </PayFrame>
    );
  if (!order) {
    const missing = (query.error as { status?: unknown } | undefined)?.status === 404;
    return (
      <PayFrame>
        {missing ? (
          <NothingToPay target={target} text={intl.formatMessage({ id: 'orderDetail.notFound' })} />
        ) : (
          <OrderLoadFailed query={query} />
        )}
      </PayFrame>
    );
  }
  if (!payment)
    return (
      <PayFrame order={order}>
        <NothingToPay target={target} text={intl.formatMessage({ id: 'orderPay.nothingDue' })} />
      </PayFrame>
    );
  if (!canPayNow(payment, now))
    return (
      <PayFrame order={order}>
        <NothingToPay target={target} text={intl.formatMessage({ id: 'orderPay.notPayable' })} />
      </PayFrame>
    );
  return (
    <PayFrame order={order}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {intl.formatMessage({ id: 'orderPay.heldUntil' }, { time: intl.formatDate(payment.holdUntil, HOLD_TIME) })}
      </Typography>
      <StartPayment order={order} target={target} />
    </PayFrame>
  );
}
