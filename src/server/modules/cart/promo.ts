import type { Queryable } from '../../db/database';
import { refusedField } from '../../http/parse-body';
import { subtotalOf } from '../../../universal/pricing';
import type { Currency } from '../../../universal/i18n/money';
import { type PriceBook, priceIn } from '../../../universal/settlement';
import { PROMO_CODE_INVALID } from '../../../universal/validation/messages';
import type { Cart } from '../../../universal/contracts/cart';
import { variantBySku } from '../../../universal/variants';
import type { RateLimitRule } from '../../http/rate-limit';
import { userRepository } from '../auth';
import { catalogueRepository } from '../catalogue';
import { ratesRepository } from '../rates';
import { type PromotionRefusal, promotionRules } from '../promotions';
import { cartRepository } from './repository';

/**
 * Tries at applying a code (issue 48: 150 guesses in 2 seconds went unanswered). A shopper types a few codes;
 * per cart (the account's, or the guest cookie's) is the real limit, and the looser per-address one catches
 * a guesser who drops the cookie for a new guest cart each time, while a NAT's shoppers still fit under it.
 */
export const PROMO_LIMITS = {
  perCart: { name: 'promo:cart', limit: 10, windowMs: 15 * 60_000 },
  perIp: { name: 'promo:ip', limit: 30, windowMs: 15 * 60_000 },
} as const satisfies Record<string, RateLimitRule>;

/**
 * The cart's subtotal at the catalogue's prices now in the book's currency, as checkout will price it (a line
 * gone, or one without a price there while the currency has no rate, counts 0).
 */
async function subtotalOfCart(db: Queryable, cartId: string, book: PriceBook): Promise<number> {
  const items = await cartRepository(db).items(cartId);
  const products = await catalogueRepository(db).getMany([...new Set(items.map((item) => Number(item.productId)))]);
  return subtotalOf(
    items.map((item) => {
      const product = products.get(Number(item.productId));
      const variant = product && variantBySku(product, item.sku);
      return { priceCents: (variant && priceIn(variant, book)) ?? 0, quantity: item.quantity };
    }),
  );
}

/**
 * Whether the cart may take `code` now (promotions' rule, decision 0082): the shop has it, it is on and in
 * its dates, the cart reaches its minimum, and neither its total limit nor (for a signed-in shopper, known
 * here) the shopper's own is spent. Any refusal is the spec's 'Invalid promo code' on the code field
 * (spec §8); the reason (answered here) goes to the log only. A guest's per-customer limit is checked at checkout, where
 * their email is known.
 */
export async function promoRefusal(
  db: Queryable,
  cartId: string,
  code: string,
  shopper: { id: string | undefined; currency: Currency },
  now: Date,
): Promise<PromotionRefusal | undefined> {
  const shopperId = shopper.id;
  const email = shopperId === undefined ? undefined : (await userRepository(db).findBuyer(shopperId))?.email;
  // In the currency the shopper will be charged in (their region's), as checkout will take the minimum.
  const book = await ratesRepository(db).priceBook(shopper.currency);
  const answer = await promotionRules(db).check(code, {
    now,
    book,
    subtotalCents: await subtotalOfCart(db, cartId, book),
    ...(shopperId !== undefined && { customer: { key: shopperId, email } }),
  });
  return answer.ok ? undefined : answer.reason;
}

/** The spec's refusal of a code (§8): 'Invalid promo code' on the code field, whatever the reason. */
export const promoRefused = () => refusedField('code', PROMO_CODE_INVALID);

/** The cart answer with what its code gives (issue 35), so the browser prices it as checkout will. */
export async function withPromotion(db: Queryable, cart: Cart, now: Date): Promise<Cart> {
  if (cart.promoCode === undefined) return cart;
  const promotion = await promotionRules(db).cartTerms(cart.promoCode, now);
  return promotion ? { ...cart, promotion } : cart;
}
