import type { AdminReview } from '../../../universal/contracts/admin/reviews';
import type { MyReview, ReviewsPage } from '../../../universal/contracts/reviews';
import type { Product } from '../../../universal/product';
import { auditEntries } from '../audit/test-support';
import { call } from '../auth/test-support';
import { orderStatusChanges } from '../orders/status-changes';
import { placeTestOrder } from '../../test/checkout-test-support';
import { createTestStaff, type TestStaff } from '../staff/test-support';
import { REPLY_NOT_PLAIN_TEXT } from './admin-routes';
import { createTestUser, type TestUser, withTestApp } from '../../test/harness';

jest.mock('argon2', () => jest.requireActual('../../test/reliability/cheap-argon2').cheapArgon2());

const t = withTestApp();
let support: TestStaff;
beforeAll(async () => {
  support = await createTestStaff(t, 'support');
});

/** A shopper with a delivered order of the product, and their review of it. */
async function reviewed(productId: number, title: string): Promise<{ user: TestUser; id: string }> {
  const user = await createTestUser(t.ctx);
  const order = await placeTestOrder(t, user, [[productId, 1]]);
  await orderStatusChanges(t.db).advance(order._id, 'delivered', t.clock.now());
  const saved = await call(t, 'PUT', `/api/products/${productId}/reviews/mine`, {
    token: user.token,
    body: { stars: 1, title, text: 'It broke within a week and nobody answered my mails.' },
  });
  expect(saved.status).toBe(200);
  return { user, id: saved.body.id as string };
}

const shownOn = async (productId: number) =>
  (await call(t, 'GET', `/api/products/${productId}/reviews`)).body as unknown as ReviewsPage;
const ratingOf = async (productId: number) =>
  ((await call(t, 'GET', `/catalog/products/${productId}`)).body as unknown as Product).rating;
const audit = (id: string) => auditEntries(t.db, 'review', id);

