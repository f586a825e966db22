import type { LineWords, OrderItem } from './contracts/order';
import type { ReturnRequest } from './contracts/returns';
import type { Locale } from './i18n/locale';
import { lineTitle } from './variants';

export type { LineWords };

/**
 * An order line in a reader's language: the words checkout copied for that language when the line was
 * sold, else the English copy (a language the product had no words in, a line sold before words were
 * kept). Never today's catalogue: a record says what was sold (decision 0093). The order page, the return
 * form, the mails and the receipt all read a line through here.
 */
export function lineWordsIn(item: Pick<OrderItem, 'title' | 'variantLabel' | 'words'>, locale: Locale): LineWords {
  const own = locale === 'en' ? undefined : item.words?.[locale];
  if (own) return own;
  return { title: item.title, ...(item.variantLabel ? { variantLabel: item.variantLabel } : {}) };
}

/** The line's title with its variant in the reader's language: "قميص كلاسيكي — أسود / M". */
export function lineTitleIn(item: Pick<OrderItem, 'title' | 'variantLabel' | 'words'>, locale: Locale): string {
  const words = lineWordsIn(item, locale);
  return lineTitle(words.title, words.variantLabel);
}

/** A return line as its request keeps it: the exchanged variant's English label and its other languages' words. */
type ReturnLine = Pick<ReturnRequest['items'][number], 'title' | 'exchangeLabel' | 'exchangeWords'>;

/**
 * The variant a return line asks for instead of money (a size exchange) as a line, read through the rule above:
 * the words the request copied from the catalogue for the reader's language, made as checkout makes a line's
 * (decision 0126), else its English label. Undefined for a line that asks for money. The order page and the
 * approval mail read it so.
 */
export function exchangeLine(item: ReturnLine): Pick<OrderItem, 'title' | 'variantLabel' | 'words'> | undefined {
  if (item.exchangeLabel === undefined) return undefined;
  return {
    title: item.title,
    variantLabel: item.exchangeLabel,
    ...(item.exchangeWords && { words: item.exchangeWords }),
  };
}

/** The exchanged variant's options in the reader's language ("أبيض"), or undefined for a line that asks for money. */
export function exchangeLabelIn(item: ReturnLine, locale: Locale): string | undefined {
  const line = exchangeLine(item);
  return line && (lineWordsIn(line, locale).variantLabel ?? line.variantLabel);
}
