import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, request as playwrightRequest, test } from '@playwright/test';
import { type StripeStandIn, startStripeStandIn } from '../src/server/test/payments/stripe-stand-in';
import { ownServer } from './support/own-server';
import { authHeaders, openSignedIn, type Shopper, signUpViaApi } from './support/shopper';
import { viewportOf } from './support/journey-runs';
import ar from '../src/universal/i18n/messages/ar.json';

/**
 * Issue 51 in a real browser: a card order paid through Stripe, on a server of its own whose STRIPE_* keys point
 * at the local stand-in of Stripe's API (src/server/test/payments/stripe-stand-in.ts), with Stripe.js routed to a
 * stand-in script (support/stripe-js-stand-in.js). The journey: checkout, the pay page (reloaded as a document
 * under the payment pages' policy), a card declined on the page, a payment that fails after the redirect and
 * Try again, then a card taken: Payment processing, the order placed, and its page saying Paid.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210) + 1300;
const KEYS = { secretKey: 'sk_test_e2e_card_payments', webhookSecret: 'whsec_e2e_card_payments' };
/** Cards the stand-in declines: on the page, and after the redirect (a failed authentication, say). */
const DECLINED = '4000000000000002';
const FAILS_AFTER_REDIRECT = '4000008400001629';
const TAKEN = '4242424242424242';
const STRIPE_JS = readFileSync(path.join(__dirname, 'support/stripe-js-stand-in.js'), 'utf8');

let stripe: StripeStandIn;
let server: ReturnType<typeof ownServer>;
let api: APIRequestContext;

test.beforeAll(async () => {
  stripe = await startStripeStandIn(KEYS);
  server = ownServer({
    port: PORT,
    dataDir: `.tmp/e2e-card-payments-${PORT}`,
    env: {
      STRIPE_SECRET_KEY: KEYS.secretKey,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e_card_payments',
      STRIPE_WEBHOOK_SECRET: KEYS.webhookSecret,
      STRIPE_API_BASE: stripe.url.href,
    },
  });
  await server.start();
  api = await playwrightRequest.newContext({ baseURL: server.baseUrl });
});
test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
  await stripe?.close();
});

/** Stripe.js and its confirmation call, answered by the stand-ins; every policy violation is kept. */
async function standInStripe(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|connect|frame|execute)/i.test(message.text()))
      violations.push(message.text());
  });
  await page.route(/^https:\/\/js\.stripe\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: STRIPE_JS }),
  );
  await page.route('https://api.stripe.com/__e2e/confirm', async (route) => {
    const { clientSecret, card } = JSON.parse(route.request().postData() ?? '{}') as {
      clientSecret: string;
      card: string;
    };
    const intent = clientSecret.split('_secret_')[0] ?? '';
    const cors = { 'Access-Control-Allow-Origin': '*' };
    if (card === DECLINED) {
      stripe.fail(intent, 'Your card was declined.');
      return route.fulfill({
        headers: cors,
        json: { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } },
      });
    }
    if (card === FAILS_AFTER_REDIRECT) {
      stripe.fail(intent, 'We are unable to authenticate your payment method.');
      return route.fulfill({ headers: cors, json: { redirectStatus: 'failed' } });
    }
    stripe.succeed(intent);
    return route.fulfill({ headers: cors, json: { redirectStatus: 'succeeded' } });
  });
  return violations;
}

async function cartWithOneProduct(shopper: Shopper) {
  const product = (await (await api.get('/catalog/products/1')).json()) as { sku: string };
  const added = await api.post('/api/cart/add', {
    headers: authHeaders(shopper),
    data: { productId: '1', sku: product.sku, quantity: 1 },
  });
  expect(added.ok()).toBe(true);
}

async function payWith(page: Page, card: string) {
  const field = page.getByRole('textbox', { name: 'Card number' });
  await field.fill(card);
  await page.getByRole('button', { name: /^Pay £/ }).click();
}

test.use({ viewport: viewportOf(390) });

