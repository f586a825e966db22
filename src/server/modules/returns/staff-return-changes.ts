import type { Database } from '../../db/database';
import { type AuditActor, recordAudit } from '../audit';
import { both, ordersRepository } from '../orders';
import type { ReturnStatus } from '../../../universal/return-rules';
import { type OnReturnChanged, orderReturns, type ReturnMoveOptions } from './returns';

/** The audit trail's object type for return requests, and the actions recorded on them. */
export const RETURN_OBJECT = 'return';
export const RETURN_ACTIONS = {
  approve: 'return.approve',
  reject: 'return.reject',
  refund: 'return.refund',
} as const;
const RETURN_MOVE_ACTIONS: Record<Exclude<ReturnStatus, 'requested'>, string> = {
  approved: RETURN_ACTIONS.approve,
  rejected: RETURN_ACTIONS.reject,
  refunded: RETURN_ACTIONS.refund,
};

/**
 * What staff do to return requests, the one way the console and the terminal both do it (as the orders'
 * staffChanges): each move and its audit entry in one transaction, the same entry whoever made it.
 */
export function staffReturnChanges(db: Database, by: AuditActor) {
  const returns = orderReturns(db);
  return {
    /**
     * Moves a return request on: approve, reject (with its reason) or refund (its units back in stock; a cash
     * order's with how the money went back).
     */
    moveReturn(
      id: string,
      to: ReturnStatus,
      now: Date,
      {
        rejectionReason,
        payout,
        restock,
        refundDelivery,
      }: Pick<ReturnMoveOptions, 'rejectionReason' | 'payout' | 'restock' | 'refundDelivery'> = {},
      also?: OnReturnChanged,
    ) {
      const action = to === 'requested' ? undefined : RETURN_MOVE_ACTIONS[to];
      const audit: OnReturnChanged = async (tx, change) => {
        if (!action) return;
        // A refund pays back in the order's currency (issue 50): the entry says which.
        const order = change.refundCents === null ? undefined : await ordersRepository(tx).get(change.after.orderId);
        await recordAudit(
          tx,
          by,
          {
            action,
            objectType: RETURN_OBJECT,
            objectId: id,
            before: {
              status: change.before.status,
              ...(change.refundCents !== null && { refundCents: null, deliveryRefundCents: null }),
              ...(change.exchangeOrderId !== undefined && { exchangeOrderId: null }),
            },
            after: {
              status: change.after.status,
              orderId: change.after.orderId,
              ...(rejectionReason !== undefined && { reason: rejectionReason }),
              ...(change.refundCents !== null && {
                refundCents: change.refundCents,
                currency: order?.currency,
                restocked: change.restocked,
                ...(change.keptOff.length > 0 && { keptOff: change.keptOff }),
                ...(change.deliveryRefundCents !== null && { deliveryRefundCents: change.deliveryRefundCents }),
              }),
              ...(payout && { payout }),
              // Approved: where the parcel goes, and the pickup booked (its reference), as the shopper is told.
              ...(change.after.returnTo && { returnTo: change.after.returnTo }),
              // A size exchange: the order that ships it (approved), or its reserved units put back (rejected).
              ...(change.exchangeOrderId !== undefined && { exchangeOrderId: change.exchangeOrderId }),
              ...(change.released.length > 0 && { released: change.released }),
            },
          },
          now,
        );
      };
      return returns.move(id, to, now, {
        ...(rejectionReason && { rejectionReason }),
        ...(payout && { payout }),
        ...(restock === false && { restock }),
        ...(refundDelivery && { refundDelivery }),
        onChanged: both(audit, also),
      });
    },
  };
}
