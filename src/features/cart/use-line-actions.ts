import { useToast } from '../../browser-kit/toast';
import { useRemoveFromCartMutation, useSetCartQuantityMutation } from '../../entities/cart';
import { useChangeFailureToast } from '../../browser-kit/api/change-failure';

/** The cart screen's per-line changes with their spec §8 toasts; a line is its variant (`sku`). */
export function useLineActions(sku: string) {
  const toast = useToast();
  const [setCartQuantity, quantityState] = useSetCartQuantityMutation();
  const [removeFromCart, removeState] = useRemoveFromCartMutation();

  const failed = useChangeFailureToast();

  return {
    busy: quantityState.isLoading || removeState.isLoading,

    async setQuantity(quantity: number): Promise<void> {
      const result = await setCartQuantity({ sku, quantity });
      if ('error' in result) failed(result.error, 'cart.line.updateFailed');
    },

    async remove(): Promise<void> {
      const result = await removeFromCart({ sku });
      if ('error' in result) failed(result.error, 'cart.line.removeFailed');
      else toast.success('cart.line.removed');
    },
  };
}
