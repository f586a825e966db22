import {
  isPluralElement,
  isSelectElement,
  isTagElement,
  type MessageFormatElement,
  parse,
  TYPE,
} from '@formatjs/icu-messageformat-parser';
import { intlLocaleOf } from './intl-locale';
import { LOCALES, type Locale } from './locale';
import en from './messages/en.json';

/** Every shop language's catalog, found by its tag as the server finds it. */
const catalogOf = (locale: Locale): Record<string, string> =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a catalog per language, by its tag
  require(`./messages/${locale}.json`) as Record<string, string>;

/**
 * The plural categories each language needs wherever a count is spoken: CLDR's (Intl), except where
 * a category only counts in the millions ('many' in French and Spanish: "1 000 000 de…").
 */
const PLURAL_FORMS: Partial<Record<Locale, readonly string[]>> = { fr: ['one', 'other'], es: ['one', 'other'] };
const pluralFormsOf = (locale: Locale) =>
  PLURAL_FORMS[locale] ?? new Intl.PluralRules(intlLocaleOf(locale)).resolvedOptions().pluralCategories;

interface MessageShape {
  /** Every argument the message names ({count}, {name}). */
  args: Set<string>;
  /** The plural selectors, each with the categories it offers (exact =n matches left aside). */
  plurals: { arg: string; forms: string[] }[];
}

function shapeOf(elements: MessageFormatElement[], shape: MessageShape = { args: new Set(), plurals: [] }) {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (isTagElement(element)) {
      shapeOf(element.children, shape);
      continue;
    }
    shape.args.add(element.value);
    if (isPluralElement(element) || isSelectElement(element)) {
      if (isPluralElement(element) && element.pluralType === 'cardinal') {
        shape.plurals.push({
          arg: element.value,
          forms: Object.keys(element.options).filter((k) => !k.startsWith('=')),
        });
      }
      for (const option of Object.values(element.options)) shapeOf(option.value, shape);
    }
  }
  return shape;
}

const englishIds = Object.keys(en).sort();

describe.each(LOCALES)('the %s catalog', (locale) => {
  const catalog = catalogOf(locale);

  it('has exactly the ids English has', () => {
    expect(Object.keys(catalog).sort()).toEqual(englishIds);
  });

  it('has a non-empty, valid ICU message for each id, naming the same arguments as English', () => {
    for (const [id, message] of Object.entries(catalog)) {
      expect({ id, empty: message.trim() === '' }).toEqual({ id, empty: false });
      let elements: MessageFormatElement[] = [];
      expect(() => (elements = parse(message))).not.toThrow();
      const english = en[id as keyof typeof en];
      if (english === undefined) continue;
      expect({ id, args: [...shapeOf(elements).args].sort() }).toEqual({
        id,
        args: [...shapeOf(parse(english)).args].sort(),
      });
    }
  });

  it(`offers every plural form ${locale} needs (${pluralFormsOf(locale).join(', ')}) wherever a count appears`, () => {
    for (const [id, message] of Object.entries(catalog)) {
      for (const plural of shapeOf(parse(message)).plurals) {
        expect({ id, arg: plural.arg, forms: [...plural.forms].sort() }).toEqual({
          id,
          arg: plural.arg,
          forms: expect.arrayContaining([...pluralFormsOf(locale)]) as unknown,
        });
      }
    }
  });
});
