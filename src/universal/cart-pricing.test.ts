import { priceCart } from './cart-pricing';
import type { PriceBook } from './settlement';

const POUNDS: PriceBook = {
  currency: 'EGP',
  unitsPerUsd: 48.5,
  rateSetAt: '2026-11-20T12:00:00.000Z',
  rounding: 'whole',
};
const NO_RATE: PriceBook = { currency: 'EGP', rounding: 'whole' };
const line = (price: number, quantity = 1, prices?: Record<string, number>) => ({
  product: { price, ...(prices && { prices }) },
  quantity,
});

describe('a cart priced in a settlement currency', () => {
  it('prices each line by its book and totals the lines', () => {
    // $34.99 → EGP 1,697 (whole pounds); a listed EGP 1,500 as it is.
    expect(priceCart([line(34.99, 2), line(10, 1, { EGP: 150000 })], undefined, POUNDS)).toMatchObject({
      lines: [
        { priceCents: 169700, quantity: 2 },
        { priceCents: 150000, quantity: 1 },
      ],
      subtotal: 489400,
      discount: 0,
      goods: 489400,
    });
  });

  it("converts a flat code's amount and minimum to the minor unit, as checkout does; a percentage stays", () => {
    const flat = priceCart([line(34.99)], { kind: 'flat', cents: 500, minOrderCents: 2000 }, POUNDS);
    expect(flat?.promotion).toEqual({ kind: 'flat', cents: 24250, minOrderCents: 97000 });
    expect(flat?.discount).toBe(24250);
    const percent = priceCart([line(34.99)], { kind: 'percent', percent: 10, minOrderCents: 0 }, POUNDS);
    expect(percent?.promotion).toEqual({ kind: 'percent', percent: 10, minOrderCents: 0 });
    expect(percent?.discount).toBe(16970);
  });

  it('gives no discount under the converted minimum', () => {
    // $40 minimum = EGP 1,940; the cart's EGP 1,697 is under it (in dollars, $34.99 would be too).
    expect(priceCart([line(34.99)], { kind: 'flat', cents: 500, minOrderCents: 4000 }, POUNDS)?.discount).toBe(0);
  });

  it('waits for a book, and for a rate where a line needs one', () => {
    expect(priceCart([line(34.99)], undefined, undefined)).toBeUndefined();
    expect(priceCart([line(34.99)], undefined, NO_RATE)).toBeUndefined();
    // Listed lines need no rate; the code's amounts do, so without one there is no discount, as at checkout.
    const listed = priceCart([line(10, 1, { EGP: 150000 })], { kind: 'flat', cents: 500, minOrderCents: 0 }, NO_RATE);
    expect(listed).toMatchObject({ subtotal: 150000, promotion: undefined, discount: 0 });
  });
});
