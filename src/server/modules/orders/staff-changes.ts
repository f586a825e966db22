import type { Database, Queryable } from '../../db/database';
import { type AuditActor, recordAudit } from '../audit';
import type { Tracking } from '../../../universal/contracts/order';
import type { ShippingAddress } from '../../../universal/validation/checkout-schema';
import { type NewTracking, type OnOrderChanged, type OrderChange, orderStatusChanges } from './status-changes';

/** The audit trail's object type for orders, and the actions recorded on them. */
export const ORDER_OBJECT = 'order';
export const ORDER_ACTIONS = {
  status: 'order.status',
  ship: 'order.ship',
  cancel: 'order.cancel',
  note: 'order.note',
  resendConfirmation: 'order.resend-confirmation',
  resendLink: 'order.resend-link',
  refund: 'order.refund',
  address: 'order.address',
} as const;

const parcelOf = (tracking: Tracking | undefined) =>
  tracking ? { carrier: tracking.carrier, number: tracking.number } : null;

/** Runs both hooks in the change's transaction: the audit entry first, then the caller's own. */
export const both =
  <Change>(
    first: (tx: Queryable, change: Change) => Promise<void>,
    second?: (tx: Queryable, change: Change) => Promise<void>,
  ) =>
  async (tx: Queryable, change: Change) => {
    await first(tx, change);
    await second?.(tx, change);
  };

/**
 * What staff do to orders, the one way the console and the terminal both do it
 * (`npm run orders -- …` runs as `terminal:<user>`): each change and its audit entry in one transaction,
 * the same entry whoever made it. A change that did not happen (already there, refused) records nothing.
 */
export function staffChanges(db: Database, by: AuditActor) {
  const changes = orderStatusChanges(db);

  const auditOrder =
    (
      action: string,
      now: Date,
      describe: (change: OrderChange) => { before: unknown; after: unknown },
    ): OnOrderChanged =>
    (tx, change) =>
      recordAudit(tx, by, { action, objectType: ORDER_OBJECT, objectId: change.after._id, ...describe(change) }, now);

  return {
    /** Moves an order forward (a cancellation is `cancel`). `also` runs in the same transaction. */
    advance: (id: string, to: Parameters<typeof changes.advance>[1], now: Date, also?: OnOrderChanged) =>
      changes.advance(
        id,
        to,
        now,
        both(
          auditOrder(ORDER_ACTIONS.status, now, ({ before, after }) => ({
            before: { status: before.status },
            after: { status: after.status },
          })),
          also,
        ),
      ),

    /** Ships an order, or corrects its tracking. */
    ship: (id: string, tracking: NewTracking, now: Date, also?: OnOrderChanged) =>
      changes.ship(
        id,
        tracking,
        now,
        both(
          auditOrder(ORDER_ACTIONS.ship, now, ({ before, after }) => ({
            before: { status: before.status, tracking: parcelOf(before.tracking) },
            after: { status: after.status, tracking: parcelOf(after.tracking) },
          })),
          also,
        ),
      ),

    /** Cancels an order that has not shipped; the console asks why, the terminal may not say. */
    cancel: (id: string, now: Date, reason?: string, also?: OnOrderChanged) =>
      changes.cancel(
        id,
        undefined,
        now,
        both(
          auditOrder(ORDER_ACTIONS.cancel, now, ({ before, after }) => ({
            before: { status: before.status },
            after: { status: after.status, ...(reason !== undefined && { reason }) },
          })),
          also,
        ),
      ),

    /** Corrects where an order goes before it ships; the entry keeps both addresses. */
    changeAddress: (id: string, address: ShippingAddress, now: Date, also?: OnOrderChanged) =>
      changes.changeAddress(
        id,
        address,
        now,
        both(
          auditOrder(ORDER_ACTIONS.address, now, ({ before, after }) => ({
            before: { shippingAddress: before.shippingAddress },
            after: { shippingAddress: after.shippingAddress },
          })),
          also,
        ),
      ),
  };
}
