import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { regionsRepository, type ReturnLogistics } from '../regions';
import { ordersRepository, returnsRepository } from '../orders';
import { CONTACT_RULES, knownCountry } from '../../../universal/validation/contact-rules';
import { addressLines } from '../../../universal/i18n/address-lines';

/**
 * A pickup's reference, as the shop makes it (docs/decisions/0124: no carrier API is reachable, so the shop
 * keeps the request and staff quote this to the carrier): RP- and ten characters no reader confuses.
 */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export function newPickupReference(): string {
  const bytes = randomBytes(10);
  return `RP-${[...bytes].map((byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length]).join('')}`;
}

/** Where returns of orders shipped to `country` (its name, as checkout keeps it) go; undefined outside any region. */
export async function returnLogisticsOf(tx: Queryable, country: string): Promise<ReturnLogistics | undefined> {
  const known = knownCountry(country);
  return known ? regionsRepository(tx).returnLogisticsFor(CONTACT_RULES[known].iso) : undefined;
}

/**
 * An approval's logistics, in its transaction: the region's address and instructions kept on the request as
 * they stand, and where the region offers it a carrier pickup from the order's delivery address, booked once.
 */
export async function bookReturnLogistics(tx: Queryable, returnId: string, orderId: string, now: Date): Promise<void> {
  const order = await ordersRepository(tx).get(orderId);
  if (!order) return;
  const logistics = await returnLogisticsOf(tx, order.shippingAddress.country);
  const pickup = logistics?.returnPickups
    ? {
        reference: newPickupReference(),
        address: [...addressLines(order.shippingAddress, 'en', ', '), order.shippingAddress.phone].join(', '),
      }
    : undefined;
  await returnsRepository(tx).setReturnTo(
    returnId,
    { address: logistics?.returnAddress ?? null, instructions: logistics?.returnInstructions ?? null },
    pickup,
    now,
  );
}
