import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useToast } from '../../../browser-kit/toast';
import { useClearCartMutation } from '../../../entities/cart';
import { useChangeFailureToast } from '../../../browser-kit/api/change-failure';
import { useIntl } from 'react-intl';

/** Clear cart, after a confirmation: one slip should not throw away a whole cart. */
export function ClearCartButton() {
  const intl = useIntl();
  const toast = useToast();
  const changeFailed = useChangeFailureToast();
  const [open, setOpen] = useState(false);
  const [clearCart, { isLoading }] = useClearCartMutation();

  async function clear() {
    const result = await clearCart();
    setOpen(false);
    if ('error' in result) {
      changeFailed(result.error, 'cart.clear.failed');
    } else {
      toast.success('cart.clear.done');
    }
  }

  return (
    <>
      <Button
        size="small"
        onClick={() => setOpen(true)}
        sx={{ color: 'info.main', fontWeight: 400, ml: -0.75, px: 0.75 }}
      >
        {intl.formatMessage({ id: 'cart.clear.button' })}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="clear-cart-title">
        <DialogTitle id="clear-cart-title">{intl.formatMessage({ id: 'cart.clear.confirmTitle' })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{intl.formatMessage({ id: 'cart.clear.confirmBody' })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} color="inherit">
            {intl.formatMessage({ id: 'common.cancel' })}
          </Button>
          <Button variant="contained" onClick={() => void clear()} disabled={isLoading}>
            {intl.formatMessage({ id: isLoading ? 'cart.clear.pending' : 'cart.clear.button' })}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
