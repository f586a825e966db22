import { apiCaller, createTestUser, type TestUser, withTestApp } from '../../test/harness';
import { mailChoices, ONE_CLICK } from '../mail-preferences';
import { formatMoney } from '../../../universal/i18n/money';
import { mailPriceDrops, priceMove } from './price-drops';

const PUBLIC_URL = 'https://shop.example';
/** Not the default (10): the rule follows the setting. */
const SHARE = 15;
const t = withTestApp({ publicUrl: PUBLIC_URL, priceDropShare: SHARE });

const settings = () => ({
  share: SHARE,
  publicUrl: PUBLIC_URL,
  supportEmail: t.ctx.config.supportEmail,
  tokenKeys: t.ctx.tokenKeys,
  now: t.clock.now,
});
const run = () => mailPriceDrops(t.db, settings());

/** A variant of its own per test, in stock, with an EGP price list entry the test moves. */
let nextProduct = 0;
async function freshVariant(): Promise<{ productId: number; sku: string }> {
  nextProduct += 1;
  const [row] = await t.db.query<{ product_id: number; sku: string }>(
    `SELECT product_id, sku FROM product_variants WHERE stock > 0 AND product_id = (
       SELECT product_id FROM product_variants WHERE stock > 0 GROUP BY product_id ORDER BY product_id OFFSET $1 LIMIT 1
     ) ORDER BY position LIMIT 1`,
    [nextProduct],
  );
  if (!row) throw new Error('no variant in stock');
  return { productId: row.product_id, sku: row.sku };
}

const setEgpPrice = (sku: string, minor: number) =>
  t.db.query(
    `INSERT INTO variant_prices (sku, currency, amount_minor) VALUES ($1, 'EGP', $2)
     ON CONFLICT (sku, currency) DO UPDATE SET amount_minor = EXCLUDED.amount_minor`,
    [sku, minor],
  );

/** A shopper reading Arabic and paying in Egyptian pounds, with `sku` on their wish list. */
async function egpShopperWatching(sku: string, productId: number, language = 'ar'): Promise<TestUser> {
  const user = await createTestUser(t.ctx);
  await t.db.query("UPDATE users SET language = $2, currency = 'EGP' WHERE id = $1", [user.id, language]);
  await t.db.query('INSERT INTO wishlist_items (user_id, product_id, sku, added_at) VALUES ($1, $2, $3, $4)', [
    user.id,
    productId,
    sku,
    t.clock.now(),
  ]);
  return user;
}

const mailsTo = (email: string) =>
  t.db.query<{ subject: string; body_text: string; body_html: string; headers: Record<string, string> | null }>(
    'SELECT subject, body_text, body_html, headers FROM mail_outbox WHERE recipient = $1 ORDER BY id',
    [email],
  );

const seen = async (userId: string, sku: string) =>
  (
    await t.db.query<{ seen_price_minor: number | null; seen_currency: string | null }>(
      'SELECT seen_price_minor, seen_currency FROM wishlist_items WHERE user_id = $1 AND sku = $2',
      [userId, sku],
    )
  )[0];

