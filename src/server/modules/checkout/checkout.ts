import type { Database, Queryable } from '../../db/database';
import { badRequest, conflict, HttpError, outOfStock, unauthorized } from '../../http/errors';
import { refusedField } from '../../http/parse-body';
import { appendEvents } from '../../events/domain-events';
import { subtotalOf } from '../../../universal/pricing';
import { checkoutTotals, type PromoTerms } from '../../../universal/order-totals';
import {
  BASE_CURRENCY,
  hasListedPrice,
  type PriceBook,
  priceIn,
  promotionIn,
  promotionNeedsRate,
} from '../../../universal/settlement';
import { ratesRepository } from '../rates';
import { type LivePayments, providerFor } from '../../../universal/payment-providers';
import type { Product, Variant } from '../../../universal/contracts/catalogue';
import { chargeSize } from '../../../universal/order-charges';
import { rateFor } from '../../../universal/delivery-terms';
import { deliveryPromise, shopDay } from '../../../universal/delivery-dates';
import { cashOnDeliveryLimit, paymentFeeCents } from '../../../universal/cash-on-delivery';
import {
  CASH_ON_DELIVERY_LIMIT,
  CASH_ON_DELIVERY_UNAVAILABLE,
  PAYMENT_METHOD_REQUIRED,
} from '../../../universal/validation/messages';
import { CASH_ON_DELIVERY, MOBILE_WALLET } from '../../../universal/validation/checkout-constants';
import { CONTACT_RULES } from '../../../universal/validation/contact-rules';
import { regionsRepository } from '../regions';
import {
  type CheckoutRequest,
  type ShippingAddress,
  toWirePaymentMethod,
} from '../../../universal/validation/checkout-schema';
import type { Locale } from '../../../universal/i18n/locale';
import type { Currency } from '../../../universal/i18n/money';
import { addressBook } from '../addresses';
import { type Buyer, userRepository } from '../auth';
import { cartRepository, quantityLimited } from '../cart';
import type { OrderLimits } from '../../config';
import { type PromotionCustomer, type PromotionRefusal, promotionRules } from '../promotions';
import { catalogueRepository, lineWords, noteStockChanged, type StockShortage, takeStock } from '../catalogue';
import { picturesOf, variantBySku, variantLabel } from '../../../universal/variants';
import type { CheckoutResponse } from '../../../universal/contracts/order';
import { newAccessKey, newOrderId, type NewOrderItem, ordersRepository, refuseOverUnpaidLimit } from '../orders';
import { ERROR_CODES } from '../../../universal/contracts/error-codes';

export const EMPTY_CART = 'Your cart is empty';
export const ORDER_PLACED = 'Order placed successfully';
export const DELIVERY_UNAVAILABLE = (country: string) =>
  `We do not deliver to ${country} with this option. Nothing was ordered: choose another delivery.`;
export const CURRENCY_MISMATCH = (currency: string, charged: string) =>
  `Orders delivered there are charged in ${charged}, not ${currency}. Nothing was ordered: check the total and place your order again.`;
export const RATES_STALE = (currency: string) =>
  `Prices in ${currency} are being updated. Nothing was ordered: please try again in a little while.`;
export const CART_CHANGED =
  'Your cart changed since you confirmed it. Nothing was ordered: check your order and place it again.';
export const PROMO_WITHDRAWN = (code: string) =>
  `Promo code ${code} can no longer be used, so it was taken off your cart. Nothing was ordered: check your order and place it again.`;
export const PROMO_ALREADY_USED = (code: string) =>
  `You have already used promo code ${code} on an earlier order, so it was taken off your cart. Nothing was ordered: check your order and place it again.`;

/**
 * The cart's code cannot be used now (ended, switched off, its limit reached by another order, this
 * customer's use spent): thrown inside the transaction, so nothing is ordered; placeOrder then takes the
 * code off the cart and answers 409 CART_CHANGED (decision 0082).
 */
class PromotionWithdrawn extends Error {
  constructor(
    readonly code: string,
    readonly reason: PromotionRefusal,
  ) {
    super(`promo code ${code} refused at checkout: ${reason}`);
  }
}

