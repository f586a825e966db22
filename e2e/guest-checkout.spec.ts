import { expect, type Page, test } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { E2E_MAIL_DIR } from '../playwright.config';
import { mailsTo } from './support/mail-catcher';
import { authHeaders, chooseGovernorate, signUpViaApi } from './support/shopper';
import { JOURNEY_RUNS, viewportOf } from './support/journey-runs';

/**
 * Issue 34, guest checkout (decision 0079): a visitor who never signs in buys from their guest cart with an
 * email, follows the link the confirmation mail carries to the order, and finds it again by its number and
 * email; and a guest cart joins the account's cart at sign-in. In English at a
 * desktop's width and Arabic (right to left) at a phone's (JOURNEY_RUNS).
 */

const ADDRESS = {
  name: 'Amira Hassan',
  phone: '01012345678',
  street: '12 Nile Corniche',
  city: 'Cairo',
  state: 'Cairo',
  zipCode: '11511',
};

/** A product that sells one variant, so its card's or page's Add to Cart adds it straight away. */
async function singleVariantProduct(page: Page, locale = 'en'): Promise<{ id: number; title: string }> {
  // Its title as the page's language names it: an order reads in its language (issue 48).
  const listed = (await (await page.request.get(`/catalog/products?category=electronics&lang=${locale}`)).json()) as {
    id: number;
    title: string;
    optionCount: number;
  }[];
  const single = listed.find((product) => product.optionCount === 0);
  if (!single) throw new Error('the demo electronics have lost their single-variant products');
  return single;
}

/** The link to the order the guest's confirmation mail holds, once the mail has arrived. */
async function mailedOrderLink(email: string, orderId: string): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"<>]*/orders/${orderId}\\?access=[A-Za-z0-9_-]{43}`);
  const find = () =>
    mailsTo(E2E_MAIL_DIR, email)
      .map((mail) => pattern.exec(mail)?.[0])
      .find(Boolean);
  await expect.poll(find, { timeout: 20_000, message: `the confirmation mail to ${email}` }).toBeTruthy();
  return find() ?? '';
}

for (const run of JOURNEY_RUNS) {
  const t = run.texts;
  const at = (path: string) => (run.locale === 'en' ? path : `/${run.locale}${path}`);
  const field = (page: Page, id: keyof typeof t) => page.getByRole('textbox', { name: t[id], exact: true });

  test.describe(`in ${run.locale} at ${run.width} px`, () => {
    test.use({ viewport: viewportOf(run.width) });

    test('a guest buys with an email, opens the order from the mail, and finds it again by number', async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      const email = `guest-${randomBytes(4).toString('hex')}@example.com`;
      const product = await singleVariantProduct(page, run.locale);
      await page.goto(at(`/product/${product.id}`));
      await expect(page.locator('html')).toHaveAttribute('dir', run.dir);
      await page
        .getByRole('button', { name: new RegExp(`^${t['cart.add.button']}`) })
        .first()
        .click();
      await expect(page.getByText(t['cart.added.toast'])).toBeVisible();

      await page.goto(at('/checkout'));
      await field(page, 'checkout.guest.email').fill(email);
      await field(page, 'checkout.address.fullName').fill(ADDRESS.name);
      await field(page, 'checkout.address.phone').fill(ADDRESS.phone);
      await field(page, 'checkout.address.street').fill(ADDRESS.street);
      await field(page, 'checkout.address.city').fill(ADDRESS.city);
      await chooseGovernorate(page, t['address.governorate'], run.locale, ADDRESS.state);
      await field(page, 'address.postalCode').fill(ADDRESS.zipCode);
      await page.getByRole('radio', { name: t['checkout.payment.creditCard'] }).check();
      await page.getByRole('button', { name: t['checkout.placeOrder'] }).click();
      await expect(page).toHaveURL(/\/order-success$/, { timeout: 15_000 });
      await expect(page.getByText(email)).toBeVisible();
      const view = page.getByRole('main').getByRole('link', { name: t['orderSuccess.guest.view'] });
      const href = (await view.getAttribute('href')) ?? '';
      const orderId = /\/orders\/([0-9a-f]{24})\?access=/.exec(href)?.[1] ?? '';
      expect(orderId).toMatch(/^[0-9a-f]{24}$/);
      const number = orderId.slice(-8).toUpperCase();
      // The cart was ordered: the guest cart (the browser's cookie) is empty now.
      expect((await (await page.request.get('/api/cart')).json()).items).toEqual([]);

      // The mail's link opens the order in a browser that has never seen the shop.
      const link = await mailedOrderLink(email, orderId);
      expect(link).toContain(at(`/orders/${orderId}`));
      const elsewhere = await browser.newContext({ viewport: { width: run.width, height: 844 } });
      const fresh = await elsewhere.newPage();
      await fresh.goto(link);
      await expect(fresh.getByRole('heading', { name: new RegExp(number, 'i') })).toBeVisible();
      await expect(fresh.getByText(product.title).first()).toBeVisible();
      // Without the key the same page is not found, and offers the lookup.
      await fresh.goto(link.replace(/\?access=.*$/, ''));
      await expect(fresh.getByRole('heading', { name: t['orderDetail.notFound'] })).toBeVisible();

      // Found again by its number and email.
      await fresh.getByRole('link', { name: t['orderDetail.guest.findOrder'] }).first().click();
      await expect(fresh).toHaveURL(/\/orders\/lookup$/);
      await fresh.getByRole('textbox', { name: new RegExp(`^${t['orderLookup.number']}`) }).fill(`#${number}`);
      await fresh.getByRole('textbox', { name: new RegExp(`^${t['auth.login.email']}`) }).fill(email.toUpperCase());
      await fresh.getByRole('button', { name: t['orderLookup.submit'] }).click();
      await expect(fresh).toHaveURL(new RegExp(`/orders/${orderId}\\?access=`));
      await expect(fresh.getByRole('heading', { name: new RegExp(number, 'i') })).toBeVisible();
      await elsewhere.close();
    });

    test('a guest cart joins the account’s cart at sign-in', async ({ page, request }) => {
      const shopper = await signUpViaApi(request, 'Amira Hassan');
      const product = await singleVariantProduct(page);
      await page.goto(at(`/product/${product.id}`));
      await page
        .getByRole('button', { name: new RegExp(`^${t['cart.add.button']}`) })
        .first()
        .click();
      await expect(page.getByText(t['cart.added.toast'])).toBeVisible();
      await page.goto(at('/auth/login?from=%2Fcart'));
      await page.getByRole('textbox', { name: t['auth.login.email'] }).fill(shopper.email);
      await page.getByLabel(t['auth.password'], { exact: true }).fill(shopper.password);
      await page.getByRole('main').getByRole('button', { name: t['auth.login.submit'] }).click();
      await expect(page).toHaveURL(/\/cart$/);
      // The sign-in sends the guest cart to the account beside the move to /cart (src/app/guest-handover.ts), so
      // the account's cart is read until the move has landed: read once at the URL, it could come first.
      const accountCart = async () =>
        (await (await request.get('/api/cart', { headers: authHeaders(shopper) })).json()).items;
      await expect.poll(accountCart).toEqual([expect.objectContaining({ productId: String(product.id), quantity: 1 })]);
      await expect(page.getByText(product.title).first()).toBeVisible();
    });
  });
}
