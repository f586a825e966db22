import { useState } from 'react';
import type { MessageDescriptorWithValues } from '../../universal/i18n/messages';
import { useToast } from '../../browser-kit/toast';
import { useAddToCartMutation } from '../../entities/cart';
import type { OrderItem } from './orders-api';

/** Spec §9: the Buy Again toast stays 4 seconds, whatever its kind. */
export const BUY_AGAIN_TOAST_MS = 4000;

export type BuyAgainOutcome = { variant: 'success' | 'warning' | 'error'; message: MessageDescriptorWithValues };

/** Spec §4/§8: all, some or none of the order's items made it into the cart. */
export function buyAgainOutcome(added: number, total: number): BuyAgainOutcome {
  if (total > 0 && added === total) {
    return { variant: 'success', message: { id: 'orders.buyAgain.added', values: { count: total } } };
  }
  if (added > 0) {
    return { variant: 'warning', message: { id: 'orders.buyAgain.partial', values: { added, total } } };
  }
  return { variant: 'error', message: { id: 'orders.buyAgain.failed' } };
}

/**
 * Adds every item of an order to the cart with its quantity, each as the variant bought (an order placed
 * before variants names only the product), then reports how many made it.
 */
export function useBuyAgain() {
  const [addToCart] = useAddToCartMutation();
  const toast = useToast();
  const [busyOrder, setBusyOrder] = useState<string | null>(null);

  async function buyAgain(orderId: string, items: OrderItem[]): Promise<void> {
    setBusyOrder(orderId);
    let added = 0;
    // One at a time: each answer is the whole cart, so the cache ends with the last one.
    for (const item of items) {
      const { productId, sku, quantity } = item;
      const result = await addToCart({ productId, quantity, ...(sku === undefined ? {} : { sku }) });
      if ('data' in result) added += 1;
      else console.warn(`Buy Again could not add product ${item.productId}`, result.error);
    }
    setBusyOrder(null);
    const outcome = buyAgainOutcome(added, items.length);
    const { message } = outcome;
    const options = { autoHideDuration: BUY_AGAIN_TOAST_MS };
    if (outcome.variant === 'success') toast.success(message, options);
    else if (outcome.variant === 'warning') toast.info(message, { ...options, variant: 'warning' });
    else toast.error(message, options);
  }

  return { buyAgain, busyOrder };
}
