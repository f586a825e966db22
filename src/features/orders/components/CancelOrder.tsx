import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorCode } from '../../../browser-kit/api/error-answer';
import { useChangeFailureToast } from '../../../browser-kit/api/change-failure';
import { ERROR_CODES, type ErrorCode } from '../../../universal/contracts/error-codes';
import type { MessageId } from '../../../universal/i18n/messages';
import { CANCELLED, canCancel, orderNumber } from '../../../universal/order-status';
import { useToast } from '../../../browser-kit/toast';
import { type Order, orderRef, useCancelOrderMutation } from '../orders-api';

/** Why the shop refused to cancel (409): the order moved on meanwhile, each status with its code. */
const REFUSALS: Partial<Record<ErrorCode, MessageId>> = {
  [ERROR_CODES.ORDER_NOT_CANCELLABLE]: 'orders.cancel.shippedNote',
  [ERROR_CODES.ORDER_ALREADY_DELIVERED]: 'orders.cancel.deliveredNote',
  [ERROR_CODES.ORDER_ALREADY_CANCELLED]: 'error.code.ORDER_ALREADY_CANCELLED',
};

/**
 * What the order page says about cancelling: a Cancel order button (with a confirmation) while the
 * order has not shipped, and afterwards why there is none. A 409 means the order moved on meanwhile
 * (shipped, delivered, or cancelled elsewhere): the order is fetched again and the shopper is told which.
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
    const result = await cancelOrder(orderRef(order));
    setConfirming(false);
    if ('data' in result) return toast.success('orders.cancel.done');
    const code = errorCode(result.error);
    const refusal = code && REFUSALS[code];
    if (refusal) toast.error(refusal);
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
