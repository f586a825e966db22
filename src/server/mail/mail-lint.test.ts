import { withTestApp } from '../test/harness';
import { mailFaults } from '../test/mail-lint';
import { monaOrder } from '../test/mona-order';
import { type Locale, LOCALES, directionOf } from '../../universal/i18n/locale';
import type { SellerDetails } from '../../universal/contracts/admin/settings';
import { orderConfirmationMail, orderMail, type OrderMailKind } from '../modules/orders';
import { mailBrand, sellerDetailsStore } from '../modules/seller';
import { verifyEmailMail, takeBackMail } from '../modules/auth/verification-mail';
import { resetPasswordMail } from '../modules/auth/reset-mail';
import { emailChangedMail } from '../modules/auth/email-change-mail';
import { orderClaimMail } from '../modules/orders/order-claims';
import { cartReminderMail } from '../modules/cart/reminder-mail';
import { enqueueMarketingMail } from '../modules/mail-preferences';
import { staffInviteMail } from '../modules/staff/staff-members';
import { MAIL_LOGO_PATH, type MailBrand } from './mail-html';
import type { OutgoingMail } from './outbox';

const PUBLIC_URL = 'https://shop.example';
const t = withTestApp({ publicUrl: PUBLIC_URL, supportEmail: 'help@shop.example' });

const SELLER: SellerDetails = {
  legalName: 'Storefront Trading LLC',
  address: '12 Nile Corniche\nCairo',
  taxNumber: '1',
};

/** Every kind of order mail, with what each says besides the order. */
const ORDER_MAILS: readonly [OrderMailKind, Parameters<typeof orderMail>[4]][] = [
  ['shipped', {}],
  ['delivered', {}],
  ['cancelled', {}],
  ['returnApproved', { returnAddress: '1 Depot Road, Cairo' }],
  ['returnRejected', { rejectionReason: 'Worn' }],
  ['returnRefunded', { refundCents: 2500 }],
  ['refunded', { refundCents: 2500, payout: { method: 'wallet', ending: '1234' } }],
  ['addressChanged', { address: monaOrder({ status: 'pending', items: [] }).shippingAddress }],
  ['orderLink', {}],
];

const ORDER = monaOrder({
  status: 'shipped',
  tracking: { carrier: 'DHL', number: 'JD01', url: 'https://www.dhl.com/track?JD01' },
  items: [
    { productId: '33', title: 'Classic Tee', price: 25, image: '/p/33.jpg', quantity: 2 },
    // A picture stored elsewhere is left out of the mail rather than loaded from there.
    { productId: '4', title: 'Desk Lamp', price: 50, image: 'https://cdn.elsewhere.example/4.jpg', quantity: 1 },
  ],
});

/** Every mail kind the shop sends, written in `locale`. */
async function everyMail(brand: MailBrand, locale: Locale): Promise<[string, OutgoingMail][]> {
  const buyer = { name: 'Mona Ali', email: 'mona@example.com', phone: '', emailNotifications: true, language: locale };
  const account = { email: 'mona@example.com', name: 'Mona Ali', language: locale };
  const marketing = await t.db.transaction(async (tx) => {
    const to = `lint-${locale}@example.com`;
    const body = cartReminderMail('Mona', [{ title: 'Classic Tee', quantity: 2 }], locale, PUBLIC_URL);
    const sender = {
      tokenKeys: t.ctx.tokenKeys,
      publicUrl: PUBLIC_URL,
      supportEmail: brand.supportEmail,
      now: t.clock.now(),
    };
    await enqueueMarketingMail(
      tx,
      { kind: 'cart-reminders', to, language: locale, guestDefault: true, ...body },
      sender,
    );
    const [row] = await tx.query<{ subject: string; body_text: string; body_html: string }>(
      'SELECT subject, body_text, body_html FROM mail_outbox WHERE recipient = $1',
      [to],
    );
    return { to, subject: row!.subject, text: row!.body_text, html: row!.body_html };
  });
  return [
    ['confirmation', orderConfirmationMail(ORDER, buyer, brand)],
    ...ORDER_MAILS.map(([kind, detail]): [string, OutgoingMail] => [
      kind,
      orderMail(kind, ORDER, buyer, brand, detail),
    ]),
    ['verifyEmail', verifyEmailMail(account, brand, 'token')],
    ['takeBack', takeBackMail(locale)(account, brand, 'token')],
    ['reset', resetPasswordMail(account, brand, 'token')],
    [
      'emailChanged',
      emailChangedMail({ ...account, oldEmail: 'a@example.com', newEmail: 'b@example.com' }, brand, 'token'),
    ],
    ['orderClaim', orderClaimMail(account, brand, 'token', 2)],
    [
      'staffInvite',
      staffInviteMail({ ...account, role: 'support' }, brand, locale, `${PUBLIC_URL}/admin/set-password/token`),
    ],
    ['cartReminder', marketing],
  ];
}

