import { parse } from '@formatjs/icu-messageformat-parser';
import ar from '../messages/ar.json';
import en from '../messages/en.json';
import { startLocale } from './locale';

describe("the console's catalogs", () => {
  test('Arabic has every English message and no other', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
  });

  test.each([
    ['en', en],
    ['ar', ar],
  ])('every %s message is valid ICU with the placeholders of the English one', (_locale, catalog) => {
    const placeholders = (message: string) =>
      [...message.matchAll(/\{(\w+)[,}]/g)]
        .map((match) => match[1])
        .filter((name, i, all) => all.indexOf(name) === i)
        .sort();
    for (const [id, message] of Object.entries(catalog)) {
      expect(() => parse(message)).not.toThrow();
      expect([id, placeholders(message)]).toEqual([id, placeholders(en[id as keyof typeof en])]);
    }
  });
});

describe('the start language', () => {
  test('the remembered choice, else the browser’s, else English', () => {
    const stored = (value: string | null) => ({ getItem: () => value });
    expect(startLocale(stored('ar'), ['en-US'])).toBe('ar');
    expect(startLocale(stored(null), ['fr-FR', 'ar-EG'])).toBe('ar');
    expect(startLocale(stored('xx'), ['fr'])).toBe('en');
  });
});
