import type { AdminProduct, AdminProductInput } from '../../../universal/contracts/admin/products';
import type { Order } from '../../../universal/contracts/order';
import type { Product } from '../../../universal/product';
import { call } from '../auth/test-support';
import { createTestStaff } from '../staff/test-support';
import { withTestApp, createTestUser, type TestUser } from '../../test/harness';
import { pdfText } from '../receipts/receipt-test-support';
import { placeTestOrder } from '../../test/checkout-test-support';

jest.mock('argon2', () => jest.requireActual('../../test/reliability/cheap-argon2').cheapArgon2());

/**
 * An order's lines read in the reader's language (issue 48, decision 0093): the order's answer, its
 * confirmation mail and its receipt carry the words each line was sold under in Arabic, French and
 * Spanish; a later edit of the product rewrites none of them; a line sold before the words were kept
 * reads in its English copy.
 */
const t = withTestApp();

/** A shopper whose profile language (the one their mails are written in) is Arabic. */
async function arabicShopper(): Promise<TestUser> {
  const user = await createTestUser(t.ctx);
  await t.db.query("UPDATE users SET language = 'ar' WHERE id = $1", [user.id]);
  return user;
}

/** The product's title in a language as the catalogue holds it now. */
async function catalogueTitle(productId: number, language: string): Promise<string> {
  const [row] = await t.db.query<{ title: string }>('SELECT texts->$2->>$3 AS title FROM products WHERE id = $1', [
    productId,
    language,
    'title',
  ]);
  if (!row?.title) throw new Error(`product ${productId} has no ${language} title`);
  return row.title;
}

const orderRead = async (user: TestUser, id: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: user.headers });
  expect(response.statusCode).toBe(200);
  return response.json<Order>();
};

const confirmation = async (user: TestUser) => {
  await t.events.drain();
  const [mail] = await t.db.query<{ body_text: string; body_html: string }>(
    'SELECT body_text, body_html FROM mail_outbox WHERE recipient = $1',
    [user.email],
  );
  if (!mail) throw new Error(`no mail to ${user.email}`);
  return mail;
};

