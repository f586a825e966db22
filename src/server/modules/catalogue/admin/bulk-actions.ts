import type { Database, Queryable } from '../../../db/database';
import { badRequest, conflict } from '../../../http/errors';
import { type AuditActor, recordAudit } from '../../audit';
import { bumpCatalogueVersion, noteCatalogueChanged } from '../catalogue-version';
import { noteStockChanged } from '../stock';
import { appliedOnce, fingerprint } from './applied-once';
import { publishIn, type SaleChange, unpublishIn } from './product-editor';
import { type ProductTarget, productTargets } from './product-list';
import { setStockIn } from './stock-counts';
import type {
  AdminProductInput,
  BulkProductsBody,
  BulkProductsResult,
} from '../../../../universal/contracts/admin/products';
import { ERROR_CODES } from '../../../../universal/contracts/error-codes';
import { adjustedPrice, DEFAULT_MINIMUM_CENTS, MAX_BULK_PRODUCTS } from '../../../../universal/bulk-products';
import { type BulkActionValues, bulkActionSchema } from '../../../../universal/validation/bulk-products-schema';

/**
 * The products grid's bulk actions (issue 52, docs/decisions/0127): publish, unpublish, set a price, move it
 * by a percentage, set the units. The products are the rows chosen or every product the list's filters find,
 * and must still be the number the owner confirmed. One transaction for all of them (all or nothing), once
 * per request key, each product's change in the audit trail with its before and after; units go through the
 * stock count's setter (stock.set entries, one stock.changed event, back-in-stock alerts).
 */

/** A price per SKU, in cents. */
type Prices = Record<string, number>;

/** How a bulk price action moves one price, or undefined when it would pass the catalogue's highest. */
function pricing(action: BulkActionValues): (cents: number) => number | undefined {
  if (action.action === 'set-price') return () => action.priceCents as number;
  const minimum = action.minimumCents ?? DEFAULT_MINIMUM_CENTS;
  return (cents) => adjustedPrice(cents, action.percent as number, minimum);
}

const priceTooHigh = (id: number) =>
  badRequest(`The new price of product ${id} would pass 1000000: nothing was changed`, { percent: 'too high' });

/** Each product's variants' prices moved by `price`, locked in SKU order; answers the products changed. */
async function repriceProducts(
  tx: Queryable,
  ids: readonly number[],
  price: (cents: number) => number | undefined,
  audit: (id: number, before: Prices, after: Prices) => Promise<void>,
): Promise<number> {
  if (ids.length === 0) return 0;
  const variants = await tx.query<{ sku: string; product_id: number; price_cents: number }>(
    `SELECT sku, product_id, price_cents FROM product_variants WHERE product_id = ANY($1::int[])
     ORDER BY sku FOR UPDATE`,
    [ids],
  );
  const moved = new Map<number, { before: Prices; after: Prices }>();
  for (const variant of variants) {
    const next = price(variant.price_cents);
    if (next === undefined) throw priceTooHigh(variant.product_id);
    if (next === variant.price_cents) continue;
    const product = moved.get(variant.product_id) ?? { before: {}, after: {} };
    product.before[variant.sku] = variant.price_cents;
    product.after[variant.sku] = next;
    moved.set(variant.product_id, product);
  }
  if (moved.size === 0) return 0;
  const skus = [...moved.values()].flatMap((product) => Object.keys(product.after));
  const prices = [...moved.values()].flatMap((product) => Object.values(product.after));
  await tx.query(
    `UPDATE product_variants AS v SET price_cents = t.price FROM unnest($1::text[], $2::int[]) AS t(sku, price)
     WHERE v.sku = t.sku`,
    [skus, prices],
  );
  // The product's own price is its default variant's (the repository's upsert keeps it so).
  await tx.query(
    `UPDATE products AS p SET price_cents = (SELECT price_cents FROM product_variants v WHERE v.product_id = p.id
       ORDER BY v.position LIMIT 1)
     WHERE p.id = ANY($1::int[])`,
    [[...moved.keys()]],
  );
  await bumpCatalogueVersion(tx);
  for (const [id, change] of [...moved].sort(([a], [b]) => a - b)) await audit(id, change.before, change.after);
  return moved.size;
}

interface DraftRow {
  id: number;
  record: AdminProductInput;
}

/** Each draft's variants changed by `change` (prices in dollars, as a draft keeps them); answers the drafts changed. */
async function changeDrafts(
  tx: Queryable,
  ids: readonly number[],
  change: (variant: AdminProductInput['variants'][number]) => AdminProductInput['variants'][number],
  audit: (id: number, before: AdminProductInput['variants'], after: AdminProductInput['variants']) => Promise<void>,
  now: Date,
): Promise<number> {
  if (ids.length === 0) return 0;
  const drafts = await tx.query<DraftRow>(
    'SELECT id, record FROM product_drafts WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE',
    [ids],
  );
  let changed = 0;
  for (const draft of drafts) {
    const variants = draft.record.variants.map(change);
    if (JSON.stringify(variants) === JSON.stringify(draft.record.variants)) continue;
    await tx.query('UPDATE product_drafts SET record = $2, updated_at = $3 WHERE id = $1', [
      draft.id,
      JSON.stringify({ ...draft.record, variants }),
      now,
    ]);
    await audit(draft.id, draft.record.variants, variants);
    changed += 1;
  }
  return changed;
}

const centsOf = (dollars: number) => Math.round(dollars * 100);

