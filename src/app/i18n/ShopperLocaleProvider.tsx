import { type ReactNode, startTransition, useEffect, useMemo, useState } from 'react';
import { useGetRatesQuery } from '../../entities/product';
import { useGetDeliveryTermsQuery } from '../../entities/delivery';
import type { Locale } from '../../universal/i18n/locale';
import { CHARGE_CURRENCY, type Currency } from '../../universal/i18n/money';
import { termsFor } from '../../universal/delivery-terms';
import { ShopperLocaleContext } from '../../browser-kit/i18n/shopper-locale';
import { DEFAULT_SHIP_TO, type ShipToStart } from '../../universal/ship-to';
import type { RenderedFor } from '../../universal/rendered-for';
import { whenScreenHydrated } from '../early-input';

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
  renderedFor,
  children,
}: {
  locale: Locale;
  /** The display currency the shopper chose (the `currency` cookie); none: their settlement currency. */
  currency?: Currency;
  shipTo?: ShipToStart;
  /** A server-rendered page's: what the first render uses, so it matches the markup (universal/rendered-for.ts). */
  renderedFor?: RenderedFor;
  children: ReactNode;
}) {
  const [chosen, setCurrency] = useState<Currency | undefined>(renderedFor ? renderedFor.currency : chosenAtStart);
  const [shipTo, setShipToState] = useState<ShipToStart>(
    renderedFor?.shipTo ?? initialShipTo ?? { country: DEFAULT_SHIP_TO, picked: false },
  );
  // Hydrated as rendered; then the cookies read at start, if they changed since the request left. Once
  // the screen has hydrated too: a new currency handed down before would reach its server markup.
  useEffect(() => {
    if (!renderedFor) return;
    return whenScreenHydrated(() =>
      startTransition(() => {
        setCurrency(chosenAtStart);
        if (initialShipTo && JSON.stringify(initialShipTo) !== JSON.stringify(renderedFor.shipTo))
          setShipToState(initialShipTo);
      }),
    );
  }, [renderedFor, chosenAtStart, initialShipTo]);
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
