import { TEST_BRAND } from '../test/mail-brand';
import { themeFor } from '../../app/theme';
import type { ChunkManifest } from '../../universal/chunk-manifest';
import type { Locale } from '../../universal/i18n/locale';
import { emailChangedMail } from '../modules/auth/email-change-mail';
import { orderConfirmationMail } from '../modules/orders/confirmation-mail';
import { orderMail } from '../modules/orders/status-mail';

import { withTestApp } from '../test/harness';
import { pageTemplate, withWebBuild } from '../test/web-build';
import { pageChunks } from './chunk-hints';
import { monaOrder } from '../test/mona-order';

/**
 * A language is its descriptor and its catalog: a right-to-left language the shop has never had, added
 * here only (a pseudo locale on the English texts), is right to left everywhere a language's direction
 * shows, with no other line of the shop knowing it.
 */
const PSEUDO = 'en-XB' as Locale;

jest.mock('../../universal/i18n/locale-descriptors', () => {
  const actual = jest.requireActual<typeof import('../../universal/i18n/locale-descriptors')>(
    '../../universal/i18n/locale-descriptors',
  );
  return { ...actual, LOCALE_DESCRIPTORS: [...actual.LOCALE_DESCRIPTORS, { tag: 'en-XB', dir: 'rtl' }] };
});
jest.mock(
  '../../universal/i18n/messages/en-XB.json',
  () => jest.requireActual('../../universal/i18n/messages/en.json'),
  {
    virtual: true,
  },
);

const MANIFEST: ChunkManifest = {
  groups: {
    'screen-product-list': { scripts: ['/assets/screen-product-list.1.js'], fonts: [] },
    'messages-en-XB-json': { scripts: ['/assets/messages-en-XB-json.2.js'], fonts: [] },
    'rtl-styles': { scripts: ['/assets/rtl-styles.3.js'], fonts: [] },
  },
  pageStart: '/assets/page-start.4.js',
};

const ORDER = monaOrder({
  status: 'shipped',
  items: [{ productId: '3', title: 'Cotton Jacket', price: 50, image: '/p/3.jpg', quantity: 2 }],
  paymentMethod: 'card',
});
const BUYER = { name: 'Mona Ali', email: 'mona@example.com', phone: '01012345678', emailNotifications: true };

const t = withTestApp();
const web = withWebBuild(
  t,
  { 'index.html': pageTemplate(), 'chunk-manifest.json': JSON.stringify(MANIFEST) },
  { publicUrl: 'https://shop.example' },
);

describe('a right-to-left language added by its descriptor alone', () => {
  it('is a rendered page right to left, with mirrored styles and its right-to-left chunks started', async () => {
    const response = await web.inject({ method: 'GET', url: `/${PSEUDO}/products` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<html lang="${PSEUDO}" dir="rtl">`);
    expect(response.body).toMatch(/<style data-emotion="muirtl /);
    expect(response.body).toContain('/assets/rtl-styles.3.js');
  });

  it('hints the mirrored style cache for its pages, and no script font it has none of', () => {
    const chunks = pageChunks(MANIFEST, 'screen-product-list', PSEUDO);
    expect(chunks.scripts).toEqual([
      '/assets/messages-en-XB-json.2.js',
      '/assets/rtl-styles.3.js',
      '/assets/screen-product-list.1.js',
    ]);
    expect(chunks.fonts).toEqual([]);
  });

  it('gets a right-to-left theme', () => {
    expect(themeFor(PSEUDO).direction).toBe('rtl');
    expect(themeFor('en').direction).toBe('ltr');
  });

  it('writes every mail in it right to left', () => {
    const buyer = { ...BUYER, language: PSEUDO };
    const confirmation = orderConfirmationMail(ORDER, buyer, TEST_BRAND);
    const mails = [
      confirmation,
      orderMail('shipped', ORDER, buyer, TEST_BRAND),
      emailChangedMail(
        { oldEmail: 'mona@example.com', newEmail: 'mona.ali@example.com', name: 'Mona Ali', language: PSEUDO },
        TEST_BRAND,
        'token',
      ),
    ];
    for (const mail of mails) {
      expect({ subject: mail.subject, html: mail.html?.slice(0, 60) }).toEqual({
        subject: mail.subject,
        html: expect.stringContaining(`<html lang="${PSEUDO}" dir="rtl">`) as unknown,
      });
      expect(mail.text).toContain(`https://shop.example/${PSEUDO}/`);
    }
    // Amounts line up at the end of a right-to-left line: its left.
    expect(confirmation.html).toContain('text-align:left');
    expect(confirmation.html).not.toContain('text-align:right');
  });
});
