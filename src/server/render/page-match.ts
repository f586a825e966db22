import { matchRoutes } from 'react-router-dom';
import { routes } from '../../app/routes';
import type { AppStore } from '../../app/store';
import { catalogueApi } from '../../entities/product';
import type { Locale } from '../../universal/i18n/locale';
import type { RouteEntry, RouteMatchInfo, ServerRendering } from '../../browser-kit/route-entry';
import { deliveryApi } from '../../entities/delivery';

/** A server-rendered route matched: its entry in the route table, its server part and the URL's params. */
export interface RenderedPage extends RouteMatchInfo {
  entry: RouteEntry;
  ssr: ServerRendering<unknown>;
}

/**
 * The route a path (without its language prefix) matches in the app's own table, as the browser's
 * router will match it; undefined for client-rendered routes (signed-in screens, links carrying a
 * token: never in a cached page).
 */
export async function matchPage(path: string, search: URLSearchParams): Promise<RenderedPage | undefined> {
  const match = matchRoutes(routes, path)?.at(-1);
  const entry = match?.route.handle as RouteEntry | undefined;
  if (!match || !entry?.ssr) return undefined;
  return { entry, ssr: (await entry.ssr()).default, params: match.params, search };
}

/**
 * Loads into the store what the page's first render asks for: the shell's queries (the header's delivery terms,
 * categories and their owners' names; the rates, by which the region's prices and any other display currency are reckoned) and the
 * route's own prefetch, in the page's language. Answers the
 * route's data.
 */
export async function loadPage(store: AppStore, page: RenderedPage, locale: Locale): Promise<unknown> {
  const shell: Promise<unknown>[] = [
    store.dispatch(catalogueApi.endpoints.getCategories.initiate()),
    store.dispatch(catalogueApi.endpoints.getCategoryNames.initiate()),
    store.dispatch(deliveryApi.endpoints.getDeliveryTerms.initiate()),
  ];
  // Every price is the delivery region's (issue 50): pounds and sterling are priced at their rate, so the rates
  // come with every page, whatever the display currency.
  shell.push(store.dispatch(catalogueApi.endpoints.getRates.initiate()));
  const [data] = await Promise.all([page.ssr.prefetch?.(store, { ...page, locale }), ...shell]);
  return data;
}
