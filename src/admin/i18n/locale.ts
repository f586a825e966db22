import { DEFAULT_LOCALE, directionOf, type Direction } from '../../universal/i18n/locale';
import { LOCALE_DESCRIPTORS } from '../../universal/i18n/locale-descriptors';
import { intlLocaleOf } from '../../universal/i18n/intl-locale';

/** The shop languages the console is written in: their descriptors say `staffConsole` (each has a catalog in ../messages). */
type ConsoleDescriptor = Extract<(typeof LOCALE_DESCRIPTORS)[number], { staffConsole: true }>;
export type AdminLocale = ConsoleDescriptor['tag'];

const isConsoleDescriptor = (descriptor: (typeof LOCALE_DESCRIPTORS)[number]): descriptor is ConsoleDescriptor =>
  'staffConsole' in descriptor && descriptor.staffConsole;

/** The console's languages, in the descriptors' order (read from them, never named here). */
export const ADMIN_LOCALES: readonly AdminLocale[] = LOCALE_DESCRIPTORS.filter(isConsoleDescriptor).map(
  (descriptor) => descriptor.tag,
);

/** The shop's default language, which the console always speaks (this line compiles only while it does). */
export const DEFAULT_ADMIN_LOCALE: AdminLocale = DEFAULT_LOCALE;

/** Where the chosen language is remembered (this browser, across sessions). */
export const ADMIN_LOCALE_KEY = 'admin.lang';

/**
 * The language the switch offers: the next of the console's languages, round to the first (with two,
 * the other one).
 */
export function nextAdminLocale(locale: AdminLocale): AdminLocale {
  const next = ADMIN_LOCALES[(ADMIN_LOCALES.indexOf(locale) + 1) % ADMIN_LOCALES.length];
  return next ?? DEFAULT_ADMIN_LOCALE;
}

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
