import { LOCALES } from '../../../universal/i18n/locale';
import { MAIL_WORDS_KINDS } from '../../../universal/mail-words';
import type { AdminMailWords, AdminMailWordsList, MailPreview } from '../../../universal/contracts/admin/mail-words';
import { orderNumber } from '../../../universal/order-status';
import { call } from '../auth/test-support';
import { placeTestOrder } from '../../test/checkout-test-support';
import { createTestStaff, type TestStaff } from '../staff/test-support';
import { createTestUser, withTestApp } from '../../test/harness';
import { mailFaults } from '../../test/mail-lint';

jest.mock('argon2', () => jest.requireActual('../../test/reliability/cheap-argon2').cheapArgon2());

const PUBLIC_URL = 'https://shop.example';
const t = withTestApp({ supportEmail: 'help@shop.example', publicUrl: PUBLIC_URL });
let owner: TestStaff;
let support: TestStaff;
beforeAll(async () => {
  [owner, support] = await Promise.all([createTestStaff(t, 'owner'), createTestStaff(t, 'support')]);
});

const ARABIC = {
  subject: 'طلبك {orderNumber} في الطريق إلينا',
  body: 'أهلًا {name}،\n\nشكرًا على طلبك رقم {orderNumber} من {shopName}. سنخبرك حين يُشحن.',
};

const put = (kind: string, locale: string, words: object, token = owner.token) =>
  call(t, 'PUT', `/api/admin/mail-words/${kind}/${locale}`, { body: words, token });

const trail = () =>
  t.db.query<{ action: string; object_id: string; before: unknown; after: unknown }>(
    "SELECT action, object_id, before, after FROM audit_log WHERE object_type = 'mail-words' ORDER BY id",
  );

test("every main mail in every language starts with today's words, placeholders unfilled", async () => {
  const response = await call(t, 'GET', '/api/admin/mail-words', { token: owner.token });
  expect(response.status).toBe(200);
  const list = response.body as unknown as AdminMailWordsList;
  expect(list.words).toHaveLength(MAIL_WORDS_KINDS.length * LOCALES.length);
  expect(list.required).toEqual(['orderNumber']);
  const confirmation = list.words.find((words) => words.kind === 'confirmation' && words.locale === 'en');
  expect(confirmation).toMatchObject({
    subject: 'Your Storefront order {orderNumber}',
    body: 'Hello {name},\n\nThank you for your order #{orderNumber}. We will let you know when it ships.',
    edited: false,
  });
  expect(list.words.find((words) => words.kind === 'shipped' && words.locale === 'ar')?.body).toContain(
    '{orderNumber}',
  );
});

test("an owner's Arabic words reach an Arabic buyer's confirmation, audited before and after; reset brings today's back", async () => {
  const saved = await put('confirmation', 'ar', ARABIC);
  expect(saved.status).toBe(200);
  expect(saved.body as unknown as AdminMailWords).toMatchObject({ ...ARABIC, edited: true });

  const buyer = await createTestUser(t.ctx);
  await t.db.query("UPDATE users SET language = 'ar' WHERE id = $1", [buyer.id]);
  const order = await placeTestOrder(t, buyer);
  const [mail] = await t.db.query<{ subject: string; body_text: string; body_html: string }>(
    'SELECT subject, body_text, body_html FROM mail_outbox WHERE order_id = $1',
    [order._id],
  );
  const number = orderNumber(order._id);
  expect(mail?.subject).toBe(`طلبك ${number} في الطريق إلينا`);
  expect(mail?.body_text).toContain(`شكرًا على طلبك رقم ${number} من Storefront.`);
  expect(mail?.body_html).toContain(`<p>شكرًا على طلبك رقم ${number} من Storefront. سنخبرك حين يُشحن.</p>`);
  expect(
    mailFaults(
      { to: '', subject: mail!.subject, text: mail!.body_text, html: mail!.body_html },
      PUBLIC_URL,
      'ar',
      'rtl',
    ),
  ).toEqual([]);

  const reset = await call(t, 'DELETE', '/api/admin/mail-words/confirmation/ar', { token: owner.token });
  expect(reset.body as unknown as AdminMailWords).toMatchObject({ edited: false });
  expect((reset.body as unknown as AdminMailWords).subject).not.toBe(ARABIC.subject);
  expect(await trail()).toEqual([
    { action: 'mail-words.set', object_id: 'confirmation/ar', before: null, after: ARABIC },
    { action: 'mail-words.reset', object_id: 'confirmation/ar', before: ARABIC, after: null },
  ]);
});

test('words naming an unknown placeholder, or not naming the order, are refused and nothing is stored', async () => {
  const before = await trail();
  const unknown = await put('shipped', 'en', { subject: 'Order {orderNumber}', body: 'Hi {firstName}' });
  expect(unknown.status).toBe(400);
  expect(JSON.stringify(unknown.body)).toContain('mailWords.unknown:firstName');
  const missing = await put('shipped', 'en', { subject: 'Your order', body: 'Hi {name}, it shipped.' });
  expect(missing.status).toBe(400);
  expect(JSON.stringify(missing.body)).toContain('mailWords.missing:orderNumber');
  expect((await put('shipped', 'en', { subject: '', body: '{orderNumber}' })).status).toBe(400);
  expect((await put('gift', 'en', { subject: '{orderNumber}', body: 'x' })).status).toBe(400);
  expect(await trail()).toEqual(before);
  expect(await t.db.query('SELECT * FROM mail_words')).toEqual([]);
});

test('the preview lays out the unsaved words on a sample order; the test goes to the owner alone', async () => {
  const preview = await call(t, 'POST', '/api/admin/mail-words/delivered/ar/preview', {
    body: { subject: 'وصل {orderNumber}', body: 'مرحبًا {name}، وصل طلبك {orderNumber}.' },
    token: owner.token,
  });
  expect(preview.status).toBe(200);
  const mail = preview.body as unknown as MailPreview;
  const sample = orderNumber('6650f0a1b2c3d4e5f6a7b8c9');
  expect(mail.subject).toBe(`وصل ${sample}`);
  expect(mail.html).toContain('<html lang="ar" dir="rtl">');
  expect(mail.html).toContain(`مرحبًا Mona Ali، وصل طلبك ${sample}.`);
  expect(await t.db.query('SELECT * FROM mail_words')).toEqual([]);

  const sent = await call(t, 'POST', '/api/admin/mail-words/confirmation/en/test', {
    body: { subject: 'Test {orderNumber}', body: 'Hello {name}' },
    token: owner.token,
  });
  expect(sent.body).toEqual({ to: owner.email });
  const queued = await t.db.query<{ recipient: string; subject: string }>(
    "SELECT recipient, subject FROM mail_outbox WHERE subject LIKE 'Test %'",
  );
  expect(queued).toEqual([{ recipient: owner.email, subject: `Test ${sample}` }]);
});

test('only owners read or change the words', async () => {
  expect((await call(t, 'GET', '/api/admin/mail-words', { token: support.token })).status).toBe(403);
  expect((await put('shipped', 'en', { subject: '{orderNumber}', body: 'x' }, support.token)).status).toBe(403);
  expect((await call(t, 'GET', '/api/admin/mail-words')).status).toBe(401);
});
