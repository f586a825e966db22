import { type ReactNode, useMemo, useState } from 'react';
import { useGetRatesQuery } from '../../entities/product';
import type { Locale } from '../../universal/i18n/locale';
import { CHARGE_CURRENCY, type Currency } from '../../universal/i18n/money';
import { ShopperLocaleContext } from '../../browser-kit/i18n/shopper-locale';
import { DEFAULT_SHIP_TO, type ShipToStart } from '../../universal/ship-to';

const NO_RATES = {};

/**
 * Holds the display currency (loading the exchange rates only when a currency other than dollars is
 * shown) and the country the shopper has things delivered to.
 */
export function ShopperLocaleProvider({
  locale,
  currency: initialCurrency = CHARGE_CURRENCY,
  shipTo: initialShipTo,
  children,
}: {
  locale: Locale;
  currency?: Currency;
  shipTo?: ShipToStart;
  children: ReactNode;
}) {
  const [currency, setCurrency] = useState<Currency>(initialCurrency);
  const [shipTo, setShipToState] = useState<ShipToStart>(initialShipTo ?? { country: DEFAULT_SHIP_TO, picked: false });
  const { data } = useGetRatesQuery(undefined, { skip: currency === CHARGE_CURRENCY });
  const rates = data?.rates ?? NO_RATES;
  const value = useMemo(
    () => ({
      locale,
      currency,
      rates,
      setCurrency,
      shipTo: shipTo.country,
      shipToPicked: shipTo.picked,
      setShipTo: (country: string, picked: boolean) => setShipToState({ country, picked }),
    }),
    [locale, currency, rates, shipTo],
  );
  return <ShopperLocaleContext.Provider value={value}>{children}</ShopperLocaleContext.Provider>;
}
