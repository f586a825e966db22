import type { Locale } from '../../../universal/i18n/locale';
import type { Order } from '../../../universal/contracts/order';
import { NO_SELLER_DETAILS } from '../legal';
import { renderReceiptPdf } from './receipt-pdf';
import { type PdfPage, type PdfTextItem, pdfText, receiptOrder, TEST_SHOP } from './receipt-test-support';
import { chargesOf } from '../../../universal/order-charges';

async function receipt(order: Order, locale: Locale = 'en', seller = NO_SELLER_DETAILS): Promise<PdfPage[]> {
  const pdf = await renderReceiptPdf(order, { locale, shop: TEST_SHOP, seller, timeZone: 'Africa/Cairo' });
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return pdfText(pdf);
}

/** The only page, for a receipt that fits on one. */
async function onePage(order: Order, locale: Locale = 'en'): Promise<PdfPage> {
  const pages = await receipt(order, locale);
  expect(pages).toHaveLength(1);
  return pages[0]!;
}

/** The item that reads `text`, and the items on its line, left to right. */
function rowOf(page: PdfPage, text: string): { item: PdfTextItem; row: PdfTextItem[] } {
  const item = page.items.find((candidate) => candidate.str.trim() === text);
  if (!item) throw new Error(`"${text}" is not on the page: ${JSON.stringify(page.lines)}`);
  const row = page.items.filter((other) => Math.abs(other.y - item.y) < 1).sort((a, b) => a.x - b.x);
  return { item, row };
}

const strings = (items: PdfTextItem[]) => items.map((item) => item.str.trim()).filter(Boolean);
/** Every text item of the page, trimmed: a line drawn in one font and one direction is one item. */
const texts = (page: PdfPage) => strings(page.items);

