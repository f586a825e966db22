import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { selectSignedIn } from '../../browser-kit/session';
import { usePhoneRules } from '../../browser-kit/use-phone-rules';
import type { ShippingAddress } from '../../universal/validation/checkout-schema';
import { asShippingAddress, isShippable, useGetAddressesQuery } from '../../entities/address-book';
import { useShopperLocale } from '../../browser-kit/i18n/shopper-locale';
import { useGetProfileQuery } from '../../features/profile';
import { startingAddress } from '../../features/checkout';
import { type Order, useGetOrdersQuery } from '../../features/orders';

/** A query that has answered, or failed: either way checkout can decide where to start. */
const settled = (query: { isSuccess: boolean; isError: boolean }) => query.isSuccess || query.isError;

/**
 * The address checkout starts from, once the address book, the profile, the orders have each answered or failed; undefined until then, and when `skip` (a draft is kept). The address book
 * comes first (issue 34): its default, else the most recently used saved address checkout can ship to
 * (the book lists them in that order). Without one, startingAddress: the profile's, the last order's or
 * the header's "Deliver to" country.
 */
export function useStartingAddress(skip: boolean): ShippingAddress | undefined {
  // A guest has no book, profile or orders: checkout starts from the "Deliver to" country alone.
  const signedIn = useSelector(selectSignedIn);
  const own = { skip: skip || !signedIn };
  const book = useGetAddressesQuery(undefined, own);
  const profile = useGetProfileQuery(undefined, own);
  const orders = useGetOrdersQuery(undefined, own);
  // The header's "Deliver to" (the shopper's pick, else the shop's guess from their language or its own country).
  const { shipTo } = useShopperLocale();
  // Whether a saved address is one checkout can ship to reads its phone: the rules load first.
  const phoneRules = usePhoneRules(Boolean(book.data?.length));
  const ready =
    !skip &&
    (!signedIn || (settled(book) && settled(profile) && settled(orders) && (!book.data?.length || phoneRules)));
  return useMemo(() => {
    if (!ready) return undefined;
    const saved = book.data?.find(isShippable);
    if (saved) return asShippingAddress(saved);
    const newest = orders.data?.reduce<Order | undefined>(
      (found, next) => (!found || next.createdAt > found.createdAt ? next : found),
      undefined,
    );
    return startingAddress({
      profile: profile.data,
      lastOrder: newest?.shippingAddress,
      shopCountry: shipTo,
    });
  }, [ready, book.data, profile.data, orders.data, shipTo]);
}
