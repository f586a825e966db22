import { type PriceLine } from '../../../universal/pricing';
import { checkoutTotals, type CheckoutTotals } from '../../../universal/order-totals';
import {
  chargeSize,
  type ChargeKind,
  type ChargeTax,
  type OrderCharge,
  storedCharge,
} from '../../../universal/order-charges';

/** The money an order keeps: what it was charged (its totals and its charges), and the tax rule it was charged by. */
export interface StoredMoney {
  subtotal_cents: number;
  tax_cents: number;
  total_cents: number;
  tax_rate_bp: number;
  tax_included: boolean;
  promo_code: string | null;
  /** Its order_charges rows in position order (migration 050). */
  charges: { kind: ChargeKind; amount_cents: number; tax: ChargeTax }[];
}

/** The columns to select from orders for StoredMoney (and the totals they are checked against). */
export const STORED_MONEY_COLUMNS = `subtotal_cents, tax_cents, total_cents, tax_rate_bp, tax_included, promo_code,
  (SELECT coalesce(json_agg(json_build_object('kind', c.kind, 'amount_cents', c.amount_cents, 'tax', c.tax)
     ORDER BY c.position), '[]'::json)
   FROM order_charges c WHERE c.order_id = orders.id) AS charges`;

/** An order's stored totals, shaped as checkoutTotals answers them. */
export function storedTotals(order: StoredMoney): CheckoutTotals {
  return {
    subtotal: order.subtotal_cents,
    charges: storedCharges(order),
    tax: order.tax_cents,
    total: order.total_cents,
  };
}

function storedCharges(order: StoredMoney): OrderCharge[] {
  return order.charges.map((charge) => storedCharge(charge.kind, charge.amount_cents, charge.tax));
}

/**
 * The totals the pricing rules give for an order's own lines, at the delivery price, fee and tax rule it
 * recorded: a stored total that does not follow from its lines is a fault, whatever the region's terms now.
 */
export function totalsFromLines(order: StoredMoney, lines: readonly PriceLine[]): CheckoutTotals {
  const charges = storedCharges(order);
  return checkoutTotals(
    lines,
    { priceCents: chargeSize(charges, 'delivery'), freeOverCents: null },
    {
      kind: order.tax_included ? 'vat' : 'sales-tax',
      rateBasisPoints: order.tax_rate_bp,
      included: order.tax_included,
    },
    order.promo_code,
    // Every fee as it was charged: what checkout does not reckon from the cart and the rate itself.
    Object.fromEntries(
      charges
        .filter((charge) => charge.kind !== 'discount' && charge.kind !== 'delivery')
        .map((charge) => [charge.kind, charge.amountCents]),
    ),
  );
}
