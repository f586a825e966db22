import { type Static, Type } from 'typebox';
import { CASH_ON_DELIVERY } from './validation/checkout-schema';

/**
 * How a cash-on-delivery refund went back (issue 51): the shopper paid the courier in notes, so there is no
 * payment to reverse. Staff send the money by hand, by a bank transfer or to a mobile wallet, and record which
 * and where (the account or wallet number they used), so the records and the shopper's mail say where the money
 * went, not "the way you paid". The rules the console's form, the server and the terminal share.
 */
export const PAYOUT_METHODS = ['bank-transfer', 'wallet'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

/** An IBAN is at most 34 characters; a wallet's number with its spaces fits well within this. */
export const PAYOUT_DETAILS_MAX = 64;
/** Enough for a wallet's number or the end of an account's: fewer is a slip of the keyboard. */
export const PAYOUT_DETAILS_MIN = 6;

export const RefundPayoutSchema = Type.Object(
  {
    method: Type.Unsafe<PayoutMethod>(Type.String({ enum: [...PAYOUT_METHODS] })),
    details: Type.String({
      minLength: PAYOUT_DETAILS_MIN,
      maxLength: PAYOUT_DETAILS_MAX,
      description: 'The IBAN or account number, or the mobile wallet number, the money was sent to',
    }),
  },
  { description: 'How a cash-on-delivery refund went back: required for those orders, refused for any other' },
);
export type RefundPayout = Static<typeof RefundPayoutSchema>;

/** Whether an order's refunds are sent by hand and need their payout recorded: it was paid in cash. */
export const refundNeedsPayout = (order: { paymentMethod: string }): boolean =>
  order.paymentMethod === CASH_ON_DELIVERY;

/** Why a refund's payout does not fit its order: missing for a cash order, or given for one paid online. */
export function payoutRefusal(
  order: { paymentMethod: string },
  payout: RefundPayout | undefined,
): 'payout-needed' | 'payout-not-used' | undefined {
  if (refundNeedsPayout(order)) return payout ? undefined : 'payout-needed';
  return payout ? 'payout-not-used' : undefined;
}

/** What the shopper's mail says of a payout: the way and the end of the number. */
export interface PayoutNotice {
  method: PayoutMethod;
  ending: string;
}

export const payoutNotice = (payout: RefundPayout): PayoutNotice => ({
  method: payout.method,
  ending: payoutEnding(payout.details),
});

/**
 * A payout as staff typed it (the console's form, the terminal's flags), trimmed with its spaces folded; or why it
 * will not do (the schema checks the method and the length; this, that it is not only blanks and dashes).
 */
export function cleanPayout(typed: RefundPayout): RefundPayout | string {
  const details = typed.details.trim().replace(/\s+/g, ' ');
  if (details.replace(/[^\p{L}\p{N}]/gu, '').length < PAYOUT_DETAILS_MIN || details.length > PAYOUT_DETAILS_MAX)
    return PAYOUT_DETAILS_PROBLEM;
  return { method: typed.method, details };
}

export const PAYOUT_DETAILS_PROBLEM = `Give the account's IBAN or number, or the wallet's number, in full (${PAYOUT_DETAILS_MIN} to ${PAYOUT_DETAILS_MAX} characters).`;

/** The end of the account or wallet number, for the shopper's mail: enough to recognise it, not to reuse it. */
export function payoutEnding(details: string): string {
  return details.replace(/[^\p{L}\p{N}]/gu, '').slice(-4);
}

/** The console's and terminal's words for each refusal. */
export const PAYOUT_REFUSALS: Record<NonNullable<ReturnType<typeof payoutRefusal>>, string> = {
  'payout-needed':
    'This order was paid in cash: say how the money goes back (bank transfer or mobile wallet) and to which account or number.',
  'payout-not-used':
    'Only refunds of cash-on-delivery orders are sent by hand; this one goes back the way it was paid.',
};