/** What a checkout refused for want of stock says: each short line by its title, variant and units left. */
export function outOfStockMessage(short: readonly StockShortage[], items: readonly NewOrderItem[]): string {
  const lines = short.map((line) => {
    const item = items.find((candidate) => candidate.sku === line.sku);
    const name = item ? `${item.title}${item.variantLabel ? ` (${item.variantLabel})` : ''}` : line.sku;
    return line.available > 0 ? `only ${line.available} left of ${name}` : `${name} is sold out`;
  });
  return `Not enough stock: ${lines.join('; ')}. Nothing was ordered.`;
}

/** Points where tests make a checkout fail, to prove that a failure leaves nothing behind. */
export interface CheckoutFaults {
  /** After the cart's version was checked, before its lines are read. */
  afterVersionCheck?: () => Promise<void>;
  afterOrderInsert?: () => Promise<void>;
}

/**
 * Who checks out: a signed-in shopper; a guest, whose order is reached by its access key and mailed in
 * their language; or a guest who asked for an account, made with the order in its transaction (the
 * password already hashed, so no argon2 work holds the cart's lock).
 */
export type CheckoutBuyer =
  | { kind: 'account'; userId: string }
  | { kind: 'guest'; email: string; locale: Locale }
  | { kind: 'new-account'; email: string; passwordHash: string; locale: Locale; currency?: Currency };

export interface CheckoutInput {
  /** The cart ordered: the shopper's (their user id) or the guest's guest cart. */
  cartId: string;
  buyer: CheckoutBuyer;
  request: CheckoutRequest;
  /** The cart's version the shopper confirmed (GET /api/cart's `version`); undefined when none was sent. */
  cartVersion: number | undefined;
  now: Date;
  /** SHOP_TIMEZONE: the clock the delivery's cut-off and promised days are read by. */
  shopTimeZone: string;
  /** Stores the answer inside the checkout's transaction (the idempotency record). */
  recordResponse?: (tx: Queryable, response: CheckoutResponse) => Promise<void>;
  /** "Save this address to my address book" was ticked. */
  saveAddress?: boolean;
  /** The hoarding guards (decision 0089): units of a variant per order, unpaid cash-on-delivery orders. */
  limits: OrderLimits;
  /** The currency the page showed the total in, when it said (the body's `currency`): it must be the region's. */
  currency?: string;
  /** RATES_MAX_AGE_HOURS: a converted price needs a rate set at most this long ago. */
  ratesMaxAgeHours: number;
  /**
   * What payments are turned on (issue 51) and PAYMENT_HOLD_MINUTES: a method a live provider takes places the
   * order awaiting its payment, holding its stock for that long; none (or none on): the demo, as before, and no
   * mobile wallet.
   */
  payments?: { live: LivePayments; holdMinutes: number };
  faults?: CheckoutFaults;
}

/**
 * The buyer as the order records them. An account's buyer is read from it; a guest is the address's name
 * and phone with the email given, always mailed; a new account is made here, so the order and the account
 * commit together or not at all (an email that has an account already answers 409 EMAIL_TAKEN).
 */
async function buyerOf(
  tx: Queryable,
  who: CheckoutBuyer,
  address: ShippingAddress,
): Promise<{ userId: string | null; buyer: Buyer; guest?: { access: string; locale: string } }> {
  const users = userRepository(tx);
  if (who.kind === 'guest') {
    const buyer = {
      name: address.name,
      email: who.email,
      phone: address.phone,
      emailNotifications: true,
      language: who.locale,
    };
    return { userId: null, buyer, guest: { access: newAccessKey(), locale: who.locale } };
  }
  const userId =
    who.kind === 'account'
      ? who.userId
      : (
          await users.create({
            name: address.name,
            email: who.email,
            phone: address.phone,
            passwordHash: who.passwordHash,
            // The language and currency the shopper was using, as a sign-up keeps them (issue 48).
            preferences: { language: who.locale, currency: who.currency },
          })
        ).id;
  const buyer = await users.findBuyer(userId);
  if (!buyer) throw unauthorized();
  return { userId, buyer };
}

