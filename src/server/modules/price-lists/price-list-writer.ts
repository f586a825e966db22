import type { Database } from '../../db/database';
import type { Currency } from '../../../universal/i18n/money';
import { type AuditActor, recordAudit } from '../audit';
import { raisePricedCartVersions } from '../cart';
import { bumpCatalogueVersion, noteCatalogueChanged, writeVariantPrice } from '../catalogue';

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
    const written = await writeVariantPrice(tx, entry);
    if (!written) return { kind: 'no-variant' };
    const { before } = written;
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
    return { kind: 'changed', productId: written.productId, before, after: entry.amountMinor };
  });
  if (change.kind === 'changed') noteCatalogueChanged();
  return change;
}
