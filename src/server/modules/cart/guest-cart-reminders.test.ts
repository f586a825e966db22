import { createTestUser, guestBrowser, withTestApp } from '../../test/harness';
import { guestCheckout } from '../../test/checkout-test-support';
import { mailChoices } from '../mail-preferences';
import { remindAbandonedCarts } from './cart-reminders';

const PUBLIC_URL = 'https://shop.example';
const t = withTestApp({ publicUrl: PUBLIC_URL });
const HOUR = 3_600_000;
const HOURS = 24;

const run = () =>
  remindAbandonedCarts(t.db, {
    publicUrl: PUBLIC_URL,
    supportEmail: t.ctx.config.supportEmail,
    tokenKeys: t.ctx.tokenKeys,
    hours: HOURS,
    now: t.clock.now,
  });

const SHIRT = { productId: '33', sku: 'SF33-NAVY-XS' };
const SHIRT_EN = 'Halbrook Essential Crew Neck T-Shirt, Organic Cotton — Navy / XS';

type Mail = { subject: string; body_text: string; body_html: string; headers: Record<string, string> | string | null };
const remindersTo = async (email: string) =>
  (
    await t.db.query<Mail>(
      'SELECT subject, body_text, body_html, headers FROM mail_outbox WHERE recipient = $1 ORDER BY id',
      [email],
    )
  ).filter((mail) => mail.body_text.includes('/api/cart/restore?token='));

let address = 0;
/** A guest with a shirt in their cart, from an address of their own (the reminder's rate limit is per address). */
async function guestWithCart(quantity = 2) {
  address += 1;
  const guest = guestBrowser(t.app, { remoteAddress: `10.53.6.${address}` });
  expect((await guest.send('POST', '/api/cart/add', { ...SHIRT, quantity })).statusCode).toBe(200);
  return guest;
}
const email = () => `guest-${address}-${Date.now()}@example.com`;
const answer = (guest: ReturnType<typeof guestBrowser>, body: object) => guest.send('PUT', '/api/cart/reminder', body);

