import type { Queryable } from '../../../db/database';
import { defaultVariantOf, setStock } from '../../../modules/catalogue/stock';
import { SOAK_PRODUCTS } from './shopper';

/** Enough units that no run of any suite here sells a product out (a busy minute orders about 2,000). */
const LONG_RUN_UNITS = 1_000_000;

/**
 * Fills the shelves the soak's shoppers buy from, through the operator's stock count. The demo's
 * shelves hold about 2,000 units of them, which a run of a few hundred orders empties: from then on
 * every cart add is refused as sold out and checkouts stop, which a suite waiting for checkouts (the
 * PostgreSQL restart) reads as a server that never came back.
 */
export async function fillSoakShelves(db: Queryable, units = LONG_RUN_UNITS): Promise<void> {
  for (const productId of SOAK_PRODUCTS) {
    const variant = await defaultVariantOf(db, productId);
    if (!variant) throw new Error(`the catalogue holds no product ${productId} for the soak`);
    await setStock(db, variant.sku, units);
  }
}
