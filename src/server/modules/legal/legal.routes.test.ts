import { LOCALES } from '../../../universal/i18n/locale';
import { LEGAL_PAGES, LEGAL_PLACEHOLDERS } from '../../../universal/legal-pages';
import type { AdminLegalText, AdminSettings, SellerDetails } from '../../../universal/contracts/admin/settings';
import type { LegalPageText } from '../../../universal/contracts/legal';
import { call } from '../auth/test-support';
import { pdfText } from '../receipts/receipt-test-support';
import { placeTestOrder } from '../../test/checkout-test-support';
import { createTestStaff, type TestStaff } from '../staff/test-support';
import { createTestUser, withTestApp } from '../../test/harness';
import { defaultLegalText } from './default-texts';

jest.mock('argon2', () => jest.requireActual('../../test/reliability/cheap-argon2').cheapArgon2());

const t = withTestApp({ supportEmail: 'help@shop.example', publicUrl: 'https://shop.example', shopCountry: 'EG' });
let owner: TestStaff;
let clerk: TestStaff;
let support: TestStaff;
beforeAll(async () => {
  [owner, clerk, support] = await Promise.all([
    createTestStaff(t, 'owner'),
    createTestStaff(t, 'catalogue'),
    createTestStaff(t, 'support'),
  ]);
});

const shown = async (page: string, lang: string) => {
  const response = await call(t, 'GET', `/api/legal/${page}?lang=${lang}`);
  expect(response.status).toBe(200);
  return response.body as unknown as LegalPageText;
};

const trail = (objectType: string) =>
  t.db.query<{ action: string; object_id: string; staff_email: string; before: unknown; after: unknown }>(
    'SELECT action, object_id, staff_email, before, after FROM audit_log WHERE object_type = $1 ORDER BY id',
    [objectType],
  );

const UNFILLED = new RegExp(`\\{(${LEGAL_PLACEHOLDERS.join('|')})\\}`);

describe('the legal pages', () => {
  it("shows each page in each language, the shop's details filled in, before any owner writes one", async () => {
    for (const page of LEGAL_PAGES) {
      for (const locale of LOCALES) {
        const text = await shown(page, locale);
        expect({ page, locale, updatedAt: text.updatedAt }).toEqual({ page, locale, updatedAt: null });
        expect(text.body).not.toMatch(UNFILLED);
        expect(text.body).toContain('help@shop.example');
        if (locale === 'ar') expect(text.body).toMatch(/\p{Script=Arabic}{3}/u);
      }
    }
    // No seller's details yet: the page says they are not set rather than inventing them.
    expect((await shown('terms', 'en')).body).toContain('Tax or VAT registration number: (not set)');
    expect((await shown('returns', 'fr')).body).toContain('dans les 30 jours');
  });

  it("takes an owner's text for one page in one language, in the audit trail; DELETE gives back the default", async () => {
    const written =
      'Nos conditions, par {shopName} : écrivez à {supportEmail}.\n\n## Commandes\n- Une {unknown} accolade';
    const saved = await call(t, 'PUT', '/api/admin/settings/legal/terms/fr', {
      token: owner.token,
      body: { body: written },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ page: 'terms', locale: 'fr', body: written, edited: true });

    // The shop shows it at once, filled in; an unknown name in braces stays as written.
    const page = await shown('terms', 'fr');
    expect(page.body).toBe(
      'Nos conditions, par Storefront : écrivez à help@shop.example.\n\n## Commandes\n- Une {unknown} accolade',
    );
    expect(page.updatedAt).toEqual(expect.any(String));
    // Only that language.
    expect((await shown('terms', 'en')).updatedAt).toBeNull();

    const listed = await call(t, 'GET', '/api/admin/settings/legal', { token: owner.token });
    const texts = (listed.body as unknown as { texts: AdminLegalText[] }).texts;
    expect(texts).toHaveLength(LEGAL_PAGES.length * LOCALES.length);
    expect(texts.find((text) => text.page === 'terms' && text.locale === 'fr')).toMatchObject({ edited: true });
    expect(texts.find((text) => text.page === 'terms' && text.locale === 'en')).toMatchObject({
      edited: false,
      body: defaultLegalText('terms', 'en'),
    });

    const reset = await call(t, 'DELETE', '/api/admin/settings/legal/terms/fr', { token: owner.token });
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({ edited: false, body: defaultLegalText('terms', 'fr') });
    expect((await shown('terms', 'fr')).updatedAt).toBeNull();

    expect(await trail('legal-page')).toEqual([
      { action: 'legal.set', object_id: 'terms/fr', staff_email: owner.email, before: null, after: written },
      { action: 'legal.reset', object_id: 'terms/fr', staff_email: owner.email, before: written, after: null },
    ]);
  });

  it('refuses staff who are not owners, shoppers and strangers, changing nothing', async () => {
    const before = (await trail('legal-page')).length;
    const shopper = await createTestUser(t.ctx);
    const change = { body: { body: 'Taken over' } };
    for (const token of [clerk.token, support.token]) {
      expect((await call(t, 'PUT', '/api/admin/settings/legal/privacy/en', { ...change, token })).status).toBe(403);
      expect((await call(t, 'DELETE', '/api/admin/settings/legal/privacy/en', { token })).status).toBe(403);
      expect((await call(t, 'GET', '/api/admin/settings/legal', { token })).status).toBe(403);
    }
    expect(
      (await call(t, 'PUT', '/api/admin/settings/legal/privacy/en', { ...change, token: shopper.token })).status,
    ).toBe(401);
    expect((await call(t, 'PUT', '/api/admin/settings/legal/privacy/en', change)).status).toBe(401);
    expect((await shown('privacy', 'en')).body).not.toContain('Taken over');
    expect(await trail('legal-page')).toHaveLength(before);
  });

  it('refuses an empty text, one too long, and a page or language the shop does not have', async () => {
    const put = (url: string, body: unknown) => call(t, 'PUT', url, { token: owner.token, body: { body } });
    expect((await put('/api/admin/settings/legal/terms/en', '')).status).toBe(400);
    expect((await put('/api/admin/settings/legal/terms/en', '  \n ')).status).toBe(400);
    expect((await put('/api/admin/settings/legal/terms/en', 'x'.repeat(40_001))).status).toBe(400);
    expect((await put('/api/admin/settings/legal/cookies/en', 'Text')).status).toBe(400);
    expect((await put('/api/admin/settings/legal/terms/tlh', 'Text')).status).toBe(400);
    expect((await call(t, 'GET', '/api/legal/cookies')).status).toBe(400);
    expect((await call(t, 'GET', '/api/legal/terms?lang=tlh')).status).toBe(400);
  });
});

