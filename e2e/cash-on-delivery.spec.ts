import { expect, test } from '@playwright/test';
import { authHeaders, openSignedIn, signUpViaApi } from './support/shopper';
import { chargeSize, chargesTotal, type OrderCharge } from '../src/universal/order-charges';
import { JOURNEY_RUNS, viewportOf } from './support/journey-runs';

/**
 * Issue 34, "an Egyptian cash-on-delivery order" (decision 0078): a shopper in Cairo picks cash on
 * delivery, sees its fee in the summary, places the order, and is told on the success page and the order
 * page what the courier will take. In English at a desktop's width and Arabic (right to left) at a phone's (JOURNEY_RUNS).
 */

const HOME = {
  label: 'Home',
  name: 'Amira Hassan',
  phone: '01012345678',
  street: '12 Nile Corniche',
  city: 'Cairo',
  state: 'Cairo',
  zipCode: '11511',
  country: 'Egypt',
};

/** The words of a message before its {amount}: what the page shows ahead of the figure. */
const before = (message: string) => message.split('{amount}')[0]?.trim() ?? message;

for (const [index, run] of JOURNEY_RUNS.entries()) {
  const t = run.texts;
  // Each run's shopper lives at an address and phone of their own: one shopper may hold only three unpaid
  // cash-on-delivery orders (COD_MAX_UNPAID_ORDERS, decision 0089), and the runs share one server.
  const home = { ...HOME, street: `${12 + index} Nile Corniche`, phone: `0101234567${index}` };
  const at = (path: string) => (run.locale === 'en' ? path : `/${run.locale}${path}`);
  test.describe(`in ${run.locale} at ${run.width} px`, () => {
    test.use({ viewport: viewportOf(run.width) });

    test('an Egyptian cash-on-delivery order: the fee at checkout, then "to be paid on delivery"', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const shopper = await signUpViaApi(request, 'Amira Hassan');
      const headers = authHeaders(shopper);
      expect((await request.patch('/api/user/preferences', { headers, data: { language: run.locale } })).ok()).toBe(
        true,
      );
      expect((await request.post('/api/user/addresses', { headers, data: home })).status()).toBe(201);
      const product = (await (await request.get('/catalog/products/1')).json()) as { sku: string };
      const added = await request.post('/api/cart/add', {
        headers,
        data: { productId: '1', sku: product.sku, quantity: 1 },
      });
      expect(added.ok()).toBe(true);

      await openSignedIn(page, shopper, at('/checkout'));
      await expect(page.locator('html')).toHaveAttribute('dir', run.dir);
      const cash = page.getByRole('radio', { name: new RegExp(`^${t['checkout.payment.cashOnDelivery']}`) });
      await cash.check();
      const summary = page.getByRole('region', { name: t['checkout.summary.title'] });
      await expect(summary.getByText(t['checkout.summary.codFee'])).toBeVisible();
      await expect(page.getByText(t['checkout.cashOnDeliveryNote'])).toBeVisible();
      await page.getByRole('button', { name: t['checkout.placeOrder'] }).click();
      await expect(page).toHaveURL(/\/order-success$/, { timeout: 15_000 });
      await expect(page.getByText(before(t['orders.cashOnDelivery.due']))).toBeVisible();

      const orders = (await (await request.get('/api/orders', { headers })).json()) as {
        _id: string;
        currency: string;
        paymentMethod: string;
        paymentDue: string | null;
        charges: OrderCharge[];
        subtotal: number;
        totalPrice: number;
      }[];
      const [order] = orders;
      // Charged in Egypt's pounds (issue 50): the courier takes EGP, the fee is EGP 15.
      expect(order).toMatchObject({ paymentMethod: 'cash-on-delivery', paymentDue: 'on-delivery', currency: 'EGP' });
      expect(chargeSize(order?.charges ?? [], 'cod-fee')).toBe(1500);
      // VAT is inside Egypt's prices: the total is the goods, the delivery and the fee, to the cent.
      expect(Math.round((order?.totalPrice ?? 0) * 100)).toBe(
        Math.round((order?.subtotal ?? 0) * 100) + chargesTotal(order?.charges ?? []),
      );

      await page.goto(at(`/orders/${order?._id ?? ''}`));
      const payment = page.getByRole('region', { name: t['orderDetail.paymentAndDelivery'] });
      await expect(payment.getByText(t['checkout.payment.cashOnDelivery'], { exact: true })).toBeVisible();
      await expect(payment.getByText(before(t['orders.cashOnDelivery.due']))).toBeVisible();
      await expect(page.getByText(t['checkout.summary.codFee'])).toBeVisible();
    });
  });
}
