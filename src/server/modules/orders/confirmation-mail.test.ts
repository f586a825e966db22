import { TEST_BRAND } from '../../test/mail-brand';
import type { Order } from '../../../universal/contracts/order';
import { orderConfirmationMail } from './confirmation-mail';
import { type ChargeKind, chargesOf } from '../../../universal/order-charges';
import { monaOrder } from '../../test/mona-order';

const ORDER = monaOrder({
  status: 'pending',
  items: [
    {
      productId: '33',
      sku: 'SF33-NAVY-M',
      variantLabel: 'Navy / M',
      title: 'Classic Tee',
      price: 25,
      image: '/p/33.jpg',
      quantity: 2,
    },
    { productId: '4', title: 'Desk Lamp', price: 50, image: '/p/4.jpg', quantity: 1 },
  ],
});
const BUYER = {
  name: 'Mona Ali',
  email: 'mona@example.com',
  phone: '01012345678',
  emailNotifications: true,
  language: 'en',
};

test('the confirmation names each line with the variant sold, in the text and the HTML', () => {
  const mail = orderConfirmationMail(ORDER, BUYER, TEST_BRAND);
  expect(mail.text).toContain('2 × Classic Tee — Navy / M — $50.00');
  expect(mail.text).toContain('1 × Desk Lamp — $50.00');
  expect(mail.html).toContain('2 × <bdi>Classic Tee — Navy / M</bdi></td>');
  expect(mail.html).toContain('1 × <bdi>Desk Lamp</bdi></td>');
});

test('an Arabic buyer reads each line by the words it was sold under in Arabic; a line without them in English', () => {
  const sold: Order = {
    ...ORDER,
    items: [
      { ...ORDER.items[0]!, words: { ar: { title: 'تيشيرت كلاسيكي', variantLabel: 'كحلي / M' } } },
      ORDER.items[1]!,
    ],
  };
  const arabic = orderConfirmationMail(sold, { ...BUYER, language: 'ar' }, TEST_BRAND);
  expect(arabic.text).toContain('2 × تيشيرت كلاسيكي — كحلي / M — ');
  expect(arabic.text).toContain('1 × Desk Lamp — ');
  expect(arabic.html).toContain('2 × <bdi>تيشيرت كلاسيكي — كحلي / M</bdi></td>');
  // The English buyer of the same order reads its English copy.
  expect(orderConfirmationMail(sold, BUYER, TEST_BRAND).text).toContain('2 × Classic Tee — Navy / M — ');
});

test('the confirmation says the days the delivery promised, in the buyer’s language; an older order its business days', () => {
  const promised: Order = {
    ...ORDER,
    deliveryDays: { min: 2, max: 4 },
    promisedDates: { from: '2026-11-24', to: '2026-11-26' },
  };
  expect(orderConfirmationMail(promised, BUYER, TEST_BRAND).text).toMatch(/^Delivery: Tue, Nov 24\s–\sThu, Nov 26$/m);
  const arabic = orderConfirmationMail(promised, { ...BUYER, language: 'ar' }, TEST_BRAND);
  expect(arabic.text).toMatch(/^التوصيل: الثلاثاء، 24\s–\sالخميس، 26 نوفمبر$/m);
  expect(arabic.html).toMatch(/التوصيل: الثلاثاء، 24\s–\sالخميس، 26 نوفمبر/);
  expect(orderConfirmationMail(ORDER, BUYER, TEST_BRAND).text).toMatch(/^Delivery: 5-7 business days$/m);
});

test('the totals list the order’s charges as they are, row by row, even a kind the mail never names', () => {
  const charged: Order = {
    ...ORDER,
    promoCode: 'SAVE5',
    charges: [
      ...chargesOf({ discount: 500, delivery: 0 }),
      // A row the mail has no line for: it reads its text and amount from the row.
      { kind: 'gift-wrap' as ChargeKind, text: 'orderDetail.refunded', amountCents: -1000, tax: 'untaxed' },
      ...chargesOf({ 'cod-fee': 30 }),
    ],
  };
  const { text } = orderConfirmationMail(charged, BUYER, TEST_BRAND);
  expect(text).toContain(
    [
      'Subtotal: $100.00',
      'Discount (SAVE5): -$5.00',
      'Shipping (Standard Delivery): FREE',
      'Refunded: -$10.00',
      'Cash on delivery fee: $0.30',
      'Tax (8%): $16.00',
    ].join('\n'),
  );
});
