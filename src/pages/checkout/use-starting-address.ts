import { useMemo } from 'react';
import type { ShippingAddress } from '../../core/validation/checkout-schema';
import { useGetShopInfoQuery } from '../../features/help';
import { useGetProfileQuery } from '../../features/profile';
import { type Order, startingAddress, useGetOrdersQuery } from '../../features/orders';

/** A query that has answered, or failed: either way checkout can decide where to start. */
const settled = (query: { isSuccess: boolean; isError: boolean }) => query.isSuccess || query.isError;

/**
 * The address checkout starts from (startingAddress), once the profile, the orders and the shop's
 * country have each answered or failed; undefined until then, and when `skip` (a draft is kept).
 */
export function useStartingAddress(skip: boolean): ShippingAddress | undefined {
  const profile = useGetProfileQuery(undefined, { skip });
  const orders = useGetOrdersQuery(undefined, { skip });
  const shop = useGetShopInfoQuery(undefined, { skip });
  const ready = !skip && settled(profile) && settled(orders) && settled(shop);
  return useMemo(() => {
    if (!ready) return undefined;
    const newest = orders.data?.reduce<Order | undefined>(
      (found, next) => (!found || next.createdAt > found.createdAt ? next : found),
      undefined,
    );
    return startingAddress({
      profile: profile.data,
      lastOrder: newest?.shippingAddress,
      shopCountry: shop.data?.country,
    });
  }, [ready, profile.data, orders.data, shop.data]);
}