describe('an English receipt', () => {
  test('names the shop, the order and its day, the address and the payment', async () => {
    const page = await onePage(receiptOrder());
    expect(strings(rowOf(page, 'Storefront').row)).toEqual(['Storefront', 'Receipt']);
    expect(texts(page)).toEqual(
      expect.arrayContaining([
        'Order #5eed1234',
        'Placed on November 21, 2026',
        'Sold by',
        'help@shop.example',
        'https://shop.example',
        'Shipping address',
        'Amira Hassan',
        '12 Nile Corniche',
        'Cairo, Cairo 11511',
        'Phone: 01012345678',
        'Payment and delivery',
        'Credit Card (Demo)',
      ]),
    );
    // The shop's country and the shipping country, each named in the reader's language.
    expect(texts(page).filter((text) => text === 'Egypt')).toHaveLength(2);
    // The payment column, wrapped: the delivery and the days it was promised for.
    const column = rowOf(page, 'Payment and delivery').item.x;
    const payment = strings(page.items.filter((item) => Math.abs(item.x - column) < 1)).join(' ');
    expect(payment).toBe('Payment and delivery Credit Card (Demo) Standard Delivery · Tue, Nov 24 – Thu, Nov 26');
  });

  test('lists every line with its variant, quantity, unit price and amount in their columns', async () => {
    const page = await onePage(receiptOrder());
    expect(strings(rowOf(page, 'Item').row)).toEqual(['Item', 'Qty', 'Unit price', 'Amount']);
    expect(strings(rowOf(page, 'Fjallraven Foldsack Backpack').row)).toEqual([
      'Fjallraven Foldsack Backpack',
      '2',
      '$10.49',
      '$20.98',
    ]);
    expect(strings(rowOf(page, 'Navy / M').row)).toEqual(['Navy / M']);
    expect(strings(rowOf(page, 'Mens Cotton Jacket').row)).toEqual(['Mens Cotton Jacket', '1', '$18.00', '$18.00']);
  });

  test('gives the totals with VAT as included in the prices', async () => {
    const page = await onePage(receiptOrder());
    expect(strings(rowOf(page, 'Subtotal').row)).toEqual(['Subtotal', '$38.98']);
    expect(strings(rowOf(page, 'Shipping (Standard Delivery)').row)).toEqual(['Shipping (Standard Delivery)', '$2.99']);
    expect(strings(rowOf(page, 'Includes VAT (14%)').row)).toEqual(['Includes VAT (14%)', '$4.79']);
    expect(strings(rowOf(page, 'Order total').row)).toEqual(['Order total', '$41.97']);
    expect(texts(page).filter((text) => /^Tax \(/.test(text))).toEqual([]);
    expect(texts(page)).toContain('Amounts in USD (US Dollar), the currency the order was charged in.');
  });

  test('gives tax added on top as "Tax", a promo discount, and cash on delivery with its fee and what is due', async () => {
    const page = await onePage(
      receiptOrder({
        taxRate: 0.08,
        taxIncluded: false,
        tax: 3.12,
        promoCode: 'SAVE10',
        charges: chargesOf({ discount: 390, delivery: 299, 'cod-fee': 30 }),
        totalPrice: 41.49,
        paymentMethod: 'cash-on-delivery',
        paymentDue: 'on-delivery',
      }),
    );
    expect(strings(rowOf(page, 'Tax (8%)').row)).toEqual(['Tax (8%)', '$3.12']);
    expect(strings(rowOf(page, 'Discount (SAVE10)').row)).toEqual(['Discount (SAVE10)', '-$3.90']);
    expect(strings(rowOf(page, 'Cash on delivery fee').row)).toEqual(['Cash on delivery fee', '$0.30']);
    expect(strings(rowOf(page, 'Order total').row)).toEqual(['Order total', '$41.49']);
    expect(texts(page)).toEqual(expect.arrayContaining(['Cash on delivery', 'To be paid on delivery: $41.49']));
    expect(texts(page).filter((text) => text.includes('VAT'))).toEqual([]);
  });

  test('an order sent from abroad has no tax row but says why', async () => {
    const page = await onePage(receiptOrder({ taxRate: 0, tax: 0 }));
    expect(texts(page).filter((text) => /VAT|^Tax/.test(text))).toEqual([]);
    expect(page.lines.join(' ')).toContain('Sent from abroad: no tax is added here.');
  });

  test('a long order runs onto more pages, each numbered and headed, every line kept', async () => {
    const items = Array.from({ length: 45 }, (_, index) => ({
      productId: String(index + 1),
      title: `Numbered product ${index + 1}`,
      price: 1,
      image: '',
      quantity: 1,
    }));
    const pages = await receipt(receiptOrder({ items }));
    expect(pages.length).toBeGreaterThan(1);
    for (const { title } of items) {
      const page = pages.find((candidate) => texts(candidate).includes(title));
      expect(page && strings(rowOf(page, title).row)).toEqual([title, '1', '$1.00', '$1.00']);
    }
    pages.forEach((page, index) => {
      expect(texts(page)).toContain(`Page ${index + 1} of ${pages.length}`);
      expect(strings(rowOf(page, 'Item').row)).toEqual(['Item', 'Qty', 'Unit price', 'Amount']);
    });
  });
});

describe('an Arabic receipt', () => {
  const arabic = receiptOrder({
    shippingAddress: {
      name: 'أميرة حسن',
      phone: '01012345678',
      street: '12 شارع النيل',
      city: 'القاهرة',
      state: '',
      zipCode: '11511',
      country: 'Egypt',
    },
    items: [
      { productId: '1', title: 'حقيبة ظهر جلدية', price: 10.49, image: '', quantity: 2 },
      { productId: '2', title: 'Mens Cotton Jacket', price: 18, image: '', quantity: 1 },
    ],
  });

  test('comes out as Arabic words an extractor reads: joined letters, ligatures and words in reading order', async () => {
    const page = await onePage(arabic, 'ar');
    const text = page.lines.join('\n');
    for (const expected of [
      'الإيصال', // the lam-alef ligature
      'الطلب رقم 5eed1234', // a Latin number inside an Arabic sentence
      'تاريخ الطلب',
      'نوفمبر 2026',
      'عنوان الشحن',
      'أميرة حسن',
      '12 شارع النيل',
      'حقيبة ظهر جلدية',
      'المجموع الفرعي',
      'إجمالي الطلب',
      'بطاقة ائتمان',
      'مصر',
      'دولار أمريكي',
      'وهي العملة التي دُفع بها الطلب.',
    ]) {
      expect(text).toContain(expected);
    }
  });

  test('is laid out right to left: labels on the right, amounts on the left', async () => {
    const page = await onePage(arabic, 'ar');
    const middle = page.width / 2;
    const rightEdge = (item: PdfTextItem) => item.x + item.width;
    // The totals sit at the end of the line, the left: each label to the right of its amount.
    const { item: total, row } = rowOf(page, 'إجمالي الطلب');
    const amount = row.find((item) => item.str.includes('41.97'));
    expect(amount?.x).toBeLessThan(60);
    expect(total.x).toBeGreaterThan(rightEdge(amount!));
    // The amount reads as Arabic writes it: the figure, then the currency.
    expect(page.lines).toContain('إجمالي الطلبUS$ 41.97');
    // The items column starts at the right margin, and a Latin title is set against it too.
    const column = rowOf(page, 'المنتج').item;
    expect(rightEdge(column)).toBeGreaterThan(page.width - 60);
    expect(rightEdge(rowOf(page, 'Mens Cotton Jacket').item)).toBeCloseTo(rightEdge(column), 0);
    expect(rowOf(page, 'المبلغ').item.x).toBeLessThan(middle);
    // The shop's name heads the right side, the title the left.
    expect(rowOf(page, 'Storefront').item.x).toBeGreaterThan(middle);
    expect(rowOf(page, 'الإيصال').item.x).toBeLessThan(middle);
  });
});

test.each([
  ['fr', 'Reçu', 'Total de la commande', 'Dont TVA (14 %)'],
  ['es', 'Recibo', 'Total del pedido', 'IVA incluido (14 %)'],
] as const)('a %s receipt is in that language', async (locale, title, total, tax) => {
  const page = await onePage(receiptOrder(), locale);
  const items = texts(page).map((text) => text.replace(/[\u00a0\u202f]/g, ' '));
  expect(items).toEqual(expect.arrayContaining([title, total, tax]));
});
