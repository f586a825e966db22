import type { LineWords, OrderItem } from './contracts/order';
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
