import { createTestUser, guestBrowser, withTestApp } from '../../../test/harness';
import { checkout, fillCart, placeTestOrder, setStockOf } from '../../../test/checkout-test-support';
import { orderStatusChanges } from '../../orders/status-changes';
import { orderReturns } from '../../returns/returns';
import { applyStockCount } from '../admin/stock-counts';
import { terminalActor } from '../../audit';
import { stockAlertSubscribers } from './alert-subscriber';
import { STOCK_ALERT_LIMITS } from './routes';
import type { DomainEvent } from '../../../events/domain-events';
import type { ReturnRequest } from '../../../../universal/contracts/returns';
import type { WaitingVariant } from '../../../../universal/contracts/admin/products';
import { createTestStaff } from '../../staff/test-support';
import { mailChoices } from '../../mail-preferences';

const PUBLIC_URL = 'https://shop.example';
/** Not the default (3): the cap follows the setting. */
const FACTOR = 2;
const t = withTestApp({ publicUrl: PUBLIC_URL, stockAlertFactor: FACTOR });

/** Sold out in the demo catalogue: the navy crew-neck T-shirt in M (product 33). */
const SOLD_OUT = 'SF33-NAVY-M';

let counter = 0;
const newEmail = (name: string) => `${name}-${(counter += 1)}@example.com`;

const ask = (body: object, headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/stock-alerts',
    headers,
    payload: body,
    ...(remoteAddress && { remoteAddress }),
  });

/** Asks for an alert from its own client address (the per-address limit is tested apart). */
async function subscribe(sku: string, email: string, language = 'en', headers: Record<string, string> = {}) {
  const response = await ask({ sku, email, language }, headers, `10.1.${counter % 250}.${(counter += 1) % 250}`);
  expect(response.statusCode).toBe(202);
}

const pending = (sku: string) =>
  t.db.query<{ email: string; language: string; user_id: string | null }>(
    'SELECT email, language, user_id FROM stock_alerts WHERE sku = $1 AND sent_at IS NULL ORDER BY id',
    [sku],
  );

/** The alert mails to `emails` queued so far, oldest first. */
async function mailsTo(emails: readonly string[]) {
  return t.db.query<{ recipient: string; subject: string; body_text: string; body_html: string }>(
    'SELECT recipient, subject, body_text, body_html FROM mail_outbox WHERE recipient = ANY($1::text[]) ORDER BY id',
    [emails],
  );
}

/** The operator counts `sku` to `units` (the console's and the terminal's setter). */
const count = (sku: string, units: number) =>
  applyStockCount(t.db, [{ sku, to: units }], terminalActor(), t.clock.now());

/** A variant of its own for a test: sold out, with these shoppers waiting in this order. */
async function soldOutWith(sku: string, emails: readonly string[]) {
  await setStockOf(t.db, sku, 0);
  for (const email of emails) await subscribe(sku, email);
}

