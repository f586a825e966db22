import { toLatinDigits } from './digits';

describe('toLatinDigits', () => {
  it.each<[string, [string, string][]]>([
    ['turns Arabic-Indic digits into 0–9', [['٠١٢٣٤٥٦٧٨٩', '0123456789']]],
    ['turns Persian (Extended Arabic-Indic) digits into 0–9', [['۰۱۲۳۴۵۶۷۸۹', '0123456789']]],
    [
      'leaves every other character where it was',
      [
        ['+٢٠ (١٠) ۱۲-34 SW1A', '+20 (10) 12-34 SW1A'],
        ['شارع النيل', 'شارع النيل'],
      ],
    ],
  ])('%s', (_rule, examples) => {
    for (const [text, latin] of examples) expect(toLatinDigits(text)).toBe(latin);
  });
});
