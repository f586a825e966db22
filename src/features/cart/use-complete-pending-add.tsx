import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { useChangeFailureToast } from '../../shared/api/change-failure';
import { selectSignedIn } from '../../shared/session';
import { useToast } from '../../shared/toast';
import { useAddToCartMutation } from '../../entities/cart';
import { takePendingAdd } from './pending-add';

/**
 * Completes, once, the Add to Cart a shopper asked for before signing in: mounted in the page frame,
 * it runs when a session appears (after sign-in or sign-up, back on the page they came from).
 */
export function useCompletePendingAdd(): void {
  const signedIn = useSelector(selectSignedIn);
  const [addToCart] = useAddToCartMutation();
  const toast = useToast();
  const changeFailed = useChangeFailureToast();
  useEffect(() => {
    if (!signedIn) return;
    const pending = takePendingAdd();
    if (!pending) return;
    void addToCart({
      productId: pending.productId,
      quantity: pending.quantity,
      ...(pending.sku === undefined ? {} : { sku: pending.sku }),
    }).then((result) => {
      if ('error' in result) changeFailed(result.error, 'cart.add.failed');
      // The toast's content loads with it: every page frame mounts this hook, few pages complete an add.
      else
        void import('./components/AddedToCartToast').then(({ AddedToCartToast }) => {
          toast.success(<AddedToCartToast product={pending} />);
        });
    });
  }, [signedIn, addToCart, toast, changeFailed]);
}