describe('price-drop alerts (issue 53, area 4)', () => {
  it('the first pass sets the reference in the shopper currency and mails nobody', async () => {
    const { productId, sku } = await freshVariant();
    await setEgpPrice(sku, 200_000);
    const user = await egpShopperWatching(sku, productId);
    await run();
    expect(await seen(user.id, sku)).toEqual({ seen_price_minor: 200_000, seen_currency: 'EGP' });
    expect(await mailsTo(user.email)).toEqual([]);
  });

  it('a drop of the share mails once, in Arabic, old and new price in pounds, with the one-click unsubscribe', async () => {
    const { productId, sku } = await freshVariant();
    await setEgpPrice(sku, 200_000);
    const user = await egpShopperWatching(sku, productId);
    await run();
    await setEgpPrice(sku, 170_000); // exactly 15 % less
    await run();
    await run(); // the job repeated: the same drop mails once

    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    const was = formatMoney(200_000, 'EGP', 'ar');
    const now = formatMoney(170_000, 'EGP', 'ar');
    expect(mail?.subject).toContain('انخفض السعر');
    expect(mail?.subject).toContain(now);
    expect(mail?.body_text).toContain(`أصبح سعر`);
    expect(mail?.body_text).toContain(was);
    expect(mail?.body_text).toContain(now);
    expect(mail?.body_text).toContain(`${PUBLIC_URL}/ar/product/${productId}`);
    expect(mail?.body_html).toMatch(/<html[^>]*lang="ar"[^>]*dir="rtl"|<html[^>]*dir="rtl"[^>]*lang="ar"/);
    expect(mail?.headers?.['List-Unsubscribe']).toMatch(new RegExp(`^<${PUBLIC_URL}/api/mail/unsubscribe\\?token=`));
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe(ONE_CLICK);
    expect(await seen(user.id, sku)).toEqual({ seen_price_minor: 170_000, seen_currency: 'EGP' });
  });

  it('the unsubscribe header works: the one-click POST turns price-drop mails off for that mailbox', async () => {
    const { productId, sku } = await freshVariant();
    await setEgpPrice(sku, 100_000);
    const user = await egpShopperWatching(sku, productId, 'en');
    await run();
    await setEgpPrice(sku, 50_000);
    await run();
    const [mail] = await mailsTo(user.email);
    const url = new URL((mail?.headers?.['List-Unsubscribe'] ?? '').slice(1, -1));
    const response = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: ONE_CLICK,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ kind: 'price-drops', subscribed: false });
    expect(mail?.subject).toContain('Price drop');
    expect(mail?.body_text).toContain(formatMoney(50_000, 'EGP', 'en'));
  });

  it('a fall smaller than the share mails nobody and keeps the reference, so falls add up', async () => {
    const { productId, sku } = await freshVariant();
    await setEgpPrice(sku, 100_000);
    const user = await egpShopperWatching(sku, productId);
    await run();
    await setEgpPrice(sku, 90_000); // 10 %: under the 15 % share
    await run();
    expect(await mailsTo(user.email)).toEqual([]);
    expect(await seen(user.id, sku)).toEqual({ seen_price_minor: 100_000, seen_currency: 'EGP' });
    await setEgpPrice(sku, 85_000); // 15 % below the reference in all
    await run();
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it('a rise mails nobody and keeps the lower reference', async () => {
    const { productId, sku } = await freshVariant();
    await setEgpPrice(sku, 100_000);
    const user = await egpShopperWatching(sku, productId);
    await run();
    await setEgpPrice(sku, 150_000);
    await run();
    expect(await seen(user.id, sku)).toEqual({ seen_price_minor: 100_000, seen_currency: 'EGP' });
    await setEgpPrice(sku, 120_000); // 20 % off the high, but above the reference
    await run();
    expect(await mailsTo(user.email)).toEqual([]);
  });

  it('a shopper who turned price-drop mails off gets none, and the drop is not mailed when they turn them on', async () => {
    const { productId, sku } = await freshVariant();
    await setEgpPrice(sku, 100_000);
    const user = await egpShopperWatching(sku, productId);
    await mailChoices(t.db).set(user.email, { 'price-drops': false }, t.clock.now());
    await run();
    await setEgpPrice(sku, 50_000);
    await run();
    expect(await mailsTo(user.email)).toEqual([]);
    await mailChoices(t.db).set(user.email, { 'price-drops': true }, t.clock.now());
    await run();
    expect(await mailsTo(user.email)).toEqual([]);
  });

  it('a change of currency sets the reference afresh without mailing', async () => {
    const { productId, sku } = await freshVariant();
    await setEgpPrice(sku, 100_000);
    const user = await egpShopperWatching(sku, productId);
    await run();
    await t.db.query("UPDATE users SET currency = 'USD' WHERE id = $1", [user.id]);
    await run();
    expect((await seen(user.id, sku))?.seen_currency).toBe('USD');
    expect(await mailsTo(user.email)).toEqual([]);
  });

  it('a variant saved through the wish list has its reference at once: a drop before the next run is mailed', async () => {
    const { productId, sku } = await freshVariant();
    await setEgpPrice(sku, 100_000);
    const user = await createTestUser(t.ctx);
    await t.db.query("UPDATE users SET language = 'en', currency = 'EGP' WHERE id = $1", [user.id]);
    const saved = await apiCaller(t, '/api/wishlist')(user, 'POST', '/add', { productId: String(productId), sku });
    expect(saved.statusCode).toBe(201);
    expect(await seen(user.id, sku)).toEqual({ seen_price_minor: 100_000, seen_currency: 'EGP' });
    await setEgpPrice(sku, 80_000);
    await run();
    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body_text).toContain(formatMoney(100_000, 'EGP', 'en'));
  });

  it('two runs at once mail one drop once', async () => {
    const { productId, sku } = await freshVariant();
    await setEgpPrice(sku, 100_000);
    const user = await egpShopperWatching(sku, productId);
    await run();
    await setEgpPrice(sku, 10_000);
    await Promise.all([run(), run()]);
    expect(await mailsTo(user.email)).toHaveLength(1);
  });
});

describe('priceMove', () => {
  const egp = (minor: number) => ({ minor, currency: 'EGP' });
  it('counts a fall of exactly the share as a drop, a cent less as none', () => {
    expect(priceMove(egp(1000), egp(900), 10)).toBe('dropped');
    expect(priceMove(egp(1000), egp(901), 10)).toBe('unchanged');
    expect(priceMove(egp(1000), egp(1200), 10)).toBe('unchanged');
    expect(priceMove(null, egp(900), 10)).toBe('first');
    expect(priceMove({ minor: 1000, currency: 'USD' }, egp(10), 10)).toBe('first');
  });
});
