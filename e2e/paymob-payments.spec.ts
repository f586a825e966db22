import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, request as playwrightRequest, test } from '@playwright/test';
import {
  PAYMOB_STAND_IN_KEYS,
  type PaymobStandIn,
  startPaymobStandIn,
} from '../src/server/test/payments/paymob-stand-in';
import { ownServer } from './support/own-server';
import { authHeaders, openSignedIn, type Shopper, signUpViaApi } from './support/shopper';
import { viewportOf } from './support/journey-runs';
import ar from '../src/universal/i18n/messages/ar.json';
import { IN_CAIRO } from '../src/test/addresses';

/**
 * Issue 51 in a real browser: Egypt's mobile wallet through Paymob, on a server of its own whose PAYMOB_* keys
 * point at the local stand-in of Paymob's API (src/server/test/payments/paymob-stand-in.ts), its integrations a
 * card and a wallet. Paymob's hosted page is routed to a stand-in page (support/paymob-checkout-stand-in.html):
 * paying there makes the stand-in send the shop its HMAC-signed callback, then sends the shopper back to the
 * shop's return address as Paymob does. The journey: an Egyptian shopper checks out with the mobile wallet, is
 * sent from the pay page to Paymob's, pays, comes back to the success page, and the order page says Paid, in
 * Egyptian pounds.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210) + 1400;
const CHECKOUT_PAGE = readFileSync(path.join(__dirname, 'support/paymob-checkout-stand-in.html'), 'utf8');
const KEYS = PAYMOB_STAND_IN_KEYS;

let paymob: PaymobStandIn;
let server: ReturnType<typeof ownServer>;
let api: APIRequestContext;

test.beforeAll(async () => {
  paymob = await startPaymobStandIn();
  server = ownServer({
    port: PORT,
    dataDir: `.tmp/e2e-paymob-payments-${PORT}`,
    env: {
      PAYMOB_SECRET_KEY: KEYS.secretKey,
      PAYMOB_PUBLIC_KEY: KEYS.publicKey,
      PAYMOB_API_KEY: KEYS.apiKey,
      PAYMOB_HMAC_SECRET: KEYS.hmacSecret,
      PAYMOB_INTEGRATION_IDS: `card:${KEYS.integrationIds.card},wallet:${KEYS.integrationIds.wallet}`,
      PAYMOB_API_BASE: paymob.baseUrl.href,
    },
  });
  await server.start();
  api = await playwrightRequest.newContext({ baseURL: server.baseUrl });
});
test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
  await paymob?.close();
});

const HOME = { label: 'Home', ...IN_CAIRO };

/** A shopper in Cairo with one product in the cart and their address saved (checkout starts from it). */
async function egyptianShopper(name: string, language: 'en' | 'ar'): Promise<Shopper> {
  const shopper = await signUpViaApi(api, name);
  const headers = authHeaders(shopper);
  expect((await api.patch('/api/user/preferences', { headers, data: { language } })).ok()).toBe(true);
  expect((await api.post('/api/user/addresses', { headers, data: { ...HOME, name } })).status()).toBe(201);
  const product = (await (await api.get('/catalog/products/1')).json()) as { sku: string };
  const added = await api.post('/api/cart/add', { headers, data: { productId: '1', sku: product.sku, quantity: 1 } });
  expect(added.ok()).toBe(true);
  return shopper;
}

/**
 * Paymob's hosted page, answered by the stand-in page; its "pay" asks the test, which has the Paymob stand-in
 * record a wallet payment for the intention the shop made, delivers the signed callback to the shop, and answers
 * the shop's return address with the query Paymob adds to it. Answers the intentions' payment methods asked for.
 */
async function standInPaymobPage(page: Page, shopper: Shopper): Promise<{ callbacks: number[] }> {
  const callbacks: number[] = [];
  const origin = paymob.baseUrl.origin;
  await page.route(
    (url) => url.origin === origin && url.pathname === '/unifiedcheckout/',
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: CHECKOUT_PAGE }),
  );
  await page.route(`${origin}/__e2e/pay`, async (route) => {
    const intention = paymob.requests.filter((request) => request.path === '/v1/intention/').at(-1)?.body ?? {};
    const orderId = String(intention.special_reference);
    const order = (await (await api.get(`/api/orders/${orderId}`, { headers: authHeaders(shopper) })).json()) as {
      payment?: { reference?: string };
    };
    const reference = order.payment?.reference ?? '';
    // Throws unless the shop's intention offered the wallet's integration.
    const callback = paymob.pay(reference, { method: 'wallet' });
    const sent = await api.post(`/api/payments/paymob/callback?hmac=${callback.query.hmac}`, {
      headers: { 'content-type': 'application/json' },
      data: callback.body,
    });
    callbacks.push(sent.status());
    // Paymob sends the shopper back with the transaction in the query; its `order` (Paymob's order id) comes after
    // the shop's own.
    const back = new URL(String(intention.redirection_url));
    for (const [name, value] of Object.entries({
      id: callback.transaction.id,
      pending: false,
      success: true,
      amount_cents: callback.transaction.amount_cents,
      currency: 'EGP',
      order: reference,
      'source_data.type': 'wallet',
      hmac: callback.query.hmac,
    }))
      back.searchParams.append(name, String(value));
    return route.fulfill({ json: { redirect: back.href } });
  });
  return { callbacks };
}

