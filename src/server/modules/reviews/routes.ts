import { Type } from '@fastify/type-provider-typebox';
import type { ModulePlugin } from '../../context';
import { notFound } from '../../http/errors';
import type { RateLimitRule } from '../../http/rate-limit';
import { ErrorBodySchema } from '../../../core/contracts/error-body';
import { ERROR_CODES } from '../../../core/contracts/error-codes';
import { MyReviewSchema, REVIEW_SORTS, ReviewSchema, ReviewsPageSchema } from '../../../core/contracts/reviews';
import { reviewSchema } from '../../../core/validation/review-schema';
import { parseBody } from '../../http/parse-body';
import { currentUser, limitAttempts } from '../auth';
import { existingProductId } from '../cart';
import { productReviews } from './reviews';

const HOUR = 60 * 60 * 1000;

/** Review writes per shopper: generous for real use, a wall for a script. */
export const REVIEW_WRITE_LIMIT: RateLimitRule = { name: 'review-write:user', limit: 20, windowMs: HOUR };

export const REVIEW_NOT_FOUND = 'You have not reviewed this product';

const ProductParams = Type.Object({ id: Type.String({ maxLength: 20 }) });
const text = Type.Optional(Type.String());

/** Product reviews (/api/products/:id/reviews): public pages, and the signed-in shopper's own review. */
const reviewsRoutes: ModulePlugin = async (app, { ctx, catalogue }) => {
  const reviews = productReviews(ctx.db);
  const tags = ['reviews'];
  const security = [{ bearer: [] }];

  app.get(
    '/:id/reviews',
    {
      schema: {
        tags,
        summary: "A product's reviews, 10 a page, with its rating (imported and written here) and a 5-to-1 histogram",
        params: ProductParams,
        querystring: Type.Object({
          sort: Type.Optional(Type.Unsafe<(typeof REVIEW_SORTS)[number]>(Type.String({ enum: [...REVIEW_SORTS] }))),
          page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
        }),
        response: { 200: ReviewsPageSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      const productId = await existingProductId(catalogue, request.params.id);
      return reviews.page(productId, request.query.sort ?? 'recent', request.query.page ?? 1);
    },
  );

  app.get(
    '/:id/reviews/mine',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "The shopper's own review of the product, and whether they may write one (a delivered order holds it)",
        params: ProductParams,
        response: { 200: MyReviewSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      const productId = await existingProductId(catalogue, request.params.id);
      return reviews.mine(currentUser(request).id, productId);
    },
  );

  app.put(
    '/:id/reviews/mine',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          "Writes or edits the shopper's one review of the product: stars 1-5, title up to 100, text 20-5,000, plain text",
        params: ProductParams,
        // Only the shape: the shared yup schema (in the handler) gives the form's messages.
        body: Type.Object({ stars: Type.Optional(Type.Unknown()), title: text, text, displayName: text }),
        response: { 200: ReviewSchema, 400: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await limitAttempts(ctx, request, [[REVIEW_WRITE_LIMIT, user.id]]);
      const productId = await existingProductId(catalogue, request.params.id);
      const values = await parseBody(reviewSchema, request.body);
      const review = await reviews.save(user.id, productId, values, ctx.now());
      request.log.info({ productId, reviewId: review.id }, 'review saved');
      return review;
    },
  );

  app.delete(
    '/:id/reviews/mine',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Deletes the shopper's review of the product; answers what /mine answers now",
        params: ProductParams,
        response: { 200: MyReviewSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await limitAttempts(ctx, request, [[REVIEW_WRITE_LIMIT, user.id]]);
      const productId = await existingProductId(catalogue, request.params.id);
      if (!(await reviews.remove(user.id, productId))) throw notFound(REVIEW_NOT_FOUND, ERROR_CODES.REVIEW_NOT_FOUND);
      return reviews.mine(user.id, productId);
    },
  );
};

export default reviewsRoutes;
