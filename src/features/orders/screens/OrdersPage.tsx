import { Box, Button, Container, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { errorText } from '../../../browser-kit/api/error-text';
import { useLoadFailureToast } from '../../../browser-kit/api/use-load-failure-toast';
import { selectUser } from '../../../browser-kit/session';
import {
  ALL_ORDER_STATUSES,
  isOrderStatus,
  ORDER_STATUS_DESCRIPTORS,
  type OrderStatus,
} from '../../../universal/order-status';
import { useMessageTitle } from '../../../browser-kit/use-message-title';
import { OrderCard } from '../components/OrderCard';
import { useGetOrdersQuery, useRequestOrderClaimMutation } from '../orders-api';
import { emptyOrdersText } from '../order-texts';
import { useBuyAgain } from '../use-buy-again';
import { PageSpinner } from '../components/PageSpinner';

type Filter = 'all' | OrderStatus;
const FILTERS: readonly Filter[] = ['all', ...ALL_ORDER_STATUSES];

export default function OrdersPage() {
  const intl = useIntl();
  useMessageTitle('orders.page.documentTitle', 'orders.page.description');
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
            label={intl.formatMessage({
              id: value === 'all' ? 'orders.page.all' : ORDER_STATUS_DESCRIPTORS[value].text,
            })}
            sx={{ textTransform: 'none', fontWeight: 600 }}
          />
        ))}
      </Tabs>

      {query.isLoading ? (
        <PageSpinner labelId="orders.page.loading" />
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
            {intl.formatMessage({ id: emptyOrdersText(filter) })}
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
      {query.isSuccess && <GuestOrdersPrompt />}
    </Container>
  );
}

/**
 * One quiet line under the list (issue 34): guest orders placed with the account's email join it through
 * a link mailed to that address, which proves the shopper reads it. The answer says whether any wait.
 */
function GuestOrdersPrompt() {
  const intl = useIntl();
  const email = useSelector(selectUser)?.email;
  const [requestClaim, { data, error, isLoading }] = useRequestOrderClaimMutation();
  const outcome = useRef<HTMLParagraphElement>(null);
  // The button is gone once answered: the answer takes the keyboard's place, and is read out.
  useEffect(() => {
    if (data) outcome.current?.focus();
  }, [data]);
  if (!email) return null;
  const address = <bdi>{email}</bdi>;

  return (
    <Box sx={{ mt: 3 }}>
      {data ? (
        <Typography ref={outcome} tabIndex={-1} variant="body2" color="text.secondary" sx={{ outline: 'none' }}>
          {data.waiting > 0 ? (
            <FormattedMessage id="orders.claim.sent" values={{ email: address, count: data.waiting }} />
          ) : (
            intl.formatMessage({ id: 'orders.claim.none' })
          )}
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="orders.claim.prompt" values={{ email: address }} />{' '}
          <Button
            size="small"
            disabled={isLoading}
            onClick={() => void requestClaim()}
            // A link's colour and weight (as the cart's "Clear cart"): quiet, and legible on the page's grey.
            sx={{
              color: 'info.main',
              fontWeight: 400,
              px: 0.5,
              minWidth: 24,
              minHeight: 24,
              verticalAlign: 'baseline',
            }}
          >
            {intl.formatMessage({ id: isLoading ? 'orders.claim.pending' : 'orders.claim.action' })}
          </Button>
        </Typography>
      )}
      {error && (
        <Typography role="alert" variant="body2" color="error" sx={{ mt: 0.5 }}>
          {errorText(error, intl.formatMessage({ id: 'orders.claim.failed' }), intl)}
        </Typography>
      )}
    </Box>
  );
}
