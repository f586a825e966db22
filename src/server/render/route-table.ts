import { routeEntries } from '../../app/route-entries';
import type { ServerRendering } from '../../browser-kit/route-entry';

/**
 * What the server reads of the app's route table without its screens or shell (page-match.ts matches a path
 * against the table React Router draws, which loads them): the page routes it answers, and the sitemap's parts.
 */

/** The server-rendered routes' paths, catch-alls aside: the server answers each on a route of its own. */
export const renderedPaths: readonly string[] = routeEntries
  .filter((entry) => entry.ssr && !entry.path.endsWith('*'))
  .map((entry) => entry.path);

/** Every server-rendered route's server part, once each, in the table's order. */
export async function serverParts(): Promise<ServerRendering<unknown>[]> {
  const parts = await Promise.all(routeEntries.flatMap((entry) => (entry.ssr ? [entry.ssr()] : [])));
  return [...new Set(parts.map((part) => part.default))];
}
