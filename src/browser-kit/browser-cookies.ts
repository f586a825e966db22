import { parseCookies } from '../universal/cookies';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** A cookie's decoded value; undefined when it is missing or cannot be decoded. */
export function readCookie(name: string, cookieHeader: string = document.cookie): string | undefined {
  return parseCookies(cookieHeader)[name];
}

/** Remembered for a year on every path, sent on top-level navigations (the server renderer reads it). */
export function writeCookie(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}
