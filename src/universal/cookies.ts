import { type Cookies, parseCookie, type ParseOptions } from 'cookie';

/**
 * How the shop reads a Cookie header, on the server (@fastify/cookie) and in the browser alike: a
 * value that is not valid percent-encoding (`lang=%`, `currency=%E9`) is ignored, as if that cookie
 * were not sent, rather than thrown on or kept undecoded.
 */
export const COOKIE_PARSE_OPTIONS: ParseOptions = {
  decode: (value) => {
    try {
      return decodeURIComponent(value);
    } catch {
      return undefined;
    }
  },
};

/** The cookies of a Cookie header (or of `document.cookie`), each decoded; undecodable ones left out. */
export function parseCookies(header: string): Cookies {
  return parseCookie(header, COOKIE_PARSE_OPTIONS);
}
