import { useEffect } from 'react';
import { useGetOrdersQuery } from '../../features/orders';
import { useGetProfileQuery } from '../../features/profile';
import { CHECKOUT_COUNTRIES, knownCountry } from '../../universal/validation/checkout-countries';
import { useShopperLocale } from '../../browser-kit/i18n/shopper-locale';

/** The ISO code of a country checkout knows, from a free-text or English name; undefined otherwise. */
function countryCode(name: string | undefined): string | undefined {
  const known = knownCountry(name);
  return known && CHECKOUT_COUNTRIES[known];
}

/**
 * For a signed-in shopper who has not picked a country: where their account says they are, their
 * profile's country, else their last order's, in place of the shop's guess (issue 34's order). Loaded
 * only when signed in, so the first page of a visitor carries none of checkout's address rules; it
 * recognises the country alone (checkout-countries.ts), without the rules.
 */
export function AccountShipTo() {
  const { shipTo, shipToPicked, setShipTo } = useShopperLocale();
  const profile = useGetProfileQuery(undefined, { skip: shipToPicked });
  const fromProfile = countryCode(profile.data?.address.country);
  const orders = useGetOrdersQuery(undefined, { skip: shipToPicked || !profile.isSuccess || Boolean(fromProfile) });
  const newest = orders.data?.reduce<(typeof orders.data)[number] | undefined>(
    (found, next) => (!found || next.createdAt > found.createdAt ? next : found),
    undefined,
  );
  const fromAccount = fromProfile ?? countryCode(newest?.shippingAddress.country);
  useEffect(() => {
    if (!shipToPicked && fromAccount && fromAccount !== shipTo) setShipTo(fromAccount, false);
  }, [shipToPicked, fromAccount, shipTo, setShipTo]);
  return null;
}
