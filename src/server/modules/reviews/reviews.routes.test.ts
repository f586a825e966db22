import type { MyReview, Review, ReviewsPage } from '../../../universal/contracts/reviews';
import type { Product } from '../../../universal/product';
import { withTestApp, createTestUser, type TestUser } from '../../test/harness';
import { orderStatusChanges } from '../orders/status-changes';
import { placeTestOrder } from '../../test/checkout-test-support';
import { runReviewsCommand } from './operator';

const t = withTestApp();

const GOOD = { stars: 5, title: 'Works as promised', text: 'Solid build, the battery lasts two full days.' };

const put = (productId: number, user: TestUser | undefined, body: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/products/${productId}/reviews/mine`,
    headers: user?.headers ?? {},
    payload: body,
  });
const mine = (productId: number, user: TestUser) =>
  t.app.inject({ method: 'GET', url: `/api/products/${productId}/reviews/mine`, headers: user.headers });
const remove = (productId: number, user: TestUser) =>
  t.app.inject({ method: 'DELETE', url: `/api/products/${productId}/reviews/mine`, headers: user.headers });
const page = async (productId: number, query = '') =>
  (await t.app.inject({ method: 'GET', url: `/api/products/${productId}/reviews${query}` })).json<ReviewsPage>();
const product = async (productId: number) =>
  (await t.app.inject({ method: 'GET', url: `/catalog/products/${productId}` })).json<Product>();

/** A shopper whose order holding the product was delivered (or only placed, when `delivered` is false). */
async function buyer(productId: number, options: { name?: string; delivered?: boolean } = {}): Promise<TestUser> {
  const user = await createTestUser(t.ctx, { name: options.name });
  const order = await placeTestOrder(t, user, [[productId, 1]]);
  if (options.delivered !== false) {
    await orderStatusChanges(t.db).advance(order._id, 'delivered', t.clock.now());
  }
  return user;
}

describe('who may review', () => {
  it('only a shopper with a delivered order holding the product; signed out is 401', async () => {
    const stranger = await createTestUser(t.ctx);
    const waiting = await buyer(2, { delivered: false });
    for (const user of [stranger, waiting]) {
      const refused = await put(2, user, GOOD);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        code: 'REVIEW_NOT_VERIFIED',
        message: 'Only shoppers who received this product can review it',
      });
      expect((await mine(2, user)).json<MyReview>()).toEqual({ canReview: false, review: null });
    }
    expect((await put(2, undefined, GOOD)).statusCode).toBe(401);
    expect((await page(2)).total).toBe(0);
  });

  it('a verified buyer reviews once; writing again edits the same review', async () => {
    const user = await buyer(3, { name: 'Layla Haddad' });
    expect((await mine(3, user)).json<MyReview>()).toEqual({ canReview: true, review: null });
    const first = await put(3, user, GOOD);
    expect(first.statusCode).toBe(200);
    expect(first.json<Review>()).toMatchObject({ stars: 5, reviewer: 'L. H.', verified: true, productId: 3 });

    t.clock.advance(60_000);
    const edited = await put(3, user, { ...GOOD, stars: 2, displayName: 'Layla' });
    expect(edited.json<Review>()).toMatchObject({ id: first.json<Review>().id, stars: 2, reviewer: 'Layla' });
    const shown = await page(3);
    expect(shown.total).toBe(1);
    expect(shown.items[0]).toMatchObject({ stars: 2, reviewer: 'Layla', title: GOOD.title });
    expect(shown.items[0]?.updatedAt).not.toBe(shown.items[0]?.createdAt);
  });
});

/**
 * Orders `productId`'s variants, one order each, in turn (a minute apart), and delivers those named in
 * `delivered`. Checkout names the variant sold on each line; here the line is set to the one named.
 */
async function boughtVariants(productId: number, skus: string[], delivered: string[]): Promise<TestUser> {
  const user = await createTestUser(t.ctx);
  for (const sku of skus) {
    t.clock.advance(60_000);
    const order = await placeTestOrder(t, user, [[productId, 1]]);
    await t.db.query('UPDATE order_items SET sku = $2 WHERE order_id = $1', [order._id, sku]);
    if (delivered.includes(sku)) await orderStatusChanges(t.db).advance(order._id, 'delivered', t.clock.now());
  }
  return user;
}

describe('the variant reviewed', () => {
  it('is the one of the latest delivered order of the product, labelled as the catalogue names it', async () => {
    // Size S, then navy M delivered; white L ordered since but not delivered yet.
    const user = await boughtVariants(
      33,
      ['SF33-BLACK-S', 'SF33-NAVY-M', 'SF33-WHITE-L'],
      ['SF33-BLACK-S', 'SF33-NAVY-M'],
    );
    const written = await put(33, user, GOOD);
    expect(written.json<Review>()).toMatchObject({ verified: true, sku: 'SF33-NAVY-M', variantLabel: 'Navy / M' });
    expect((await mine(33, user)).json<MyReview>().review).toMatchObject({
      sku: 'SF33-NAVY-M',
      variantLabel: 'Navy / M',
    });
    expect((await page(33)).items[0]).toMatchObject({ sku: 'SF33-NAVY-M', variantLabel: 'Navy / M' });
  });

  it("follows the shopper's next delivery when they edit the review", async () => {
    const user = await boughtVariants(35, ['SF35-S'], ['SF35-S']);
    expect((await put(35, user, GOOD)).json<Review>()).toMatchObject({ sku: 'SF35-S', variantLabel: 'S' });
    t.clock.advance(60_000);
    const order = await placeTestOrder(t, user, [[35, 1]]);
    await t.db.query("UPDATE order_items SET sku = 'SF35-XL' WHERE order_id = $1", [order._id]);
    await orderStatusChanges(t.db).advance(order._id, 'delivered', t.clock.now());
    expect((await put(35, user, { ...GOOD, stars: 4 })).json<Review>()).toMatchObject({
      sku: 'SF35-XL',
      variantLabel: 'XL',
    });
  });

  it('the product shows the reviews of every variant; a line sold before variants names none', async () => {
    const small = await boughtVariants(36, ['SF36-XS'], ['SF36-XS']);
    const large = await boughtVariants(36, ['SF36-L'], ['SF36-L']);
    const before = await buyer(36);
    // As checkout wrote lines before variants: without a sku.
    await t.db.query(
      'UPDATE order_items SET sku = NULL, variant_label = NULL WHERE order_id IN (SELECT id FROM orders WHERE user_id = $1)',
      [before.id],
    );
    for (const user of [small, large, before]) expect((await put(36, user, GOOD)).statusCode).toBe(200);
    const shown = await page(36);
    expect(shown.total).toBe(3);
    expect(shown.items.map((review) => review.variantLabel ?? null).sort()).toEqual(['L', 'XS', null].sort());
    const old = shown.items.find((review) => review.variantLabel === undefined);
    expect(old).not.toHaveProperty('sku');
  });
});

describe('the rating shoppers see', () => {
  it('combines the imported rating with the reviews written here, everywhere, and goes back on delete', async () => {
    const before = await product(8);
    const user = await buyer(8);
    await put(8, user, { ...GOOD, stars: 1 });
    const expected = {
      rate: Math.round(((before.rating.rate * before.rating.count + 1) / (before.rating.count + 1)) * 10) / 10,
      count: before.rating.count + 1,
    };
    expect((await product(8)).rating).toEqual(expected);
    expect((await page(8)).rating).toEqual(expected);
    const listed = await t.app.inject({ method: 'GET', url: '/catalog/products?limit=100' });
    expect(listed.json<Product[]>().find((item) => item.id === 8)?.rating).toEqual(expected);

    expect((await remove(8, user)).json<MyReview>()).toEqual({ canReview: true, review: null });
    expect((await product(8)).rating).toEqual(before.rating);
    expect((await remove(8, user)).statusCode).toBe(404);
  });

  it('moves the Customer Reviews filter and the rating sort with it', async () => {
    // Product 11 starts at 3.9 from 64 ratings: four five-star reviews lift it to 4.0.
    expect((await product(11)).rating).toEqual({ rate: 3.9, count: 64 });
    const ids = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/catalog/products?${query}&limit=100` }))
        .json<Product[]>()
        .map((item) => item.id);
    expect(await ids('minRating=4')).not.toContain(11);
    const rankBefore = (await ids('order=rating')).indexOf(11);
    // The demo sells its last 3 cameras: four buyers need a fourth.
    await t.db.query('UPDATE product_variants SET stock = 10 WHERE product_id = 11');
    for (let i = 0; i < 4; i++) await put(11, await buyer(11), GOOD);
    expect((await product(11)).rating).toEqual({ rate: 4, count: 68 });
    expect(await ids('minRating=4')).toContain(11);
    expect((await ids('order=rating')).indexOf(11)).toBeLessThan(rankBefore);
  });
});

