import { useCallback } from 'react';
import { type DeliveryTerms, termsFor } from '../../universal/delivery-terms';
import { SHIP_TO_COOKIE } from '../../universal/ship-to';
import { useShopperLocale } from '../../browser-kit/i18n/shopper-locale';
import { writeCookie } from '../../browser-kit/browser-cookies';
import { useGetDeliveryTermsQuery } from './delivery-api';

export interface ShipTo {
  /** ISO code: 'EG'. */
  country: string;
  /** The shopper chose it in the picker (else it is the shop's guess). */
  picked: boolean;
  /** Its tax and shipping; undefined while loading, and where the shop does not deliver. */
  terms: DeliveryTerms | undefined;
  /** False once the terms are known and name no such country; undefined while they load or failed. */
  delivered: boolean | undefined;
  /** Every country the shop delivers to, once loaded. */
  countries: readonly DeliveryTerms[] | undefined;
  /** The picker's choice: remembered for a year, and above any guess. */
  choose: (country: string) => void;
}

/** Where the shopper has things delivered, and what delivering there costs (issue 34). */
export function useShipTo(): ShipTo {
  const { shipTo, shipToPicked, setShipTo } = useShopperLocale();
  const { data, isSuccess } = useGetDeliveryTermsQuery();
  const terms = termsFor(data?.countries, shipTo);
  const choose = useCallback(
    (country: string) => {
      writeCookie(SHIP_TO_COOKIE, country);
      setShipTo(country, true);
    },
    [setShipTo],
  );
  return {
    country: shipTo,
    picked: shipToPicked,
    terms,
    delivered: isSuccess ? terms !== undefined : undefined,
    countries: data?.countries,
    choose,
  };
}
