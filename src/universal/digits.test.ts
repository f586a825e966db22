import { toLatinDigits } from './digits';

describe('toLatinDigits', () => {
  it('turns Arabic-Indic digits into 0–9', () => {
    expect(toLatinDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
  });

  it('turns Persian (Extended Arabic-Indic) digits into 0–9', () => {
    expect(toLatinDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
  });

  it('leaves every other character where it was', () => {
    expect(toLatinDigits('+٢٠ (١٠) ۱۲-34 SW1A')).toBe('+20 (10) 12-34 SW1A');
    expect(toLatinDigits('شارع النيل')).toBe('شارع النيل');
  });
});
