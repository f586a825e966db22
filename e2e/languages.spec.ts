import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import ar from '../src/universal/i18n/messages/ar.json';
import fr from '../src/universal/i18n/messages/fr.json';
import { authHeaders, chooseGovernorate, openSignedIn, signUpViaApi } from './support/shopper';

/**
 * Issue 13's journeys: home → product → cart → checkout → order in Arabic (right to left, prices in EGP)
 * and in French (EUR), every screen axe-clean, every converted price marked approximate (≈; pounds are Egypt's own), and the
 * order charged in dollars as the shop charges.
 */
const JOURNEYS = [
  { locale: 'ar', currency: 'EGP', dir: 'rtl', texts: ar, symbol: /EGP|ج\.م/, egypt: 'مصر' },
  { locale: 'fr', currency: 'EUR', dir: 'ltr', texts: fr, symbol: /€/, egypt: 'Égypte' },
] as const;

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

for (const journey of JOURNEYS) {
  const t = journey.texts;
  test(`in ${journey.locale} with ${journey.currency}: home, product, cart, checkout and order, axe-clean`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const shopper = await signUpViaApi(request, 'Amira Hassan');
    const preferences = await request.patch('/api/user/preferences', {
      headers: authHeaders(shopper),
      data: { language: journey.locale, currency: journey.currency },
    });
    expect(preferences.ok()).toBe(true);
    const screen = async (name: string) => {
      await expect(page.locator('html')).toHaveAttribute('dir', journey.dir);
      await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${journey.locale}`));
      expect({ screen: name, violations: await seriousViolations(page) }).toEqual({ screen: name, violations: [] });
    };

    await openSignedIn(page, shopper, `/${journey.locale}`);
    await expect(page.getByRole('region', { name: t['home.topDeals'] }).getByRole('listitem').first()).toBeVisible();
    await screen('home');

    await page.goto(`/${journey.locale}/product/1?colour=matte-black`);
    const buyBox = page.getByRole('region', { name: t['buybox.label'] });
    // Egypt, where this shopper is delivered to, is charged in pounds (issue 50): pounds are exact, any other
    // display currency is a conversion, marked approximate.
    if (journey.currency === 'EGP') await expect(buyBox).not.toContainText('≈');
    else await expect(buyBox).toContainText('≈');
    await expect(buyBox).toContainText(journey.symbol);
    await screen('product');
    await buyBox.getByRole('button', { name: new RegExp(`^${t['cart.add.button']}`) }).click();
    await expect
      .poll(async () => (await request.get('/api/cart', { headers: authHeaders(shopper) })).json())
      .toMatchObject({ items: [{ productId: '1', quantity: 1 }] });

    await page.goto(`/${journey.locale}/cart`);
    await expect(page.getByRole('button', { name: t['cart.summary.proceed'] })).toBeEnabled();
    await screen('cart');
    await page.getByRole('button', { name: t['cart.summary.proceed'] }).click();

    await expect(page).toHaveURL(new RegExp(`/${journey.locale}/checkout$`));
    await page.getByRole('combobox', { name: t['checkout.address.country'] }).selectOption({ label: journey.egypt });
    await page.getByRole('textbox', { name: t['checkout.address.phone'] }).fill('01012345678');
    await page.getByRole('textbox', { name: t['checkout.address.street'] }).fill('12 Nile Corniche');
    await page.getByRole('textbox', { name: t['checkout.address.city'] }).fill('Cairo');
    await chooseGovernorate(page, t['address.governorate'], journey.locale);
    await page.getByRole('textbox', { name: t['address.postalCode'] }).fill('11511');
    await page.getByRole('textbox', { name: t['address.postalCode'] }).blur();
    await page.getByRole('radio', { name: t['checkout.payment.paypal'] }).check();
    await screen('checkout');
    await page.getByRole('button', { name: t['checkout.placeOrder'] }).click();

    await expect(page).toHaveURL(new RegExp(`/${journey.locale}/order-success$`));
    await expect(page.getByRole('heading', { name: t['orderSuccess.title'] })).toBeVisible();
    await screen('order success');
    // The order itself is charged in Egypt's pounds, exactly: $129.99 at 48.50 is EGP 6,305 (whole pounds) with
    // Egypt's 14 % VAT inside it, and standard delivery free past the Egypt region's EGP 2,425.
    const orders = (await (await request.get('/api/orders', { headers: authHeaders(shopper) })).json()) as {
      totalPrice: number;
      currency: string;
    }[];
    expect(orders.map((order) => [order.totalPrice, order.currency])).toEqual([[6305, 'EGP']]);
  });
}
