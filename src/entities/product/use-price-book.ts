import { useMemo } from 'react';
import type { Currency } from '../../universal/i18n/money';
import { BASE_CURRENCY, BASE_PRICE_BOOK, type PriceBook } from '../../universal/settlement';
import { useShopperLocale } from '../../browser-kit/i18n/shopper-locale';
import { type RatesResponse, useGetRatesQuery } from './catalogue-api';

/**
 * The book that prices a currency, from GET /catalog/rates (its rate, when it was set, its rounding rule): the
 * dollar needs none; another currency waits for the answer (undefined meanwhile). A currency with no rate set
 * still prices what its price list lists (universal/settlement.ts).
 */
export function priceBookOf(currency: Currency, answer: RatesResponse | undefined): PriceBook | undefined {
  if (currency === BASE_CURRENCY) return BASE_PRICE_BOOK;
  if (!answer) return undefined;
  const unitsPerUsd = answer.rates[currency];
  const rateSetAt = answer.setAt[currency];
  return {
    currency,
    rounding: answer.rounding[currency] ?? 'minor',
    ...(unitsPerUsd !== undefined && { unitsPerUsd }),
    ...(rateSetAt !== undefined && { rateSetAt }),
  };
}

/**
 * The price book of a settlement currency (undefined while it, or its rates, load): every price the shop shows
 * and totals is priceIn(thing, book), so the page agrees with checkout to the minor unit.
 */
export function usePriceBook(currency: Currency | undefined): PriceBook | undefined {
  const { data } = useGetRatesQuery(undefined, { skip: currency === undefined || currency === BASE_CURRENCY });
  return useMemo(() => (currency === undefined ? undefined : priceBookOf(currency, data)), [currency, data]);
}

/** The shopper's price book: their "Deliver to" country's settlement currency (the header's, the cart's). */
export function useShopperPriceBook(): PriceBook | undefined {
  return usePriceBook(useShopperLocale().settlement);
}
