import type { Queryable } from '../../db/database';
import { HttpError } from '../../http/errors';
import { ERROR_CODES } from '../../../universal/contracts/error-codes';
import { CASH_ON_DELIVERY } from '../../../universal/validation/checkout-constants';
import type { ShippingAddress } from '../../../universal/validation/checkout-schema';

/**
 * One shopper's cash-on-delivery orders still waiting to be paid (issue 48, decision 0089). Such an order
 * costs its shopper nothing until the courier comes, so without a cap one visitor can take a shelf's stock
 * with free orders. A shopper is known three ways, any one of which matches: the email, the delivery
 * phone and the delivery address, so changing two of them does not make a new shopper.
 *
 * The keys are SQL expressions over an order's `customer` and `shipping_address`, the ones migration 043
 * indexes (only unpaid cash-on-delivery orders are in those indexes): the phone by its last 9 digits
 * (+20 10… and 010… are one phone), the address without case, spaces or punctuation.
 */
const EMAIL_KEY = "lower(customer->>'email')";
const PHONE_KEY = "right(regexp_replace(shipping_address->>'phone', '[^0-9]', '', 'g'), 9)";
const ADDRESS_KEY =
  "lower(regexp_replace((shipping_address->>'street') || (shipping_address->>'city') || (shipping_address->>'zipCode') || (shipping_address->>'country'), '[[:space:][:punct:]]', '', 'g'))";
const UNPAID = `payment_method = '${CASH_ON_DELIVERY}' AND status NOT IN ('delivered', 'cancelled')`;

/** The first key of each shopper's transaction lock (pg_advisory_xact_lock(int, int)); the address book's is another. */
const SHOPPER_LOCK_SPACE = 480_048_001;

export const TOO_MANY_UNPAID = (limit: number) =>
  `You already have ${limit} cash-on-delivery ${limit === 1 ? 'order' : 'orders'} waiting to be paid. ` +
  'Nothing was ordered: pay for this order online, or wait until one of them is delivered.';

/**
 * Inside checkout's transaction, before any stock is taken: locks this shopper (by each of the three keys,
 * in one order, so two checkouts never wait on each other crosswise), then counts their unpaid
 * cash-on-delivery orders and refuses with 409 TOO_MANY_UNPAID_ORDERS at `limit`. The lock is held until
 * the order commits, so checkouts racing from several carts or devices are counted one after the other
 * and cannot all pass the count together.
 */
export async function refuseOverUnpaidLimit(
  tx: Queryable,
  buyer: { email: string },
  address: ShippingAddress,
  limit: number,
): Promise<void> {
  const [keys] = await tx.query<{ email: string | null; phone: string | null; address: string | null }>(
    `SELECT ${EMAIL_KEY} AS email, ${PHONE_KEY} AS phone, ${ADDRESS_KEY} AS address
     FROM (SELECT $1::jsonb AS customer, $2::jsonb AS shipping_address) AS candidate`,
    [JSON.stringify({ email: buyer.email }), JSON.stringify(address)],
  );
  const named = [`e:${keys?.email ?? ''}`, `p:${keys?.phone ?? ''}`, `a:${keys?.address ?? ''}`].sort();
  for (const key of named) await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [SHOPPER_LOCK_SPACE, key]);
  // Three probes of the three partial indexes; an order matching several keys is counted once. An order with
  // nothing to collect (a size exchange's, total 0: decisions 0126, 0128) is no cash waiting to be paid.
  const [row] = await tx.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM orders
     WHERE ${UNPAID} AND total_cents > 0 AND (${EMAIL_KEY} = $1 OR ${PHONE_KEY} = $2 OR ${ADDRESS_KEY} = $3)`,
    [keys?.email ?? null, keys?.phone || null, keys?.address || null],
  );
  if ((row?.count ?? 0) >= limit)
    throw new HttpError(409, TOO_MANY_UNPAID(limit), { code: ERROR_CODES.TOO_MANY_UNPAID_ORDERS, limit });
}