/**
 * Turns the user's cart into a pending order, in one transaction: lock the cart, check it is still the
 * version the shopper confirmed, price it from the catalogue (never from the request: each line at its
 * variant's price), take its units off the shelf (409 OUT_OF_STOCK, nothing taken, when one is short),
 * write the order and its item snapshots, empty the cart, record the answer and append its events
 * (order.placed, stock.changed). Anything failing rolls all of it back. Locks: the cart's version row, its lines, then
 * the variants in SKU order (docs/decisions/0070).
 */
export async function placeOrder(db: Database, input: CheckoutInput): Promise<CheckoutResponse> {
  let response: CheckoutResponse;
  try {
    response = await db.transaction((tx) => orderCart(tx, input));
  } catch (error) {
    if (!(error instanceof PromotionWithdrawn)) throw error;
    // The page showed the code's discount and the shop will not give it: never charge another total than
    // the page showed. The code leaves the cart (raising its version), and the page, told the cart
    // changed, shows it gone and the total without it. A code this customer already spent is said so:
    // nothing else changed the cart (issue 48).
    await cartRepository(db).removePromoCode(input.cartId, input.now);
    if (error.reason === 'used-by-customer')
      throw conflict(PROMO_ALREADY_USED(error.code), ERROR_CODES.PROMO_ALREADY_USED);
    throw conflict(PROMO_WITHDRAWN(error.code), ERROR_CODES.CART_CHANGED);
  }
  // Committed: this process's catalogue shows the units taken at its next read (decision 0070); the
  // stock.changed event carries the change to the other instances' copies.
  noteStockChanged();
  return response;
}

