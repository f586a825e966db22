import { Alert, Box, Button, Chip, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../../browser-kit/ui/RouterLink';
import { useMinuteClock } from '../../../browser-kit/use-minute-clock';
import { type Order, orderPagePath, orderRef } from '../orders-api';
import { canPayNow, HOLD_TIME, PAYMENT_STATE_CHIP } from '../payment/payment-state';

/**
 * Where an order paid through a provider stands (issue 51), in the order page's payment panel: its state as a
 * chip, and the provider's reference of the payment once there is one (what support and the bank statement
 * name). Nothing for the demo's orders and cash on delivery.
 */
export function OrderPaymentState({ order }: { order: Order }) {
  const intl = useIntl();
  const { payment } = order;
  if (!payment) return null;
  const { label, colour } = PAYMENT_STATE_CHIP[payment.state];
  return (
    <Box sx={{ mt: 1 }}>
      <Chip
        label={intl.formatMessage({ id: label })}
        color={colour}
        size="small"
        variant={colour === 'default' ? 'outlined' : 'filled'}
      />
      {payment.reference && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {intl.formatMessage(
            { id: 'orderPayment.reference' },
            { reference: <bdi key="reference">{payment.reference}</bdi> },
          )}
        </Typography>
      )}
    </Box>
  );
}

/**
 * An order still to be paid (awaiting its payment, or after one that failed) while it holds its stock: what
 * the shopper has to do, by when, and Pay now. Once the hold ends the server cancels the order.
 */
export function PayNow({ order }: { order: Order }) {
  const intl = useIntl();
  const now = useMinuteClock();
  const { payment } = order;
  if (!payment || !now || !canPayNow(payment, now)) return null;
  const failed = payment.state === 'failed';
  return (
    <Alert
      severity={failed ? 'error' : 'warning'}
      sx={{ mb: 2, alignItems: 'center', '& .MuiAlert-action': { pt: 0 } }}
      action={
        <Button
          component={RouterLink}
          to={orderPagePath(orderRef(order), '/pay')}
          variant="contained"
          color="primary"
          sx={{ whiteSpace: 'nowrap' }}
        >
          {intl.formatMessage({ id: 'orderPayment.payNow' })}
        </Button>
      }
    >
      {intl.formatMessage(
        { id: failed ? 'orderPayment.failedUntil' : 'orderPayment.dueUntil' },
        { time: intl.formatDate(payment.holdUntil, HOLD_TIME) },
      )}
    </Alert>
  );
}
