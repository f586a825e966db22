import type { Database, Queryable } from '../../db/database';
import { HttpError } from '../../http/errors';
import { ERROR_CODES } from '../../../universal/contracts/error-codes';
import type { MyReview, Review, ReviewsPage } from '../../../universal/contracts/reviews';
import { REVIEWS_PAGE_SIZE, type ReviewSort } from '../../../universal/review-sorts';
import { initialsOf } from '../../../universal/validation/review-rules';
import type { ReviewValues } from '../../../universal/validation/review-schema';
import { userRepository } from '../auth';
import { catalogueRepository, noteCatalogueChanged } from '../catalogue';
import { hasReceivedProduct, receivedVariant } from '../orders';
import { type ModeratedReview, type ModerationQuery, reviewsRepository } from './repository';
import { type AuditActor, recordAudit } from '../audit';
import type { Product } from '../../../universal/product';
import { variantBySku, variantLabel } from '../../../universal/variants';

export const REVIEW_NOT_VERIFIED = 'Only shoppers who received this product can review it';

/** The review with the label of the variant its writer received, as the catalogue names it now. */
function withVariantLabel<T extends Review>(review: T, product: Product | undefined): T {
  const variant = product && review.sku !== undefined ? variantBySku(product, review.sku) : undefined;
  const label = product && variant ? variantLabel(product, variant) : '';
  return label ? { ...review, variantLabel: label } : review;
}

/**
 * Reviews and the product rating they move: every write recomputes the product's review totals in the
 * same transaction, so the rating shown everywhere (cards, filters, sorting, JSON-LD) follows at once.
 */
export function productReviews(db: Database) {
  async function refreshRating(tx: Queryable, productId: number) {
    const { count, starSum } = await reviewsRepository(tx).totals(productId);
    await catalogueRepository(tx).setReviewTotals(productId, count, starSum);
  }

  /** A write that may move a product's rating: this instance's catalogue picks it up as soon as it commits. */
  async function changingRating<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    const result = await db.transaction(work);
    noteCatalogueChanged();
    return result;
  }

  return {
    /** One page of a product's visible reviews with its rating and histogram; the product must exist. */
    async page(productId: number, sort: ReviewSort, page: number): Promise<ReviewsPage> {
      const reviews = reviewsRepository(db);
      const [product, histogram, items] = await Promise.all([
        catalogueRepository(db).get(productId),
        reviews.histogram(productId),
        reviews.page(productId, sort, REVIEWS_PAGE_SIZE, (page - 1) * REVIEWS_PAGE_SIZE),
      ]);
      const rating = product?.rating ?? { rate: 0, count: 0 };
      const total = histogram.reduce((sum, bar) => sum + bar.count, 0);
      return {
        rating,
        histogram,
        total,
        // The rating counts the imported ratings and the visible reviews: the rest came with no stars each.
        withoutBreakdown: Math.max(0, rating.count - total),
        page,
        pageSize: REVIEWS_PAGE_SIZE,
        items: items.map((review) => withVariantLabel(review, product)),
      };
    },

    async mine(userId: string, productId: number): Promise<MyReview> {
      const [review, canReview] = await Promise.all([
        reviewsRepository(db).mine(productId, userId),
        hasReceivedProduct(db, userId, productId),
      ]);
      if (!review) return { canReview, review: null };
      const { hidden, hiddenReason, ...shown } = review;
      return {
        canReview,
        review: withVariantLabel(shown, await catalogueRepository(db).get(productId)),
        // The writer is told their review is on no product page, and why (issue 35).
        ...(hidden && { hidden: { reason: hiddenReason ?? '' } }),
      };
    },

    /**
     * Creates or edits the shopper's review; only a shopper with a delivered order holding the product (any
     * variant). The review names the variant of their most recent such order, so an edit after a second
     * purchase in another size speaks of that one.
     */
    async save(userId: string, productId: number, values: ReviewValues, now: Date): Promise<Review> {
      const review = await changingRating(async (tx) => {
        const received = await receivedVariant(tx, userId, productId);
        if (!received) {
          throw new HttpError(403, REVIEW_NOT_VERIFIED, { code: ERROR_CODES.REVIEW_NOT_VERIFIED });
        }
        const buyer = await userRepository(tx).findBuyer(userId);
        const saved = await reviewsRepository(tx).save(
          productId,
          userId,
          {
            stars: values.stars,
            title: values.title,
            text: values.text,
            displayName: values.displayName || initialsOf(buyer?.name ?? ''),
            verified: true,
            sku: received.sku,
          },
          now,
        );
        await refreshRating(tx, productId);
        return saved;
      });
      return withVariantLabel(review, await catalogueRepository(db).get(productId));
    },

    async remove(userId: string, productId: number): Promise<boolean> {
      return changingRating(async (tx) => {
        const removed = await reviewsRepository(tx).remove(productId, userId);
        if (removed) await refreshRating(tx, productId);
        return removed;
      });
    },

    /** The operator hides a review (or shows it again); false when there is no such review. */
    async setHidden(id: string, hidden: boolean): Promise<boolean> {
      return changingRating(async (tx) => {
        const productId = await reviewsRepository(tx).setHidden(id, hidden);
        if (productId === undefined) return false;
        await refreshRating(tx, productId);
        return true;
      });
    },

    list: (productId: number | undefined) => reviewsRepository(db).list(productId),

    /** The staff console's list of reviews, hidden ones too. */
    moderationPage: (query: ModerationQuery) => reviewsRepository(db).moderationPage(query),

    /**
     * A staff member hides a review with a reason, shows it again, or sets the shop's reply under it: the
     * change, the product's rating and the audit entry in one transaction. Undefined when there is no such
     * review; a change to what the review already is changes nothing and records nothing.
     */
    async moderate(
      id: string,
      change: { hidden: boolean; reason?: string } | { reply: string | null },
      actor: AuditActor,
      now: Date,
    ): Promise<ModeratedReview | undefined> {
      return changingRating(async (tx) => {
        const reviews = reviewsRepository(tx);
        const before = await reviews.forModeration(id);
        if (!before) return undefined;
        const stateOf = (review: ModeratedReview) =>
          'reply' in change
            ? { reply: review.reply?.text ?? null }
            : { hidden: review.hidden, reason: review.hiddenReason };
        if ('reply' in change) {
          if ((before.reply?.text ?? null) === change.reply) return before;
          await reviews.setReply(id, change.reply, now);
        } else {
          if (before.hidden === change.hidden && (!change.hidden || before.hiddenReason === change.reason))
            return before;
          await reviews.setHidden(id, change.hidden, change.reason ?? null);
          await refreshRating(tx, before.productId);
        }
        const after = await reviews.forModeration(id);
        if (!after) throw new Error(`review ${id} vanished while locked`);
        const action = 'reply' in change ? 'review.reply' : change.hidden ? 'review.hide' : 'review.show';
        await recordAudit(
          tx,
          actor,
          { action, objectType: 'review', objectId: id, before: stateOf(before), after: stateOf(after) },
          now,
        );
        return after;
      });
    },
  };
}
