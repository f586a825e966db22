import { match } from '@formatjs/intl-localematcher';
import { LOCALES, type Locale } from './locale';

/** An Accept-Language header's tags, most wanted first ("ar-EG,ar;q=0.9,en;q=0.8"); q=0 means "not this". */
function acceptedTags(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/** A well-formed BCP 47 tag ('*' and garbage are left out rather than refused). */
const isLanguageTag = (tag: string) => {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
};

/**
 * The first of the shopper's preferred languages that the shop speaks (an Accept-Language header):
 * ECMA-402's lookup, by @formatjs/intl-localematcher, so a regional tag matches its language ('ar-EG'
 * is 'ar'). Server only: the browser's page was already sent to its language's URL (decision 0060).
 */
export function negotiateLocale(preferred: string | readonly string[] | undefined): Locale | undefined {
  if (preferred === undefined) return undefined;
  const tags = (typeof preferred === 'string' ? acceptedTags(preferred) : preferred).filter(isLanguageTag);
  const found = match(tags, LOCALES, '', { algorithm: 'lookup' });
  return found ? (found as Locale) : undefined;
}
