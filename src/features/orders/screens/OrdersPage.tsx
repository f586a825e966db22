import { Box, Button, CircularProgress, Container, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useLoadFailureToast } from '../../../shared/api/use-load-failure-toast';
import { ALL_ORDER_STATUSES, isOrderStatus, type OrderStatus } from '../../../core/order-status';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { OrderCard } from '../components/OrderCard';
import { useGetOrdersQuery } from '../orders-api';
import { EMPTY_ORDERS_TEXT, STATUS_TEXT } from '../order-texts';
import { useBuyAgain } from '../use-buy-again';

type Filter = 'all' | OrderStatus;
const FILTERS: readonly Filter[] = ['all', ...ALL_ORDER_STATUSES];

export default function OrdersPage() {
  const intl = useIntl();
  useDocumentTitle(
    intl.formatMessage({ id: 'orders.page.documentTitle' }),
    intl.formatMessage({ id: 'orders.page.description' }),
  );
  const [params, setParams] = useSearchParams();
  const requested = params.get('status') ?? 'all';
  const filter: Filter = isOrderStatus(requested) ? requested : 'all';
  const query = useGetOrdersQuery();
  useLoadFailureToast(query, 'orders.page.loadFailed');
  const { buyAgain, busyOrder } = useBuyAgain();

  const orders = query.data ?? [];
  const shown = filter === 'all' ? orders : orders.filter((order) => order.status === filter);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 1, fontSize: { xs: '1.6rem', md: '2rem' } }}>
        {intl.formatMessage({ id: 'orders.page.title' })}
      </Typography>
      <Tabs
        value={filter}
        onChange={(_event, value: Filter) => setParams(value === 'all' ? {} : { status: value }, { replace: true })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={intl.formatMessage({ id: 'orders.page.tabs' })}
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
            label={intl.formatMessage({ id: value === 'all' ? 'orders.page.all' : STATUS_TEXT[value] })}
            sx={{ textTransform: 'none', fontWeight: 600 }}
          />
        ))}
      </Tabs>

      {query.isLoading ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
          <CircularProgress aria-label={intl.formatMessage({ id: 'orders.page.loading' })} />
        </Box>
      ) : query.isError ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography variant="h6" component="p" sx={{ mb: 2 }}>
            {intl.formatMessage({ id: 'orders.page.couldNotLoad' })}
          </Typography>
          <Button variant="contained" onClick={() => void query.refetch()}>
            {intl.formatMessage({ id: 'orders.page.tryAgain' })}
          </Button>
        </Paper>
      ) : shown.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography variant="h6" component="p">
            {intl.formatMessage({ id: EMPTY_ORDERS_TEXT[filter] })}
          </Typography>
        </Paper>
      ) : (
        <Stack spacing={2} component="section" aria-label={intl.formatMessage({ id: 'orders.page.list' })}>
          {shown.map((order) => (
            <OrderCard
              key={order._id}
              order={order}
              buyingAgain={busyOrder === order._id}
              onBuyAgain={() => void buyAgain(order._id, order.items)}
            />
          ))}
        </Stack>
      )}
    </Container>
  );
}
