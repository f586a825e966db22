import { useState } from 'react';
import { useToast } from '../../shared/toast';
import { useAddToCartMutation } from '../cart';
import type { OrderItem } from './orders-api';

/** Spec §9: the Buy Again toast stays 4 seconds, whatever its kind. */
export const BUY_AGAIN_TOAST_MS = 4000;

export type BuyAgainOutcome = { variant: 'success' | 'warning' | 'error'; message: string };

/** Spec §4/§8: all, some or none of the order's items made it into the cart. */
export function buyAgainOutcome(added: number, total: number): BuyAgainOutcome {
  if (total > 0 && added === total) {
    return { variant: 'success', message: `Added ${total} ${total === 1 ? 'item' : 'items'} to cart` };
  }
  if (added > 0) {
    return { variant: 'warning', message: `Partially added to cart (${added} of ${total} items added successfully)` };
  }
  return { variant: 'error', message: 'Failed to add items to cart. Please try again.' };
}

/** Adds every item of an order to the cart with its quantity, then reports how many made it. */
export function useBuyAgain() {
  const [addToCart] = useAddToCartMutation();
  const toast = useToast();
  const [busyOrder, setBusyOrder] = useState<string | null>(null);

  async function buyAgain(orderId: string, items: OrderItem[]): Promise<void> {
    setBusyOrder(orderId);
    let added = 0;
    // One at a time: each answer is the whole cart, so the cache ends with the last one.
    for (const item of items) {
      const result = await addToCart({ productId: item.productId, quantity: item.quantity });
      if ('data' in result) added += 1;
      else console.warn(`Buy Again could not add product ${item.productId}`, result.error);
    }
    setBusyOrder(null);
    const outcome = buyAgainOutcome(added, items.length);
    const options = { autoHideDuration: BUY_AGAIN_TOAST_MS };
    if (outcome.variant === 'success') toast.success(outcome.message, options);
    else if (outcome.variant === 'warning') toast.info(outcome.message, { ...options, variant: 'warning' });
    else toast.error(outcome.message, options);
  }

  return { buyAgain, busyOrder };
}
