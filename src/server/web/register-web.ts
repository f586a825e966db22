import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../../universal/contracts/error-codes';
import type { CatalogueReader } from '../modules/catalogue';
import { readChunkManifest } from '../render/chunk-hints';
import type { PageEncoding } from '../render/html-cache';
import { renderedPaths } from '../render/route-table';
import { PAGE_VARY, PRIVATE_PAGE_CACHE, pageCacheControl } from '../render/cache-headers';
import type { PageRenderer } from '../render/page-server';
import { registerSitemap } from '../render/sitemap';
import { basenameOf, CURRENCY_COOKIE, LOCALES } from '../../universal/i18n/locale';
import { isCurrency } from '../../universal/i18n/money';
import { guessViewport } from '../../universal/viewport-guess';
import { firstVisitRedirect } from '../http/language-redirect';
import { SHIP_TO_GUESS_COOKIE, type ShipToStart, shipToFromCookies } from '../../universal/ship-to';
import { guessShipTo } from '../../universal/ship-to-guess';
import { registerMailLogo } from './mail-logo';

const YEAR_SECONDS = 365 * 24 * 60 * 60;
/** Paths the SPA never owns: unknown ones stay JSON 404s instead of getting index.html. */
const API_PREFIXES = ['/api/', '/catalog/'];

/**
 * Where the page's shopper has things delivered: their pick or an earlier guess (cookies), else a guess
 * from Accept-Language and the shop's country, remembered in a cookie so that the browser starts from
 * what the server rendered (a page it does not render included).
 */
function shipToOf(request: FastifyRequest, reply: FastifyReply, shopCountry: string): ShipToStart {
  const known = shipToFromCookies(request.cookies);
  if (known) return known;
  const country = guessShipTo(request.headers['accept-language'], shopCountry);
  reply.setCookie(SHIP_TO_GUESS_COOKIE, country, { path: '/', maxAge: YEAR_SECONDS, sameSite: 'lax' });
  return { country, picked: false };
}

/** The better of brotli and gzip the request accepts (a `;q=0` refuses one), else identity. */
export function acceptedEncoding(header: string | undefined): PageEncoding {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return API_PREFIXES.some((prefix) => pathname.startsWith(prefix)) || pathname === '/api' || pathname === '/catalog';
}

/**
 * Serves the production build: content-hashed assets cached for a year, pages never cached by the
 * browser. Public screens (the route table's server-rendered routes: home, lists, product pages, help,
 * sign-in, sign-up, not found) arrive rendered by the server; every other client route gets index.html
 * so deep links and reloads work.
 */
/** The console's page inside the web root. */
const CONSOLE_INDEX = 'admin/index.html';
/** '/admin' and every path below it: the console's own routes. */
/** A source map (main.js.map, or its precompressed .map.gz/.map.br), refused by the static files. */
const isSourceMap = (pathname: string): boolean => /\.map(?:\.(?:gz|br))?$/i.test(pathname);

export const isConsolePath = (pathname: string): boolean => pathname === '/admin' || pathname.startsWith('/admin/');

