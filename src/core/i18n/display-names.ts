import { intlLocaleOf } from './intl-locale';
import type { Locale } from './locale';

/** A language named in itself ('العربية', 'français'): a shopper finds their own whatever the page's language. */
export function languageOwnName(language: string): string {
  return new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
}

/** A country by its ISO code, named in the page's language ('Égypte' in French). */
export function regionName(iso: string, locale: Locale): string {
  return new Intl.DisplayNames([intlLocaleOf(locale)], { type: 'region' }).of(iso) ?? iso;
}
