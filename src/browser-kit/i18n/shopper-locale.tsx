import { createContext, useContext } from 'react';
import { DEFAULT_LOCALE, type Locale } from '../../universal/i18n/locale';
import {
  CHARGE_CURRENCY,
  type Currency,
  displayMoney,
  type DisplayedMoney,
  type ExchangeRates,
} from '../../universal/i18n/money';

export interface ShopperLocale {
  locale: Locale;
  currency: Currency;
  /** The operator's rates once loaded; empty until then (amounts show in exact dollars meanwhile). */
  rates: ExchangeRates;
  /** The display currency for this page load (the header picker and the profile preference call it). */
  setCurrency: (currency: Currency) => void;
  /** Where the shopper has things delivered: an ISO code ('EG'), picked, remembered or guessed (universal/ship-to). */
  shipTo: string;
  /** Whether the shopper chose shipTo (the picker), rather than the shop guessing it. */
  shipToPicked: boolean;
  setShipTo: (country: string, picked: boolean) => void;
}

/** The page's language (fixed for the page load) and the shopper's display currency; the app provides it. */
export const ShopperLocaleContext = createContext<ShopperLocale>({
  locale: DEFAULT_LOCALE,
  currency: CHARGE_CURRENCY,
  rates: {},
  setCurrency: () => undefined,
  shipTo: 'EG',
  shipToPicked: false,
  setShipTo: () => undefined,
});

export function useShopperLocale(): ShopperLocale {
  return useContext(ShopperLocaleContext);
}

/** Formats US cents for the shopper: their language, their currency at the operator's rate (marked approximate). */
export function useMoney(): (usdCents: number) => DisplayedMoney {
  const { locale, currency, rates } = useShopperLocale();
  return (usdCents) => displayMoney(usdCents, locale, currency, rates);
}

/** The same as text (aria-labels, titles): converted amounts start with "≈". */
export function useMoneyText(): (usdCents: number) => string {
  const money = useMoney();
  return (usdCents) => {
    const { text, approximate } = money(usdCents);
    return approximate ? `≈ ${text}` : text;
  };
}
