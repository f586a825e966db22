import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Button, Container, Paper, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { orderNumber } from '../../../shared/order-status';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { PAYMENT_REDIRECT_PARAMS, readPaymentRedirect, storePaymentRedirect } from '../payment-redirect';

export default function OrderSuccessPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'orderSuccess.documentTitle' }));
  const location = useLocation();
  const navigate = useNavigate();
  const orderId = (location.state as { orderId?: unknown } | null)?.orderId;

  // Store the payment redirect's values, then drop them from the address bar and history so the
  // client secret is not left in the URL.
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const redirect = readPaymentRedirect(params);
    if (!redirect) return;
    storePaymentRedirect(redirect);
    for (const name of PAYMENT_REDIRECT_PARAMS) params.delete(name);
    const search = params.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '' },
      { replace: true, state: location.state },
    );
  }, [location, navigate]);

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
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {intl.formatMessage({ id: 'orderSuccess.follow' })}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3, justifyContent: 'center' }}>
          {typeof orderId === 'string' && (
            <Button component={RouterLink} to={`/orders/${orderId}`} variant="contained">
              {intl.formatMessage({ id: 'orders.card.viewDetails' })}
            </Button>
          )}
          <Button
            component={RouterLink}
            to="/orders"
            variant={typeof orderId === 'string' ? 'outlined' : 'contained'}
            color={typeof orderId === 'string' ? 'inherit' : 'primary'}
          >
            {intl.formatMessage({ id: 'orders.page.title' })}
          </Button>
          <Button component={RouterLink} to="/products" variant="outlined" color="inherit">
            {intl.formatMessage({ id: 'orderSuccess.continue' })}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
