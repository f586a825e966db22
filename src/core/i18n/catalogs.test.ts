import {
  isPluralElement,
  isSelectElement,
  isTagElement,
  type MessageFormatElement,
  parse,
  TYPE,
} from '@formatjs/icu-messageformat-parser';
import * as validationText from '../validation/messages';
import { VALIDATION_MESSAGE_IDS } from '../validation/message-ids';
import { LOCALES, type Locale } from './locale';
import ar from './messages/ar.json';
import en from './messages/en.json';
import es from './messages/es.json';
import fr from './messages/fr.json';

const catalogs: Record<Locale, Record<string, string>> = { en, ar, fr, es };

/** The plural categories each language needs wherever a count is spoken (CLDR). */
const PLURAL_FORMS: Record<Locale, readonly string[]> = {
  en: ['one', 'other'],
  ar: ['zero', 'one', 'two', 'few', 'many', 'other'],
  fr: ['one', 'other'],
  es: ['one', 'other'],
};

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
  const catalog = catalogs[locale];

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

  it(`offers every plural form ${locale} needs (${PLURAL_FORMS[locale].join(', ')}) wherever a count appears`, () => {
    for (const [id, message] of Object.entries(catalog)) {
      for (const plural of shapeOf(parse(message)).plurals) {
        expect({ id, arg: plural.arg, forms: [...plural.forms].sort() }).toEqual({
          id,
          arg: plural.arg,
          forms: expect.arrayContaining([...PLURAL_FORMS[locale]]) as unknown,
        });
      }
    }
  });
});

describe('validation messages', () => {
  it('each shared schema text has an id whose English message is that exact text', () => {
    for (const [name, englishText] of Object.entries(validationText)) {
      const id = VALIDATION_MESSAGE_IDS[name as keyof typeof validationText];
      expect({ name, english: id && en[id] }).toEqual({ name, english: englishText });
    }
  });
});
