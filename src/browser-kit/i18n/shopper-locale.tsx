import { createContext, useContext } from 'react';
import { DEFAULT_LOCALE, type Locale } from '../../universal/i18n/locale';
import {
  CHARGE_CURRENCY,
  type Currency,
  displayAmount,
  formatMoney,
  type DisplayedMoney,
  type ExchangeRates,
} from '../../universal/i18n/money';

export interface ShopperLocale {
  locale: Locale;
  /** The display currency: the one the shopper chose (header picker, profile), else their settlement currency. */
  currency: Currency;
  /**
   * What the shopper is charged in (issue 50): the settlement currency of their "Deliver to" country's region;
   * undefined while the delivery terms load. Prices are reckoned in it (usePriceBook).
   */
  settlement: Currency | undefined;
  /** The operator's rates once loaded; empty until then (amounts show exactly in their own currency meanwhile). */
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
  settlement: CHARGE_CURRENCY,
  rates: {},
  setCurrency: () => undefined,
  shipTo: 'EG',
  shipToPicked: false,
  setShipTo: () => undefined,
});

export function useShopperLocale(): ShopperLocale {
  return useContext(ShopperLocaleContext);
}

/**
 * Formats an amount (minor units of its currency) for the shopper: their language; in their display currency
 * at the cross rate (marked approximate) when they chose another one, unless `exact` (what an order charged).
 */
export function useMoney(): (minor: number, currency: string, exact?: boolean) => DisplayedMoney {
  const { locale, currency: shown, rates } = useShopperLocale();
  return (minor, currency, exact) =>
    exact
      ? { text: formatMoney(minor, currency, locale), approximate: false, currency }
      : displayAmount(minor, currency, locale, shown, rates);
}

/** The same as text (aria-labels, titles): converted amounts start with "≈". */
export function useMoneyText(): (minor: number, currency: string) => string {
  const money = useMoney();
  return (minor, currency) => {
    const { text, approximate } = money(minor, currency);
    return approximate ? `≈ ${text}` : text;
  };
}
