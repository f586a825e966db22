import { apiCaller, createTestUser, guestBrowser, type TestUser, withTestApp } from '../../test/harness';
import { checkout, guestCheckout } from '../../test/checkout-test-support';
import { mailChoices } from '../mail-preferences';
import { remindAbandonedCarts } from './cart-reminders';

const PUBLIC_URL = 'https://shop.example';
const t = withTestApp({ publicUrl: PUBLIC_URL });
const HOUR = 3_600_000;
const HOURS = 24;

/** One run of the job, as the queue runs it (the settings main.ts gives it, 24 hours). */
const run = () =>
  remindAbandonedCarts(t.db, {
    publicUrl: PUBLIC_URL,
    supportEmail: t.ctx.config.supportEmail,
    tokenKeys: t.ctx.tokenKeys,
    hours: HOURS,
    now: t.clock.now,
  });

const call = apiCaller(t, '/api/cart');

/** Halbrook's crew-neck T-shirt, navy, XS: a variant with a colour the catalogue names in every language. */
const SHIRT = { productId: '33', sku: 'SF33-NAVY-XS' };
const SHIRT_EN = 'Halbrook Essential Crew Neck T-Shirt, Organic Cotton — Navy / XS';

async function add(user: TestUser, line: { productId: string; sku: string }, quantity: number) {
  const response = await call(user, 'POST', '/add', { ...line, quantity });
  expect(response.statusCode).toBe(200);
}

type Mail = { subject: string; body_text: string; body_html: string; headers: Record<string, string> | string | null };

/** The mails queued to `email`, oldest first. */
const mailsTo = (email: string) =>
  t.db.query<Mail>('SELECT subject, body_text, body_html, headers FROM mail_outbox WHERE recipient = $1 ORDER BY id', [
    email,
  ]);

/** The cart reminders queued to `email` (the shopper's other mails, their order's, left out). */
const remindersTo = async (email: string) =>
  (await mailsTo(email)).filter((mail) => mail.body_text.includes(`${PUBLIC_URL}`) && /\/cart\b/.test(mail.body_text));