async function orderCart(tx: Queryable, input: CheckoutInput): Promise<CheckoutResponse> {
  const { cartId, request, now } = input;
  const orders = ordersRepository(tx);
  const carts = cartRepository(tx);
  // Held until the order commits: a change from another tab or device waits, then goes on the next cart.
  const version = await carts.lockVersion(cartId);
  await input.faults?.afterVersionCheck?.();
  const lines = await carts.lockLines(cartId);
  // Emptied elsewhere: say so, whatever version the page showed.
  if (lines.length === 0) throw badRequest(EMPTY_CART, undefined, ERROR_CODES.CART_EMPTY);
  if (input.cartVersion !== version) throw conflict(CART_CHANGED, ERROR_CODES.CART_CHANGED);
  // A line the cart took before the limit was lowered (the cart refuses more since): never ordered as is.
  if (lines.some((line) => line.quantity > input.limits.unitsPerVariant))
    throw quantityLimited(input.limits.unitsPerVariant, 409);
  const { userId, buyer, guest } = await buyerOf(tx, input.buyer, request.shippingAddress);

  const productIds = [...new Set(lines.map((line) => line.productId))];
  // Each line's words in the other languages, copied with its English title (decision 0093).
  const { products, words } = await catalogueRepository(tx).getManyWithWords(productIds);
  const items: NewOrderItem[] = lines.map((line) => {
    const product = products.get(line.productId);
    const variant = product && variantBySku(product, line.sku);
    if (!product || !variant)
      throw badRequest(
        `Product ${line.productId} is no longer available; remove it from your cart`,
        undefined,
        ERROR_CODES.PRODUCT_UNAVAILABLE,
      );
    return {
      productId: product.id,
      sku: variant.sku,
      variantLabel: variantLabel(product, variant),
      title: product.title,
      words: lineWords(words.get(product.id) ?? { title: product.title, options: [], texts: {} }, variant.options),
      priceCents: 0,
      image: picturesOf(product, variant)[0] ?? product.image,
      quantity: line.quantity,
    };
  });
  // The terms in force now, read in this transaction before any stock is taken: the shipping country's tax
  // and delivery price.
  const country = request.shippingAddress.country;
  const terms = await regionsRepository(tx).termsFor(CONTACT_RULES[country].iso, shopDay(now, input.shopTimeZone));
  const rate = rateFor(terms, request.deliveryOption);
  if (!terms || !rate) throw badRequest(DELIVERY_UNAVAILABLE(country), undefined, ERROR_CODES.DELIVERY_UNAVAILABLE);
  // Charged in the region's currency, whatever the page displayed; a page that totalled in another is told so.
  if (input.currency !== undefined && input.currency !== terms.currency)
    throw badRequest(CURRENCY_MISMATCH(input.currency, terms.currency), undefined, ERROR_CODES.CURRENCY_MISMATCH);
  const book = await ratesRepository(tx).priceBook(terms.currency);
  const priced = priceLines(items, products, book);
  // The days this delivery arrives, kept with the order as promised now (its cut-off, the region's holidays).
  const promise = deliveryPromise(rate, terms.holidays, now, input.shopTimeZone);
  // Cash on delivery only where the region takes it, for the fee it sets now.
  const codFee = paymentFeeCents(terms, request.paymentMethod);
  if (codFee === undefined) throw refusedField('paymentMethod', CASH_ON_DELIVERY_UNAVAILABLE);
  // Taken by a live provider (a card, in a region one of them serves; the wallet, where Paymob takes it): the order
  // waits for its money. The wallet is never the demo: where no provider takes it, it is not a method here, refused
  // as the rules refuse a method they do not know.
  const provider = input.payments && providerFor(input.payments.live, request.paymentMethod, terms.currency);
  if (request.paymentMethod === MOBILE_WALLET && !provider)
    throw refusedField('paymentMethod', PAYMENT_METHOD_REQUIRED);
  // Free until the courier comes, so capped per shopper, before any stock is taken (decision 0089).
  if (request.paymentMethod === CASH_ON_DELIVERY)
    await refuseOverUnpaidLimit(tx, buyer, request.shippingAddress, input.limits.unpaidCashOnDelivery);
  const short = await takeStock(tx, lines);
  if (short.length > 0)
    throw outOfStock(
      outOfStockMessage(short, items),
      short.map((line) => ({ sku: line.sku, productId: String(line.productId), available: line.available })),
    );
  // The cart's code, applied here and only here: the client never sends a discount.
  const appliedCode = await carts.promoCode(cartId);
  const customer: PromotionCustomer = { key: userId ?? buyer.email.toLowerCase(), email: buyer.email };
  const promo =
    appliedCode === undefined ? undefined : await promotionTerms(tx, appliedCode, priced.items, customer, now, book);
  // A rate that prices anything here must be fresh: an old one would charge what the market no longer pays.
  if ((priced.converted || promo?.converted) && !rateIsFresh(book, now, input.ratesMaxAgeHours))
    throw new HttpError(503, RATES_STALE(terms.currency), { code: ERROR_CODES.RATES_STALE });
  const totals = checkoutTotals(priced.items, rate, terms.tax, promo?.terms, { 'cod-fee': codFee });
  // Cash only for a total (the fee in it: what the courier collects) within the region's limits (decision 0128);
  // the page said so on the choice. Refused here, the stock taken goes back with the transaction.
  if (
    request.paymentMethod === CASH_ON_DELIVERY &&
    terms.cashOnDelivery &&
    cashOnDeliveryLimit(terms.cashOnDelivery, totals.total)
  )
    throw refusedField('paymentMethod', CASH_ON_DELIVERY_LIMIT);
  const discountCents = chargeSize(totals.charges, 'discount');
  const promoCode = discountCents > 0 ? appliedCode : undefined;

  const payment = provider && {
    provider,
    holdUntil: new Date(now.getTime() + (input.payments?.holdMinutes ?? 0) * 60_000),
  };

  const id = newOrderId();
  await orders.insert(
    {
      id,
      userId,
      ...(payment && { payment }),
      ...(guest && { guest }),
      createdAt: now,
      currency: terms.currency,
      ...((priced.converted || promo?.converted) &&
        book.unitsPerUsd !== undefined &&
        book.rateSetAt !== undefined && { rate: { unitsPerUsd: book.unitsPerUsd, setAt: new Date(book.rateSetAt) } }),
      subtotalCents: totals.subtotal,
      promoCode,
      charges: totals.charges,
      taxCents: totals.tax,
      taxRateBasisPoints: terms.tax.rateBasisPoints,
      taxIncluded: terms.tax.included,
      deliveryDays: { min: rate.minDays, max: rate.maxDays },
      promisedDates: { from: promise.earliest, to: promise.latest },
      totalCents: totals.total,
      deliveryOption: request.deliveryOption,
      // A provider's payment is real: only the demo's methods carry the spec's " (Demo)".
      paymentMethod: payment ? request.paymentMethod : toWirePaymentMethod(request.paymentMethod),
      shippingAddress: request.shippingAddress,
      customer: { name: buyer.name, email: buyer.email, phone: buyer.phone },
    },
    priced.items,
  );
  if (promoCode !== undefined)
    await promotionRules(tx).recordUse(promoCode, {
      orderId: id,
      customerKey: customer.key,
      customerEmail: buyer.email,
      discountCents,
      usedAt: now,
    });
  await input.faults?.afterOrderInsert?.();
  // The address book learns where this order goes (its "last used"), and keeps it when asked to (always,
  // for an account made with this order).
  if (userId !== null) {
    const save = input.buyer.kind === 'new-account' || (input.saveAddress ?? false);
    await addressBook(tx).noteShipment(userId, request.shippingAddress, { save, now });
  }
  // Only the lines this order holds: a line that reached the table without going through the cart's
  // lock (none should) must not be dropped unordered.
  await carts.removeLines(
    cartId,
    lines.map((line) => line.sku),
    now,
  );
  // The code was spent on this order.
  if (appliedCode !== undefined) await carts.removePromoCode(cartId, now);

  const order = await orders.get(id);
  if (!order) throw new Error(`order ${id} vanished inside its own transaction`);
  const response: CheckoutResponse = { success: true, message: ORDER_PLACED, order };
  await input.recordResponse?.(tx, response);
  // Its side effects (the confirmation mail, the catalogue following the stock) are the events' subscribers'.
  await appendEvents(tx, [
    { name: 'order.placed', payload: { orderId: id } },
    { name: 'stock.changed', payload: { skus: lines.map((line) => line.sku) } },
  ]);
  return response;
}

