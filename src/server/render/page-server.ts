import type { FastifyInstance } from 'fastify';
import type { CatalogueTransport } from '../../shared/api/base-query';
import { catalogueApi } from '../../entities/product';
import { localeFromPath } from '../../shared/i18n/locale';
import { CHARGE_CURRENCY, type Currency } from '../../shared/i18n/money';
import type { ViewportGuess } from '../../shared/viewport-guess';
import type { CatalogueReader } from '../modules/catalogue/catalogue-reader';
import type { ChunkManifest } from '../../shared/chunk-manifest';
import { pageChunks } from './chunk-hints';
import { headTags, imagePreload, pageDocument } from './document';
import { CachedPage, HtmlCache } from './html-cache';
import { screenOf } from './page-data';
import { pageHead } from './page-head';
import { renderApp } from './render-app';

/** Rendered pages kept per catalogue generation (the same budget idea as the catalogue's answers). */
const HTML_CACHE_BYTES = 32 * 1024 * 1024;

/**
 * Catalogue requests of a server render answered in-process by Fastify's inject: the same routes,
 * validation and per-generation response cache as the browser's requests, without a socket.
 */
function injectTransport(app: FastifyInstance): CatalogueTransport {
  return {
    async catalogueFetch(input) {
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
   * is the guessed screen media queries answer for (src/shared/viewport-guess.ts).
   */
  render(url: string, options: { currency?: Currency; viewport: ViewportGuess }): Promise<CachedPage | undefined>;
}

export function createPageRenderer(options: {
  app: FastifyInstance;
  catalogue: CatalogueReader;
  template: string;
  /** The build's chunk manifest: each page hints its own chunks (none without one). */
  chunks?: ChunkManifest;
  origin: string;
}): PageRenderer {
  const { app, catalogue, template, origin } = options;
  const transport = injectTransport(app);
  const cache = new HtmlCache(HTML_CACHE_BYTES);

  async function renderFresh(
    url: URL,
    currency: Currency | undefined,
    viewport: ViewportGuess,
  ): Promise<CachedPage | undefined> {
    const { locale, path } = localeFromPath(url.pathname);
    const match = screenOf(path);
    if (!match) return undefined;
    const rendered = await renderApp({ url, locale, currency, viewport, transport, ...match });
    const head = pageHead({ origin, locale, path, search: url.searchParams, state: rendered.state, ...match });
    const missingProduct =
      match.screen === 'productDetail' &&
      !catalogueApi.endpoints.getProduct.select(match.productId ?? '')(rendered.state).data;
    const chunks = pageChunks(options.chunks, match.screen, locale);
    const html = pageDocument(template, {
      locale,
      viewport,
      head: headTags(head, origin, locale, chunks),
      first: imagePreload(head),
      styles: rendered.styles,
      html: rendered.html,
      state: rendered.state,
      pageStart: options.chunks?.pageStart,
      chunks: chunks.scripts,
    });
    return new CachedPage(match.screen === 'notFound' || missingProduct ? 404 : 200, html);
  }

  return {
    async render(pathAndQuery, { currency, viewport }) {
      const url = new URL(pathAndQuery, origin);
      // The language is in the path; signed-in state is never rendered: URL, display currency and the
      // guessed screen are the key.
      const key = `${currency ?? CHARGE_CURRENCY} ${viewport} ${url.pathname}${url.search}`;
      const generation = await catalogue.generation();
      const hit = generation && cache.get(generation, key);
      if (hit) return hit;
      const page = await renderFresh(url, currency, viewport);
      if (page && generation) cache.set(generation, key, page);
      return page;
    },
  };
}
