import type { ModulePlugin } from '../../context';
import { fromContract } from '../../http/endpoint-route';
import { fieldRefused, notADay, notFound, requiredText } from '../../http/errors';
import {
  type AdminReview,
  hideAdminReview,
  listAdminReviews,
  replyToAdminReview,
  showAdminReview,
} from '../../../universal/contracts/admin/reviews';
import { ERROR_CODES } from '../../../universal/contracts/error-codes';
import { isPlainText } from '../../../universal/validation/review-rules';
import { staffActor } from '../staff';
import { dayStartIn } from '../../../universal/delivery-dates';
import type { ModeratedReview } from './repository';
import { productReviews } from './reviews';

const NO_REVIEW = 'There is no such review';

export const REPLY_NOT_PLAIN_TEXT = 'A reply is plain text: please remove the HTML tags';

/** Review moderation in the staff console: hide with a reason, show again, reply in public (issue 35). */
const adminReviewRoutes: ModulePlugin = async (app, { ctx, catalogue }) => {
  const reviews = productReviews(ctx.db);

  /** The review with its product's title, as the catalogue names the product now. */
  const withTitle = async (review: ModeratedReview): Promise<AdminReview> => ({
    ...review,
    productTitle: (await catalogue.get(review.productId))?.title ?? `#${review.productId}`,
  });
  const found = async (review: ModeratedReview | undefined): Promise<AdminReview> => {
    if (!review) throw notFound(NO_REVIEW, ERROR_CODES.REVIEW_NOT_FOUND);
    return withTitle(review);
  };

  app.route({
    ...fromContract(app, listAdminReviews),
    handler: async (request) => {
      const { from, ...query } = request.query;
      const since = from === undefined ? undefined : dayStartIn(from, ctx.config.shopTimeZone);
      if (from !== undefined && !since) throw notADay('from');
      const page = await reviews.moderationPage({ ...query, ...(since && { since }) });
      return { rows: await Promise.all(page.rows.map(withTitle)), total: page.total };
    },
  });

  app.route({
    ...fromContract(app, hideAdminReview),
    handler: async (request) => {
      const reason = requiredText(request.body, 'reason', 'Say why the review is hidden');
      return found(await reviews.moderate(request.params.id, { hidden: true, reason }, staffActor(request), ctx.now()));
    },
  });

  app.route({
    ...fromContract(app, showAdminReview),
    handler: async (request) =>
      found(await reviews.moderate(request.params.id, { hidden: false }, staffActor(request), ctx.now())),
  });

  app.route({
    ...fromContract(app, replyToAdminReview),
    handler: async (request) => {
      const text = request.body.text.trim();
      // Shown to every shopper under the review: the plain-text rule of reviews themselves.
      if (!isPlainText(text)) throw fieldRefused('text', REPLY_NOT_PLAIN_TEXT);
      const change = { reply: text === '' ? null : text };
      return found(await reviews.moderate(request.params.id, change, staffActor(request), ctx.now()));
    },
  });
};

export default adminReviewRoutes;
