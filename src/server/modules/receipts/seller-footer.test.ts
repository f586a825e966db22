import { TEST_BRAND } from '../../test/mail-brand';
import type { SellerDetails } from '../../../universal/contracts/admin/settings';
import { NO_SELLER_DETAILS } from '../legal';
import { orderConfirmationMail } from '../orders/confirmation-mail';
import { receiptOrder } from './receipt-test-support';
import { orderMail } from '../orders/status-mail';

/** Every mail about an order ends with the seller's legal details: the layout's footer, not each mail's body. */
const SELLER: SellerDetails = {
  legalName: 'Storefront Trading LLC',
  address: '12 Nile Corniche\nCairo 11511',
  taxNumber: '123-456-789',
};
const BUYER = { name: 'Mona Ali', email: 'mona@example.com', phone: '01012345678', emailNotifications: true };
const ORDER = receiptOrder();

const mails = (language: string, seller: SellerDetails) => [
  orderConfirmationMail(ORDER, { ...BUYER, language }, { ...TEST_BRAND, seller }),
  orderMail('shipped', ORDER, { ...BUYER, language }, { ...TEST_BRAND, seller }),
  orderMail(
    'returnRejected',
    ORDER,
    { ...BUYER, language },
    { ...TEST_BRAND, seller },
    {
      rejectionReason: 'Worn',
    },
  ),
];

test('each order mail ends with the seller, in the text after a signature line and in the HTML in the footer', () => {
  for (const mail of mails('en', SELLER)) {
    expect(mail.text).toContain(
      '\n-- \nStorefront\nStorefront Trading LLC\n12 Nile Corniche\nCairo 11511\nTax/VAT no. 123-456-789\n',
    );
    expect(mail.html).toMatch(
      /<p[^>]*><bdi>Storefront Trading LLC<\/bdi><br><bdi>12 Nile Corniche<\/bdi><br><bdi>Cairo 11511<\/bdi><br><bdi>Tax\/VAT no\. 123-456-789<\/bdi><\/p>/,
    );
  }
});

test("in Arabic the tax number's label is Arabic and the Latin address keeps its own direction", () => {
  for (const mail of mails('ar', SELLER)) {
    expect(mail.text).toContain(
      '\n-- \nStorefront\nStorefront Trading LLC\n12 Nile Corniche\nCairo 11511\nالرقم الضريبي 123-456-789',
    );
    expect(mail.html).toContain('<bdi>12 Nile Corniche</bdi>');
  }
});

test('before an owner sets them, the footer names the shop, its contact and legal pages, and makes nothing up', () => {
  for (const mail of mails('en', NO_SELLER_DETAILS)) {
    expect(mail.text).toContain('\n-- \nStorefront\nQuestions? Write to us at help@shop.example.\n');
    expect(mail.html).not.toContain('<bdi>Tax');
    expect(mail.html).not.toMatch(/<p[^>]*><bdi>/);
  }
});
