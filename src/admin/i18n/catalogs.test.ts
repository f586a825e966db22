import { readdirSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import { DEFAULT_LOCALE, LOCALES } from '../../universal/i18n/locale';
import en from '../messages/en.json';
import { ADMIN_LOCALES, type AdminLocale, DEFAULT_ADMIN_LOCALE, nextAdminLocale, startLocale } from './locale';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a catalog per language, found by its tag
const catalogOf = (locale: string) => require(`../messages/${locale}.json`) as Record<string, string>;

describe("the console's languages", () => {
  test('are the shop languages whose descriptors say so, English among them', () => {
    expect(ADMIN_LOCALES).toContain(DEFAULT_LOCALE);
    expect(ADMIN_LOCALES.every((locale) => (LOCALES as readonly string[]).includes(locale))).toBe(true);
  });

  test('each has a catalog, and every catalog is one of them', () => {
    const catalogs = readdirSync(path.resolve(__dirname, '../messages'))
      .filter((file) => file.endsWith('.json'))
      .map((file) => path.basename(file, '.json'));
    expect(catalogs.sort()).toEqual([...ADMIN_LOCALES].sort());
  });

  test('the switch walks through them all and back to the first', () => {
    let at: AdminLocale = DEFAULT_ADMIN_LOCALE;
    const walked = ADMIN_LOCALES.map(() => (at = nextAdminLocale(at)));
    const from = ADMIN_LOCALES.indexOf(DEFAULT_ADMIN_LOCALE) + 1;
    expect(walked).toEqual([...ADMIN_LOCALES.slice(from), ...ADMIN_LOCALES.slice(0, from)]);
  });
});

describe("the console's catalogs", () => {
  test.each(ADMIN_LOCALES)('%s has every English message and no other', (locale) => {
    expect(Object.keys(catalogOf(locale)).sort()).toEqual(Object.keys(en).sort());
  });

  test.each(ADMIN_LOCALES)('every %s message is valid ICU with the placeholders of the English one', (locale) => {
    const placeholders = (message: string) =>
      [...message.matchAll(/\{(\w+)[,}]/g)]
        .map((match) => match[1])
        .filter((name, i, all) => all.indexOf(name) === i)
        .sort();
    for (const [id, message] of Object.entries(catalogOf(locale))) {
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

  test('a shop language the console has no catalog in is passed over: French staff get English', () => {
    const stored = (value: string | null) => ({ getItem: () => value });
    expect(startLocale(stored('fr'), ['es-ES'])).toBe('en');
  });
});
