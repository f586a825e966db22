import {
  cartSummary,
  checkoutTotals,
  DELIVERY_DETAILS,
  formatPrice,
  itemCount,
  lineTotal,
  markdownOf,
  promoDiscount,
  toCents,
} from './pricing';

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

  it('without a code: 8% tax on the subtotal, free shipping', () => {
    expect(cartSummary(lines)).toEqual({ subtotal: 7092, discount: 0, tax: 567, shipping: 0, total: 7659 });
  });

  it('SAVE10: tax on the discounted subtotal', () => {
    // 7092 − 709 = 6383; 8% = 510.64 → 511
    expect(cartSummary(lines, 'SAVE10')).toEqual({ subtotal: 7092, discount: 709, tax: 511, shipping: 0, total: 6894 });
  });

  it('SAVE5: flat $5 before tax', () => {
    // 7092 − 500 = 6592; 8% = 527.36 → 527
    expect(cartSummary(lines, 'SAVE5')).toEqual({ subtotal: 7092, discount: 500, tax: 527, shipping: 0, total: 7119 });
  });

  it('SAVE5 on a $3 cart brings it to zero, not below', () => {
    expect(cartSummary([{ priceCents: 300, quantity: 1 }], 'SAVE5')).toEqual({
      subtotal: 300,
      discount: 300,
      tax: 0,
      shipping: 0,
      total: 0,
    });
  });

  it('rounds tax half-up', () => {
    // 8% of 1250 cents is 100 exactly; of 1256 it is 100.48; of 1257 it is 100.56; of 6.25 it is 0.5
    expect(cartSummary([{ priceCents: 1256, quantity: 1 }]).tax).toBe(100);
    expect(cartSummary([{ priceCents: 1257, quantity: 1 }]).tax).toBe(101);
    expect(cartSummary([{ priceCents: 625, quantity: 1 }]).tax).toBe(50);
    expect(
      cartSummary([
        { priceCents: 1, quantity: 1 },
        { priceCents: 5, quantity: 1 },
      ]).tax,
    ).toBe(0);
    expect(cartSummary([{ priceCents: 25, quantity: 1 }]).tax).toBe(2);
  });

  it('treats an invalid code as no discount, and an empty cart as zero', () => {
    expect(cartSummary(lines, 'save10').discount).toBe(0);
    expect(cartSummary([], 'SAVE10')).toEqual({ subtotal: 0, discount: 0, tax: 0, shipping: 0, total: 0 });
  });
});

describe('checkoutTotals', () => {
  const lines = [{ priceCents: 1999, quantity: 3 }];

  it.each([
    ['standard', 0],
    ['express', 999],
    ['same-day', 1999],
  ] as const)('%s delivery adds %p cents; tax is 8%% of the subtotal only', (option, shipping) => {
    expect(DELIVERY_DETAILS[option].priceCents).toBe(shipping);
    // 8% of 5997 = 479.76 → 480
    expect(checkoutTotals(lines, option)).toEqual({
      subtotal: 5997,
      discount: 0,
      shipping,
      tax: 480,
      total: 5997 + shipping + 480,
    });
  });

  it("applies the cart's promo code as the cart does: tax on the discounted subtotal, delivery on top", () => {
    // 10% of 5997 = 599.7 → 600; tax 8% of 5397 = 431.76 → 432
    expect(checkoutTotals(lines, 'express', 'SAVE10')).toEqual({
      subtotal: 5997,
      discount: 600,
      shipping: 999,
      tax: 432,
      total: 5997 - 600 + 999 + 432,
    });
    expect(checkoutTotals(lines, 'standard', 'NOPE').discount).toBe(0);
    expect(checkoutTotals(lines, 'standard', null)).toEqual(checkoutTotals(lines, 'standard'));
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
