import type { MessageId } from './messages';
import type { OrderPaymentState } from '../contracts/order';
import type { Format } from './order-words';

/** Where an order's payment through its provider stands (issue 51), as the shopper reads it. */
export const PAYMENT_STATE_TEXT: Readonly<Record<OrderPaymentState, MessageId>> = {
  awaiting: 'orderPayment.state.awaiting',
  processing: 'orderPayment.state.processing',
  paid: 'orderPayment.state.paid',
  failed: 'orderPayment.state.failed',
  cancelled: 'orderPayment.state.cancelled',
  review: 'orderPayment.state.review',
};

/**
 * An order's payment through its provider, for its records (the mails, the receipt): its state and the
 * provider's reference ("Paid · Payment reference: pi_3N…"); undefined on the demo's and cash on delivery.
 */
export function paymentStateText(
  payment: { state: OrderPaymentState; reference?: string } | undefined,
  format: Format,
): string | undefined {
  if (!payment) return undefined;
  const state = format({ id: PAYMENT_STATE_TEXT[payment.state] });
  return payment.reference
    ? `${state} · ${format({ id: 'orderPayment.reference' }, { reference: payment.reference })}`
    : state;
}