export async function registerWeb(
  app: FastifyInstance,
  options: {
    webRoot: string;
    catalogue: CatalogueReader;
    origin: string;
    /** SHOP_COUNTRY: where a shopper whose language names no known country is guessed to be. */
    shopCountry: string;
    /** The shop's day ('YYYY-MM-DD'): a rendered page is kept for that day only. */
    today: () => string;
  },
): Promise<void> {
  const { webRoot } = options;
  const indexFile = path.join(webRoot, 'index.html');
  const built = existsSync(indexFile);
  let renderer: PageRenderer | undefined;
  if (built) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: true,
      index: false,
      preCompressed: true,
      // No source map is served, whatever a build left in the web root: they hold the whole client
      // source (production builds make none; an older or a development build may).
      allowedPath: (pathname) => !isSourceMap(pathname),
      setHeaders(reply, filePath) {
        const relative = path.relative(webRoot, filePath).split(path.sep).join('/');
        // The shop's assets and the console's (admin/assets) carry content hashes in their names.
        if (/^(admin\/)?assets\//.test(relative)) {
          reply.header('Cache-Control', `public, max-age=${YEAR_SECONDS}, immutable`);
        } else if (relative === 'index.html') {
          // The client-rendered screens' page (account, cart, checkout …): never in a shared cache.
          reply.header('Cache-Control', PRIVATE_PAGE_CACHE);
        } else if (relative === CONSOLE_INDEX) {
          reply.header('Cache-Control', 'no-cache');
        } else {
          reply.header('Cache-Control', 'public, max-age=86400');
        }
      },
    });
    // Loaded only with a build to render into: the screens, their shell and MUI are most of the server's code.
    const { createPageRenderer } = await import('../render/page-server');
    renderer = createPageRenderer({
      app,
      catalogue: options.catalogue,
      template: readFileSync(indexFile, 'utf8'),
      chunks: readChunkManifest(webRoot),
      origin: options.origin,
      today: options.today,
    });
  }

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!renderer)
      return reply
        .status(503)
        .send({ code: ERROR_CODES.SERVICE_UNAVAILABLE, message: 'The web app is not built yet: run `npm run build`.' });
    const redirect = firstVisitRedirect(request);
    reply.header('Vary', PAGE_VARY);
    if (redirect) return reply.redirect(redirect, 302);
    const currency = request.cookies[CURRENCY_COOKIE];
    const shipTo = shipToOf(request, reply, options.shopCountry);
    const page = await renderer.render(request.url, {
      currency: isCurrency(currency) ? currency : undefined,
      viewport: guessViewport(request.headers),
      shipTo,
    });
    // A shared cache (CDN) may keep a rendered public page for a minute; a shopper's own request, and the
    // client-rendered (signed-in) screens, no cache keeps (cache-headers.ts, decision 0086).
    reply.header('Cache-Control', pageCacheControl(request, page !== undefined)).type('text/html; charset=utf-8');
    if (!page) return reply.sendFile('index.html');
    // Each encoding of a rendered page is compressed once; a phone on a slow network gets ~1/6 of the bytes.
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    const body = await page.body(encoding);
    // Set only once the body exists: a failed compression is answered as an error, not as brotli.
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return reply.status(page.status).send(body);
  };

  /**
   * The staff console (issue 35): its own single-page app in dist/admin, never rendered on the server
   * and never cached (its scripts are, by their hashed names). Its files are static files like the shop's.
   */
  const consoleBuilt = existsSync(path.join(webRoot, CONSOLE_INDEX));
  const sendConsole = (reply: FastifyReply) => {
    if (!consoleBuilt)
      return reply
        .status(503)
        .send({ code: ERROR_CODES.SERVICE_UNAVAILABLE, message: 'The console is not built yet: run `npm run build`.' });
    return reply
      .header('Cache-Control', 'no-store')
      .header('X-Robots-Tag', 'noindex, nofollow')
      .sendFile(CONSOLE_INDEX, webRoot);
  };

  // The console's home, with or without its slash (the static files' wildcard would list '/admin/' as a folder).
  for (const home of ['/admin', '/admin/'])
    app.get(home, { schema: { hide: true } }, (_request, reply) => sendConsole(reply));

  registerSitemap(app, options.catalogue, options.origin);
  registerMailLogo(app, webRoot);

  // The static plugin would treat "/" as a directory listing; it is the home page.
  app.get('/', { schema: { hide: true } }, sendPage);
  // The rendered screens' own routes, in every language: without them each page request first went
  // through the static files' wildcard (a stat and a directory read of dist/) before reaching the
  // not-found handler, which cost more than answering from the rendered-page cache.
  for (const prefix of LOCALES.map(basenameOf)) {
    // English's home is '/' above; another language's home is its bare prefix ('/ar').
    for (const page of renderedPaths) {
      if (page !== '/' || prefix)
        app.get(page === '/' ? prefix : `${prefix}${page}`, { schema: { hide: true } }, sendPage);
    }
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '';
    // A page's form sent before its script ran (src/universal/early-input.ts) posts to the page itself:
    // the shopper is sent back to the form, and what it held is neither read nor logged.
    if (request.method === 'POST' && !isApiPath(request.url) && path.extname(pathname) === '') {
      // Leading slashes collapse to one: '//host/path' would send the shopper to another site.
      return reply.redirect(`/${pathname.replace(/^[/\\]+/, '')}`, 303);
    }
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    // A path with a file extension is a missing file, not a client route.
    if (!wantsPage || path.extname(pathname) !== '') {
      return reply
        .status(404)
        .send({ code: ERROR_CODES.NOT_FOUND, message: `Route ${request.method} ${pathname} not found` });
    }
    if (isConsolePath(pathname)) return sendConsole(reply);
    return sendPage(request, reply);
  });
}
