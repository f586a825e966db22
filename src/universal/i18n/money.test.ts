import { convertCents, crossConvert, displayAmount, displayMoney, formatMoney } from './money';

const rates = { EUR: 0.92, GBP: 0.79, EGP: 48.5 };
// Intl separates currency and amount with (narrow) no-break spaces; compare with plain ones.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('converting dollars', () => {
  it('rounds the exact product half away from zero to the cent', () => {
    expect(convertCents(1999, 0.92)).toBe(1839); // 1839.08
    expect(convertCents(50, 0.91)).toBe(46); // 45.5 rounds up
    expect(convertCents(-50, 0.91)).toBe(-46);
    expect(convertCents(1005, 1)).toBe(1005);
    // 0.1 + 0.2 style noise must not tip a half: 0.7 * 150 is 104.99999999999999 in binary
    expect(convertCents(150, 0.7)).toBe(105);
  });
});

describe('showing money', () => {
  it('keeps dollars exact and unmarked', () => {
    expect(displayMoney(129999, 'en', 'USD', rates)).toEqual({
      text: '$1,299.99',
      approximate: false,
      currency: 'USD',
    });
  });

  it('converts to the shopper currency in their language, marked approximate', () => {
    expect(plain(displayMoney(10000, 'fr', 'EUR', rates).text)).toBe('92,00 €');
    expect(plain(displayMoney(10000, 'es', 'EUR', rates).text)).toBe('92,00 €');
    expect(plain(displayMoney(10000, 'en', 'GBP', rates).text)).toBe('£79.00');
    expect(displayMoney(10000, 'en', 'GBP', rates).approximate).toBe(true);
  });

  it('writes Arabic amounts with Latin digits', () => {
    const { text, approximate } = displayMoney(10000, 'ar', 'EGP', rates);
    expect(approximate).toBe(true);
    expect(text).toContain('4,850.00');
    expect(text).not.toMatch(/[\u0660-\u0669]/);
  });

  it('keeps a Latin currency sign whole in Arabic ("US$", never "$US"): isolated left to right', () => {
    expect(displayMoney(12999, 'ar', 'USD', rates).text).toContain('\u2066US$\u2069');
    expect(displayMoney(10000, 'ar', 'EUR', rates).text).toContain('\u2066€\u2069');
    // Arabic signs need no isolation; left-to-right pages are left as Intl writes them.
    expect(displayMoney(10000, 'ar', 'EGP', rates).text).not.toMatch(/[\u2066\u2069]/);
    expect(displayMoney(12999, 'en', 'USD', rates).text).toBe('$129.99');
  });

  it('falls back to exact dollars when no rate is known for the currency', () => {
    expect(displayMoney(500, 'en', 'EGP', {})).toEqual({ text: '$5.00', approximate: false, currency: 'USD' });
  });
});

describe('showing an amount in its own currency (issue 50)', () => {
  it('is exact when the shopper displays that currency', () => {
    expect(displayAmount(185700, 'EGP', 'en', 'EGP', rates)).toEqual({
      text: 'EGP\u00a01,857.00',
      approximate: false,
      currency: 'EGP',
    });
    expect(plain(formatMoney(2799, 'GBP', 'en'))).toBe('£27.99');
  });

  it('is converted at the cross rate and marked approximate in another display currency', () => {
    // EGP 1,857 at 48.50 to the dollar: $38.29 (38.2886); in euros at 0.92: €35.23 (35.2255).
    expect(displayAmount(185700, 'EGP', 'en', 'USD', rates)).toMatchObject({ text: '$38.29', approximate: true });
    expect(crossConvert(185700, 'EGP', 'EUR', rates)).toBe(3523);
    expect(crossConvert(1000, 'USD', 'GBP', rates)).toBe(790);
  });

  it('stays exact in its own currency while a rate it needs is unknown', () => {
    expect(crossConvert(185700, 'EGP', 'USD', {})).toBeUndefined();
    expect(displayAmount(185700, 'EGP', 'en', 'USD', {})).toMatchObject({ approximate: false, currency: 'EGP' });
  });
});
