import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useToast } from '../../../shared/toast';
import { useClearCartMutation } from '../cart-api';
import { changeFailureMessage } from '../cart-messages';

/** Clear cart, after a confirmation: one slip should not throw away a whole cart. */
export function ClearCartButton() {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [clearCart, { isLoading }] = useClearCartMutation();

  async function clear() {
    const result = await clearCart();
    setOpen(false);
    if ('error' in result) {
      const message = changeFailureMessage(result.error, 'Failed to clear cart');
      if (message) toast.error(message);
    } else {
      toast.success('Cart cleared successfully');
    }
  }

  return (
    <>
      <Button
        size="small"
        onClick={() => setOpen(true)}
        sx={{ color: 'info.main', fontWeight: 400, ml: -0.75, px: 0.75 }}
      >
        Clear cart
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="clear-cart-title">
        <DialogTitle id="clear-cart-title">Clear your cart?</DialogTitle>
        <DialogContent>
          <DialogContentText>Every item will be removed from your cart.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} color="inherit">
            Cancel
          </Button>
          <Button variant="contained" onClick={() => void clear()} disabled={isLoading}>
            {isLoading ? 'Clearing...' : 'Clear cart'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
