import { expect, test } from '@playwright/test';
import ar from '../src/universal/i18n/messages/ar.json';
import { authHeaders, openSignedIn, signUpViaApi } from './support/shopper';
import { chargesTotal, type OrderCharge } from '../src/universal/order-charges';
import { JOURNEY_RUNS, viewportOf } from './support/journey-runs';

/**
 * Issue 34, "a UK order with VAT included and no State field", in Arabic (right to left) at a phone's width
 * (JOURNEY_RUNS; journey.spec.ts holds the English one, at a desktop's): the address loses its State field, the summary
 * says the 20 % VAT is inside the prices and adds nothing, and the order keeps the tax it charged.
 */
const t = ar;
const UK = 'المملكة المتحدة';

const { width } = JOURNEY_RUNS[1];
test.describe(`in ar at ${width} px`, () => {
  test.use({ viewport: viewportOf(width) });

  test('a UK order: no State field, VAT 20 % included in the prices, kept with the order', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const shopper = await signUpViaApi(request, 'أميرة حسن');
    const headers = authHeaders(shopper);
    expect((await request.patch('/api/user/preferences', { headers, data: { language: 'ar' } })).ok()).toBe(true);
    const product = (await (await request.get('/catalog/products/1')).json()) as { sku: string };
    const added = await request.post('/api/cart/add', {
      headers,
      data: { productId: '1', sku: product.sku, quantity: 1 },
    });
    expect(added.ok()).toBe(true);

    await openSignedIn(page, shopper, '/ar/checkout');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page
      .getByRole('combobox', { name: new RegExp(`^${t['checkout.address.country']}`) })
      .selectOption({ label: UK });
    const box = (id: keyof typeof t) => page.getByRole('textbox', { name: new RegExp(`^${t[id]}`) });
    await box('checkout.address.fullName').fill('أميرة حسن');
    await box('checkout.address.phone').fill('07911123456');
    await box('checkout.address.street').fill('10 Downing Street');
    await box('checkout.address.city').fill('London');
    // A UK address names no state: the field is gone.
    await expect(box('checkout.address.state')).toHaveCount(0);
    await box('address.postcode').fill('SW1A 2AA');
    await box('address.postcode').blur();
    await page.getByRole('radio', { name: 'PayPal' }).check();

    const summary = page.getByRole('region', { name: t['checkout.summary.title'] });
    const vatLabel = t['cart.summary.vatIncluded'].split('(')[0]?.trim() ?? '';
    await expect(summary.getByText(new RegExp(`^${vatLabel}`))).toBeVisible();
    await expect(summary.getByText(new RegExp(`^${vatLabel}`))).toContainText('20');
    await page.getByRole('button', { name: t['checkout.placeOrder'] }).click();
    await expect(page).toHaveURL(/\/order-success$/, { timeout: 15_000 });

    const [order] = (await (await request.get('/api/orders', { headers })).json()) as {
      subtotal: number;
      charges: OrderCharge[];
      tax: number;
      taxRate: number;
      taxIncluded: boolean;
      totalPrice: number;
      shippingAddress: { country: string; state: string };
    }[];
    expect(order).toMatchObject({ taxRate: 0.2, taxIncluded: true, shippingAddress: { country: 'United Kingdom' } });
    // VAT is inside the prices: the total is the goods and the delivery, and the tax is a part of it.
    expect(Math.round((order?.totalPrice ?? 0) * 100)).toBe(
      Math.round((order?.subtotal ?? 0) * 100) + chargesTotal(order?.charges ?? []),
    );
    expect(order?.tax).toBeGreaterThan(0);
  });
});
