import type { FastifyRequest } from 'fastify';
import { GUEST_CART_COOKIE } from '../modules/cart';

/**
 * How long a shared cache (a CDN) may answer a rendered page without asking the server: 60 s, the age the
 * catalogue's own answers already carry (`public, max-age=60`, routes.ts), then up to 60 s more while it
 * fetches the new one in the background. A catalogue change (an import, a product edited, a price, stock
 * sold) reaches this server's rendered-page cache within a second (a new catalogue generation empties
 * it); a CDN has no such signal, so its copy may show a page up to ~2 minutes old. Checkout prices and
 * reserves from the database, never from a page, so an old page costs a shopper a surprise, not a wrong
 * charge (docs/decisions/0086-render-cost-and-shared-cache.md).
 */
export const SHARED_MAX_AGE_SECONDS = 60;
export const STALE_WHILE_REVALIDATE_SECONDS = 60;

/** A rendered public page: any cache may keep it; the browser asks again each time (as before), a CDN after 60 s. */
export const PUBLIC_PAGE_CACHE = `public, max-age=0, s-maxage=${SHARED_MAX_AGE_SECONDS}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`;
/**
 * A shopper's own request (a cart cookie, a token) or a client-rendered (signed-in) screen: no shared cache
 * keeps it, and the browser asks again each time, as it did for every page before. Not `no-store`: no
 * page holds anything of the shopper's (the server renders anonymously; the SPA shell is the same file
 * for all), and `no-store` would keep the page out of the browser's back/forward cache.
 */
export const PRIVATE_PAGE_CACHE = 'private, no-cache';

/**
 * What a page is rendered from besides its URL, for `Vary`: the unprefixed (English) URL redirects by
 * the `lang` cookie or Accept-Language (language-redirect.ts); the display currency is the `currency`
 * cookie; the delivery country is the `ship_to`/`ship_to_guess` cookie or a guess from Accept-Language;
 * the guessed screen is Sec-CH-UA-Mobile or User-Agent (viewport-guess.ts); the body's encoding is
 * Accept-Encoding. The language of a prefixed URL (/ar/…, /fr/…) is its path, so the URL keys it.
 */
export const PAGE_VARY = 'Cookie, Accept-Language, Sec-CH-UA-Mobile, User-Agent, Accept-Encoding';

/**
 * Whether a page request is a particular shopper's: it carries the guest cart's cookie or a session
 * token. The server never renders either into the page (renders are anonymous), but a shared cache
 * must not keep one copy per cart cookie, nor a response to a signed-in request.
 */
export function isShoppersOwn(request: FastifyRequest): boolean {
  return request.cookies[GUEST_CART_COOKIE] !== undefined || request.headers.authorization !== undefined;
}

/** Cache-Control of a page: public for a server-rendered page asked for anonymously, else private. */
export function pageCacheControl(request: FastifyRequest, rendered: boolean): string {
  return rendered && !isShoppersOwn(request) ? PUBLIC_PAGE_CACHE : PRIVATE_PAGE_CACHE;
}