describe('reading reviews', () => {
  it('pages of 10, sorted by date or stars, with a 5-to-1 histogram', async () => {
    const imported = (await product(5)).rating.count;
    expect(await page(5)).toMatchObject({ total: 0, withoutBreakdown: imported });
    const stars = [5, 1, 4, 2, 3, 5, 5, 1, 4, 4, 3, 2];
    for (const [index, count] of stars.entries()) {
      t.clock.advance(60_000);
      await put(5, await buyer(5), { ...GOOD, stars: count, title: `Review ${index}` });
    }
    const recent = await page(5);
    expect(recent.total).toBe(12);
    // The histogram describes the 12 reviews; the imported ratings are counted apart, with no stars each.
    expect(recent.rating.count).toBe(imported + 12);
    expect(recent.withoutBreakdown).toBe(imported);
    expect(recent.items).toHaveLength(10);
    expect(recent.items[0]?.title).toBe('Review 11');
    expect((await page(5, '?page=2')).items.map((review) => review.title)).toEqual(['Review 1', 'Review 0']);
    expect(recent.histogram).toEqual([
      { stars: 5, count: 3 },
      { stars: 4, count: 3 },
      { stars: 3, count: 2 },
      { stars: 2, count: 2 },
      { stars: 1, count: 2 },
    ]);
    expect((await page(5, '?sort=highest')).items.slice(0, 3).map((review) => review.stars)).toEqual([5, 5, 5]);
    expect((await page(5, '?sort=lowest')).items.slice(0, 2).map((review) => review.stars)).toEqual([1, 1]);
    expect((await t.app.inject({ method: 'GET', url: '/api/products/5/reviews?sort=best' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/products/99999/reviews' })).statusCode).toBe(404);
  });
});

describe('review texts are stored safely', () => {
  it('refuses HTML, control characters and texts outside the limits, with the form messages', async () => {
    const user = await buyer(4);
    const cases: [object, string][] = [
      [
        { ...GOOD, text: 'Great <script>alert(1)</script> product!!' },
        'Reviews are plain text: please remove the HTML tags',
      ],
      [{ ...GOOD, title: '<b>Bold</b>' }, 'Reviews are plain text: please remove the HTML tags'],
      // A tag left open is still a tag to a browser that renders it.
      [
        { ...GOOD, text: 'Lovely colour <img src=x onerror=alert(1) and more' },
        'Reviews are plain text: please remove the HTML tags',
      ],
      [
        { ...GOOD, text: 'Sturdy and light <svg/onload=alert(1)' },
        'Reviews are plain text: please remove the HTML tags',
      ],
      [{ ...GOOD, title: 'Nice</title' }, 'Reviews are plain text: please remove the HTML tags'],
      [{ ...GOOD, displayName: 'Sam <!-- x' }, 'Reviews are plain text: please remove the HTML tags'],
      [{ ...GOOD, text: 'Fine\u0007but with a bell character' }, 'Reviews are plain text: please remove the HTML tags'],
      [{ ...GOOD, text: 'Too short' }, 'Your review must be at least 20 characters'],
      [{ ...GOOD, text: 'x'.repeat(5001) }, 'Your review must be at most 5,000 characters'],
      [{ ...GOOD, title: 't'.repeat(101) }, 'The title must be at most 100 characters'],
      [{ ...GOOD, title: '   ' }, 'Give your review a title'],
      [{ ...GOOD, stars: 6 }, 'Choose from 1 to 5 stars'],
      [{ ...GOOD, stars: 'five' }, 'Choose from 1 to 5 stars'],
      [{ ...GOOD, displayName: 'n'.repeat(51) }, 'The name must be at most 50 characters'],
    ];
    for (const [body, message] of cases) {
      const refused = await put(4, user, body);
      expect({ status: refused.statusCode, message: refused.json<{ message: string }>().message }).toEqual({
        status: 400,
        message,
      });
    }
    expect((await page(4)).total).toBe(0);
    // A "<" that opens no tag is ordinary text.
    expect((await put(4, user, { ...GOOD, text: 'Battery life < 2 days, still worth it.' })).statusCode).toBe(200);
    expect((await put(4, user, { ...GOOD, text: 'Works with 2<=3 cables. I love it <3' })).statusCode).toBe(200);
  });
});

describe('the operator', () => {
  it('hides a review: it leaves the page and the rating, and can be shown again', async () => {
    const before = await product(6);
    const user = await buyer(6);
    const review = (await put(6, user, { ...GOOD, stars: 1 })).json<Review>();
    const run = (...args: string[]) => runReviewsCommand(t.db, args);

    const listed = await run('list', '--product', '6');
    expect(listed.exitCode).toBe(0);
    expect(listed.output).toContain(review.id);
    expect(await run('hide', review.id)).toEqual({ exitCode: 0, output: `review ${review.id} is hidden` });
    expect((await page(6)).total).toBe(0);
    expect((await product(6)).rating).toEqual(before.rating);
    expect((await run('list', '--product', '6')).output).toContain('HIDDEN');

    expect(await run('show', review.id)).toEqual({ exitCode: 0, output: `review ${review.id} is shown` });
    expect((await page(6)).total).toBe(1);
    expect((await run('hide', 'nope')).exitCode).toBe(1);
  });
});
