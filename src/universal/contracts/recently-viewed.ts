import { type Static, Type } from 'typebox';
import { endpointGroup } from './endpoint';
import { ERROR_CODES } from './error-codes';
import { INVALID, SIGNED_IN } from './failures';
import { ProductIdSchema } from './product-id';
import { MAX_RECENTLY_VIEWED } from '../recently-viewed';

export { MAX_RECENTLY_VIEWED };

/** A product the shopper opened, and when (the server's clock; a merged device list's own times, never later than now). */
export const ViewedProductSchema = Type.Object({
  productId: ProductIdSchema,
  viewedAt: Type.String({ format: 'date-time' }),
});

/** Every endpoint answers the whole list: newest first, published products only, at most MAX_RECENTLY_VIEWED. */
export const RecentlyViewedSchema = Type.Object({ items: Type.Array(ViewedProductSchema) });

export type RecentlyViewed = Static<typeof RecentlyViewedSchema>;

const recentlyViewedEndpoint = endpointGroup({
  tags: ['recently-viewed'],
  access: 'shopper',
  response: RecentlyViewedSchema,
  failures: SIGNED_IN,
});

export const getRecentlyViewed = recentlyViewedEndpoint.get('/api/recently-viewed', {
  summary: `The products the shopper opened, newest first (at most ${MAX_RECENTLY_VIEWED})`,
});

export const recordView = recentlyViewedEndpoint.post('/api/recently-viewed', {
  summary: 'Records a product page opened now: at the front of the list, once; the oldest leaves a full list',
  body: Type.Object({ productId: ProductIdSchema }),
  failures: { ...INVALID, 404: [ERROR_CODES.PRODUCT_NOT_FOUND] },
});

export const mergeRecentlyViewed = recentlyViewedEndpoint.post('/api/recently-viewed/merge', {
  summary:
    "At sign-in: the device's list joins the account's, each product at its latest view, newest first; products the catalogue no longer has are skipped",
  body: Type.Object({
    // A device with nothing viewed has nothing to merge and does not call (merge-at-sign-in.ts).
    items: Type.Array(Type.Object({ productId: ProductIdSchema, viewedAt: Type.String({ format: 'date-time' }) }), {
      minItems: 1,
      maxItems: MAX_RECENTLY_VIEWED,
    }),
  }),
  failures: INVALID,
});

export const clearRecentlyViewed = recentlyViewedEndpoint.delete('/api/recently-viewed', {
  summary: 'Forgets every product the shopper viewed',
});
