import { mockApi } from '../../../test/mock-api';
import { type RenderRouteOptions, renderRoute, testShopper } from '../../../test/render';
import type { Order } from '../orders-api';
import OrderDetailPage from './OrderDetailPage';

export type OrderPageOptions = Pick<RenderRouteOptions, 'locale' | 'messages'> & {
  /** What follows the order's path in the address (`?return=items`). */
  search?: string;
};

/** Opens the order page of order `id` for the signed-in test shopper; the test answers the API itself. */
export function openOrderPage(id: string, { search = '', ...intl }: OrderPageOptions = {}) {
  return renderRoute(<OrderDetailPage />, {
    path: '/orders/:id',
    at: `/orders/${id}${search}`,
    signedInAs: testShopper,
    ...intl,
  });
}

/** Opens `shown`'s order page, the API answering with that order and nothing else. */
export function showOrderPage(shown: Order, options: OrderPageOptions = {}) {
  mockApi({ [`GET /api/orders/${shown._id}`]: { body: shown } });
  return openOrderPage(shown._id, options);
}
