import { type ReactNode, useMemo, useState } from 'react';
import { useGetRatesQuery } from '../../entities/product';
import { useGetDeliveryTermsQuery } from '../../entities/delivery';
import type { Locale } from '../../universal/i18n/locale';
import { CHARGE_CURRENCY, type Currency } from '../../universal/i18n/money';
import { termsFor } from '../../universal/delivery-terms';
import { ShopperLocaleContext } from '../../browser-kit/i18n/shopper-locale';
import { DEFAULT_SHIP_TO, type ShipToStart } from '../../universal/ship-to';

const NO_RATES = {};

/**
 * Holds the display currency and the country the shopper has things delivered to. Its region's currency is
 * what the shopper is charged in (the settlement currency, issue 50), and what prices show in unless the
 * shopper chose another display currency. The exchange rates load unless everything is in dollars.
 */
export function ShopperLocaleProvider({
  locale,
  currency: chosenAtStart,
  shipTo: initialShipTo,
  children,
}: {
  locale: Locale;
  /** The display currency the shopper chose (the `currency` cookie); none: their settlement currency. */
  currency?: Currency;
  shipTo?: ShipToStart;
  children: ReactNode;
}) {
  const [chosen, setCurrency] = useState<Currency | undefined>(chosenAtStart);
  const [shipTo, setShipToState] = useState<ShipToStart>(initialShipTo ?? { country: DEFAULT_SHIP_TO, picked: false });
  const delivery = useGetDeliveryTermsQuery();
  // A country the shop does not deliver to has no region: its prices show in the catalogue's dollars.
  const settlement = delivery.isSuccess
    ? (termsFor(delivery.data.countries, shipTo.country)?.currency ?? CHARGE_CURRENCY)
    : undefined;
  const currency = chosen ?? settlement ?? CHARGE_CURRENCY;
  const { data } = useGetRatesQuery(undefined, {
    skip: currency === CHARGE_CURRENCY && (settlement ?? CHARGE_CURRENCY) === CHARGE_CURRENCY,
  });
  const rates = data?.rates ?? NO_RATES;
  const value = useMemo(
    () => ({
      locale,
      currency,
      settlement,
      rates,
      setCurrency,
      shipTo: shipTo.country,
      shipToPicked: shipTo.picked,
      setShipTo: (country: string, picked: boolean) => setShipToState({ country, picked }),
    }),
    [locale, currency, settlement, rates, shipTo],
  );
  return <ShopperLocaleContext.Provider value={value}>{children}</ShopperLocaleContext.Provider>;
}
