import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { useShopperLocale } from '../../../browser-kit/i18n/shopper-locale';
import { lineWordsIn } from '../../../universal/order-line-words';
import { flipInRtl } from '../../../browser-kit/ui/flip-in-rtl';
import { chargeMoneyIn } from '../../../browser-kit/ui/Money';
import { NEW_TAB, NewTabNote } from '../../../browser-kit/ui/NewTabNote';
import { Box, Breadcrumbs, Button, Container, Divider, Grid, Link, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { RouterLink } from '../../../browser-kit/ui/RouterLink';
import { useSelector } from 'react-redux';
import { selectSignedIn } from '../../../browser-kit/session';
import { authLink } from '../../../browser-kit/return-path';
import { orderNumber } from '../../../universal/order-status';
import { formatOrderDate } from '../components/OrderCard';
import { CancelOrder } from '../components/CancelOrder';
import { OrderLine, OrderMoney, orderLinePrice } from '../../../entities/order';
import { OrderReturns } from '../components/OrderReturns';
import { OrderStatusChip } from '../components/OrderStatusChip';
import { OrderTimeline } from '../components/OrderTimeline';
import { type Order, orderPagePath, orderRef } from '../orders-api';
import { OrderPaymentAndDelivery, OrderShippedTo } from '../components/OrderFacts';
import { OrderPaymentState, PayNow } from '../components/OrderPaymentStatus';
import { chargeLines, orderTaxRule, taxText } from '../../../universal/i18n/order-words';
import { useRoutedOrder } from '../use-routed-order';
import { PageSpinner } from '../components/PageSpinner';
import { OrderLoadFailed } from '../components/OrderLoadFailed';

/** The delivery's row says only "Shipping" here: the panel beside it names the option. */
const CHARGE_LABELS = { delivery: 'orderDetail.shipping' } as const;

function Panel({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <Paper
      component="section"
      id={id}
      aria-label={title}
      variant="outlined"
      sx={{ p: 2, height: '100%', scrollMarginTop: 80 }}
    >
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Row({ label, value, strong }: { label: string; value: ReactNode; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }}>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : undefined }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : undefined }}>
        {value}
      </Typography>
    </Box>
  );
}

function BackToOrders() {
  const intl = useIntl();
  return (
    <Button
      component={RouterLink}
      to="/orders"
      startIcon={<ArrowBackIcon sx={flipInRtl} />}
      variant="outlined"
      color="inherit"
      sx={{ borderColor: 'shop.border' }}
    >
      {intl.formatMessage({ id: 'orderDetail.back' })}
    </Button>
  );
}

