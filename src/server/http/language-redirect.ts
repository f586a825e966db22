import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, localeFromPath, localizedPath } from '../../universal/i18n/locale';
import { negotiateLocale } from '../../universal/i18n/negotiate-locale';

/**
 * The language design's first-visit rule: an unprefixed (English) page URL goes to the shopper's
 * language when the `lang` cookie names another one, or, with no cookie, when Accept-Language
 * prefers one. A prefixed URL names its language and is never redirected.
 */
export function firstVisitRedirect(request: FastifyRequest): string | undefined {
  const pathname = request.url.split('?')[0] ?? '/';
  if (localeFromPath(pathname).locale !== DEFAULT_LOCALE) return undefined;
  const stored = request.cookies[LOCALE_COOKIE];
  const wanted = isLocale(stored) ? stored : negotiateLocale(request.headers['accept-language']);
  if (!wanted || wanted === DEFAULT_LOCALE) return undefined;
  return localizedPath(request.url, wanted);
}
