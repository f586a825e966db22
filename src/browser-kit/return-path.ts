import { useLocation } from 'react-router-dom';
import { localeFromPath } from '../universal/i18n/locale';

/**
 * Sign-in and sign-up send the shopper back to the page they came from, named in the `from` query
 * parameter ('/auth/signup?from=%2Fproduct%2F14'): it survives a reload, a language switch and a page
 * served before the app has run, which router state would not.
 */
export const RETURN_PARAM = 'from';

export type AuthPath = '/auth/login' | '/auth/signup';

const BASE = 'https://shop.invalid';

/**
 * A path of this shop to return to, or undefined: never another site ('//evil.example',
 * 'https://evil.example', '/\\evil.example'), never a sign-in page itself. Any language prefix is
 * dropped: the router puts the page's own back.
 */
export function safeReturnPath(value: unknown): string | undefined {
  // Browsers read a backslash as a slash and drop tabs and line breaks: '/\evil.example' is another site.
  if (typeof value !== 'string' || !value.startsWith('/') || /[\\\s]/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE) return undefined;
  // Checked as normalized: '/..//evil.example' and '/ar//evil.example' come out as '//evil.example',
  // which a browser reads as another site.
  const { path } = localeFromPath(url.pathname);
  if (path.startsWith('//')) return undefined;
  if (path === '/auth' || path.startsWith('/auth/')) return undefined;
  return `${path}${url.search}${url.hash}`;
}

/** Where sign-in or sign-up goes once done: the `from` of its own URL's query when it is safe, else home. */
export function returnPathOf(search: string): string {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM)) ?? '/';
}

/** The sign-in or sign-up page that brings the shopper back to `back` afterwards. */
export function authLink(authPath: AuthPath, back: string): string {
  const path = safeReturnPath(back);
  return path && path !== '/' ? `${authPath}?${new URLSearchParams({ [RETURN_PARAM]: path }).toString()}` : authPath;
}

/**
 * Links to sign-in and sign-up from the page being shown: they come back here. From a sign-in page
 * itself (sign-in ↔ sign-up) they pass on where that page returns to.
 */
export function useAuthLink(): (authPath: AuthPath) => string {
  const { pathname, search, hash } = useLocation();
  const back = pathname.startsWith('/auth/') ? returnPathOf(search) : `${pathname}${search}${hash}`;
  return (authPath) => authLink(authPath, back);
}
