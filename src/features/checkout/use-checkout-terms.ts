import type { FormikProps } from 'formik';
import { useEffect, useMemo } from 'react';
import { type DeliveryTerms, rateFor, termsFor } from '../../universal/delivery-terms';
import { cashOnDeliveryLimit } from '../../universal/cash-on-delivery';
import { checkoutTotals } from '../../universal/order-totals';
import { regionName } from '../../universal/i18n/display-names';
import { CASH_ON_DELIVERY, MOBILE_WALLET } from '../../universal/validation/checkout-constants';
import { NO_LIVE_PAYMENTS, providerFor } from '../../universal/payment-providers';
import { useLivePayments } from '../../entities/shop';
import { CONTACT_RULES } from '../../universal/validation/contact-rules';
import type { CartLine } from '../../entities/cart';
import { priceCart } from '../../universal/cart-pricing';
import { usePriceBook } from '../../entities/product';
import type { CartPromotion } from '../../universal/contracts/cart';
import { useGetDeliveryTermsQuery } from '../../entities/delivery';
import { useShopperLocale } from '../../browser-kit/i18n/shopper-locale';
import type { CheckoutFormValues } from './checkout-form';

/**
 * What delivering the checkout's basket to the form's country costs (issue 34): the country's terms
 * (undefined while loading, null where the shop does not deliver), its name in the page's language, the
 * book of its settlement currency that checkout charges in (issue 50; undefined while it loads), the basket
 * priced by it, and the goods after the cart's code, which a free-over threshold is measured against. Keeps the form's
 * choices within the terms: a delivery option the region lacks falls back to its first, cash on delivery goes
 * where the region takes no cash or not for this total (`codLimit`: the limit it breaks), and the mobile wallet where no provider takes it (issue 51: outside Egypt's
 * pounds, or Paymob without a wallet). `live` is what payments the shop turned on.
 */
export function useCheckoutTerms(
  formik: FormikProps<CheckoutFormValues>,
  lines: readonly CartLine[],
  promotion: CartPromotion | undefined,
) {
  const { values } = formik;
  const { locale } = useShopperLocale();
  const delivery = useGetDeliveryTermsQuery();
  const countryCode = CONTACT_RULES[values.shippingAddress.country as keyof typeof CONTACT_RULES]?.iso;
  const terms: DeliveryTerms | null | undefined = delivery.isSuccess
    ? (termsFor(delivery.data.countries, countryCode) ?? null)
    : undefined;
  const countryName = countryCode ? regionName(countryCode, locale) : values.shippingAddress.country;
  const book = usePriceBook(terms?.currency);
  const pricing = useMemo(() => priceCart(lines, promotion, book), [lines, promotion, book]);
  const goodsCents = pricing?.goods;

  const firstOption = terms?.shipping[0]?.option;
  const offered = terms ? rateFor(terms, values.deliveryOption) !== undefined : true;
  useEffect(() => {
    if (!offered && firstOption) void formik.setFieldValue('deliveryOption', firstOption, false);
  }, [offered, firstOption, formik]);
  const cashOnDelivery = terms?.cashOnDelivery;
  const payOnDelivery = values.paymentMethod === CASH_ON_DELIVERY;
  // The order's total paid in cash (the fee in it), held to the region's limits as checkout holds it (decision 0128).
  const rate = terms && pricing?.book.currency === terms.currency ? rateFor(terms, values.deliveryOption) : undefined;
  const codLimit =
    cashOnDelivery && rate && pricing
      ? cashOnDeliveryLimit(
          cashOnDelivery,
          checkoutTotals(pricing.lines, rate, terms.tax, pricing.promotion, { 'cod-fee': cashOnDelivery.feeCents })
            .total,
        )
      : undefined;
  const noCash = cashOnDelivery === null || codLimit !== undefined;
  useEffect(() => {
    if (payOnDelivery && noCash) void formik.setFieldValue('paymentMethod', '', false);
  }, [payOnDelivery, noCash, formik]);
  // Once the shop has said what it turned on: a draft's wallet stays while that loads.
  const known = useLivePayments();
  const live = known ?? NO_LIVE_PAYMENTS;
  const walletGone =
    values.paymentMethod === MOBILE_WALLET &&
    known !== undefined &&
    terms !== undefined &&
    !providerFor(known, MOBILE_WALLET, terms?.currency ?? '');
  useEffect(() => {
    if (walletGone) void formik.setFieldValue('paymentMethod', '', false);
  }, [walletGone, formik]);

  return {
    delivery,
    terms,
    countryName,
    book,
    pricing,
    goodsCents,
    offered,
    cashOnDelivery,
    codLimit,
    payOnDelivery,
    live,
  };
}
