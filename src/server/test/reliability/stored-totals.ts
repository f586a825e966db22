import { checkoutTotals, type CheckoutTotals, type PriceLine } from '../../../universal/pricing';

/** The money columns an order keeps: what it was charged, and the tax rule it was charged by. */
export interface StoredMoney {
  shipping_cents: number;
  tax_rate_bp: number;
  tax_included: boolean;
  promo_code: string | null;
  /** Cash on delivery's fee; 0 for an order paid online. */
  cod_fee_cents: number;
}

/** The columns to select for StoredMoney (and the totals they are checked against). */
export const STORED_MONEY_COLUMNS =
  'subtotal_cents, shipping_cents, tax_cents, total_cents, tax_rate_bp, tax_included, promo_code, discount_cents, cod_fee_cents';

/**
 * The totals the pricing rules give for an order's own lines, at the delivery price and tax rule it
 * recorded: a stored total that does not follow from its lines is a fault, whatever the region's terms now.
 */
export function totalsFromLines(order: StoredMoney, lines: readonly PriceLine[]): CheckoutTotals {
  return checkoutTotals(
    lines,
    { priceCents: order.shipping_cents, freeOverCents: null },
    {
      kind: order.tax_included ? 'vat' : 'sales-tax',
      rateBasisPoints: order.tax_rate_bp,
      included: order.tax_included,
    },
    order.promo_code,
    order.cod_fee_cents,
  );
}
