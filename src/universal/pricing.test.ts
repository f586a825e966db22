import { formatPrice, formatPriceIn, itemCount, lineTotal, markdownOf, toCents } from './pricing';
import { cartSummary, checkoutTotals, promoDiscount, totalsOf } from './order-totals';
import { rateFor, SPEC_US_TERMS, type TaxRule } from './delivery-terms';
import type { OrderCharge } from './order-charges';

/** The rows checkout lists, spelled out: each kind's text, sign and tax treatment as the shop charges them. */
const DISCOUNT = (cents: number): OrderCharge => ({
  kind: 'discount',
  text: 'cart.summary.discount',
  amountCents: -cents,
  tax: 'with-goods',
});
const DELIVERY = (cents: number): OrderCharge => ({
  kind: 'delivery',
  text: 'checkout.summary.shippingWith',
  amountCents: cents,
  tax: 'untaxed',
});

const US = SPEC_US_TERMS.tax;
const usRate = (option: 'standard' | 'express' | 'same-day') => rateFor(SPEC_US_TERMS, option)!;
const EGYPT_VAT: TaxRule = { kind: 'vat', rateBasisPoints: 1400, included: true };

describe('toCents', () => {
  it.each([
    [19.99, 1999],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [109.95, 10995],
    [0, 0],
    [22.3, 2230],
  ])('%p dollars → %p cents', (dollars, cents) => {
    expect(toCents(dollars)).toBe(cents);
  });

  it('refuses non-finite amounts', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toCents(Infinity)).toThrow(RangeError);
  });
});

describe('formatPrice', () => {
  it.each([
    [123456, '$1,234.56'],
    [5997, '$59.97'],
    [5, '$0.05'],
    [0, '$0.00'],
    [100000000, '$1,000,000.00'],
  ])('%p → %p', (cents, text) => {
    expect(formatPrice(cents)).toBe(text);
  });
});

describe('formatPriceIn', () => {
  it.each([
    [299, 'USD', '$2.99'],
    [1499, 'GBP', '£14.99'],
    [340700, 'EGP', 'EGP 3,407.00'],
    [92, 'EUR', '€0.92'],
  ] as const)('%p %s → %p: minor units of the currency, with a plain space for a terminal', (minor, currency, text) => {
    expect(formatPriceIn(minor, currency)).toBe(text);
  });
});

describe('line and cart arithmetic', () => {
  it('multiplies in cents: 3 × $19.99 is exactly $59.97', () => {
    expect(lineTotal(toCents(19.99), 3)).toBe(5997);
    expect(formatPrice(lineTotal(toCents(19.99), 3))).toBe('$59.97');
  });

  it('counts units, not lines', () => {
    expect(itemCount([{ quantity: 2 }, { quantity: 3 }])).toBe(5);
  });
});

describe('promoDiscount', () => {
  it('SAVE10 takes 10% of the subtotal, rounded half-up to the cent', () => {
    expect(promoDiscount('SAVE10', 5997)).toBe(600);
    expect(promoDiscount('SAVE10', 5)).toBe(1);
    expect(promoDiscount('SAVE10', 4)).toBe(0);
  });

  it('SAVE5 takes a flat $5 but never more than the subtotal', () => {
    expect(promoDiscount('SAVE5', 5997)).toBe(500);
    expect(promoDiscount('SAVE5', 300)).toBe(300);
    expect(promoDiscount('SAVE5', 0)).toBe(0);
  });

  it('is case-sensitive and rejects unknown codes', () => {
    expect(promoDiscount('save10', 5997)).toBeNull();
    expect(promoDiscount('Save5', 5997)).toBeNull();
    expect(promoDiscount('SAVE20', 5997)).toBeNull();
    expect(promoDiscount('', 5997)).toBeNull();
    expect(promoDiscount('toString', 5997)).toBeNull();
  });

  it('ignores surrounding whitespace', () => {
    expect(promoDiscount(' SAVE5 ', 5997)).toBe(500);
  });
});