/** Runs the action on the targets in the caller's transaction; answers how many products it changed. */
async function run(
  tx: Queryable,
  action: BulkActionValues,
  targets: ProductTarget[],
  actor: AuditActor,
  now: Date,
): Promise<number> {
  const ids = (state: ProductTarget['state'] | 'catalogue') =>
    targets
      .filter((target) => (state === 'catalogue' ? target.state !== 'draft' : target.state === state))
      .map((target) => target.id);
  const auditProduct = (id: number, before: unknown, after: unknown) =>
    recordAudit(
      tx,
      actor,
      { action: 'product.update', objectType: 'product', objectId: String(id), before, after },
      now,
    );
  switch (action.action) {
    case 'publish':
    case 'unpublish': {
      const move = action.action === 'publish' ? publishIn : unpublishIn;
      let changed = 0;
      for (const target of targets) {
        const outcome: SaleChange = await move(tx, target.id, actor, now);
        if (outcome === 'missing') throw conflict('A product was removed meanwhile', ERROR_CODES.PRODUCTS_CHANGED);
        if (outcome === 'changed') changed += 1;
      }
      return changed;
    }
    case 'set-price':
    case 'adjust-price': {
      const price = pricing(action);
      const dollars = (prices: Prices) =>
        Object.fromEntries(Object.entries(prices).map(([sku, cents]) => [sku, cents / 100]));
      const products = await repriceProducts(tx, ids('catalogue'), price, (id, before, after) =>
        auditProduct(id, { prices: dollars(before) }, { prices: dollars(after) }),
      );
      const drafts = await changeDrafts(
        tx,
        ids('draft'),
        (variant) => {
          const next = price(centsOf(variant.price));
          if (next === undefined) throw badRequest('A new price would pass 1000000', { percent: 'too high' });
          return { ...variant, price: next / 100 };
        },
        (id, before, after) =>
          auditProduct(
            id,
            { prices: Object.fromEntries(before.map((variant) => [variant.sku, variant.price])) },
            { prices: Object.fromEntries(after.map((variant) => [variant.sku, variant.price])) },
          ),
        now,
      );
      return products + drafts;
    }
    case 'set-stock': {
      const to = action.stock as number;
      const catalogue = ids('catalogue');
      const variants = await tx.query<{ sku: string; product_id: number }>(
        'SELECT sku, product_id FROM product_variants WHERE product_id = ANY($1::int[]) ORDER BY sku',
        [catalogue],
      );
      // The stock count's own setter: locked in SKU order, a stock.set entry per variant moved, one event.
      const { moves } = await setStockIn(
        tx,
        variants.map((variant) => ({ sku: variant.sku, to })),
        actor,
        now,
      );
      const moved = new Set(moves.map((move) => variants.find((variant) => variant.sku === move.sku)?.product_id));
      const drafts = await changeDrafts(
        tx,
        ids('draft'),
        (variant) => ({ ...variant, stock: to }),
        (id, before, after) =>
          auditProduct(
            id,
            { stock: Object.fromEntries(before.map((variant) => [variant.sku, variant.stock])) },
            { stock: Object.fromEntries(after.map((variant) => [variant.sku, variant.stock])) },
          ),
        now,
      );
      return moved.size + drafts;
    }
  }
}

/** The action's figures as the shared rule reads them, or a 400 saying which is wrong. */
function checkedAction(body: BulkProductsBody): BulkActionValues {
  const { action, priceCents, percent, minimumCents, stock } = body;
  const values = { action, priceCents, percent, minimumCents, stock };
  try {
    return bulkActionSchema.validateSync(values, { stripUnknown: true });
  } catch (error) {
    const field = (error as { path?: string }).path ?? 'action';
    throw badRequest(`The action's ${field} is not one it takes`, { [field]: (error as Error).message });
  }
}

export async function applyBulkAction(
  db: Database,
  body: BulkProductsBody,
  actor: AuditActor,
  now: Date,
): Promise<BulkProductsResult> {
  const action = checkedAction(body);
  if ((body.ids === undefined) === (body.filter === undefined)) {
    throw badRequest('Name the products by their numbers or by the list’s filter, one of the two', {
      ids: 'ids or filter',
    });
  }
  const target = body.ids ? { ids: [...new Set(body.ids)] } : { filter: body.filter ?? {} };
  const named = body.ids ? new Set(body.ids).size : body.expected;
  const { key: _key, ...request } = body;
  const once = await db.transaction((tx) =>
    appliedOnce(
      tx,
      { key: body.key, kind: 'bulk', hash: fingerprint(request), staffEmail: actor.email, now },
      async (): Promise<BulkProductsResult> => {
        const targets = await productTargets(tx, target, MAX_BULK_PRODUCTS + 1);
        if (targets.length > MAX_BULK_PRODUCTS) {
          throw badRequest(`One action changes at most ${MAX_BULK_PRODUCTS} products: narrow the list first`, {
            ids: 'too many',
          });
        }
        if (targets.length !== body.expected || targets.length !== named) {
          throw conflict(
            `The products changed since you confirmed: ${targets.length} match now, not ${body.expected}`,
            ERROR_CODES.PRODUCTS_CHANGED,
          );
        }
        const changed = await run(tx, action, targets, actor, now);
        return { matched: targets.length, changed, unchanged: targets.length - changed };
      },
    ),
  );
  // Committed: this process's catalogue shows the change at its next read (decision 0070).
  if (!once.replayed && once.result.changed > 0) {
    noteCatalogueChanged();
    noteStockChanged();
  }
  return once.result;
}
