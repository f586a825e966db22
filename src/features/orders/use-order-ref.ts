import { useParams, useSearchParams } from 'react-router-dom';
import { ORDER_ACCESS_PARAM } from '../../universal/order-access';
import type { OrderRef } from './orders-api';

/**
 * The order a route names (`/orders/:id…`), with the key a guest's link carries (`?access=`, from the
 * mail or the lookup) when there is one: the order page and its receipt open the same way.
 */
export function useOrderRef(): OrderRef {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const access = search.get(ORDER_ACCESS_PARAM) ?? undefined;
  return access ? { id, access } : { id };
}
