import type { Endpoint } from '../../universal/contracts/endpoint';

/**
 * What `app.route` takes from a contract: its method, its URL inside the plugin (the contract's full path less
 * the plugin's prefix) and its schema, the same object the contract made, so a test can tell it came from there.
 *   app.route({ ...fromContract(app, addToCart), preHandler: app.authenticate, handler })
 * A contract whose path lies outside the plugin's prefix is a wiring mistake, refused at start-up.
 */
export function fromContract<E extends Endpoint>(
  app: { prefix: string },
  endpoint: E,
): { method: E['method']; url: string; schema: E['schema'] } {
  if (!endpoint.path.startsWith(app.prefix)) {
    throw new Error(`${endpoint.method} ${endpoint.path} is registered under ${app.prefix}`);
  }
  return { method: endpoint.method, url: endpoint.path.slice(app.prefix.length) || '/', schema: endpoint.schema };
}
