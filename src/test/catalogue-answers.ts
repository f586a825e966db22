import type { Product } from '../universal/product';
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

/** A product as a list answer describes it, for component tests. */
export function product(id: number, price: number, title = `Product title ${id}`): Product {
  return {
    id,
    title,
    price,
    description: '',
    category: 'electronics',
    image: `/catalog/images/${id}.svg`,
    rating: { rate: 4, count: 10 },
    // One variant with plenty on hand, as a list answer describes it.
    sku: `P${id}`,
    stock: 50,
  };
}
