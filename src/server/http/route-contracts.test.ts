import type { RouteOptions } from 'fastify';
import { withTestApp } from '../test/harness';
import { storefrontRoutes } from '../test/storefront-routes';
import { contractOf } from '../../universal/contracts/endpoint';

/**
 * Every API route takes its schema from a contract in src/universal/contracts (one per endpoint), so the
 * client's types and the server's validation cannot drift: a route whose schema was written by hand, or
 * whose method or path differ from its contract's, is listed here.
 */
const t = withTestApp();
let routes: RouteOptions[] = [];
beforeAll(async () => {
  routes = await storefrontRoutes(t.ctx);
});

/**
 * The API: everything under /api and /catalog but the OpenAPI pages, which the docs plugin declares, and
 * the product pictures (/catalog/images/*), files that @fastify/static serves and hides from the docs.
 */
const isApi = (url: string) =>
  /^\/(api|catalog)(\/|$)/.test(url) && !url.startsWith('/api/docs') && !url.startsWith('/catalog/images/');

const methodsOf = (route: RouteOptions) => [route.method].flat();

test('the app registers its API routes (the check below has something to check)', () => {
  const api = routes.filter((route) => isApi(route.url));
  expect(api.length).toBeGreaterThan(50);
  expect(api.map((route) => route.url)).toEqual(expect.arrayContaining(['/api/cart/add', '/catalog/products']));
});

test("every API route's schema comes from its endpoint's contract, at the contract's method and path", () => {
  const offenders = routes
    .filter((route) => isApi(route.url))
    .flatMap((route) => {
      const endpoint = contractOf(route.schema);
      const where = `${methodsOf(route).join(',')} ${route.url}`;
      if (!endpoint) return [`${where}: schema written by hand`];
      const path = route.url.replace(/\/$/, '') || '/';
      const methods = methodsOf(route).filter((method) => method !== 'HEAD' || endpoint.method !== 'GET');
      if (path !== endpoint.path || methods.some((method) => method !== endpoint.method)) {
        return [`${where}: contract says ${endpoint.method} ${endpoint.path}`];
      }
      return [];
    });
  expect(offenders).toEqual([]);
});