describe.each(LOCALES)('every mail in %s', (locale) => {
  it('has a plain-text part, runs no script, loads and links to the shop alone, and gives each picture alt text', async () => {
    await sellerDetailsStore(t.db).set(SELLER);
    const brand = await mailBrand(t.db, t.ctx.config);
    for (const [kind, mail] of await everyMail(brand, locale))
      expect({ kind, faults: mailFaults(mail, PUBLIC_URL, locale, directionOf(locale)) }).toEqual({ kind, faults: [] });
  });

  it("carries the layout: the shop's logo from its own address, the seller, the contact and the legal pages in the language", async () => {
    await sellerDetailsStore(t.db).set(SELLER);
    const brand = await mailBrand(t.db, t.ctx.config);
    const prefix = locale === 'en' ? '' : `/${locale}`;
    for (const [kind, mail] of await everyMail(brand, locale)) {
      const html = mail.html ?? '';
      // A PNG (Gmail and Outlook draw no SVG) from the shop's own address, named, at the size it was drawn for.
      expect({
        kind,
        logo: html.includes(`<img src="${PUBLIC_URL}${MAIL_LOGO_PATH}" alt="Storefront" width="32" height="32"`),
        svg: /<img\b[^>]*\.svg"/.test(html.split('</tr>')[0] ?? ''),
      }).toEqual({ kind, logo: true, svg: false });
      expect({ kind, seller: html.includes('<bdi>Storefront Trading LLC</bdi>') }).toEqual({ kind, seller: true });
      expect({ kind, contact: html.includes('help@shop.example') && mail.text.includes('help@shop.example') }).toEqual({
        kind,
        contact: true,
      });
      expect({ kind, terms: html.includes(`href="${PUBLIC_URL}${prefix}/legal/terms"`) }).toEqual({
        kind,
        terms: true,
      });
      expect({ kind, privacy: mail.text.includes(`${PUBLIC_URL}${prefix}/legal/privacy`) }).toEqual({
        kind,
        privacy: true,
      });
    }
  });
});

test("each mail is in the reader's language: no two languages share a subject or opening", async () => {
  const brand = await mailBrand(t.db, t.ctx.config);
  const byLocale = await Promise.all(LOCALES.map((locale) => everyMail(brand, locale)));
  const kinds = byLocale[0]!.map(([kind]) => kind);
  kinds.forEach((kind, index) => {
    const subjects = new Set(byLocale.map((mails) => mails[index]![1].subject));
    expect({ kind, languages: subjects.size }).toEqual({ kind, languages: LOCALES.length });
  });
});

test('the confirmation shows each line’s picture from the shop, named by the line; a picture elsewhere is left out', async () => {
  const brand = await mailBrand(t.db, t.ctx.config);
  const buyer = { name: 'Mona Ali', email: 'm@example.com', phone: '', emailNotifications: true, language: 'ar' };
  const { html = '' } = orderConfirmationMail(ORDER, buyer, brand);
  expect(html).toContain(`<img src="${PUBLIC_URL}/p/33.jpg" alt="Classic Tee"`);
  expect(html).not.toContain('cdn.elsewhere.example');
});
