import { useCallback, useRef } from 'react';
import { newIdempotencyKey } from '../../browser-kit/idempotency-key';
import type { CheckoutPayload } from './checkout-api';

/**
 * The Idempotency-Key of the checkout being attempted. Sending the same order again (a retry after
 * a timeout or a lost answer) reuses the key, so the server answers the first result instead of
 * placing a second order; a changed order is a new attempt with a new key (the server would refuse
 * the old key with a different body).
 */
export function useCheckoutAttempt() {
  const attempt = useRef<{ key: string; body: string } | null>(null);
  return useCallback((payload: CheckoutPayload): string => {
    const body = JSON.stringify(payload);
    if (attempt.current?.body !== body) attempt.current = { key: newIdempotencyKey(), body };
    return attempt.current.key;
  }, []);
}