test('a UK shopper pays by card in sterling: declined, failed after the redirect, tried again, paid', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
  const violations = await standInStripe(page);
  const shopper = await signUpViaApi(api, 'Amira Hassan');
  await cartWithOneProduct(shopper);
  await page.context().addCookies([{ name: 'lang', value: 'en', url: server.baseUrl }]);

  await openSignedIn(page, shopper, `${server.baseUrl}/checkout`);
  await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'United Kingdom' });
  await page.getByRole('textbox', { name: 'Street address' }).fill('10 Downing Street');
  await page.getByRole('textbox', { name: 'City' }).fill('London');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('+44 20 7946 0958');
  await page.getByRole('textbox', { name: 'Postcode' }).fill('SW1A 2AA');
  await page.getByRole('textbox', { name: 'Postcode' }).blur();
  await page.getByRole('radio', { name: 'Credit Card' }).check();
  await page.getByRole('button', { name: 'Place your order' }).click();

  // The order waits for its payment on its own page, loaded as a document (Stripe's origins are let in there).
  await expect(page).toHaveURL(/\/orders\/[0-9a-f]{24}\/pay$/, { timeout: 20_000 });
  const orderId = /\/orders\/([0-9a-f]{24})\/pay/.exec(page.url())?.[1] ?? '';
  await expect(page.getByRole('heading', { level: 1, name: 'Pay for your order' })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Card number' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/Order #\w{8} · Total £/)).toBeVisible();
  await shot('pay');

  await payWith(page, DECLINED);
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  await expect(page.getByRole('button', { name: /^Pay £/ })).toBeEnabled();
  await shot('pay-declined');

  await payWith(page, FAILS_AFTER_REDIRECT);
  await expect(page).toHaveURL(
    /\/order-success\?order=\w+&payment_intent=pi_\w+&payment_intent_client_secret=.+&redirect_status=failed$/,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Your payment did not go through' })).toBeVisible();
  await expect(page.getByText('Nothing was charged.')).toBeVisible();
  await shot('return-failed');
  await page.getByRole('link', { name: 'Try again' }).click();

  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}/pay$`));
  await payWith(page, TAKEN);
  await expect(page).toHaveURL(/redirect_status=succeeded$/);
  // Paid only on the server's word: the page asks it (which asks Stripe) before it says so.
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, your order has been placed!' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(/^Total charged: £/)).toBeVisible();
  await shot('return-paid');

  await page.getByRole('link', { name: 'View order details' }).click();
  const payment = page.getByRole('region', { name: 'Payment and delivery' });
  await expect(payment.getByText('Paid', { exact: true })).toBeVisible();
  await expect(payment).toContainText(/Payment reference: pi_\w+/);
  await expect(page.getByRole('link', { name: 'Pay now' })).toHaveCount(0);
  await shot('order-paid');

  const order = (await (await api.get(`/api/orders/${orderId}`, { headers: authHeaders(shopper) })).json()) as {
    currency: string;
    payment?: { state: string };
  };
  expect(order).toMatchObject({ currency: 'GBP', payment: { state: 'paid' } });
  expect(violations).toEqual([]);
});

test('in Arabic at 390 px: the pay page and Payment processing read right to left, under the same policy', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
  const violations = await standInStripe(page);
  const shopper = await signUpViaApi(api, 'أميرة حسن');
  await cartWithOneProduct(shopper);
  const headers = authHeaders(shopper);
  // The shop follows the profile's language: this shopper's is Arabic.
  expect((await api.patch('/api/user/preferences', { headers, data: { language: 'ar' } })).ok()).toBe(true);
  const { version } = (await (await api.get('/api/cart', { headers })).json()) as { version: number };
  const placed = await api.post('/api/orders/checkout', {
    headers: { ...headers, 'Idempotency-Key': `e2e-card-ar-${Date.now()}` },
    data: {
      shippingAddress: {
        name: 'أميرة حسن',
        phone: '+44 20 7946 0958',
        street: '10 Downing Street',
        city: 'London',
        state: '',
        zipCode: 'SW1A 2AA',
        country: 'United Kingdom',
      },
      paymentMethod: 'credit-card',
      deliveryOption: 'standard',
      cartVersion: version,
    },
  });
  expect(placed.status()).toBe(201);
  const { order } = (await placed.json()) as { order: { _id: string; payment?: { state: string } } };
  expect(order.payment?.state).toBe('awaiting');

  await page.context().addCookies([{ name: 'lang', value: 'ar', url: server.baseUrl }]);
  await openSignedIn(page, shopper, `${server.baseUrl}/ar/orders/${order._id}/pay`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: ar['orderPay.title'] })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Card number' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: /£/ })).toBeEnabled();
  await shot('ar-pay');

  // Its page says it waits for its payment, with Pay now.
  await page.goto(`${server.baseUrl}/ar/orders/${order._id}`);
  await expect(
    page
      .getByRole('region', { name: ar['orderDetail.paymentAndDelivery'] })
      .getByText(ar['orderPayment.state.awaiting']),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: ar['orderPayment.payNow'] })).toHaveAttribute(
    'href',
    `/ar/orders/${order._id}/pay`,
  );
  await shot('ar-order-awaiting');

  // The provider has not said yet: the return waits, and says so.
  await page.route(`**/api/orders/${order._id}/payment`, (route) => route.fulfill({ json: { state: 'processing' } }));
  await page.goto(`${server.baseUrl}/ar/order-success?order=${order._id}&redirect_status=succeeded`);
  await expect(page.getByRole('heading', { level: 1, name: ar['orderReturn.processing.title'] })).toBeVisible();
  await expect(page.getByText(ar['orderReturn.processing.text'])).toBeVisible();
  await shot('ar-processing');
  expect(violations).toEqual([]);
});
