import type { ChipProps } from '@mui/material';
import type { Order, OrderPaymentState } from '../../../universal/contracts/order';
import type { MessageId } from '../../../universal/i18n/messages';
import { PAYMENT_STATE_TEXT } from '../../../universal/i18n/payment-words';

/** An order's payment through its provider (issue 51), as the order carries it. */
export type OrderPayment = NonNullable<Order['payment']>;

/** Each payment state as the shopper reads it (its words are the records' too), in the colour of its chip. */
export const PAYMENT_STATE_CHIP: Readonly<
  Record<OrderPaymentState, { label: MessageId; colour: NonNullable<ChipProps['color']> }>
> = {
  awaiting: { label: PAYMENT_STATE_TEXT.awaiting, colour: 'warning' },
  processing: { label: PAYMENT_STATE_TEXT.processing, colour: 'info' },
  paid: { label: PAYMENT_STATE_TEXT.paid, colour: 'success' },
  failed: { label: PAYMENT_STATE_TEXT.failed, colour: 'error' },
  cancelled: { label: PAYMENT_STATE_TEXT.cancelled, colour: 'default' },
  review: { label: PAYMENT_STATE_TEXT.review, colour: 'warning' },
};

/**
 * Whether the shopper may pay (again) now: awaiting its payment, or after one that failed, until its hold ends.
 * The server decides (409 PAYMENT_NOT_PAYABLE); this only decides whether to offer it.
 */
export function canPayNow(payment: OrderPayment, now: Date): boolean {
  return (payment.state === 'awaiting' || payment.state === 'failed') && Date.parse(payment.holdUntil) > now.getTime();
}

/** How a time of the hold is written in the page's language: "Nov 21, 2026, 10:30 AM". */
export const HOLD_TIME = { dateStyle: 'medium', timeStyle: 'short' } as const;
