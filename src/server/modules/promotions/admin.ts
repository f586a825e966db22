import type { Database } from '../../db/database';
import { conflict, fieldRefused, notFound } from '../../http/errors';
import { orderNumber } from '../../../universal/order-status';
import type {
  AdminPromotion,
  PromotionCurrencyAmount,
  PromotionTerms,
  PromotionUse,
} from '../../../universal/contracts/admin/promotions';
import { ERROR_CODES } from '../../../universal/contracts/error-codes';
import { type AuditActor, recordAudit } from '../audit';
import { type Promotion, type PromotionTerms as StoredTerms, promotionsRepository } from './repository';

export const NO_PROMOTION = 'There is no such promo code';
export const PROMOTION_TAKEN = 'A promotion with this code exists already';

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/** A promotion as the console shows it and the audit trail keeps it (before → after). */
function shown(promotion: Promotion, uses: number): AdminPromotion {
  return {
    code: promotion.code,
    kind: promotion.kind,
    percent: promotion.percent,
    amountCents: promotion.amountCents,
    minOrderCents: promotion.minOrderCents,
    startsAt: iso(promotion.startsAt),
    endsAt: iso(promotion.endsAt),
    totalLimit: promotion.totalLimit,
    perCustomerLimit: promotion.perCustomerLimit,
    active: promotion.active,
    currencyAmounts: promotion.currencyAmounts,
    uses,
    createdAt: promotion.createdAt.toISOString(),
    updatedAt: promotion.updatedAt.toISOString(),
  };
}

/** What the trail records of a promotion: its terms, without the bookkeeping. */
function termsForAudit(promotion: AdminPromotion) {
  const { uses: _uses, createdAt: _created, updatedAt: _updated, ...terms } = promotion;
  return terms;
}

/** The terms as stored, refusing ones that do not hold together (400 with the field at fault). */
function storedTerms(terms: PromotionTerms): StoredTerms {
  if (terms.kind === 'percent' && terms.percent === null) throw fieldRefused('percent', 'Give the percentage off');
  if (terms.kind === 'flat' && terms.amountCents === null) throw fieldRefused('amountCents', 'Give the amount off');
  const startsAt = terms.startsAt === null ? null : new Date(terms.startsAt);
  const endsAt = terms.endsAt === null ? null : new Date(terms.endsAt);
  if (startsAt && endsAt && startsAt >= endsAt) throw fieldRefused('endsAt', 'The end must come after the start');
  const currencyAmounts = storedCurrencyAmounts(terms);
  return {
    kind: terms.kind,
    percent: terms.kind === 'percent' ? terms.percent : null,
    amountCents: terms.kind === 'flat' ? terms.amountCents : null,
    minOrderCents: terms.minOrderCents,
    startsAt,
    endsAt,
    totalLimit: terms.totalLimit,
    perCustomerLimit: terms.perCustomerLimit,
    active: terms.active,
    currencyAmounts,
  };
}

/** A promotion's own amounts per currency: each currency once, and an amount off in each for a flat code. */
function storedCurrencyAmounts(terms: PromotionTerms): PromotionCurrencyAmount[] {
  const amounts = terms.currencyAmounts ?? [];
  const seen = new Set<string>();
  return amounts.map(({ currency, amountMinor, minOrderMinor }) => {
    if (seen.has(currency)) throw fieldRefused('currencyAmounts', `${currency} is given twice`);
    seen.add(currency);
    if (terms.kind === 'flat' && amountMinor === null)
      throw fieldRefused('currencyAmounts', `Give the amount off in ${currency}`);
    return { currency, amountMinor: terms.kind === 'flat' ? amountMinor : null, minOrderMinor };
  });
}

/**
 * The console's promotions (issue 35): list, make, change, and read a code's uses. Each change and its
 * audit entry (before → after) commit together. The CLI-less service: a future CLI calls this too.
 */
export function promotionsAdmin(db: Database) {
  return {
    async list(): Promise<AdminPromotion[]> {
      return (await promotionsRepository(db).list()).map((row) => shown(row, row.uses));
    },

    async create(code: string, terms: PromotionTerms, actor: AuditActor, now: Date): Promise<AdminPromotion> {
      const stored = storedTerms(terms);
      return db.transaction(async (tx) => {
        const made = await promotionsRepository(tx).create(code, stored, now);
        if (!made) throw conflict(PROMOTION_TAKEN, ERROR_CODES.PROMOTION_EXISTS);
        const after = shown(made, 0);
        await recordAudit(
          tx,
          actor,
          { action: 'promotion.create', objectType: 'promotion', objectId: code, after: termsForAudit(after) },
          now,
        );
        return after;
      });
    },

    /** Locks the row first, so a checkout spending a use and this change do not interleave. */
    async update(code: string, terms: PromotionTerms, actor: AuditActor, now: Date): Promise<AdminPromotion> {
      const stored = storedTerms(terms);
      return db.transaction(async (tx) => {
        const promotions = promotionsRepository(tx);
        const before = await promotions.lock(code);
        if (!before) throw notFound(NO_PROMOTION, ERROR_CODES.PROMOTION_NOT_FOUND);
        const updated = await promotions.update(code, stored, now);
        if (!updated) throw new Error(`promotion ${code} vanished while locked`);
        const uses = await promotions.uses(code);
        const after = shown(updated, uses);
        await recordAudit(
          tx,
          actor,
          {
            action: 'promotion.update',
            objectType: 'promotion',
            objectId: code,
            before: termsForAudit(shown(before, uses)),
            after: termsForAudit(after),
          },
          now,
        );
        return after;
      });
    },

    async uses(code: string): Promise<PromotionUse[]> {
      const promotions = promotionsRepository(db);
      if (!(await promotions.find(code))) throw notFound(NO_PROMOTION, ERROR_CODES.PROMOTION_NOT_FOUND);
      return (await promotions.usesOf(code)).map((use) => ({
        orderId: use.orderId,
        orderNumber: orderNumber(use.orderId),
        customerEmail: use.customerEmail,
        account: use.customerKey !== use.customerEmail,
        usedAt: use.usedAt.toISOString(),
        discountCents: use.discountCents,
      }));
    },
  };
}
