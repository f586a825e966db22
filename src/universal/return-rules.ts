/**
 * Returns (issue 17): after delivery, within the return window, a shopper asks to send items back.
 * A request moves requested → approved → refunded, or requested → rejected (with a reason, from the
 * console); the operator moves it. Approval tells the shopper to send the items; the refund, made when
 * they arrive, puts the units back in stock (issue 35).
 * Plain values, no schema: the return form and the operator's command read them, and the contract
 * (contracts/returns.ts) builds its shapes from them.
 */
export const RETURN_REASONS = ['damaged', 'wrong-item', 'not-as-described', 'no-longer-needed', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_STATUSES = ['requested', 'approved', 'refunded', 'rejected'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** Where each status may go next; refunded and rejected are final. */
export const RETURN_MOVES: Readonly<Record<ReturnStatus, readonly ReturnStatus[]>> = {
  requested: ['approved', 'rejected'],
  approved: ['refunded'],
  refunded: [],
  rejected: [],
};

/** Not yet settled: waiting for a decision, or approved and waiting for the items (the dashboard's "open returns"). */
export const OPEN_RETURN_STATUSES = ['requested', 'approved'] as const satisfies readonly ReturnStatus[];

/** What the console's returns queue filters by: one status, or the open ones together ('open'). */
export const OPEN_RETURNS = 'open';
export type ReturnStatusFilter = ReturnStatus | typeof OPEN_RETURNS;

export function isReturnStatus(value: string): value is ReturnStatus {
  return (RETURN_STATUSES as readonly string[]).includes(value);
}

/** The most lines and units one request may name (an order holds at most 50 lines of at most 99). */
export const MAX_RETURN_LINES = 50;
export const MAX_RETURN_QUANTITY = 99;

/** The longest reason staff may give for rejecting a request (it is mailed and shown to the shopper). */
export const MAX_REJECTION_REASON = 500;