describe('cartSummary', () => {
  const lines = [
    { priceCents: 1999, quantity: 3 },
    { priceCents: 1095, quantity: 1 },
  ];

  it.each([
    ['without a code: 8% tax on the subtotal, free shipping', undefined, { discount: 0, tax: 567, total: 7659 }],
    // 7092 − 709 = 6383; 8% = 510.64 → 511
    ['SAVE10: tax on the discounted subtotal', 'SAVE10', { discount: 709, tax: 511, total: 6894 }],
    // 7092 − 500 = 6592; 8% = 527.36 → 527
    ['SAVE5: flat $5 before tax', 'SAVE5', { discount: 500, tax: 527, total: 7119 }],
  ])('%s', (_title, code, summary) => {
    expect(cartSummary(lines, US, code)).toEqual({ subtotal: 7092, shipping: 0, ...summary });
  });

  it('SAVE5 on a $3 cart brings it to zero, not below', () => {
    expect(cartSummary([{ priceCents: 300, quantity: 1 }], US, 'SAVE5')).toEqual({
      subtotal: 300,
      discount: 300,
      tax: 0,
      shipping: 0,
      total: 0,
    });
  });

  it('rounds tax half-up', () => {
    // 8% of 1250 cents is 100 exactly; of 1256 it is 100.48; of 1257 it is 100.56; of 6.25 it is 0.5
    expect(cartSummary([{ priceCents: 1256, quantity: 1 }], US).tax).toBe(100);
    expect(cartSummary([{ priceCents: 1257, quantity: 1 }], US).tax).toBe(101);
    expect(cartSummary([{ priceCents: 625, quantity: 1 }], US).tax).toBe(50);
    expect(
      cartSummary(
        [
          { priceCents: 1, quantity: 1 },
          { priceCents: 5, quantity: 1 },
        ],
        US,
      ).tax,
    ).toBe(0);
    expect(cartSummary([{ priceCents: 25, quantity: 1 }], US).tax).toBe(2);
  });

  it('treats an invalid code as no discount, and an empty cart as zero', () => {
    expect(cartSummary(lines, US, 'save10').discount).toBe(0);
    expect(cartSummary([], US, 'SAVE10')).toEqual({ subtotal: 0, discount: 0, tax: 0, shipping: 0, total: 0 });
  });
});

describe('checkoutTotals', () => {
  const lines = [{ priceCents: 1999, quantity: 3 }];

  it.each([
    ['standard', 0],
    ['express', 999],
    ['same-day', 1999],
  ] as const)('%s delivery adds %p cents; tax is 8%% of the subtotal only', (option, shipping) => {
    // 8% of 5997 = 479.76 → 480
    // Delivery keeps its row at 0 (the summaries' "Free"); no code, no discount row.
    expect(checkoutTotals(lines, usRate(option), US)).toEqual({
      subtotal: 5997,
      charges: [DELIVERY(shipping)],
      tax: 480,
      total: 5997 + shipping + 480,
    });
  });

  it("applies the cart's promo code as the cart does: tax on the discounted subtotal, delivery on top", () => {
    // 10% of 5997 = 599.7 → 600; tax 8% of 5397 = 431.76 → 432
    // The discount is a row of its own, negative, listed before delivery as every summary shows it.
    expect(checkoutTotals(lines, usRate('express'), US, 'SAVE10')).toEqual({
      subtotal: 5997,
      charges: [DISCOUNT(600), DELIVERY(999)],
      tax: 432,
      total: 5997 - 600 + 999 + 432,
    });
    expect(checkoutTotals(lines, usRate('standard'), US, 'NOPE').charges).toEqual([DELIVERY(0)]);
    expect(checkoutTotals(lines, usRate('standard'), US, null)).toEqual(checkoutTotals(lines, usRate('standard'), US));
  });
});