describe('review moderation in the console', () => {
  it('hides a review with a reason its writer sees, out of the page and the rating; shows it again', async () => {
    const { user, id } = await reviewed(4, 'Broke in a week');
    const ratingWith = await ratingOf(4);
    const hidden = await call(t, 'POST', `/api/admin/reviews/${id}/hide`, {
      token: support.token,
      body: { reason: 'It names a member of staff.' },
    });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({
      id,
      hidden: true,
      hiddenReason: 'It names a member of staff.',
      productTitle: expect.any(String),
    });
    expect((await shownOn(4)).items.map((review) => review.id)).not.toContain(id);
    expect((await ratingOf(4)).count).toBe(ratingWith.count - 1);
    const mine = (await call(t, 'GET', '/api/products/4/reviews/mine', { token: user.token }))
      .body as unknown as MyReview;
    expect(mine.hidden).toEqual({ reason: 'It names a member of staff.' });

    // Hiding it again with the same reason changes nothing and records nothing more.
    await call(t, 'POST', `/api/admin/reviews/${id}/hide`, {
      token: support.token,
      body: { reason: 'It names a member of staff.' },
    });
    const shown = await call(t, 'POST', `/api/admin/reviews/${id}/show`, { token: support.token });
    expect(shown.body).toMatchObject({ hidden: false, hiddenReason: null });
    expect((await shownOn(4)).items.map((review) => review.id)).toContain(id);
    const afterShow = (await call(t, 'GET', '/api/products/4/reviews/mine', { token: user.token })).body;
    expect(afterShow).not.toHaveProperty('hidden');
    expect(await audit(id)).toEqual([
      {
        action: 'review.hide',
        staff_email: support.email,
        before: { hidden: false, reason: null },
        after: { hidden: true, reason: 'It names a member of staff.' },
      },
      {
        action: 'review.show',
        staff_email: support.email,
        before: { hidden: true, reason: 'It names a member of staff.' },
        after: { hidden: false, reason: null },
      },
    ]);
  });

  it("puts the shop's reply under the review for every shopper, and removes it when saved empty", async () => {
    const { id } = await reviewed(5, 'Slow delivery');
    const reply = 'We are sorry: the courier has been changed, and we have mailed you.';
    const answered = await call(t, 'PUT', `/api/admin/reviews/${id}/reply`, {
      token: support.token,
      body: { text: ` ${reply} ` },
    });
    expect((answered.body as unknown as AdminReview).reply).toEqual({ text: reply, at: t.clock.now().toISOString() });
    const onPage = (await shownOn(5)).items.find((review) => review.id === id);
    expect(onPage?.reply).toEqual({ text: reply, at: t.clock.now().toISOString() });
    await call(t, 'PUT', `/api/admin/reviews/${id}/reply`, { token: support.token, body: { text: '' } });
    expect((await shownOn(5)).items.find((review) => review.id === id)).not.toHaveProperty('reply');
    expect((await audit(id)).map((entry) => [entry.action, entry.after])).toEqual([
      ['review.reply', { reply }],
      ['review.reply', { reply: null }],
    ]);
  });

  it('refuses a reply that is not plain text, as reviews themselves are, and keeps "<3" and "< 2 days"', async () => {
    const { id } = await reviewed(5, 'Markup in the reply');
    for (const text of ['<img src=x onerror=alert(1)>', 'Thanks </b>', 'Sorry<!-- x -->', 'Bell \u0007 here']) {
      const refused = await call(t, 'PUT', `/api/admin/reviews/${id}/reply`, { token: support.token, body: { text } });
      expect(refused).toMatchObject({ status: 400, body: { errors: { text: REPLY_NOT_PLAIN_TEXT } } });
    }
    expect(await audit(id)).toEqual([]);
    const fine = await call(t, 'PUT', `/api/admin/reviews/${id}/reply`, {
      token: support.token,
      body: { text: 'Thank you <3, it ships in < 2 days' },
    });
    expect(fine.status).toBe(200);
  });

  it('lists reviews by state and words, a page at a time; refuses a blank reason, an unknown review and the catalogue role', async () => {
    const { id } = await reviewed(6, 'Zebra-striped 100%_sure');
    await call(t, 'POST', `/api/admin/reviews/${id}/hide`, { token: support.token, body: { reason: 'Spam' } });
    const hidden = await call(t, 'GET', '/api/admin/reviews?state=hidden&q=100%25_', { token: support.token });
    expect((hidden.body.rows as AdminReview[]).map((review) => review.id)).toEqual([id]);
    expect(
      (await call(t, 'GET', '/api/admin/reviews?state=visible&q=zebra', { token: support.token })).body.total,
    ).toBe(0);
    // "_" and "%" are letters here, not wildcards.
    expect((await call(t, 'GET', '/api/admin/reviews?q=100_%25', { token: support.token })).body.total).toBe(0);
    // Written since a day: from the first moment of that day in the shop (Cairo, 22:00 UTC the evening before).
    const since = async (day: string) =>
      (await call(t, 'GET', `/api/admin/reviews?q=zebra&from=${day}`, { token: support.token })).body.total;
    await t.db.query(`UPDATE product_reviews SET created_at = '2026-11-20T22:00:00.000Z' WHERE id = $1`, [id]);
    expect([await since('2026-11-21'), await since('2026-11-22')]).toEqual([1, 0]);
    await t.db.query(`UPDATE product_reviews SET created_at = '2026-11-20T21:59:59.999Z' WHERE id = $1`, [id]);
    expect([await since('2026-11-20'), await since('2026-11-21')]).toEqual([1, 0]);
    const notADay = await call(t, 'GET', '/api/admin/reviews?from=2026-02-30', { token: support.token });
    expect([notADay.status, notADay.body.errors]).toEqual([400, { from: 'is not a date (YYYY-MM-DD)' }]);
    const paged = await call(t, 'GET', '/api/admin/reviews?pageSize=1&page=0', { token: support.token });
    expect((paged.body.rows as unknown[]).length).toBe(1);
    expect(paged.body.total as number).toBeGreaterThanOrEqual(3);

    const blank = await call(t, 'POST', `/api/admin/reviews/${id}/hide`, {
      token: support.token,
      body: { reason: '   ' },
    });
    expect(blank.status).toBe(400);
    const unknown = await call(t, 'POST', '/api/admin/reviews/nope/show', { token: support.token });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'REVIEW_NOT_FOUND']);
    const catalogue = await createTestStaff(t, 'catalogue');
    expect((await call(t, 'GET', '/api/admin/reviews', { token: catalogue.token })).status).toBe(403);
  });

  it('records one change when two staff hide the same review at once', async () => {
    const { id } = await reviewed(7, 'Twice hidden');
    const other = await createTestStaff(t, 'owner');
    const answers = await Promise.all(
      [support, other].map((member) =>
        call(t, 'POST', `/api/admin/reviews/${id}/hide`, { token: member.token, body: { reason: 'Off topic' } }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect((await audit(id)).map((entry) => entry.action)).toEqual(['review.hide']);
  });
});
