import type { MessageId } from '../../universal/i18n/messages';

/** A cart as the checkout page showed it: what the shopper saw, to tell them what changed since. */
export interface ShownBasket {
  /** A line per variant (`sku`); `label` names the variant ("Navy / M"), '' for a product without options. */
  lines: readonly { sku: string; quantity: number; label?: string; product: { title: string } }[];
  promoCode?: string;
}

export type BasketChange =
  | { kind: 'added'; sku: string; title: string; quantity: number }
  | { kind: 'removed'; sku: string; title: string }
  | { kind: 'quantity'; sku: string; title: string; before: number; after: number }
  | { kind: 'promoApplied'; code: string }
  | { kind: 'promoRemoved'; code: string };

/** How a summary line is marked: new since it was shown, or its quantity changed. */
export type LineMark = 'added' | 'changed';

/**
 * What differs between the basket the shopper saw and the one there is now: lines added, removed or
 * with another quantity (in the order of each list), and the promo code. Empty when they are the same.
 */
export function basketChanges(shown: ShownBasket, now: ShownBasket): BasketChange[] {
  const before = new Map(shown.lines.map((line) => [line.sku, line]));
  const after = new Map(now.lines.map((line) => [line.sku, line]));
  const changes: BasketChange[] = [];
  for (const line of now.lines) {
    const was = before.get(line.sku);
    const title = lineName(line);
    if (!was) changes.push({ kind: 'added', sku: line.sku, title, quantity: line.quantity });
    else if (was.quantity !== line.quantity)
      changes.push({ kind: 'quantity', sku: line.sku, title, before: was.quantity, after: line.quantity });
  }
  for (const line of shown.lines) {
    if (!after.has(line.sku)) changes.push({ kind: 'removed', sku: line.sku, title: lineName(line) });
  }
  if (shown.promoCode !== now.promoCode) {
    if (shown.promoCode) changes.push({ kind: 'promoRemoved', code: shown.promoCode });
    if (now.promoCode) changes.push({ kind: 'promoApplied', code: now.promoCode });
  }
  return changes;
}

/** A line as the shopper reads it: the product's title, with its variant's values when it has options. */
export function lineName(line: ShownBasket['lines'][number]): string {
  return line.label ? `${line.product.title} (${line.label})` : line.product.title;
}

/** The summary's mark for each line (by SKU) that is new or changed. */
export function lineMarks(changes: readonly BasketChange[]): ReadonlyMap<string, LineMark> {
  const marks = new Map<string, LineMark>();
  for (const change of changes) {
    if (change.kind === 'added') marks.set(change.sku, 'added');
    if (change.kind === 'quantity') marks.set(change.sku, 'changed');
  }
  return marks;
}

/** Each change as the catalogs say it, with its values. */
export function changeText(change: BasketChange): { id: MessageId; values: Record<string, string | number> } {
  switch (change.kind) {
    case 'added':
      return { id: 'checkout.cartChanged.added', values: { title: change.title, quantity: change.quantity } };
    case 'removed':
      return { id: 'checkout.cartChanged.removed', values: { title: change.title } };
    case 'quantity':
      return {
        id: 'checkout.cartChanged.quantity',
        values: { title: change.title, before: change.before, after: change.after },
      };
    case 'promoApplied':
      return { id: 'checkout.cartChanged.promoApplied', values: { code: change.code } };
    case 'promoRemoved':
      return { id: 'checkout.cartChanged.promoRemoved', values: { code: change.code } };
  }
}
