/**
 * The shop's languages and how a page's language is chosen. This is the contract the client, the
 * server renderer and mail share (docs/decisions: language URLs):
 * - English lives at the spec's own paths (`/products`); every other language is the same path under
 *   its prefix (`/ar/products`). A URL alone names its language, so a link opens in that language
 *   with nothing stored, and search engines see one language per URL.
 * - The client router takes the prefix as its `basename`, so in-app links need no change.
 * - A shopper's choice is remembered in the `lang` cookie; on an unprefixed URL a stored or
 *   browser-preferred language other than English sends the shopper to its prefixed URL.
 */
import { LOCALE_DESCRIPTORS, type LocaleDescriptor } from './locale-descriptors';

export type Locale = (typeof LOCALE_DESCRIPTORS)[number]['tag'];
export const LOCALES: readonly Locale[] = LOCALE_DESCRIPTORS.map((descriptor) => descriptor.tag);
/** English: the spec's own texts, at the spec's own paths (its literal type lets a set of languages leave it out). */
export const DEFAULT_LOCALE = 'en' satisfies Locale;
export const LOCALE_COOKIE = 'lang';
export const CURRENCY_COOKIE = 'currency';

export type Direction = LocaleDescriptor['dir'];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** What a shop language is (locale-descriptors.ts). */
export function descriptorOf(locale: Locale): LocaleDescriptor {
  return LOCALE_DESCRIPTORS.find((descriptor) => descriptor.tag === locale) ?? LOCALE_DESCRIPTORS[0];
}

export function directionOf(locale: Locale): Direction {
  return descriptorOf(locale).dir;
}

/** The URL prefix of a language: '' for English, '/ar' for Arabic. */
export function basenameOf(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/** The language a path is in, and the path without its language prefix. */
export function localeFromPath(pathname: string): { locale: Locale; basename: string; path: string } {
  const match = /^\/([^/]+)(?=\/|$)/.exec(pathname);
  const prefix = match?.[1];
  if (prefix && prefix !== DEFAULT_LOCALE && isLocale(prefix)) {
    return { locale: prefix, basename: `/${prefix}`, path: pathname.slice(prefix.length + 1) || '/' };
  }
  return { locale: DEFAULT_LOCALE, basename: '', path: pathname || '/' };
}

/** The same page in another language: `/ar/products?x=1` to `fr` is `/fr/products?x=1`. */
export function localizedPath(pathWithQuery: string, locale: Locale): string {
  const [pathname = '/', ...rest] = pathWithQuery.split(/(?=[?#])/);
  const { path } = localeFromPath(pathname);
  const base = basenameOf(locale);
  const localized = base && path === '/' ? base : `${base}${path}`;
  return `${localized}${rest.join('')}`;
}
