import { CHECKOUT_COUNTRY_CODES } from './validation/contact-rules';

// Apart from ship-to.ts: the browser's first script reads the cookies, and must not bring checkout's address rules.

/** The countries checkout has address rules for: the ones a guess may name. */

/**
 * The first region an Accept-Language header names that checkout knows ('en-GB' → GB, 'ar-EG' → EG),
 * in the header's order of preference; else the shop's own country (SHOP_COUNTRY).
 */
export function guessShipTo(acceptLanguage: string | undefined, shopCountry: string): string {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag, weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    // The region subtag: two letters after the language (and any script): 'zh-Hant-TW' → TW.
    const region = tag
      .split('-')
      .slice(1)
      .find((subtag) => /^[A-Za-z]{2}$/.test(subtag))
      ?.toUpperCase();
    if (region && CHECKOUT_COUNTRY_CODES.includes(region)) return region;
  }
  return shopCountry;
}