describe('POST /api/stock-alerts', () => {
  it('a guest subscribes to a sold-out variant; asking again keeps one alert in its first place', async () => {
    const email = newEmail('guest');
    await subscribe(SOLD_OUT, email, 'ar');
    const again = await ask({ sku: SOLD_OUT, email: ` ${email.toUpperCase()} `, language: 'fr' });
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ sku: SOLD_OUT });
    const alerts = (await pending(SOLD_OUT)).filter((alert) => alert.email === email);
    expect(alerts).toEqual([{ email, language: 'ar', user_id: null }]);
  });

  it("a signed-in shopper's alert names the account", async () => {
    const user = await createTestUser(t.ctx);
    await subscribe(SOLD_OUT, user.email, 'en', user.headers);
    expect((await pending(SOLD_OUT)).filter((alert) => alert.email === user.email)).toEqual([
      { email: user.email, language: 'en', user_id: user.id },
    ]);
  });

  it('refuses an unknown SKU (404), an in-stock variant (409) and a bad email (400), storing nothing', async () => {
    const before = await t.db.query('SELECT id FROM stock_alerts');
    const unknown = await ask({ sku: 'NO-SUCH-SKU', email: newEmail('a') });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'PRODUCT_NOT_FOUND' });
    const inStock = await ask({ sku: 'SF33-NAVY-S', email: newEmail('b') });
    expect(inStock.statusCode).toBe(409);
    expect(inStock.json()).toMatchObject({ code: 'CONFLICT', message: 'This item is in stock: it can be bought now' });
    for (const body of [
      { sku: SOLD_OUT, email: 'not-an-email' },
      { sku: SOLD_OUT, email: '' },
      { sku: SOLD_OUT },
      { sku: 'x'.repeat(65), email: newEmail('c') },
    ]) {
      expect((await ask(body)).statusCode).toBe(400);
    }
    expect(await t.db.query('SELECT id FROM stock_alerts')).toEqual(before);
  });

  it('answers 401 for a token that is sent and no longer valid', async () => {
    const response = await ask({ sku: SOLD_OUT, email: newEmail('d') }, { authorization: 'Bearer nonsense' });
    expect(response.statusCode).toBe(401);
  });

  it('is rate limited per client address', async () => {
    const browser = guestBrowser(t.app, { remoteAddress: '10.9.9.9' });
    const statuses: number[] = [];
    for (let i = 0; i <= STOCK_ALERT_LIMITS.perIp.limit; i += 1) {
      statuses.push(
        (await browser.send('POST', '/api/stock-alerts', { sku: SOLD_OUT, email: newEmail('flood') })).statusCode,
      );
    }
    expect(statuses.slice(0, -1).every((status) => status === 202)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('the back-in-stock mails', () => {
  it(`a count bringing units back mails the oldest subscribers, at most units × ${FACTOR}, each once`, async () => {
    const sku = 'SF44-S';
    const emails = [1, 2, 3, 4, 5].map(() => newEmail('queue'));
    await soldOutWith(sku, emails);
    await count(sku, 2);
    await t.events.drain();
    // 2 units × 2: the four oldest, in the order they asked.
    expect((await mailsTo(emails)).map((mail) => mail.recipient)).toEqual(emails.slice(0, 4));
    expect((await pending(sku)).map((alert) => alert.email)).toEqual(emails.slice(4));
    // Spent: the next units mail the one left, and nobody twice.
    await count(sku, 0);
    await count(sku, 5);
    await t.events.drain();
    expect((await mailsTo(emails)).map((mail) => mail.recipient)).toEqual(emails);
    expect(await pending(sku)).toEqual([]);
  });

  it('a second delivery of the same event sends nothing more', async () => {
    const sku = 'SF44-M';
    const emails = [1, 2, 3].map(() => newEmail('again'));
    await soldOutWith(sku, emails);
    await count(sku, 1);
    await t.events.drain();
    expect(await mailsTo(emails)).toHaveLength(FACTOR);
    const [row] = await t.db.query<{ id: string; payload: DomainEvent<'stock.changed'>['payload']; created_at: Date }>(
      "SELECT id, payload, created_at FROM domain_events WHERE name = 'stock.changed' ORDER BY id DESC LIMIT 1",
    );
    if (!row) throw new Error('no stock.changed event');
    expect(row.payload).toEqual({ skus: [sku], returned: [{ sku, quantity: 1 }] });
    // Delivery is at least once: the same event handed over again (a retry after a lost commit record).
    const [mailer] = stockAlertSubscribers({
      publicUrl: PUBLIC_URL,
      supportEmail: t.ctx.config.supportEmail,
      tokenKeys: t.ctx.tokenKeys,
      factor: FACTOR,
      now: t.clock.now,
    });
    const event = {
      id: Number(row.id),
      name: 'stock.changed',
      aggregate: 'stock',
      payload: row.payload,
      createdAt: row.created_at,
    };
    await t.db.transaction((tx) => mailer!.handle(tx, event as DomainEvent));
    expect(await mailsTo(emails)).toHaveLength(FACTOR);
    expect((await pending(sku)).map((alert) => alert.email)).toEqual(emails.slice(FACTOR));
  });

  it('a sale mails nobody, though its variant has units and shoppers waiting', async () => {
    const sku = 'SF44-L';
    const emails = [1, 2, 3, 4, 5].map(() => newEmail('sale'));
    await soldOutWith(sku, emails);
    await count(sku, 2);
    await t.events.drain();
    expect(await mailsTo(emails)).toHaveLength(2 * FACTOR);
    // One unit sold: its stock.changed names the SKU, and no unit came back.
    const buyer = await createTestUser(t.ctx);
    await fillCart(t.db, buyer.id, [[sku, 1]]);
    expect((await checkout(t.app, buyer)).statusCode).toBe(201);
    await t.events.drain();
    expect(await mailsTo(emails)).toHaveLength(2 * FACTOR);
    expect((await pending(sku)).map((alert) => alert.email)).toEqual(emails.slice(2 * FACTOR));
  });

  it('units sold again before the event is handled mail nobody: the alerts wait for the next', async () => {
    const sku = 'SF44-XXL';
    const emails = [1, 2, 3].map(() => newEmail('gone'));
    await soldOutWith(sku, emails);
    await count(sku, 1);
    const buyer = await createTestUser(t.ctx);
    await fillCart(t.db, buyer.id, [[sku, 1]]);
    expect((await checkout(t.app, buyer)).statusCode).toBe(201);
    await t.events.drain();
    expect(await mailsTo(emails)).toEqual([]);
    expect((await pending(sku)).map((alert) => alert.email)).toEqual(emails);
  });

  it('a cancellation putting units back mails, and so does a return refunded', async () => {
    const buyer = await createTestUser(t.ctx);
    const sku = await setStockOf(t.db, 20, 2);
    const order = await placeTestOrder(t, buyer, [[20, 2]]);
    const emails = [1, 2, 3, 4, 5].map(() => newEmail('cancel'));
    for (const email of emails) await subscribe(sku, email);
    expect((await orderStatusChanges(t.db).cancel(order._id, undefined, t.clock.now())).ok).toBe(true);
    await t.events.drain();
    expect((await mailsTo(emails)).map((mail) => mail.recipient)).toEqual(emails.slice(0, 2 * FACTOR));

    // A refunded return: one unit back.
    const returned = await setStockOf(t.db, 21, 1);
    const delivered = await placeTestOrder(t, buyer, [[21, 1]]);
    await orderStatusChanges(t.db).advance(delivered._id, 'delivered', t.clock.now());
    const waiting = [1, 2, 3].map(() => newEmail('return'));
    for (const email of waiting) await subscribe(returned, email);
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${delivered._id}/returns`,
      headers: buyer.headers,
      payload: { items: [{ productId: '21', quantity: 1 }], reason: 'damaged' },
    });
    const { id } = asked.json<ReturnRequest>();
    expect((await orderReturns(t.db).move(id, 'approved', t.clock.now())).ok).toBe(true);
    await t.events.drain();
    expect(await mailsTo(waiting)).toEqual([]);
    expect((await orderReturns(t.db).move(id, 'refunded', t.clock.now())).ok).toBe(true);
    await t.events.drain();
    expect((await mailsTo(waiting)).map((mail) => mail.recipient)).toEqual(waiting.slice(0, FACTOR));
  });

  it("each mail is in its shopper's language: the page's for a guest, the profile's for an account", async () => {
    const sku = 'SF44-XL';
    await setStockOf(t.db, sku, 0);
    const arabic = newEmail('arabic');
    const english = newEmail('english');
    const user = await createTestUser(t.ctx);
    await t.db.query("UPDATE users SET language = 'fr' WHERE id = $1", [user.id]);
    await subscribe(sku, arabic, 'ar');
    await subscribe(sku, english, 'en');
    // Asked on an English page; the account reads French.
    await subscribe(sku, user.email, 'en', user.headers);
    await count(sku, 3);
    await t.events.drain();
    const mails = await mailsTo([arabic, english, user.email]);
    expect(mails.map((mail) => [mail.recipient, mail.subject])).toEqual([
      [arabic, expect.stringMatching(/متوفر من جديد$/)],
      [english, expect.stringMatching(/ is back in stock$/)],
      [user.email, expect.stringMatching(/ est de nouveau en stock$/)],
    ]);
    const [inArabic, inEnglish] = mails;
    // The product page in the mail's language, with the variant chosen.
    expect(inArabic?.body_text).toContain(`${PUBLIC_URL}/ar/product/44?size=XL`);
    expect(inArabic?.body_html).toContain('<html lang="ar" dir="rtl">');
    expect(inEnglish?.body_text).toContain(`${PUBLIC_URL}/product/44?size=XL`);
    expect(inEnglish?.body_text).toContain('XL');
  });

  it('each is a marketing mail: one-click unsubscribe headers, and none for a shopper who turned these mails off', async () => {
    const sku = 'SF44-XS';
    await setStockOf(t.db, sku, 0);
    const wanting = newEmail('wanting');
    const declined = newEmail('declined');
    await subscribe(sku, wanting, 'ar');
    await subscribe(sku, declined, 'en');
    await mailChoices(t.db).set(declined, { 'stock-alerts': false }, t.clock.now());
    await count(sku, 1);
    await t.events.drain();
    const mails = await t.db.query<{ recipient: string; headers: Record<string, string> | string; body_text: string }>(
      'SELECT recipient, headers, body_text FROM mail_outbox WHERE recipient = ANY($1::text[]) ORDER BY id',
      [[wanting, declined]],
    );
    expect(mails.map((mail) => mail.recipient)).toEqual([wanting]);
    const headers = typeof mails[0]?.headers === 'string' ? JSON.parse(mails[0].headers) : mails[0]?.headers;
    expect(headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(/^<https:\/\/shop\.example\/api\/mail\/unsubscribe\?token=/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mails[0]?.body_text).toContain(`${PUBLIC_URL}/ar/mail/unsubscribe?token=`);
    // Asked and declined: the alert is spent all the same, and no later units mail it.
    expect(await pending(sku)).toEqual([]);
  });
});

describe('GET /api/admin/stock-alerts', () => {
  it('answers 401 without a staff session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/stock-alerts' })).statusCode).toBe(401);
  });

  it('answers each variant shoppers wait for and how many, never who', async () => {
    const sku = 'SF55-XL';
    await soldOutWith(sku, [newEmail('count'), newEmail('count')]);
    const support = await createTestStaff(t, 'support');
    const answer = await t.app.inject({ method: 'GET', url: '/api/admin/stock-alerts', headers: support.headers });
    expect(answer.statusCode).toBe(200);
    const { rows } = answer.json<{ rows: WaitingVariant[] }>();
    expect(rows.find((row) => row.sku === sku)).toEqual({
      sku,
      productId: 55,
      title: expect.stringContaining('Skirt'),
      label: 'XL',
      stock: 0,
      waiting: 2,
    });
    // The most awaited first; a spent alert no longer counts.
    expect(rows.map((row) => row.waiting)).toEqual([...rows.map((row) => row.waiting)].sort((a, b) => b - a));
    expect(answer.body).not.toContain('@');
  });
});
