import { type ReactNode, useMemo, useState } from 'react';
import { useGetRatesQuery } from '../../entities/product';
import type { Locale } from '../../core/i18n/locale';
import { CHARGE_CURRENCY, type Currency } from '../../core/i18n/money';
import { ShopperLocaleContext } from '../../shared/i18n/shopper-locale';

const NO_RATES = {};

/** Holds the display currency and loads the exchange rates only when a currency other than dollars is shown. */
export function ShopperLocaleProvider({
  locale,
  currency: initialCurrency = CHARGE_CURRENCY,
  children,
}: {
  locale: Locale;
  currency?: Currency;
  children: ReactNode;
}) {
  const [currency, setCurrency] = useState<Currency>(initialCurrency);
  const { data } = useGetRatesQuery(undefined, { skip: currency === CHARGE_CURRENCY });
  const rates = data?.rates ?? NO_RATES;
  const value = useMemo(() => ({ locale, currency, rates, setCurrency }), [locale, currency, rates]);
  return <ShopperLocaleContext.Provider value={value}>{children}</ShopperLocaleContext.Provider>;
}
