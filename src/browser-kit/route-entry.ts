import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { TextIntl } from '../universal/i18n/text-intl';
import type { Params } from 'react-router-dom';
import type { Locale } from '../universal/i18n/locale';

/**
 * One screen of the shop, declared once by the slice that owns it (its `routes.ts`): the browser's
 * router, the server renderer, the server's page routes, the sitemap and the chunk hints all read the
 * table these make (src/app/routes.tsx; docs/decisions/0057).
 */
export interface RouteEntry {
  /** The path without the language prefix, as React Router matches it: '/', '/product/:id', '*'. */
  path: string;
  /** The screen, in a chunk of its own named by its import's `webpackChunkName`. */
  screen: LazyExoticComponent<ComponentType>;
  /** A guest is sent to sign in first; never server-rendered (nothing signed-in is in server HTML). */
  signedIn?: true;
  /**
   * A shopper's own page whose link may carry its key (an order's, a claim's): robots.txt asks crawlers to
   * keep out of the path up to its first parameter, in every language.
   */
  keepCrawlersOut?: true;
  /** The sign-in family's bare layout instead of the shop's header and footer. */
  layout?: 'auth';
  /**
   * Public screens the server renders: their server part, written as
   * `process.env.BROWSER_BUNDLE ? undefined : () => import('./ssr/…')` so the browser's bundle leaves
   * it out (webpack.config.ts defines BROWSER_BUNDLE; only the server calls this).
   */
  ssr?: () => Promise<{ default: ServerRendering<unknown> }>;
}

/** What a prefetch dispatches into: the render's store (RTK Query's `initiate` thunks). */
export interface PrefetchStore {
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>;
}

/** The matched URL: the route's params (decoded, as useParams gives them) and the query string. */
export interface RouteMatchInfo {
  params: Params;
  search: URLSearchParams;
}

/** What a prefetch reads: the matched URL and its language, which every product read names. */
export interface PrefetchContext extends RouteMatchInfo {
  locale: Locale;
}

export interface HeadContext extends RouteMatchInfo {
  intl: TextIntl;
  locale: Locale;
  /** The shop's public origin (never the request's Host), for absolute URLs. */
  origin: string;
  /** The path without the language prefix. */
  path: string;
}

/** What a page tells search engines and link previews, before it is written out as tags. */
export interface PageHead {
  title: string;
  description: string;
  /** Path and query of the page's canonical URL, without the language prefix. */
  canonicalPath: string;
  indexable: boolean;
  image?: string;
  /** The first screen's picture, hinted with preload so it starts with the HTML. */
  preloadImage?: string;
  /**
   * The `sizes` of the <img> showing it. A picture with rendered widths (src/universal/picture-sources) is
   * preloaded by its `srcset` and these sizes, which must be the img's own: the browser then fetches one
   * width, once. Without them it is preloaded as it is.
   */
  preloadImageSizes?: string;
  jsonLd: object[];
  type: 'website' | 'product';
}

/**
 * The server's part of a public screen. `prefetch` loads exactly the queries the screen's first render
 * asks for, built by the same argument builders its hooks call (so the cache keys match and the
 * browser, given the state, fetches nothing again); what it returns is handed to `head` and `status`.
 */
export interface ServerRendering<Data = undefined> {
  /** The screen's chunk, as its lazy import names it (`webpackChunkName`): hinted with the page. */
  chunk: string;
  prefetch?(store: PrefetchStore, match: PrefetchContext): Promise<Data>;
  head(data: Data, context: HeadContext): PageHead;
  /** The answer's status when not 200 (a product that does not exist, the not-found page). */
  status?(data: Data): number;
  /** The indexable URLs this route adds to the sitemap, given the catalogue's categories. */
  sitemap?(categories: readonly string[]): string[];
}
