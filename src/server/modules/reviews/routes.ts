import type { FastifyRequest } from 'fastify';
import type { ModulePlugin } from '../../context';
import { fromContract } from '../../http/endpoint-route';
import { notFound } from '../../http/errors';
import type { RateLimitRule } from '../../http/rate-limit';
import { ERROR_CODES } from '../../../universal/contracts/error-codes';
import { deleteMyReview, getMyReview, getProductReviews, saveMyReview } from '../../../universal/contracts/reviews';
import { reviewSchema } from '../../../universal/validation/review-schema';
import { currentUser, limitAttempts } from '../auth';
import { parseBody } from '../../http/parse-body';
import { existingProductId } from '../cart';
import { productReviews } from './reviews';

const HOUR = 60 * 60 * 1000;

/** Review writes per shopper: generous for real use, a wall for a script. */
export const REVIEW_WRITE_LIMIT: RateLimitRule = { name: 'review-write:user', limit: 20, windowMs: HOUR };

export const REVIEW_NOT_FOUND = 'You have not reviewed this product';

/** Product reviews (/api/products/:id/reviews): public pages, and the signed-in shopper's own review. */
const reviewsRoutes: ModulePlugin = async (app, { ctx, catalogue }) => {
  const reviews = productReviews(ctx.db);
  /** Before a change to the caller's own review of `product`: the write counted against their limit, the product found. */
  const ownReview = async (request: FastifyRequest, product: string) => {
    const { id: userId } = currentUser(request);
    await limitAttempts(ctx, request, [[REVIEW_WRITE_LIMIT, userId]]);
    return { userId, productId: await existingProductId(catalogue, product) };
  };

  app.route({
    ...fromContract(app, getProductReviews),
    handler: async (request) => {
      const productId = await existingProductId(catalogue, request.params.id);
      return reviews.page(productId, request.query.sort ?? 'recent', request.query.page ?? 1);
    },
  });

  app.route({
    ...fromContract(app, getMyReview),
    preHandler: app.authenticate,
    handler: async (request) => {
      const productId = await existingProductId(catalogue, request.params.id);
      return reviews.mine(currentUser(request).id, productId);
    },
  });

  app.route({
    ...fromContract(app, saveMyReview),
    preHandler: app.authenticate,
    handler: async (request) => {
      const { userId, productId } = await ownReview(request, request.params.id);
      const values = await parseBody(reviewSchema, request.body);
      const review = await reviews.save(userId, productId, values, ctx.now());
      request.log.info({ productId, reviewId: review.id }, 'review saved');
      return review;
    },
  });

  app.route({
    ...fromContract(app, deleteMyReview),
    preHandler: app.authenticate,
    handler: async (request) => {
      const { userId, productId } = await ownReview(request, request.params.id);
      if (!(await reviews.remove(userId, productId))) throw notFound(REVIEW_NOT_FOUND, ERROR_CODES.REVIEW_NOT_FOUND);
      return reviews.mine(userId, productId);
    },
  });
};

export default reviewsRoutes;
