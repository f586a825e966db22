import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useShopperLocale } from '../../../shared/i18n/shopper-locale';
import { flipInRtl } from '../../../shared/ui/flip-in-rtl';
import { Money } from '../../../shared/ui/Money';
import { Box, Button, CircularProgress, Container, Divider, Grid, Link, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useLoadFailureToast } from '../../../shared/api/use-load-failure-toast';
import { orderNumber } from '../../../shared/order-status';
import { DELIVERY_DETAILS, type DeliveryOption, toCents } from '../../../shared/pricing';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { formatOrderDate } from '../components/OrderCard';
import { OrderLine } from '../components/OrderLine';
import { OrderStatusChip } from '../components/OrderStatusChip';
import { OrderTimeline } from '../components/OrderTimeline';
import { type Order, useGetOrderQuery } from '../orders-api';
import { paymentMethodLabel } from '../payment-label';

/** Order amounts are stored in dollars; shown in the shopper's currency. */
const money = (dollars: number) => <Money cents={toCents(dollars)} />;

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} variant="outlined" sx={{ p: 2, height: '100%' }}>
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
  return (
    <Button
      component={RouterLink}
      to="/orders"
      startIcon={<ArrowBackIcon sx={flipInRtl} />}
      variant="outlined"
      color="inherit"
      sx={{ borderColor: 'shop.border' }}
    >
      Back to Orders
    </Button>
  );
}

function deliveryLabel(option: string): string {
  return option in DELIVERY_DETAILS ? DELIVERY_DETAILS[option as DeliveryOption].label : option;
}

function OrderDetail({ order }: { order: Order }) {
  const { locale } = useShopperLocale();
  const address = order.shippingAddress;
  return (
    <>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}
      >
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
            Order #{orderNumber(order._id)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Placed on {formatOrderDate(order.createdAt, locale)}
          </Typography>
        </Box>
        <OrderStatusChip status={order.status} size="medium" />
      </Box>

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
        <OrderTimeline status={order.status} />
      </Paper>

      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Panel title="Shipping address">
            <Typography variant="body2" component="address" sx={{ fontStyle: 'normal' }}>
              {address.name}
              <br />
              {address.street}
              <br />
              {address.city}, {address.state} {address.zipCode}
              <br />
              {address.country}
              <br />
              Phone: {address.phone}
            </Typography>
          </Panel>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Panel title="Payment and delivery">
            <Typography variant="body2">{paymentMethodLabel(order.paymentMethod)}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {deliveryLabel(order.deliveryOption)}
            </Typography>
          </Panel>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Panel title="Order summary">
            <Row label="Subtotal" value={money(order.subtotal)} />
            <Row label="Shipping" value={order.shipping === 0 ? 'FREE' : money(order.shipping)} />
            <Row label="Tax" value={money(order.tax)} />
            <Divider sx={{ my: 0.5 }} />
            <Row label="Order total" value={money(order.totalPrice)} strong />
          </Panel>
        </Grid>
      </Grid>

      <Panel title={`Items (${order.items.length})`}>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {order.items.map((item, index) => (
            <li key={`${item.productId}-${index}`}>
              {index > 0 && <Divider />}
              <OrderLine {...item} />
            </li>
          ))}
        </Box>
      </Panel>
    </>
  );
}

export default function OrderDetailPage() {
  const { id = '' } = useParams();
  const query = useGetOrderQuery(id);
  useLoadFailureToast(query, 'Failed to load order details');
  useDocumentTitle(query.data ? `Order #${orderNumber(query.data._id)}` : 'Order details');

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Box sx={{ mb: 2 }}>
        <Link component={RouterLink} to="/orders" variant="body2">
          Your Orders
        </Link>
        <Typography component="span" variant="body2" color="text.secondary">
          {' › Order details'}
        </Typography>
      </Box>
      {query.isLoading ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
          <CircularProgress aria-label="Loading order details" />
        </Box>
      ) : query.data ? (
        <OrderDetail order={query.data} />
      ) : (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
            Order not found
          </Typography>
          <BackToOrders />
        </Paper>
      )}
    </Container>
  );
}