describe("a guest's cart reminder (issue 53 area 5, decision 0121)", () => {
  it('with the tick: one mail in the checkout language, its lines, a link that puts the cart back, the unsubscribe', async () => {
    const guest = await guestWithCart(2);
    const to = email();
    const kept = await answer(guest, { email: to, consent: true, language: 'ar' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toEqual({ consent: true });
    t.clock.advance(HOURS * HOUR);
    expect(await run()).toBeGreaterThanOrEqual(1);
    expect(await run()).toBe(0);
    const [mail, ...more] = await remindersTo(to);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('سلتك بانتظارك');
    expect(mail?.body_text.startsWith('مرحبًا،\n')).toBe(true);
    expect(mail?.body_text).toMatch(/2 × .+ — كحلي \/ XS/);
    expect(mail?.body_html).toContain('<html lang="ar" dir="rtl">');
    const headers = typeof mail?.headers === 'string' ? JSON.parse(mail.headers) : mail?.headers;
    expect(headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(/^<https:\/\/shop\.example\/api\/mail\/unsubscribe\?token=/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail?.body_text).toContain(`${PUBLIC_URL}/ar/mail/unsubscribe?token=`);

    // Another device (no cookie) follows the link: the guest cart comes back, on the Arabic cart page.
    const link = /https:\/\/shop\.example(\/api\/cart\/restore\?token=\S+)/.exec(mail?.body_text ?? '')?.[1] ?? '';
    const other = guestBrowser(t.app, { remoteAddress: '10.53.7.1' });
    const followed = await other.send('GET', link);
    expect(followed.statusCode).toBe(303);
    expect(followed.headers.location).toBe('/ar/cart');
    expect(followed.headers['cache-control']).toBe('no-store');
    expect((await other.send('GET', '/api/cart')).json<{ items: unknown[] }>().items).toEqual([
      { ...SHIRT, quantity: 2 },
    ]);
    // Days later, nothing changed: still one mail.
    t.clock.advance(72 * HOUR);
    await run();
    expect(await remindersTo(to)).toHaveLength(1);
  });

  it('in English when checkout was, the lines in English words; a change after it earns one more', async () => {
    const guest = await guestWithCart(1);
    const to = email();
    await answer(guest, { email: to, consent: true, language: 'en' });
    t.clock.advance(HOURS * HOUR);
    await run();
    const [mail] = await remindersTo(to);
    expect(mail?.subject).toBe('Your cart is waiting for you');
    expect(mail?.body_text.startsWith('Hello,\n')).toBe(true);
    expect(mail?.body_text).toContain(`1 × ${SHIRT_EN}`);
    expect(mail?.body_text).toContain(`Back to your cart: ${PUBLIC_URL}/api/cart/restore?token=`);
    await guest.send('POST', '/api/cart/add', { ...SHIRT, quantity: 1 });
    await run();
    expect(await remindersTo(to)).toHaveLength(1);
    t.clock.advance(HOURS * HOUR);
    await run();
    expect(await remindersTo(to)).toHaveLength(2);
  });

  it('needs the tick: an address given unticked, or ticked then unticked, gets none', async () => {
    const never = await guestWithCart();
    const neverTo = email();
    expect((await answer(never, { email: neverTo, consent: false, language: 'en' })).statusCode).toBe(200);
    const changed = await guestWithCart();
    const changedTo = email();
    await answer(changed, { email: changedTo, consent: true, language: 'en' });
    await answer(changed, { email: changedTo, consent: false, language: 'en' });
    t.clock.advance(HOURS * HOUR);
    await run();
    expect(await remindersTo(neverTo)).toEqual([]);
    expect(await remindersTo(changedTo)).toEqual([]);
  });

  it('an unsubscribe of that mailbox wins over the tick', async () => {
    const guest = await guestWithCart();
    const to = email();
    await mailChoices(t.db).set(to, { 'cart-reminders': false }, t.clock.now());
    await answer(guest, { email: to, consent: true, language: 'en' });
    t.clock.advance(HOURS * HOUR);
    await run();
    expect(await remindersTo(to)).toEqual([]);
  });

  it('none after an order: the guest checked out this cart, or ordered with the address from another', async () => {
    const bought = await guestWithCart();
    const boughtTo = email();
    await answer(bought, { email: boughtTo, consent: true, language: 'en' });
    expect((await guestCheckout(bought, { email: boughtTo, createAccount: false })).statusCode).toBe(201);
    // This cart still holds its lines, but its address ordered (from another cart) since its last change.
    const elsewhere = await guestWithCart();
    const elsewhereTo = email();
    await answer(elsewhere, { email: elsewhereTo, consent: true, language: 'en' });
    t.clock.advance(HOUR);
    const other = await guestWithCart();
    expect((await guestCheckout(other, { email: elsewhereTo.toUpperCase(), createAccount: false })).statusCode).toBe(
      201,
    );
    t.clock.advance(HOURS * HOUR);
    await run();
    expect(await remindersTo(boughtTo)).toEqual([]);
    expect(await remindersTo(elsewhereTo)).toEqual([]);
  });

  it('is for guests with a cart and a valid address: signed in 409, no cart 404, a bad address 400', async () => {
    const user = await createTestUser(t.ctx);
    const signedIn = await t.app.inject({
      method: 'PUT',
      url: '/api/cart/reminder',
      headers: user.headers,
      payload: { email: user.email, consent: true },
    });
    expect(signedIn.statusCode).toBe(409);
    const noCart = guestBrowser(t.app, { remoteAddress: '10.53.7.2' });
    expect((await answer(noCart, { email: email(), consent: true })).statusCode).toBe(404);
    const guest = await guestWithCart();
    const bad = await answer(guest, { email: 'not-an-address', consent: true });
    expect(bad.statusCode).toBe(400);
    expect((await answer(guest, { email: email(), consent: true, language: 'xx' })).statusCode).toBe(400);
  });

  it("a link the shop did not sign, or whose cart is gone, shows the device's own cart and sets no cookie", async () => {
    const stranger = guestBrowser(t.app, { remoteAddress: '10.53.7.3' });
    const forged = await stranger.send('GET', '/api/cart/restore?token=eyJhbGciOiJIUzI1NiJ9.e30.abc');
    expect(forged.statusCode).toBe(303);
    expect(forged.headers.location).toBe('/cart');
    expect(stranger.cookie()).toBe('');
  });
});
