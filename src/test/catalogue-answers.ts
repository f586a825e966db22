import type { Product } from '../core/product';
import type { ApiHandler } from './mock-api';

/**
 * The catalogue's product reads over the given products, answering like the server: each product page
 * (`GET /catalog/products/{id}`, 404 for another id by mockApi's default) and `GET /catalog/products/by-id`
 * (the ids asked that exist, in the order asked).
 */
export function catalogueAnswers(products: readonly Product[]): Record<string, ApiHandler> {
  const byId = new Map(products.map((product) => [String(product.id), product]));
  const handlers: Record<string, ApiHandler> = {
    'GET /catalog/products/by-id': (request) => ({
      body: (request.query.get('ids') ?? '').split(',').flatMap((id) => byId.get(id) ?? []),
    }),
  };
  for (const product of products) handlers[`GET /catalog/products/${product.id}`] = { body: product };
  return handlers;
}
