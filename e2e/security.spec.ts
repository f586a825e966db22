import { expect, type Page, test } from '@playwright/test';
import { authHeaders, openSignedIn, signUpViaApi } from './support/shopper';

/**
 * The whole SPA works under the server's Content-Security-Policy (no inline script): each screen
 * a shopper walks through loads with no violation reported, by the browser's console or by a
 * securitypolicyviolation listener installed before any page script runs.
 */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text()))
      violations.push(`console: ${message.text()}`);
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(`event: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return violations;
}

test('home, product list, product detail and sign-in load under the CSP with no violation', async ({ page }) => {
  const violations = await watchViolations(page);

  const home = await page.goto('/');
  const headers = home?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  // PUBLIC_URL of the browser tests is plain http: no HSTS.
  expect(headers['strict-transport-security']).toBeUndefined();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: /Nordvik Aria Over-Ear/ })
      .first(),
  ).toBeVisible();

  await page.goto('/products?search=wireless');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "wireless"');
  await page.getByRole('region', { name: 'Results' }).getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('img').first()).toBeVisible();

  await page.goto('/auth/login');
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Wr0ngPassword!');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Invalid email or password').first()).toBeVisible();

  expect(violations).toEqual([]);
  // The watch itself works: an injected inline script is blocked and reported.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
  });
  await expect.poll(() => violations.join('\n')).toContain('script-src');
});

test('a signed-in cart loads under the CSP with no violation', async ({ page, request }) => {
  const shopper = await signUpViaApi(request);
  const added = await request.post('/api/cart/add', {
    headers: authHeaders(shopper),
    data: { sku: 'SF1-MATTEBLACK', quantity: 2 },
  });
  expect(added.ok()).toBeTruthy();
  const violations = await watchViolations(page);
  await openSignedIn(page, shopper, '/cart');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/Nordvik Aria/).first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('API answers carry the same protections, and the shop refuses to be framed', async ({ page, request }) => {
  const api = await request.get('/catalog/products?limit=1');
  expect(api.headers()['x-content-type-options']).toBe('nosniff');
  expect(api.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  const missing = await request.get('/api/no-such-endpoint');
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({ code: 'NOT_FOUND', message: expect.any(String) });
  expect(missing.headers()['referrer-policy']).toBe('no-referrer');

  // A page of another origin that tries to frame the shop: the browser refuses, naming the policy.
  const shopUrl = new URL('/', test.info().project.use.baseURL).href;
  const refused = page.waitForEvent('console', (message) => /frame-ancestors|X-Frame-Options/i.test(message.text()));
  await page.setContent(`<iframe id="shop" title="framed shop" src="${shopUrl}"></iframe>`);
  expect((await refused).text()).toMatch(/Refused|blocked/);
  await expect(page.frameLocator('#shop').getByRole('banner')).toHaveCount(0);
});

test('the API documentation renders and runs a call under its own policy with no violation', async ({ page }) => {
  const violations = await watchViolations(page);
  const docs = await page.goto('/api/docs/');
  const csp = docs?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'none'");
  expect(csp).not.toContain('unsafe-');
  await expect(page.getByRole('heading', { name: /Storefront API/ })).toBeVisible();
  // swagger-ui's stylesheet applies (a GET operation's tint) and its scripts open an operation...
  const operation = page.locator('.opblock-get').filter({ hasText: '/catalog/products/{id}' }).first();
  // swagger-ui draws the operations near the screen (126 of them now): scroll down to the catalogue's, last.
  await expect
    .poll(async () => {
      if ((await operation.count()) > 0) return true;
      await page.mouse.wheel(0, 1200);
      return false;
    })
    .toBe(true);
  await expect(operation).toHaveCSS('background-color', 'rgba(97, 175, 254, 0.1)');
  await operation.locator('.opblock-summary').click();
  // ...and call the API from the page.
  await operation.getByRole('button', { name: 'Try it out' }).click();
  await operation.getByPlaceholder('id').fill('3');
  await operation.getByRole('button', { name: 'Execute' }).click();
  await expect(operation.locator('.live-responses-table tbody .response-col_status').first()).toHaveText('200');
  expect(violations).toEqual([]);
  // The policy holds there too: an injected inline script is blocked and reported.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
  });
  await expect.poll(() => violations.join('\n')).toContain('script-src');
});