test.describe('at 1366 px, in English', () => {
  test.use({ viewport: viewportOf(1366) });

  test('an Egyptian shopper pays with a mobile wallet on Paymob: the order is paid, in pounds', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
    const shopper = await egyptianShopper('Amira Hassan', 'en');
    const paymobPage = await standInPaymobPage(page, shopper);
    await page.context().addCookies([{ name: 'lang', value: 'en', url: server.baseUrl }]);

    await openSignedIn(page, shopper, `${server.baseUrl}/checkout`);
    const wallet = page.getByRole('radio', { name: /^Mobile wallet/ });
    await expect(wallet).toHaveAccessibleName(
      "Mobile wallet Vodafone Cash, Orange Cash, Etisalat Cash or WE Pay, on Paymob's secure page",
    );
    await wallet.check();
    await expect(page.getByText('You pay on the next page, securely through Paymob.')).toBeVisible();
    await shot('checkout-wallet');
    await page.getByRole('button', { name: 'Place your order' }).click();

    // The pay page sends the shopper on to Paymob's hosted page.
    await expect(page).toHaveURL(new RegExp(`^${paymob.baseUrl.origin}/unifiedcheckout/\\?publicKey=`), {
      timeout: 20_000,
    });
    const intention = paymob.requests.filter((request) => request.path === '/v1/intention/').at(-1)?.body ?? {};
    expect(intention).toMatchObject({ currency: 'EGP', payment_methods: [KEYS.integrationIds.wallet] });
    const orderId = String(intention.special_reference);
    await shot('paymob-page');
    await page.getByRole('button', { name: 'Pay with mobile wallet' }).click();

    // Back at the shop: paid on the callback's word, the success page says so.
    await expect(page).toHaveURL(new RegExp(`/order-success\\?order=${orderId}&`));
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you, your order has been placed!' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText(/^Total charged: EGP/)).toBeVisible();
    expect(paymobPage.callbacks).toEqual([200]);
    await shot('return-paid');

    await page.getByRole('link', { name: 'View order details' }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
    const payment = page.getByRole('region', { name: 'Payment and delivery' });
    await expect(payment.getByText('Paid', { exact: true })).toBeVisible();
    await expect(payment.getByText('Mobile wallet', { exact: true })).toBeVisible();
    await expect(page.getByText(/EGP/).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pay now' })).toHaveCount(0);
    await shot('order-paid');

    const order = (await (await api.get(`/api/orders/${orderId}`, { headers: authHeaders(shopper) })).json()) as {
      currency: string;
      paymentMethod: string;
      totalPrice: number;
      payment?: { provider: string; state: string };
    };
    expect(order).toMatchObject({
      currency: 'EGP',
      paymentMethod: 'mobile-wallet',
      payment: { provider: 'paymob', state: 'paid' },
    });
    expect(intention.amount).toBe(Math.round(order.totalPrice * 100));
  });
});

test.describe('at 390 px, in Arabic', () => {
  test.use({ viewport: viewportOf(390) });

  test('the checkout offers the mobile wallet, right to left, named and explained', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const shopper = await egyptianShopper('أميرة حسن', 'ar');
    await page.context().addCookies([{ name: 'lang', value: 'ar', url: server.baseUrl }]);
    await openSignedIn(page, shopper, `${server.baseUrl}/ar/checkout`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const wallet = page.getByRole('radio', { name: new RegExp(`^${ar['checkout.payment.mobileWallet']}`) });
    await expect(wallet).toHaveAccessibleName(
      `${ar['checkout.payment.mobileWallet']} ${ar['checkout.payment.mobileWallet.how']}`,
    );
    await wallet.check();
    await expect(page.getByText(ar['checkout.payment.payNext'].replace('{provider}', 'Paymob'))).toBeVisible();
    const choice = page.getByRole('radiogroup', { name: ar['checkout.payment.legend'] });
    await choice.scrollIntoViewIfNeeded();
    // Nothing spills past the phone's width.
    const box = await choice.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await page
      .getByRole('region', { name: new RegExp(`${ar['checkout.section.payment']}$`) })
      .screenshot({ path: testInfo.outputPath('ar-390-payment-choice.png') });
  });
});
