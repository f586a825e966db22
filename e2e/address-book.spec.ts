import { expect, test } from '@playwright/test';
import { authHeaders, chooseGovernorate, openSignedIn, signUpViaApi } from './support/shopper';
import { JOURNEY_RUNS, viewportOf } from './support/journey-runs';

/**
 * Issue 34, "two saved addresses": a shopper saves a home in Cairo on the Addresses page and a workplace
 * in London, makes the workplace the default, finds it chosen at checkout, ships to home instead, and the
 * book remembers home as used. In English at a desktop's width and Arabic (right to left) at a phone's (JOURNEY_RUNS).
 */
const COUNTRY_NAMES = { en: { egypt: 'Egypt', uk: 'United Kingdom' }, ar: { egypt: 'مصر', uk: 'المملكة المتحدة' } };
const RUNS = JOURNEY_RUNS.map((run) => ({ ...run, ...COUNTRY_NAMES[run.locale] }));

const WORK = {
  label: 'Work',
  name: 'Amira Hassan',
  phone: '07911123456',
  street: '10 Downing Street',
  city: 'London',
  state: '',
  zipCode: 'SW1A 2AA',
  country: 'United Kingdom',
};

for (const run of RUNS) {
  const t = run.texts;
  // English pages have no language prefix; the others live under theirs (docs/decisions/0021).
  const at = (path: string) => (run.locale === 'en' ? path : `/${run.locale}${path}`);
  test.describe(`in ${run.locale} at ${run.width} px`, () => {
    test.use({ viewport: viewportOf(run.width) });

    test('two saved addresses: one added on the Addresses page, the default chosen at checkout, the other used', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const shopper = await signUpViaApi(request, 'Amira Hassan');
      const headers = authHeaders(shopper);
      expect((await request.patch('/api/user/preferences', { headers, data: { language: run.locale } })).ok()).toBe(
        true,
      );
      expect((await request.post('/api/user/addresses', { headers, data: WORK })).status()).toBe(201);
      const product = (await (await request.get('/catalog/products/1')).json()) as { sku: string };
      const added = await request.post('/api/cart/add', {
        headers,
        data: { productId: '1', sku: product.sku, quantity: 1 },
      });
      expect(added.ok()).toBe(true);

      await openSignedIn(page, shopper, at('/account/addresses'));
      await expect(page.locator('html')).toHaveAttribute('dir', run.dir);
      await expect(page.getByRole('heading', { level: 1, name: t['addresses.title'] })).toBeVisible();
      await page.getByRole('button', { name: t['addresses.add'] }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: t['addresses.form.home'] }).click();
      // A new address starts in the country the shopper has things delivered to: the default's, the UK.
      const country = dialog.getByRole('combobox', { name: t['checkout.address.country'] });
      await expect(country.locator('option:checked')).toHaveText(run.uk);
      await country.selectOption({ label: run.egypt });
      await dialog.getByRole('textbox', { name: t['checkout.address.street'] }).fill('12 Nile Corniche');
      await dialog.getByRole('textbox', { name: t['checkout.address.city'] }).fill('Cairo');
      await chooseGovernorate(dialog, t['address.governorate'], run.locale);
      await dialog.getByRole('textbox', { name: t['address.postalCode'] }).fill('11511');
      await dialog.getByRole('button', { name: t['addresses.form.save'] }).click();
      await expect(page.getByText(t['addresses.added'])).toBeVisible();
      const saved = page.getByRole('list', { name: t['addresses.list'] }).getByRole('listitem');
      await expect(saved).toHaveCount(2);

      // Work was saved first, so it is the default; make home the default, then work again.
      await page
        .getByRole('button', { name: t['addresses.makeDefaultLabel'].replace('{address}', t['addresses.form.home']) })
        .click();
      await expect(page.getByText(t['addresses.defaultSet'])).toBeVisible();
      await expect(saved.first()).toContainText(t['addresses.form.home']);
      await page.getByRole('button', { name: t['addresses.makeDefaultLabel'].replace('{address}', 'Work') }).click();
      await expect(saved.first()).toContainText('Work');
      await expect(saved.first()).toContainText(t['addresses.default']);

      await page.goto(at('/checkout'));
      const shipTo = page.getByRole('radiogroup', { name: t['checkout.addressBook.legend'] });
      // The checkout's first screen asks for the cart and the book: slower than one expectation's wait on a busy machine.
      await expect(shipTo.getByRole('radio', { name: /Work/ })).toBeChecked({ timeout: 15_000 });
      await expect(page.getByRole('textbox', { name: t['checkout.address.street'] })).toHaveCount(0);
      await shipTo.getByRole('radio', { name: new RegExp(t['addresses.form.home']) }).check();
      await page.getByRole('radio', { name: t['checkout.payment.paypal'] }).check();
      await page.getByRole('button', { name: t['checkout.placeOrder'] }).click();
      await expect(page).toHaveURL(/\/order-success$/, { timeout: 15_000 });

      const book = (await (await request.get('/api/user/addresses', { headers })).json()) as {
        addresses: { label: string; street: string; isDefault: boolean; lastUsedAt: string | null }[];
      };
      expect(book.addresses.map(({ street, isDefault }) => ({ street, isDefault }))).toEqual([
        { street: '10 Downing Street', isDefault: true },
        { street: '12 Nile Corniche', isDefault: false },
      ]);
      expect(book.addresses[1]?.lastUsedAt).not.toBeNull();
      const orders = (await (await request.get('/api/orders', { headers })).json()) as {
        shippingAddress: { street: string };
      }[];
      expect(orders[0]?.shippingAddress.street).toBe('12 Nile Corniche');
    });
  });
}