describe("the seller's details", () => {
  const DETAILS: SellerDetails = {
    legalName: '  Storefront Trading LLC ',
    address: '12 Nile Corniche\n\n  Cairo 11511 \n',
    taxNumber: ' 123-456-789 ',
  };

  it('are set by owners only, audited, and named by the pages, the receipt and the order mails', async () => {
    expect((await call(t, 'PUT', '/api/admin/settings/seller', { token: clerk.token, body: DETAILS })).status).toBe(
      403,
    );
    expect(await trail('seller')).toEqual([]);

    const saved = await call(t, 'PUT', '/api/admin/settings/seller', { token: owner.token, body: DETAILS });
    expect(saved.status).toBe(200);
    const tidy = {
      legalName: 'Storefront Trading LLC',
      address: '12 Nile Corniche\nCairo 11511',
      taxNumber: '123-456-789',
    };
    expect(saved.body).toEqual(tidy);
    expect(await trail('seller')).toEqual([
      {
        action: 'seller.set',
        object_id: 'seller',
        staff_email: owner.email,
        before: { legalName: '', address: '', taxNumber: '' },
        after: tidy,
      },
    ]);
    const settings = await call(t, 'GET', '/api/admin/settings', { token: owner.token });
    expect((settings.body as unknown as AdminSettings).seller).toEqual(tidy);

    // The legal pages name them…
    const terms = await shown('terms', 'en');
    expect(terms.body).toContain(
      'The seller is Storefront Trading LLC, 12 Nile Corniche, Cairo 11511. Tax or VAT registration number: 123-456-789.',
    );
    expect((await shown('privacy', 'ar')).body).toContain('Storefront Trading LLC، 12 Nile Corniche، Cairo 11511');

    // …the receipt, under "Sold by"…
    const shopper = await createTestUser(t.ctx);
    const order = await placeTestOrder(t, shopper, [[1, 1]]);
    const receipt = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}/receipt.pdf`,
      headers: shopper.headers,
    });
    const [page] = await pdfText(receipt.rawPayload);
    expect(page!.items.map((item) => item.str.trim())).toEqual(
      expect.arrayContaining(['Storefront Trading LLC', '12 Nile Corniche', 'Cairo 11511', 'Tax/VAT no. 123-456-789']),
    );

    // …and the order's confirmation mail, in its footer, text and HTML alike.
    await t.events.drain();
    const [mail] = await t.db.query<{ body_text: string; body_html: string }>(
      'SELECT body_text, body_html FROM mail_outbox WHERE order_id = $1',
      [order._id],
    );
    expect(mail?.body_text).toContain(
      '\n-- \nStorefront\nStorefront Trading LLC\n12 Nile Corniche\nCairo 11511\nTax/VAT no. 123-456-789\n',
    );
    expect(mail?.body_html).toContain(
      '<bdi>Storefront Trading LLC</bdi><br><bdi>12 Nile Corniche</bdi><br><bdi>Cairo 11511</bdi><br><bdi>Tax/VAT no. 123-456-789</bdi>',
    );
  });
});