function OrderDetail({ order }: { order: Order }) {
  const { locale } = useShopperLocale();
  const intl = useIntl();
  const tax = taxText(orderTaxRule(order));
  // As the order charged them: exactly in its currency, whatever the shopper displays.
  const money = (amount: number) => <OrderMoney amount={amount} currency={order.currency} />;
  return (
    <>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}
      >
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
            {intl.formatMessage({ id: 'orderDetail.title' }, { number: orderNumber(order._id) })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {intl.formatMessage({ id: 'orderDetail.placedOn' }, { date: formatOrderDate(order.createdAt, locale) })}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <OrderStatusChip status={order.status} size="medium" />
          {order.tracking && (
            <Button href={order.tracking.url} {...NEW_TAB} variant="contained">
              {intl.formatMessage({ id: 'orders.card.trackPackage' })}
              <NewTabNote />
            </Button>
          )}
          <Button
            component={RouterLink}
            to={orderPagePath(orderRef(order), '/receipt')}
            variant="outlined"
            color="inherit"
          >
            {intl.formatMessage({ id: 'receipt.title' })}
          </Button>
        </Box>
      </Box>

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
        <OrderTimeline status={order.status} tracking={order.tracking} />
      </Paper>
      <PayNow order={order} />
      <CancelOrder order={order} />
      <OrderReturns order={order} />

      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Panel title={intl.formatMessage({ id: 'checkout.section.address' })}>
            <OrderShippedTo order={order} />
          </Panel>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Panel title={intl.formatMessage({ id: 'orderDetail.paymentAndDelivery' })}>
            <OrderPaymentAndDelivery order={order} quiet />
            <OrderPaymentState order={order} />
          </Panel>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Panel title={intl.formatMessage({ id: 'checkout.summary.title' })}>
            <Row label={intl.formatMessage({ id: 'checkout.summary.subtotal' })} value={money(order.subtotal)} />
            {chargeLines(order, intl.formatMessage, chargeMoneyIn(order.currency, true), CHARGE_LABELS).map(
              ({ key, label, value }) => (
                <Row key={key} label={label} value={value} />
              ),
            )}
            {'row' in tax && (
              <Row label={intl.formatMessage({ id: tax.row.id }, { rate: tax.row.rate })} value={money(order.tax)} />
            )}
            <Divider sx={{ my: 0.5 }} />
            <Row label={intl.formatMessage({ id: 'checkout.summary.total' })} value={money(order.totalPrice)} strong />
            {order.refunded !== undefined && (
              <Row label={intl.formatMessage({ id: 'orderDetail.refunded' })} value={<>-{money(order.refunded)}</>} />
            )}
          </Panel>
        </Grid>
      </Grid>

      <Panel id="items" title={intl.formatMessage({ id: 'orderDetail.items' }, { count: order.items.length })}>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {order.items.map((item, index) => (
            <li key={`${item.productId}-${index}`}>
              {index > 0 && <Divider />}
              <OrderLine
                {...item}
                {...orderLinePrice(item, order.currency)}
                {...lineWordsIn(item, locale)}
                reviewable={order.status === 'delivered'}
              />
            </li>
          ))}
        </Box>
      </Panel>
    </>
  );
}

export default function OrderDetailPage() {
  const { query, failed } = useRoutedOrder('orderDetail.title', 'orderDetail.documentTitle');
  const signedIn = useSelector(selectSignedIn);
  const location = useLocation();
  const intl = useIntl();

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Breadcrumbs
        aria-label={intl.formatMessage({ id: 'product.breadcrumb' })}
        // A chevron points the way one reads, from the parent to this page: leftwards in Arabic.
        separator={<NavigateNextIcon fontSize="small" sx={flipInRtl} />}
        sx={{ mb: 2, typography: 'body2' }}
      >
        {signedIn ? (
          <Link component={RouterLink} to="/orders">
            {intl.formatMessage({ id: 'orders.page.title' })}
          </Link>
        ) : (
          // A guest has no orders page: the way back is finding an order by its number.
          <Link component={RouterLink} to="/orders/lookup">
            {intl.formatMessage({ id: 'orderDetail.guest.findOrder' })}
          </Link>
        )}
        <Typography variant="body2" color="text.secondary" aria-current="page">
          {intl.formatMessage({ id: 'orderDetail.breadcrumb' })}
        </Typography>
      </Breadcrumbs>
      {query.isLoading ? (
        <PageSpinner labelId="orderDetail.loading" />
      ) : query.data ? (
        <OrderDetail order={query.data} />
      ) : failed ? (
        <OrderLoadFailed query={query} />
      ) : (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
            {intl.formatMessage({ id: 'orderDetail.notFound' })}
          </Typography>
          {signedIn ? (
            <BackToOrders />
          ) : (
            // Signed out without the order's link: sign in, or find a guest order by its number and email.
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
              <Button
                component={RouterLink}
                to={authLink('/auth/login', `${location.pathname}${location.search}`)}
                variant="contained"
              >
                {intl.formatMessage({ id: 'checkout.guest.signIn' })}
              </Button>
              <Button component={RouterLink} to="/orders/lookup" variant="outlined">
                {intl.formatMessage({ id: 'orderDetail.guest.findOrder' })}
              </Button>
            </Stack>
          )}
        </Paper>
      )}
    </Container>
  );
}
