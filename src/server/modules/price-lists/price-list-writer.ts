import type { Database } from '../../db/database';
import type { Currency } from '../../../universal/i18n/money';
import { type AuditActor, recordAudit } from '../audit';
import { raisePricedCartVersions } from '../cart';
import { bumpCatalogueVersion, noteCatalogueChanged } from '../catalogue';

/** A variant's own price in a currency, minor units of it; null: none (the converted base price applies). */
export interface PriceListEntry {
  sku: string;
  currency: Currency;
  amountMinor: number | null;
}

export type PriceListChange =
  { kind: 'changed'; productId: number; before: number | null; after: number | null } | { kind: 'no-variant' };

/**
 * Sets or removes a variant's price in a currency (issue 50): it wins over the base price at the rate and
 * needs no rate. One transaction with its audit entry ('variant.price', before → after, minor units): the
 * carts holding the variant move their version (a checkout against the old price answers 409
 * CART_CHANGED), and the catalogue version rises, since product answers carry their price lists.
 */
export async function setVariantPrice(
  db: Database,
  entry: PriceListEntry,
  actor: AuditActor,
  at: Date,
): Promise<PriceListChange> {
  const change = await db.transaction(async (tx): Promise<PriceListChange> => {
    const [variant] = await tx.query<{ product_id: number }>(
      'SELECT product_id FROM product_variants WHERE sku = $1 FOR UPDATE',
      [entry.sku],
    );
    if (!variant) return { kind: 'no-variant' };
    const [listed] = await tx.query<{ amount_minor: number }>(
      'SELECT amount_minor FROM variant_prices WHERE sku = $1 AND currency = $2',
      [entry.sku, entry.currency],
    );
    const before = listed?.amount_minor ?? null;
    if (entry.amountMinor === null)
      await tx.query('DELETE FROM variant_prices WHERE sku = $1 AND currency = $2', [entry.sku, entry.currency]);
    else
      await tx.query(
        `INSERT INTO variant_prices (sku, currency, amount_minor) VALUES ($1, $2, $3)
         ON CONFLICT (sku, currency) DO UPDATE SET amount_minor = EXCLUDED.amount_minor`,
        [entry.sku, entry.currency, entry.amountMinor],
      );
    await raisePricedCartVersions(tx, [entry.sku]);
    await bumpCatalogueVersion(tx);
    await recordAudit(
      tx,
      actor,
      {
        action: 'variant.price',
        objectType: 'variant',
        objectId: entry.sku,
        before: { currency: entry.currency, amountMinor: before },
        after: { currency: entry.currency, amountMinor: entry.amountMinor },
      },
      at,
    );
    return { kind: 'changed', productId: variant.product_id, before, after: entry.amountMinor };
  });
  if (change.kind === 'changed') noteCatalogueChanged();
  return change;
}
