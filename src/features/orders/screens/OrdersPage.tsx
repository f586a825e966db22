import { Box, Button, CircularProgress, Container, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { useLoadFailureToast } from '../../../shared/api/use-load-failure-toast';
import { isOrderStatus, ORDER_STATUSES, type OrderStatus } from '../../../shared/order-status';
import { useToast } from '../../../shared/toast';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { OrderCard } from '../components/OrderCard';
import { statusLabel } from '../components/OrderStatusChip';
import { useGetOrdersQuery } from '../orders-api';
import { useBuyAgain } from '../use-buy-again';

type Filter = 'all' | OrderStatus;
const FILTERS: readonly Filter[] = ['all', ...ORDER_STATUSES];

/** Spec §2: 'No orders yet' for all, 'No {status} orders' for a status tab. */
export function emptyOrdersMessage(filter: Filter): string {
  return filter === 'all' ? 'No orders yet' : `No ${filter} orders`;
}

const RETURN_POLICY = 'Items can be returned within 30 days of delivery. Contact customer service to start a return.';

export default function OrdersPage() {
  useDocumentTitle('Your Orders', 'Your order history: track, buy again, review and return.');
  const [params, setParams] = useSearchParams();
  const requested = params.get('status') ?? 'all';
  const filter: Filter = isOrderStatus(requested) ? requested : 'all';
  const query = useGetOrdersQuery();
  useLoadFailureToast(query, 'Failed to load orders');
  const { buyAgain, busyOrder } = useBuyAgain();
  const toast = useToast();

  const orders = query.data ?? [];
  const shown = filter === 'all' ? orders : orders.filter((order) => order.status === filter);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 1, fontSize: { xs: '1.6rem', md: '2rem' } }}>
        Your Orders
      </Typography>
      <Tabs
        value={filter}
        onChange={(_event, value: Filter) => setParams(value === 'all' ? {} : { status: value }, { replace: true })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Filter orders by status"
        textColor="inherit"
        sx={{
          mb: 2,
          borderBottom: 1,
          borderColor: 'divider',
          '& .MuiTabs-indicator': { bgcolor: 'secondary.main', height: 3 },
        }}
      >
        {FILTERS.map((value) => (
          <Tab
            key={value}
            value={value}
            label={value === 'all' ? 'All' : statusLabel(value)}
            sx={{ textTransform: 'none', fontWeight: 600 }}
          />
        ))}
      </Tabs>

      {query.isLoading ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
          <CircularProgress aria-label="Loading your orders" />
        </Box>
      ) : query.isError ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography variant="h6" component="p" sx={{ mb: 2 }}>
            We could not load your orders.
          </Typography>
          <Button variant="contained" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Paper>
      ) : shown.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography variant="h6" component="p">
            {emptyOrdersMessage(filter)}
          </Typography>
        </Paper>
      ) : (
        <Stack spacing={2} component="section" aria-label="Orders">
          {shown.map((order) => (
            <OrderCard
              key={order._id}
              order={order}
              buyingAgain={busyOrder === order._id}
              onBuyAgain={() => void buyAgain(order._id, order.items)}
              onReturnItems={() => toast.info(RETURN_POLICY)}
            />
          ))}
        </Stack>
      )}
    </Container>
  );
}
