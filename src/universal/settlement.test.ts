import {
  BASE_PRICE_BOOK,
  convertAmount,
  minorExponent,
  type PriceBook,
  priceIn,
  promotionIn,
  promotionNeedsRate,
  roundByRule,
  toMajor,
  toMinor,
} from './settlement';

const egp = (unitsPerUsd: number): PriceBook => ({
  currency: 'EGP',
  unitsPerUsd,
  rateSetAt: '2026-11-29T12:00:00.000Z',
  rounding: 'whole',
});
const gbp = (unitsPerUsd: number): PriceBook => ({
  currency: 'GBP',
  unitsPerUsd,
  rateSetAt: '2026-11-29T12:00:00.000Z',
  rounding: 'ending-99',
});
const eur: PriceBook = { currency: 'EUR', unitsPerUsd: 0.92, rateSetAt: '2026-11-29T12:00:00.000Z', rounding: 'minor' };

describe('a price in the settlement currency (issue 50)', () => {
  it('is the dollar price itself in US dollars, to the cent', () => {
    expect(priceIn({ price: 34.99 }, BASE_PRICE_BOOK)).toBe(3499);
    expect(priceIn({ price: 0.1 + 0.2 }, BASE_PRICE_BOOK)).toBe(30);
  });

  it('rounds Egyptian pounds to the whole pound, half up, at the boundary', () => {
    // $34.99 at 48.50 is EGP 1,697.015: EGP 1,697.
    expect(priceIn({ price: 34.99 }, egp(48.5))).toBe(169_700);
    // At 10 per dollar: $1.25 is EGP 12.50 exactly, which goes up; $1.24 is 12.40, which goes down.
    expect(priceIn({ price: 1.25 }, egp(10))).toBe(1_300);
    expect(priceIn({ price: 1.24 }, egp(10))).toBe(1_200);
    expect(priceIn({ price: 1.26 }, egp(10))).toBe(1_300);
  });

  it('ends sterling at .99, never below the converted price: 35.51 and 35.99 are 35.99, 36.00 is 36.99', () => {
    expect(priceIn({ price: 44.95 }, gbp(0.79))).toBe(3_599); // £35.5105
    expect(priceIn({ price: 35.99 }, gbp(1))).toBe(3_599);
    expect(priceIn({ price: 36 }, gbp(1))).toBe(3_699);
    expect(priceIn({ price: 35.01 }, gbp(1))).toBe(3_599);
    expect(priceIn({ price: 0 }, gbp(1))).toBe(99);
  });

  it('converts euros to the cent, half up', () => {
    expect(priceIn({ price: 10.01 }, eur)).toBe(921); // €9.2092
    expect(priceIn({ price: 10.0625 }, { ...eur, unitsPerUsd: 1 })).toBe(1006);
  });

  it("takes the variant's own price list before any conversion, and needs no rate for it", () => {
    const listed = { price: 34.99, prices: { EGP: 150_000, GBP: 2_500 } };
    expect(priceIn(listed, egp(48.5))).toBe(150_000);
    expect(priceIn(listed, gbp(0.79))).toBe(2_500);
    expect(priceIn(listed, { currency: 'EGP', rounding: 'whole' })).toBe(150_000);
    // Another currency's list does not price this one.
    expect(priceIn({ price: 34.99, prices: { GBP: 2_500 } }, egp(48.5))).toBe(169_700);
  });

  it('has no price while its currency has no rate', () => {
    expect(priceIn({ price: 34.99 }, { currency: 'EGP', rounding: 'whole' })).toBeUndefined();
  });
});

describe("a promotion's dollar amounts in another currency", () => {
  it('convert at the rate to the minor unit, without a charm ending', () => {
    expect(convertAmount(500, egp(48.5))).toBe(24_250);
    expect(convertAmount(500, gbp(0.79))).toBe(395);
    expect(convertAmount(500, BASE_PRICE_BOOK)).toBe(500);
    expect(convertAmount(500, { currency: 'EGP', rounding: 'whole' })).toBeUndefined();
  });
});

describe('minor units', () => {
  it("follow each currency's exponent as Intl knows it", () => {
    expect(minorExponent('EGP')).toBe(2);
    expect(minorExponent('GBP')).toBe(2);
    expect(minorExponent('JPY')).toBe(0);
    expect(toMajor(169_700, 'EGP')).toBe(1697);
    expect(toMinor(1697.01, 'EGP')).toBe(169_701);
    expect(toMinor(1.005, 'USD')).toBe(101);
  });

  it('round by rule at any exponent', () => {
    expect(roundByRule(1234.5, 'minor', 0)).toBe(1235);
    expect(roundByRule(1234.4, 'whole', 0)).toBe(1234);
    expect(roundByRule(150, 'whole', 2)).toBe(200);
    expect(roundByRule(149.99, 'whole', 2)).toBe(100);
  });
});

describe('a promotion in the settlement currency', () => {
  const flat = { kind: 'flat', cents: 500, minOrderCents: 5000 } as const;
  const pounds = { currencyAmounts: [{ currency: 'EGP', amountMinor: 25000, minOrderMinor: 200000 }] };

  it('takes its dollar amounts at the rate, to the minor unit, when it has none of its own there', () => {
    expect(promotionIn(flat, egp(48.5))).toEqual({ ...flat, cents: 24250, minOrderCents: 242500 });
    expect(promotionNeedsRate(flat, egp(48.5))).toBe(true);
    expect(promotionIn(flat, { currency: 'EGP', rounding: 'whole' })).toBeUndefined();
  });

  it('takes its own amounts where staff set them, whatever the rate, and with none', () => {
    const own = { ...flat, ...pounds };
    expect(promotionIn(own, egp(60))).toMatchObject({ cents: 25000, minOrderCents: 200000 });
    expect(promotionIn(own, { currency: 'EGP', rounding: 'whole' })).toMatchObject({ cents: 25000 });
    expect(promotionNeedsRate(own, egp(60))).toBe(false);
    // Another currency, and the base, keep the dollars.
    expect(promotionIn(own, gbp(0.79))).toMatchObject({ cents: 395, minOrderCents: 3950 });
    expect(promotionIn(own, BASE_PRICE_BOOK)).toMatchObject({ cents: 500, minOrderCents: 5000 });
  });

  it('keeps a percentage as it is, with its own minimum', () => {
    const percent = { kind: 'percent', percent: 10, minOrderCents: 5000, ...pounds } as const;
    expect(promotionIn(percent, egp(48.5))).toMatchObject({ percent: 10, minOrderCents: 200000 });
    expect(promotionNeedsRate({ kind: 'percent', percent: 10, minOrderCents: 0 }, egp(48.5))).toBe(false);
  });
});
