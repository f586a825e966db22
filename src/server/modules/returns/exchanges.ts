import type { Queryable } from '../../db/database';
import { badRequest, outOfStock } from '../../http/errors';
import { ERROR_CODES } from '../../../universal/contracts/error-codes';
import { picturesOf, variantBySku, variantLabel } from '../../../universal/variants';
import { catalogueRepository, lineWords, putBackStock, type StockLine, takeStock } from '../catalogue';
import { type NewOrderItem, type NewReturnItem, newOrderId, ordersRepository, returnsRepository } from '../orders';

/**
 * Size exchanges (issue 52, docs/decisions/0126): a return line that asks for another variant of the same
 * product instead of money. Its units are reserved (taken off the shelf) in the request's transaction, shipped
 * as an order at no charge in the approval's, and put back once in the rejection's.
 */

export const EXCHANGE_NOT_SOLD = 'Choose another size or colour of the same product to exchange for';
export const EXCHANGE_NEEDS_VARIANT = 'Say which size or colour you send back to exchange it for another';
export const EXCHANGE_OUT_OF_STOCK =
  'The size or colour you asked for is no longer in stock. Nothing was requested: choose another or a refund.';

/**
 * Names each exchanged line's variant (its options' label in English and its words in the other languages, as
 * the catalogue has them now: the copy the order page and the approval mail read) and takes its units
 * off the shelf in the caller's transaction, or takes none and refuses: 400 for a variant that is not another
 * of the line's product, 409 OUT_OF_STOCK when the shelf cannot fill one (a racing exchange took the last unit).
 */
export async function reserveExchanges(
  tx: Queryable,
  lines: readonly (NewReturnItem & { exchangeSku?: string })[],
): Promise<NewReturnItem[]> {
  const asked = lines.filter((line) => line.exchangeSku !== undefined);
  if (asked.length === 0) return lines.map(({ exchangeSku: _, ...line }) => line);
  const productIds = [...new Set(asked.map((line) => line.productId))];
  // The variant's words in the other languages, copied as checkout copies a sold line's (decision 0093).
  const { products, words } = await catalogueRepository(tx).getManyWithWords(productIds);
  const named = lines.map(({ exchangeSku, ...line }): NewReturnItem => {
    if (exchangeSku === undefined) return line;
    const product = products.get(line.productId);
    const variant = product && variantBySku(product, exchangeSku);
    if (!product || !variant || exchangeSku === line.sku)
      throw badRequest(EXCHANGE_NOT_SOLD, undefined, ERROR_CODES.VALIDATION_FAILED);
    const called = words.get(product.id) ?? { title: product.title, options: [], texts: {} };
    return {
      ...line,
      exchange: { sku: exchangeSku, label: variantLabel(product, variant), words: lineWords(called, variant.options) },
    };
  });
  const wanted: StockLine[] = named.flatMap((line) =>
    line.exchange ? [{ sku: line.exchange.sku, quantity: line.quantity }] : [],
  );
  const short = await takeStock(tx, wanted);
  if (short.length > 0)
    throw outOfStock(
      EXCHANGE_OUT_OF_STOCK,
      short.map((line) => ({ sku: line.sku, productId: String(line.productId), available: line.available })),
    );
  return named;
}

/**
 * On approval, in its transaction: the order that ships the request's exchanged variants at no charge, linked
 * to the request once (a second approval finds it linked and makes none). Answers the new order's id, or
 * undefined when the request exchanges nothing or was linked before. The units were taken when it was asked.
 */
export async function shipExchange(
  tx: Queryable,
  returnId: string,
  orderId: string,
  now: Date,
): Promise<string | undefined> {
  const returns = returnsRepository(tx);
  const request = await returns.get(returnId);
  const exchanged = request?.items.filter((item) => item.exchangeSku !== undefined) ?? [];
  if (!request || exchanged.length === 0 || request.exchangeOrderId !== undefined) return undefined;
  const productIds = [...new Set(exchanged.map((item) => Number(item.productId)))];
  const products = await catalogueRepository(tx).getMany(productIds);
  const items: NewOrderItem[] = exchanged.map((item) => {
    const productId = Number(item.productId);
    const sku = item.exchangeSku as string;
    const product = products.get(productId);
    const variant = product && variantBySku(product, sku);
    return {
      productId,
      sku,
      // Named in every language as the request named it (the page and the approval mail say the same).
      variantLabel: item.exchangeLabel ?? '',
      title: product?.title ?? item.title,
      words: item.exchangeWords ?? {},
      priceCents: 0,
      image: (product && (picturesOf(product, variant)[0] ?? product.image)) ?? '',
      quantity: item.quantity,
    };
  });
  const id = newOrderId();
  await ordersRepository(tx).insertExchange(orderId, id, items, now);
  if (!(await returns.linkExchangeOrder(returnId, id))) throw new Error(`return ${returnId} was linked twice`);
  return id;
}

/** On rejection, in its transaction: the reserved units back on the shelf, once. Answers what went back. */
export async function releaseExchange(tx: Queryable, returnId: string, now: Date): Promise<StockLine[]> {
  const back = await returnsRepository(tx).releaseExchange(returnId, now);
  await putBackStock(tx, back);
  return back;
}