/** The receipt PDF's text in a language, every page's lines joined. */
async function receiptText(user: TestUser, id: string, language: string): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/orders/${id}/receipt.pdf?lang=${language}`,
    headers: user.headers,
  });
  expect(response.statusCode).toBe(200);
  return (await pdfText(response.rawPayload)).flatMap((page) => page.lines).join('\n');
}

/** Each word of `title` is on the receipt (a long title wraps, and a line is read back run by run). */
const expectWords = (text: string, title: string) => {
  for (const word of title.split(/\s+/)) expect(text).toContain(word);
};

test('an Arabic order reads in Arabic: its answer, its confirmation mail and its receipt', async () => {
  const shopper = await arabicShopper();
  const order = await placeTestOrder(t, shopper, [['SF2-BLACK', 1]]);
  const arabicTitle = await catalogueTitle(2, 'ar');
  const [line] = order.items;
  // The English copy as sold stays; the other languages sit beside it.
  expect(line).toMatchObject({ sku: 'SF2-BLACK', variantLabel: 'Black' });
  expect(line?.title).toMatch(/Earbuds/);
  expect(line?.words).toEqual({
    ar: { title: arabicTitle, variantLabel: 'أسود' },
    fr: { title: await catalogueTitle(2, 'fr'), variantLabel: 'Noir' },
    es: { title: await catalogueTitle(2, 'es'), variantLabel: 'Negro' },
  });
  // The order page's read says the same.
  expect((await orderRead(shopper, order._id)).items[0]?.words).toEqual(line?.words);

  // The confirmation is written in the buyer's language, the line too.
  const mail = await confirmation(shopper);
  expect(mail.body_text).toContain(`1 × ${arabicTitle} — أسود — `);
  expect(mail.body_html).toContain(`1 × <bdi>${arabicTitle} — أسود</bdi>`);
  expect(mail.body_text).not.toContain('Earbuds');

  // The receipt in Arabic names the line in Arabic; in French, in French.
  const arabic = await receiptText(shopper, order._id, 'ar');
  expectWords(arabic, arabicTitle);
  expect(arabic).toContain('أسود');
  expect(arabic).not.toContain('Earbuds');
  const french = await receiptText(shopper, order._id, 'fr');
  expectWords(french, await catalogueTitle(2, 'fr'));
  expect(french).toContain('Noir');
});

test('an order keeps the words it was sold under: a later edit of the product rewrites none', async () => {
  const shopper = await arabicShopper();
  const order = await placeTestOrder(t, shopper, [['SF2-BLACK', 1]]);
  const sold = order.items[0]?.words;
  // The product's Arabic title and colour names change after the sale.
  await t.db.query(
    `UPDATE products SET texts = jsonb_set(texts, '{ar,title}', '"اسم جديد"'),
       options = replace(options::text, 'أسود', 'فحمي')::jsonb
     WHERE id = 2`,
  );
  try {
    const read = await orderRead(shopper, order._id);
    expect(read.items[0]?.words).toEqual(sold);
    const receipt = await receiptText(shopper, order._id, 'ar');
    expect(receipt).toContain('أسود');
    expect(receipt).not.toContain('فحمي');
    // A new order is sold under the new words.
    const next = await placeTestOrder(t, await arabicShopper(), [['SF2-BLACK', 1]]);
    expect(next.items[0]?.words?.ar).toEqual({ title: 'اسم جديد', variantLabel: 'فحمي' });
  } finally {
    await t.db.query(
      `UPDATE products SET texts = jsonb_set(texts, '{ar,title}', to_jsonb($1::text)),
         options = replace(options::text, 'فحمي', 'أسود')::jsonb
       WHERE id = 2`,
      [sold?.ar?.title],
    );
  }
});

test('a line sold before the words were kept reads in its English copy, in every language', async () => {
  const shopper = await arabicShopper();
  const order = await placeTestOrder(t, shopper, [['SF2-BLACK', 1]]);
  // As every line the migration found: no words.
  await t.db.query("UPDATE order_items SET words = '{}' WHERE order_id = $1", [order._id]);
  const read = await orderRead(shopper, order._id);
  expect(read.items[0]).not.toHaveProperty('words');
  expect(read.items[0]).toMatchObject({ title: order.items[0]?.title, variantLabel: 'Black' });
  const receipt = await receiptText(shopper, order._id, 'ar');
  expect(receipt).toContain('Voltari Pulse True Wireless');
  expect(receipt).toContain('Black');
  // The receipt's own words are still Arabic.
  expect(receipt).toContain('إجمالي الطلب');
});

test('a product made in the console with its options translated is sold under them on the Arabic page and order', async () => {
  const staff = await createTestStaff(t, 'catalogue');
  const input: AdminProductInput = {
    title: 'Canvas tote',
    description: 'Heavy cotton canvas.',
    category: "women's clothing",
    image: '/catalog/images/1.svg',
    images: [],
    texts: { ar: { title: 'حقيبة قماشية', description: 'قماش قطني سميك.' } },
    options: [
      {
        key: 'colour',
        name: { en: 'Colour', ar: 'اللون', fr: 'Couleur', es: 'Color' },
        values: [
          { value: 'Sand', label: { en: 'Sand', ar: 'رملي', fr: 'Sable', es: 'Arena' } },
          { value: 'Ink', label: { en: 'Ink', ar: 'حبري' } },
        ],
      },
    ],
    variants: [
      { sku: 'TOTE-WORDS-SAND', options: { colour: 'Sand' }, price: 20, stock: 5 },
      { sku: 'TOTE-WORDS-INK', options: { colour: 'Ink' }, price: 20, stock: 5 },
    ],
  };
  const draft = await call(t, 'POST', '/api/admin/products', { token: staff.token, body: input });
  expect(draft.status).toBe(201);
  const { id } = draft.body as unknown as AdminProduct;
  expect((await call(t, 'POST', `/api/admin/products/${id}/publish`, { token: staff.token })).status).toBe(200);

  const page = await call(t, 'GET', `/catalog/products/${id}?lang=ar`);
  const product = page.body as unknown as Product;
  expect(product.title).toBe('حقيبة قماشية');
  expect(product.options?.[0]).toMatchObject({
    name: 'اللون',
    values: [
      { value: 'Sand', label: 'رملي' },
      { value: 'Ink', label: 'حبري' },
    ],
  });

  const shopper = await arabicShopper();
  const order = await placeTestOrder(t, shopper, [['TOTE-WORDS-SAND', 1]]);
  expect(order.items[0]).toMatchObject({
    title: 'Canvas tote',
    variantLabel: 'Sand',
    words: {
      ar: { title: 'حقيبة قماشية', variantLabel: 'رملي' },
      // No French or Spanish title: English, with the colour in the language.
      fr: { title: 'Canvas tote', variantLabel: 'Sable' },
      es: { title: 'Canvas tote', variantLabel: 'Arena' },
    },
  });
  expect((await confirmation(shopper)).body_text).toContain('1 × حقيبة قماشية — رملي — ');
  // A value named in Arabic only: French and Spanish are the English copy, so they are not kept.
  const ink = await placeTestOrder(t, await arabicShopper(), [['TOTE-WORDS-INK', 1]]);
  expect(ink.items[0]?.words).toEqual({ ar: { title: 'حقيبة قماشية', variantLabel: 'حبري' } });
});
