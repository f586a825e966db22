import type { Database, Queryable } from '../../db/database';
import { stockOf } from '../catalogue';
import type { Cart, StockAdjustment } from '../../../universal/contracts/cart';
import { type CartFit, cartRepository } from './repository';

/** The lines above their variant's units on hand, each with what it is lowered to (0: dropped). */
function fitsOf(
  lines: readonly { sku: string; quantity: number }[],
  onHand: ReadonlyMap<string, { stock: number }>,
): (CartFit & { from: number })[] {
  return lines
    .map((line) => ({
      sku: line.sku,
      from: line.quantity,
      to: Math.min(line.quantity, onHand.get(line.sku)?.stock ?? 0),
    }))
    .filter((fit) => fit.to < fit.from);
}

/**
 * The shopper's cart checked against the shelf before checkout (issue 33): a line above its variant's
 * units on hand is lowered to them, one with none left is dropped, and the answer lists each such
 * change once in `adjustments`. A cart within stock costs one more read (the lines' stock); one that is
 * not is fitted in a transaction that takes the cart's version row first, then its lines (decision
 * 0051's order, the one checkout takes), checks again under those locks and raises the version once, so
 * a checkout page holding the old version is refused and shows the change.
 */
export async function cartWithinStock(db: Database, cartId: string): Promise<Cart> {
  const cart = await cartRepository(db).contents(cartId);
  if (cart.items.length === 0) return cart;
  const onHand = await stockOf(
    db,
    cart.items.map((item) => item.sku),
  );
  if (fitsOf(cart.items, onHand).length === 0) return cart;
  return db.transaction((tx) => fitCart(tx, cartId));
}

async function fitCart(tx: Queryable, cartId: string): Promise<Cart> {
  const carts = cartRepository(tx);
  await carts.lockVersion(cartId);
  const lines = await carts.lockLines(cartId);
  const fits = fitsOf(
    lines,
    await stockOf(
      tx,
      lines.map((line) => line.sku),
    ),
  );
  await carts.fitToStock(cartId, fits);
  const cart = await carts.contents(cartId);
  if (fits.length === 0) return cart;
  const productOf = new Map(lines.map((line) => [line.sku, String(line.productId)]));
  const adjustments: StockAdjustment[] = fits.map((fit) => ({
    sku: fit.sku,
    productId: productOf.get(fit.sku) ?? '',
    from: fit.from,
    to: fit.to,
  }));
  return { ...cart, adjustments };
}
