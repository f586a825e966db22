import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useChangeFailureToast } from '../../../shared/api/change-failure';
import { CANCELLED, canCancel, orderNumber } from '../../../shared/order-status';
import { useToast } from '../../../shared/toast';
import { type Order, useCancelOrderMutation } from '../orders-api';

/**
 * What the order page says about cancelling: a Cancel order button (with a confirmation) while the
 * order has not shipped, and afterwards why there is none. A 409 means the shop shipped it meanwhile:
 * the order is fetched again and the shopper is told.
 */
export function CancelOrder({ order }: { order: Order }) {
  const intl = useIntl();
  const toast = useToast();
  const showFailure = useChangeFailureToast();
  const [confirming, setConfirming] = useState(false);
  const [cancelOrder, { isLoading }] = useCancelOrderMutation();

  if (order.status === CANCELLED) {
    return (
      <Alert severity="info" sx={{ mb: 2 }}>
        {intl.formatMessage({ id: 'orders.cancel.note' })}
      </Alert>
    );
  }
  if (!canCancel(order.status)) return null;

  async function confirm() {
    const result = await cancelOrder(order._id);
    setConfirming(false);
    if ('data' in result) toast.success('orders.cancel.done');
    else if ((result.error as { status?: unknown }).status === 409) toast.error('orders.cancel.shippedNote');
    else showFailure(result.error, 'orders.cancel.failed');
  }

  const number = orderNumber(order._id);
  return (
    <>
      <Button variant="outlined" color="error" onClick={() => setConfirming(true)} sx={{ mb: 2 }}>
        {intl.formatMessage({ id: 'orders.cancel.button' })}
      </Button>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        aria-labelledby="cancel-order-title"
        aria-describedby="cancel-order-body"
      >
        <DialogTitle id="cancel-order-title">
          {intl.formatMessage({ id: 'orders.cancel.confirmTitle' }, { number })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText id="cancel-order-body">
            {intl.formatMessage({ id: 'orders.cancel.confirmBody' })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={() => setConfirming(false)} autoFocus>
            {intl.formatMessage({ id: 'orders.cancel.keep' })}
          </Button>
          <Button color="error" variant="contained" onClick={() => void confirm()} disabled={isLoading}>
            {intl.formatMessage({ id: 'orders.cancel.confirm' })}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
