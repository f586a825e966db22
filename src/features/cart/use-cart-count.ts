import { useSelector } from 'react-redux';
import { selectSignedIn } from '../../shared/session';
import { useGetCartQuery } from './cart-api';

/** Badge count: the sum of quantities (spec §9); 0 for anonymous visitors. */
export function useCartCount(): number {
  const signedIn = useSelector(selectSignedIn);
  const { data } = useGetCartQuery(undefined, { skip: !signedIn });
  return signedIn ? (data?.items ?? []).reduce((sum, item) => sum + item.quantity, 0) : 0;
}
