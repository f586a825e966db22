import Fastify, { type RouteOptions } from 'fastify';
import { storefront } from '../app';
import type { AppContext } from '../context';

/** Every route the shop's API registers over `ctx`, as Fastify's onRoute hook sees each one. */
export async function storefrontRoutes(ctx: AppContext): Promise<RouteOptions[]> {
  const routes: RouteOptions[] = [];
  const app = Fastify();
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  await app.register(storefront, { ctx });
  await app.ready();
  await app.close();
  return routes;
}
