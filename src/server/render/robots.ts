import { routeEntries } from '../../app/route-entries';
import type { RouteEntry } from '../../browser-kit/route-entry';

/**
 * Where crawlers are asked to keep out, without a language prefix: each route the table marks
 * (keepCrawlersOut) up to its first parameter ('/orders/:id' → '/orders/'), less those under another.
 */
export function pathsKeptFromCrawlers(entries: readonly RouteEntry[]): string[] {
  const prefixes = [
    ...new Set(entries.filter((entry) => entry.keepCrawlersOut).map((entry) => entry.path.replace(/:.*$/, ''))),
  ];
  return prefixes.filter((prefix) => !prefixes.some((other) => other !== prefix && prefix.startsWith(other)));
}

/**
 * robots.txt: the route table's marked routes in every language ('/*' stands for a language's prefix),
 * and the server's own paths, which are outside the table (the API, the staff console); then the sitemap.
 */
export function robotsTxt(origin: string, entries: readonly RouteEntry[] = routeEntries): string {
  const routes = pathsKeptFromCrawlers(entries).flatMap((path) => [`Disallow: ${path}`, `Disallow: /*${path}`]);
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    ...routes,
    'Disallow: /admin',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