/**
 * What the cart's code gives this order, asked of promotions with its row locked until the order commits
 * (decision 0082). A code the shop does not have, or a cart under the code's minimum, gives nothing, as the
 * page showed (the cart's answer carries no terms for the one, the page applies the minimum for the other).
 * Any other refusal is a discount the page may have shown: PromotionWithdrawn.
 */
async function promotionTerms(
  tx: Queryable,
  code: string,
  items: readonly NewOrderItem[],
  customer: PromotionCustomer,
  now: Date,
  book: PriceBook,
): Promise<{ terms: PromoTerms; converted: boolean } | undefined> {
  // Its minimum in the order's currency: its own there, or its dollars at the rate (none yet: out of reach).
  const answer = await promotionRules(tx).claim(code, { now, subtotalCents: subtotalOf(items), customer, book });
  if (answer.ok) {
    const { terms } = answer;
    // As the cart's page prices it (settlement.ts); the claim above found no minimum in reach without a rate.
    const inCurrency = promotionIn(terms, book);
    return inCurrency && { terms: inCurrency, converted: promotionNeedsRate(terms, book) };
  }
  if (answer.reason === 'unknown' || answer.reason === 'under-minimum') return undefined;
  throw new PromotionWithdrawn(code, answer.reason);
}

/**
 * Each line at its price in the book's currency: the variant's price list when it has one, else its dollar
 * price at the book's rate and rounding. `converted` says whether any line needed the rate; a line that needs
 * one while none is set answers 503 RATES_STALE.
 */
function priceLines(
  items: readonly NewOrderItem[],
  products: ReadonlyMap<number, Product>,
  book: PriceBook,
): { items: NewOrderItem[]; converted: boolean } {
  let converted = false;
  const priced = items.map((item) => {
    // Read in this transaction with its price list (catalogueRepository.getMany): a list changed since moved the cart.
    const variant = variantBySku(products.get(item.productId) as Product, item.sku) as Variant;
    converted ||= !hasListedPrice(variant, book) && book.currency !== BASE_CURRENCY;
    const priceCents = priceIn(variant, book);
    if (priceCents === undefined)
      throw new HttpError(503, RATES_STALE(book.currency), { code: ERROR_CODES.RATES_STALE });
    return { ...item, priceCents };
  });
  return { items: priced, converted };
}

/** Whether the book's rate (if it has one) was set within the allowed age. */
function rateIsFresh(book: PriceBook, now: Date, maxAgeHours: number): boolean {
  if (book.rateSetAt === undefined) return book.currency === BASE_CURRENCY;
  return now.getTime() - new Date(book.rateSetAt).getTime() <= maxAgeHours * 3_600_000;
}