describe('cart reminders (issue 53, decision 0120)', () => {
  it('mails once a cart left unchanged for CART_REMINDER_HOURS: its lines, a link back, the unsubscribe; a second run sends nothing more', async () => {
    const user = await createTestUser(t.ctx);
    await add(user, SHIRT, 2);
    t.clock.advance(HOURS * HOUR);
    expect(await run()).toBeGreaterThanOrEqual(1);
    expect(await run()).toBe(0);
    const mails = await remindersTo(user.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe('Your cart is waiting for you');
    expect(mail?.body_text).toContain(`2 × ${SHIRT_EN}`);
    expect(mail?.body_text).toContain(`Back to your cart: ${PUBLIC_URL}/cart\n`);
    expect(mail?.body_html).toContain('<html lang="en"');
    const headers = typeof mail?.headers === 'string' ? JSON.parse(mail.headers) : mail?.headers;
    expect(headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(/^<https:\/\/shop\.example\/api\/mail\/unsubscribe\?token=/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail?.body_text).toContain(`${PUBLIC_URL}/mail/unsubscribe?token=`);
    // Days later the cart still sits as it was: still no second mail.
    t.clock.advance(72 * HOUR);
    await run();
    expect(await remindersTo(user.email)).toHaveLength(1);
  });

  it('two runs at once (two instances, a retried run beside a slow one) mail a cart once', async () => {
    const users = [await createTestUser(t.ctx), await createTestUser(t.ctx), await createTestUser(t.ctx)];
    for (const user of users) await add(user, SHIRT, 1);
    t.clock.advance(HOURS * HOUR);
    await Promise.all([run(), run(), run()]);
    for (const user of users) expect(await remindersTo(user.email)).toHaveLength(1);
  });

  it('waits for the full period: a cart changed 23 hours ago gets none, an hour later its one', async () => {
    const user = await createTestUser(t.ctx);
    await add(user, SHIRT, 1);
    t.clock.advance(10 * HOUR);
    // The shopper's change restarts the wait.
    await add(user, SHIRT, 1);
    t.clock.advance(23 * HOUR);
    await run();
    expect(await remindersTo(user.email)).toEqual([]);
    t.clock.advance(HOUR);
    await run();
    expect(await remindersTo(user.email)).toHaveLength(1);
  });

  it('a change after the reminder earns one new reminder, a day after that change', async () => {
    const user = await createTestUser(t.ctx);
    await add(user, SHIRT, 1);
    t.clock.advance(HOURS * HOUR);
    await run();
    await add(user, SHIRT, 1);
    await run();
    expect(await remindersTo(user.email)).toHaveLength(1);
    t.clock.advance(HOURS * HOUR);
    await run();
    await run();
    const mails = await remindersTo(user.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.body_text).toContain(`2 × ${SHIRT_EN}`);
  });

  it("is written in the shopper's profile language, linking to the cart in it", async () => {
    const user = await createTestUser(t.ctx);
    await t.db.query("UPDATE users SET language = 'ar' WHERE id = $1", [user.id]);
    await add(user, SHIRT, 3);
    t.clock.advance(HOURS * HOUR);
    await run();
    const [mail, ...more] = await remindersTo(user.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('سلتك بانتظارك');
    expect(mail?.body_text).toContain('تركت هذه المنتجات في سلتك:');
    // The variant in Arabic words ("Navy" is كحلي), the link to the Arabic cart page.
    expect(mail?.body_text).toMatch(/3 × .+ — كحلي \/ XS/);
    expect(mail?.body_text).toContain(`${PUBLIC_URL}/ar/cart\n`);
    expect(mail?.body_html).toContain('<html lang="ar" dir="rtl">');
    expect(mail?.body_text).toContain(`${PUBLIC_URL}/ar/mail/unsubscribe?token=`);
  });

  it('a shopper who turned cart reminders off gets none, and turning them on later mails no old cart', async () => {
    const user = await createTestUser(t.ctx);
    await mailChoices(t.db).set(user.email, { 'cart-reminders': false }, t.clock.now());
    await add(user, SHIRT, 1);
    t.clock.advance(HOURS * HOUR);
    await run();
    expect(await remindersTo(user.email)).toEqual([]);
    await mailChoices(t.db).set(user.email, { 'cart-reminders': true }, t.clock.now());
    await run();
    expect(await remindersTo(user.email)).toEqual([]);
  });

  it('a cart emptied by an order gets none', async () => {
    const user = await createTestUser(t.ctx);
    await add(user, SHIRT, 1);
    const placed = await checkout(t.app, user);
    expect(placed.statusCode).toBe(201);
    t.clock.advance(HOURS * HOUR);
    await run();
    expect(await remindersTo(user.email)).toEqual([]);
  });

  it('a shopper who ordered since the cart last changed gets none (here signed out, as a guest, with their address)', async () => {
    const user = await createTestUser(t.ctx);
    await add(user, SHIRT, 1);
    t.clock.advance(HOUR);
    const guest = guestBrowser(t.app, { remoteAddress: '10.53.5.1' });
    await guest.send('POST', '/api/cart/add', { productId: '1', sku: (await firstSku(1)) ?? '', quantity: 1 });
    expect((await guestCheckout(guest, { email: user.email.toUpperCase(), createAccount: false })).statusCode).toBe(
      201,
    );
    t.clock.advance(HOURS * HOUR);
    await run();
    expect(await remindersTo(user.email)).toEqual([]);
    // Still in the cart, untouched: the account's cart was not the one ordered.
    expect((await call(user, 'GET', '')).json<{ items: unknown[] }>().items).toHaveLength(1);
  });

  it("a guest's cart gets none: a guest has given no address to write to", async () => {
    const guest = guestBrowser(t.app, { remoteAddress: '10.53.5.2' });
    expect((await guest.send('POST', '/api/cart/add', { ...SHIRT, quantity: 1 })).statusCode).toBe(200);
    const before = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox');
    t.clock.advance(HOURS * HOUR);
    await run();
    expect(await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox')).toEqual(before);
  });
});

async function firstSku(productId: number): Promise<string | undefined> {
  const [row] = await t.db.query<{ sku: string }>(
    'SELECT sku FROM product_variants WHERE product_id = $1 ORDER BY position LIMIT 1',
    [productId],
  );
  return row?.sku;
}
