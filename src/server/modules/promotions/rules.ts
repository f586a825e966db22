import type { Queryable } from '../../db/database';
import type { CartPromotion } from '../../../universal/contracts/cart';
import { type PriceBook, promotionIn } from '../../../universal/settlement';
import { type Promotion, type PromotionUse, promotionsRepository } from './repository';

/**
 * The one home of "may this cart, this customer, use this code now, and what does it give" (issue 35,
 * decision 0082). The cart asks it when a code is applied; checkout asks it again inside its transaction,
 * with the promotion's row locked, and records the use there.
 */

/** Why a code cannot be used. The shopper is told 'Invalid promo code' for each (spec §8). */
export type PromotionRefusal =
  'unknown' | 'inactive' | 'not-started' | 'ended' | 'under-minimum' | 'used-up' | 'used-by-customer';

/** Who uses a code: the account's user id, or a guest's address; and the address when known (both compared in canonical form). */
export interface PromotionCustomer {
  key: string;
  email?: string;
}

export interface PromotionQuestion {
  now: Date;
  /** The cart's subtotal, before any discount, in the book's currency. */
  subtotalCents: number;
  /** What prices the currency the cart is charged in (issue 50): the code's minimum is taken in it. */
  book: PriceBook;
  /** Unknown for a guest's cart until checkout: the per-customer limit is then checked at checkout only. */
  customer?: PromotionCustomer;
}

export type PromotionAnswer =
  | { ok: true; promotion: Promotion; terms: CartPromotion }
  | { ok: false; reason: PromotionRefusal; promotion?: Promotion };

/** What a promotion gives, as the cart answers it and universal/pricing.ts prices it. */
export function termsOf(promotion: Promotion): CartPromotion {
  const currencyAmounts = promotion.currencyAmounts.map(({ currency, amountMinor, minOrderMinor }) => ({
    currency,
    ...(amountMinor !== null && promotion.kind === 'flat' && { amountMinor }),
    minOrderMinor,
  }));
  const own = currencyAmounts.length > 0 ? { currencyAmounts } : {};
  return promotion.kind === 'percent'
    ? { kind: 'percent', percent: promotion.percent ?? 0, minOrderCents: promotion.minOrderCents, ...own }
    : { kind: 'flat', cents: promotion.amountCents ?? 0, minOrderCents: promotion.minOrderCents, ...own };
}

/** Switched on and within its dates (starts_at included, ends_at excluded). */
function inForce(promotion: Promotion, now: Date): PromotionRefusal | undefined {
  if (!promotion.active) return 'inactive';
  if (promotion.startsAt && now < promotion.startsAt) return 'not-started';
  if (promotion.endsAt && now >= promotion.endsAt) return 'ended';
  return undefined;
}

async function judge(
  db: Queryable,
  promotion: Promotion | undefined,
  question: PromotionQuestion,
): Promise<PromotionAnswer> {
  if (!promotion) return { ok: false, reason: 'unknown' };
  const refusal = inForce(promotion, question.now);
  if (refusal) return { ok: false, reason: refusal, promotion };
  // In the cart's currency: the code's own minimum there, or the dollars at the rate (none yet: out of reach).
  const minimum = promotionIn(termsOf(promotion), question.book)?.minOrderCents ?? Number.POSITIVE_INFINITY;
  if (question.subtotalCents < minimum) return { ok: false, reason: 'under-minimum', promotion };
  const promotions = promotionsRepository(db);
  if (promotion.totalLimit !== null && (await promotions.uses(promotion.code)) >= promotion.totalLimit)
    return { ok: false, reason: 'used-up', promotion };
  if (
    promotion.perCustomerLimit !== null &&
    question.customer &&
    (await promotions.usesBy(promotion.code, question.customer)) >= promotion.perCustomerLimit
  )
    return { ok: false, reason: 'used-by-customer', promotion };
  return { ok: true, promotion, terms: termsOf(promotion) };
}

export function promotionRules(db: Queryable) {
  const promotions = promotionsRepository(db);
  return {
    /** For the cart's apply: read without locks, so an answer may be overtaken; checkout decides for good. */
    async check(code: string, question: PromotionQuestion): Promise<PromotionAnswer> {
      return judge(db, await promotions.find(code), question);
    },

    /**
     * Inside checkout's transaction: locks the promotion's row (its own statement), then counts the uses,
     * so two checkouts racing for the last use see each other: the second waits for the first to commit
     * and then counts its use. Call recordUse in the same transaction when the order takes the discount.
     */
    async claim(code: string, question: PromotionQuestion): Promise<PromotionAnswer> {
      return judge(db, await promotions.lock(code), question);
    },

    async recordUse(code: string, use: PromotionUse): Promise<void> {
      await promotions.recordUse(code, use);
    },

    /** What the cart's code gives, for the cart's answer: only while it is switched on and in its dates. */
    async cartTerms(code: string, now: Date): Promise<CartPromotion | undefined> {
      const promotion = await promotions.find(code);
      return promotion && !inForce(promotion, now) ? termsOf(promotion) : undefined;
    },
  };
}
