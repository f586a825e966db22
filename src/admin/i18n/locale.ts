import { directionOf, type Direction } from '../../core/i18n/locale';
import { intlLocaleOf } from '../../core/i18n/intl-locale';

/** The console's languages: English and Arabic (right to left), each with its own catalog in ../messages. */
export const ADMIN_LOCALES = ['en', 'ar'] as const;
export type AdminLocale = (typeof ADMIN_LOCALES)[number];
export const DEFAULT_ADMIN_LOCALE: AdminLocale = 'en';

/** Where the chosen language is remembered (this browser, across sessions). */
export const ADMIN_LOCALE_KEY = 'admin.lang';

/** The language the switch offers: the console's other one (it speaks two). */
export const otherAdminLocale = (locale: AdminLocale): AdminLocale =>
  ADMIN_LOCALES.find((candidate) => candidate !== locale) ?? DEFAULT_ADMIN_LOCALE;

export function isAdminLocale(value: unknown): value is AdminLocale {
  return typeof value === 'string' && (ADMIN_LOCALES as readonly string[]).includes(value);
}

/** The language chosen before, else the browser's first that the console speaks, else English. */
export function startLocale(
  storage: Pick<Storage, 'getItem'> | undefined,
  languages: readonly string[] = [],
): AdminLocale {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(ADMIN_LOCALE_KEY) ?? null;
  } catch {
    // Storage refused (private mode): the browser's languages decide.
  }
  if (isAdminLocale(stored)) return stored;
  const spoken = languages.map((tag) => tag.slice(0, 2).toLowerCase()).find(isAdminLocale);
  return spoken ?? DEFAULT_ADMIN_LOCALE;
}

export function rememberLocale(storage: Pick<Storage, 'setItem'> | undefined, locale: AdminLocale): void {
  try {
    storage?.setItem(ADMIN_LOCALE_KEY, locale);
  } catch {
    // Not remembered; the page still switches.
  }
}

export const directionOfAdmin = (locale: AdminLocale): Direction => directionOf(locale);

/** Intl's tag: Arabic keeps Latin digits, as in the shop (docs/decisions/0022). */
export const intlTagOf = (locale: AdminLocale): string => intlLocaleOf(locale);