describe('totalsOf: the total reckoned from the rows', () => {
  it('taxes a row with the goods or adds it untaxed by the treatment the row carries, not by its kind', () => {
    // 8 % added: $50 of goods, $5 off them, $9.99 delivery on top. Tax on 4500 = 360.
    const rows = [DISCOUNT(500), DELIVERY(999)];
    expect(totalsOf(5000, rows, US)).toEqual({ tax: 360, total: 4500 + 360 + 999 });
    // The same delivery charged with the goods (as an order stored under that treatment would be): taxed too.
    const taxed: OrderCharge = { ...DELIVERY(999), tax: 'with-goods' };
    expect(totalsOf(5000, [DISCOUNT(500), taxed], US)).toEqual({ tax: 440, total: 5499 + 440 });
  });

  it('is what checkoutTotals answers for its own rows', () => {
    const totals = checkoutTotals([{ priceCents: 1999, quantity: 3 }], usRate('express'), US, 'SAVE10');
    expect(totalsOf(totals.subtotal, totals.charges, US)).toEqual({ tax: totals.tax, total: totals.total });
  });
});

describe('tax by the delivery country (issue 34)', () => {
  const lines = [{ priceCents: 11400, quantity: 1 }];

  it('VAT included: the total is the prices, and the tax is the part of them that is VAT', () => {
    // 11400 holds 14 %: net 10000, VAT 1400; nothing is added.
    expect(cartSummary(lines, EGYPT_VAT)).toEqual({
      subtotal: 11400,
      discount: 0,
      tax: 1400,
      shipping: 0,
      total: 11400,
    });
    // 999 cents at 20 %: net 832.5 → 833 (half up), VAT 166; net + VAT is the price to the cent.
    const uk: TaxRule = { kind: 'vat', rateBasisPoints: 2000, included: true };
    expect(cartSummary([{ priceCents: 999, quantity: 1 }], uk).tax).toBe(166);
  });

  it('VAT included with a code: VAT is the part of the discounted goods', () => {
    // 11400 − 1140 = 10260, of which 14/114 is VAT: net 9000, VAT 1260.
    expect(cartSummary(lines, EGYPT_VAT, 'SAVE10')).toMatchObject({ discount: 1140, tax: 1260, total: 10260 });
  });

  it('a zero rate charges no tax', () => {
    const none: TaxRule = { kind: 'sales-tax', rateBasisPoints: 0, included: false };
    expect(cartSummary(lines, none)).toMatchObject({ tax: 0, total: 11400 });
  });

  it("shipping is free once the discounted goods reach the rate's threshold", () => {
    const rate = { priceCents: 299, freeOverCents: 5000 };
    expect(checkoutTotals([{ priceCents: 4999, quantity: 1 }], rate, EGYPT_VAT).charges).toEqual([DELIVERY(299)]);
    expect(checkoutTotals([{ priceCents: 5000, quantity: 1 }], rate, EGYPT_VAT)).toMatchObject({
      charges: [DELIVERY(0)],
      total: 5000,
    });
    // SAVE5 takes the goods under the threshold again.
    expect(checkoutTotals([{ priceCents: 5000, quantity: 1 }], rate, EGYPT_VAT, 'SAVE5')).toMatchObject({
      charges: [DISCOUNT(500), DELIVERY(299)],
      total: 4500 + 299,
    });
  });
});

describe('markdownOf', () => {
  it('is the real list price and the whole percent off, only where the list price is higher', () => {
    expect(markdownOf({ price: 129.99, listPrice: 149.99 })).toEqual({ listPriceCents: 14999, percentOff: 13 });
    expect(markdownOf({ price: 50, listPrice: 100 })).toEqual({ listPriceCents: 10000, percentOff: 50 });
  });

  it('claims nothing without a list price, or with one not above the price', () => {
    expect(markdownOf({ price: 129.99 })).toBeUndefined();
    expect(markdownOf({ price: 34.99, listPrice: 34.99 })).toBeUndefined();
    expect(markdownOf({ price: 34.99, listPrice: 20 })).toBeUndefined();
  });

  it('does not show a saving that rounds to 0%', () => {
    expect(markdownOf({ price: 999.99, listPrice: 1000 })).toBeUndefined();
  });
});
