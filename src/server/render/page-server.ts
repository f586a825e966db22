import type { FastifyInstance } from 'fastify';
import type { ServerTransport } from '../../browser-kit/api/base-query';
import { localeFromPath } from '../../universal/i18n/locale';
import type { Currency } from '../../universal/i18n/money';
import type { ViewportGuess } from '../../universal/viewport-guess';
import type { CatalogueReader } from '../modules/catalogue';
import type { ChunkManifest } from '../../universal/chunk-manifest';
import { pageChunks } from './chunk-hints';
import { headTags, imagePreload, pageDocument } from './document';
import { CachedPage, HtmlCache } from './html-cache';
import { matchPage } from './page-match';
import { renderApp } from './render-app';
import { textIntl } from '../../universal/i18n/text-intl';
import type { ShipToStart } from '../../universal/ship-to';

/**
 * Rendered pages kept per catalogue generation, in compressed bytes (the same budget idea as the catalogue's
 * answers): about 250 product pages. Before pages were kept compressed only, 32 MiB of HTML held about 120.
 */
export const HTML_CACHE_BYTES = 8 * 1024 * 1024;

/**
 * A server render's requests (the catalogue's, the shop's public /api facts) answered in-process by
 * Fastify's inject: the same routes, validation and per-generation response cache as the browser's
 * requests, without a socket and without anyone's session.
 */
function injectTransport(app: FastifyInstance): ServerTransport {
  return {
    async serverFetch(input) {
      const url = new URL(typeof input === 'string' ? input : input.url);
      const answer = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
      const headers = new Headers();
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
      }
      return new Response(new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
    },
  };
}

export interface PageRenderer {
  /**
   * The rendered page for a path + query, or undefined when that route is client-rendered. `viewport`
   * is the guessed screen media queries answer for (src/universal/viewport-guess.ts).
   */
  render(
    url: string,
    options: { currency?: Currency; viewport: ViewportGuess; shipTo: ShipToStart },
  ): Promise<CachedPage | undefined>;
}

export function createPageRenderer(options: {
  app: FastifyInstance;
  catalogue: CatalogueReader;
  template: string;
  /** The build's chunk manifest: each page hints its own chunks (none without one). */
  chunks?: ChunkManifest;
  origin: string;
  /**
   * The shop's day ('YYYY-MM-DD'): the delivery terms a page carries hold the holidays from it on, so no
   * page is served from the cache past the day it was rendered on.
   */
  today: () => string;
}): PageRenderer {
  const { app, catalogue, template, origin } = options;
  const transport = injectTransport(app);
  const cache = new HtmlCache(HTML_CACHE_BYTES);

  async function renderFresh(
    url: URL,
    currency: Currency | undefined,
    viewport: ViewportGuess,
    shipTo: ShipToStart,
  ): Promise<CachedPage | undefined> {
    const { locale, path } = localeFromPath(url.pathname);
    const page = await matchPage(path, url.searchParams);
    if (!page) return undefined;
    const rendered = await renderApp({ url, locale, currency, viewport, shipTo, transport, page });
    const head = page.ssr.head(rendered.data, { ...page, intl: textIntl(locale), locale, origin, path });
    const chunks = pageChunks(options.chunks, page.ssr.chunk, locale);
    const html = pageDocument(template, {
      locale,
      viewport,
      renderedFor: { currency, shipTo },
      head: headTags(head, origin, locale, chunks),
      first: imagePreload(head),
      styles: rendered.styles,
      html: rendered.html,
      state: rendered.state,
      pageStart: options.chunks?.pageStart,
      chunks: chunks.scripts,
    });
    return CachedPage.of(page.ssr.status?.(rendered.data) ?? 200, html);
  }

  return {
    async render(pathAndQuery, { currency, viewport, shipTo }) {
      const url = new URL(pathAndQuery, origin);
      // The language is in the path; signed-in state is never rendered: the day, URL, display currency,
      // the delivery country (picked or guessed) and the guessed screen are the key.
      const where = `${shipTo.country}${shipTo.picked ? '!' : '?'}`;
      // No display currency chosen follows the region's (issue 50): another page than one chosen in dollars.
      const key = `${options.today()} ${currency ?? 'regional'} ${where} ${viewport} ${url.pathname}${url.search}`;
      const generation = await catalogue.generation();
      const hit = generation && cache.get(generation, key);
      if (hit) return hit;
      const page = await renderFresh(url, currency, viewport, shipTo);
      if (page && generation) cache.set(generation, key, page);
      return page;
    },
  };
}
