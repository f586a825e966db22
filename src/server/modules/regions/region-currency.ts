import type { Database } from '../../db/database';
import type { CashOnDelivery, ShippingRate } from '../../../universal/delivery-terms';
import type { Currency } from '../../../universal/i18n/money';
import { minorExponent, type PriceBook, toMajor } from '../../../universal/settlement';
import { type AuditActor, recordAudit } from '../audit';
import { raisePricedCartVersions } from '../cart';
import { bumpCatalogueVersion, noteCatalogueChanged } from '../catalogue';
import { ratesRepository } from '../rates';
import { regionsRepository } from './repository';

/** A region's amounts, all minor units of its currency (what the trail keeps before and after). */
interface RegionAmounts {
  currency: Currency;
  shipping: { option: string; priceCents: number; freeOverCents: number | null }[];
  cashOnDeliveryFeeCents: number | null;
  /** Its cash-on-delivery order limits, where it has them (decision 0128). */
  cashOnDeliveryMinOrderCents?: number;
  cashOnDeliveryMaxOrderCents?: number;
}

export type CurrencyChange =
  | { kind: 'changed'; before: RegionAmounts; after: RegionAmounts }
  | { kind: 'unchanged'; currency: Currency }
  | { kind: 'no-region'; known: string[] }
  | { kind: 'no-rate'; currency: Currency };

const unitsPerUsd = (book: PriceBook) => (book.currency === 'USD' ? 1 : book.unitsPerUsd);

/**
 * An amount of one currency in another, at the operator's rates, to the whole unit: a region's delivery price,
 * threshold or fee keeps its worth when the region changes currency, as migration 052 turned Egypt's and the
 * UK's dollar amounts into pounds.
 */
function convertWhole(minor: number, from: PriceBook, to: PriceBook, fromRate: number, toRate: number): number {
  const whole = Math.round(Number(((toMajor(minor, from.currency) * toRate) / fromRate).toPrecision(12)));
  return whole * 10 ** minorExponent(to.currency);
}

const amountsOf = (currency: Currency, shipping: readonly ShippingRate[], cod: CashOnDelivery | null) => ({
  currency,
  shipping: shipping.map(({ option, priceCents, freeOverCents }) => ({ option, priceCents, freeOverCents })),
  cashOnDeliveryFeeCents: cod?.feeCents ?? null,
  ...(cod?.minOrderCents !== undefined && { cashOnDeliveryMinOrderCents: cod.minOrderCents }),
  ...(cod?.maxOrderCents !== undefined && { cashOnDeliveryMaxOrderCents: cod.maxOrderCents }),
});

/**
 * Sets the currency a region charges in (issue 50): its shoppers' prices, its delivery prices, free-delivery
 * thresholds and cash-on-delivery fee and order limits are then in it, the amounts converted at the operator's rates to the
 * whole unit. One transaction with its audit entry ('region.currency', before → after): every cart with
 * lines moves its version (a checkout against a total in the old currency answers 409 CART_CHANGED) and the
 * catalogue version rises (rendered pages embed the delivery terms). The one setter: `npm run regions --
 * set-currency` and the console's settings page.
 */
export async function setRegionCurrency(
  db: Database,
  regionId: string,
  currency: Currency,
  actor: AuditActor,
  at: Date,
): Promise<CurrencyChange> {
  const change = await db.transaction(async (tx): Promise<CurrencyChange> => {
    const regions = regionsRepository(tx);
    const region = await regions.lockRegion(regionId);
    if (!region) return { kind: 'no-region', known: (await regions.regions()).map((entry) => entry.id) };
    if (region.currency === currency) return { kind: 'unchanged', currency };
    const rates = ratesRepository(tx);
    const from = await rates.priceBook(region.currency);
    const to = await rates.priceBook(currency);
    const fromRate = unitsPerUsd(from);
    const toRate = unitsPerUsd(to);
    if (fromRate === undefined) return { kind: 'no-rate', currency: region.currency };
    if (toRate === undefined) return { kind: 'no-rate', currency };
    const convert = (minor: number) => convertWhole(minor, from, to, fromRate, toRate);

    const shipping = await regions.shippingRates(region.id);
    const converted = shipping.map((rate) => ({
      ...rate,
      priceCents: convert(rate.priceCents),
      freeOverCents: rate.freeOverCents === null ? null : convert(rate.freeOverCents),
    }));
    const limit = (cents: number | undefined) => (cents === undefined ? undefined : convert(cents));
    const cod = region.cashOnDelivery && {
      feeCents: convert(region.cashOnDelivery.feeCents),
      minOrderCents: limit(region.cashOnDelivery.minOrderCents),
      maxOrderCents: limit(region.cashOnDelivery.maxOrderCents),
    };
    await regions.setCurrency(region.id, currency);
    for (const rate of converted) await regions.saveShippingRate(region.id, rate);
    await regions.setCashOnDelivery(region.id, cod);
    // The carts priced in the old currency: their next checkout is told the total changed.
    await raisePricedCartVersions(tx);
    await bumpCatalogueVersion(tx);
    const before = amountsOf(region.currency, shipping, region.cashOnDelivery);
    const after = amountsOf(currency, converted, cod);
    await recordAudit(
      tx,
      actor,
      { action: 'region.currency', objectType: 'region', objectId: region.id, before, after },
      at,
    );
    return { kind: 'changed', before, after };
  });
  if (change.kind === 'changed') noteCatalogueChanged();
  return change;
}
