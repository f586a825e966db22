import { randomBytes } from 'node:crypto';
import { apiCaller, guestBrowser, type TestUser, withTestApp } from '../../test/harness';
import { createTestStaff, expectOnlyOwnersAndSupport, type TestStaff } from '../staff/test-support';
import type { CheckoutResponse, Order } from '../../../universal/contracts/order';
import { guestCheckout, placeTestOrder } from '../../test/checkout-test-support';
import { createTestUser } from '../../test/harness';

// Every test makes staff members, each with a password hash: see cheap-argon2.ts.
jest.mock('argon2', () => jest.requireActual('../../test/reliability/cheap-argon2').cheapArgon2());

const PUBLIC_URL = 'https://shop.example';
const t = withTestApp({ publicUrl: PUBLIC_URL });
const consoleCall = apiCaller(t, '');

const resend = async (who: Pick<TestUser, 'headers'> | undefined, id: string) => {
  await t.events.drain();
  const response = await consoleCall(who, 'POST', `/api/admin/orders/${id}/resend-link`);
  return {
    status: response.statusCode,
    body: response.json<{ queuedTo?: string; message?: string; code?: string }>(),
    retryAfter: response.headers['retry-after'],
    text: response.body,
  };
};

/** A signed-out visitor's order, placed with `email`, and the access key its link carries. */
async function placeGuestOrder(email: string): Promise<Order & { access: string }> {
  const guest = guestBrowser(t.app);
  await guest.send('POST', '/api/cart/add', { productId: '22', quantity: 1 });
  const placed = await guestCheckout(guest, { email, createAccount: false });
  if (placed.statusCode !== 201) throw new Error(`guest checkout failed: ${placed.statusCode} ${placed.body}`);
  const order = placed.json<CheckoutResponse>().order;
  if (!order.access) throw new Error('a guest order without its key');
  return { ...order, access: order.access };
}

const mailsOf = async (orderId: string) => {
  await t.events.drain();
  return t.db.query<{ subject: string; recipient: string; body_text: string; body_html: string | null }>(
    'SELECT subject, recipient, body_text, body_html FROM mail_outbox WHERE order_id = $1 ORDER BY id',
    [orderId],
  );
};

const auditOf = (orderId: string) =>
  t.db.query<{ action: string; staff_id: string; before: unknown; after: unknown }>(
    `SELECT action, staff_id, before, after FROM audit_log WHERE object_type = 'order' AND object_id = $1 ORDER BY id`,
    [orderId],
  );

const email = () => `guest-${randomBytes(3).toString('hex')}@example.com`;
const staff = (): Promise<TestStaff> => createTestStaff(t, 'support');

describe("POST /api/admin/orders/:id/resend-link (a guest's order link, mailed again)", () => {
  it("mails the order's own address its link again, and audits who and to whom, never the link's key", async () => {
    const to = email();
    const order = await placeGuestOrder(to);
    const before = await mailsOf(order._id);
    const member = await staff();

    const sent = await resend(member, order._id);
    expect(sent.status).toBe(202);
    expect(sent.body).toEqual({ queuedTo: to });
    expect(sent.text).not.toContain(order.access);

    const mails = await mailsOf(order._id);
    expect(mails).toHaveLength(before.length + 1);
    const mail = mails.at(-1);
    expect(mail?.recipient).toBe(to);
    expect(mail?.subject).toBe(`Your Storefront order ${order._id.slice(-8)}: the link to it`);
    // The link that opens the order without an account: its key in the mail, and only there.
    expect(mail?.body_text).toContain(`${PUBLIC_URL}/orders/${order._id}?access=${order.access}`);

    const trail = await auditOf(order._id);
    expect(trail).toEqual([{ action: 'order.resend-link', staff_id: member.id, before: null, after: { to } }]);
    expect(JSON.stringify(trail)).not.toContain(order.access);
  });

  it('refuses a second resend within a minute with a clear 429, and mails again after it', async () => {
    const order = await placeGuestOrder(email());
    const member = await staff();
    expect((await resend(member, order._id)).status).toBe(202);
    const mailed = (await mailsOf(order._id)).length;

    t.clock.advance(30_000);
    // Another staff member too: the limit is the order's, not the clicker's.
    const again = await resend(await staff(), order._id);
    expect(again.status).toBe(429);
    expect(again.body.code).toBe('RATE_LIMITED');
    expect(again.body.message).toMatch(
      /^This order's link was mailed less than a minute ago\. Please wait \d+ seconds/,
    );
    expect(Number(again.retryAfter)).toBeGreaterThanOrEqual(29);
    expect(Number(again.retryAfter)).toBeLessThanOrEqual(31);
    expect(await mailsOf(order._id)).toHaveLength(mailed);
    expect(await auditOf(order._id)).toHaveLength(1);

    t.clock.advance(31_000);
    expect((await resend(member, order._id)).status).toBe(202);
    expect(await mailsOf(order._id)).toHaveLength(mailed + 1);
  });

  it("refuses an account's order (it has no link) and an order that does not exist, mailing nothing", async () => {
    const user = await createTestUser(t.ctx);
    const order = await placeTestOrder(t, user);
    const member = await staff();
    const mailed = (await mailsOf(order._id)).length;
    const refused = await resend(member, order._id);
    expect([refused.status, refused.body.code]).toEqual([409, 'CONFLICT']);
    expect(refused.body.message).toMatch(/belongs to an account/);
    expect(await mailsOf(order._id)).toHaveLength(mailed);
    expect(await auditOf(order._id)).toEqual([]);
    expect((await resend(member, 'ord_missing0')).status).toBe(404);
  });

  it('is for owners and support only', async () => {
    const order = await placeGuestOrder(email());
    await expectOnlyOwnersAndSupport(t, [['POST', `/api/admin/orders/${order._id}/resend-link`]]);
    expect(await auditOf(order._id)).toEqual([]);
  });
});
