import { type Browser, expect, type Page, request as playwrightRequest, test } from '@playwright/test';
import { E2E_MAIL_DIR, E2E_SMTP_PORT } from '../playwright.config';
import ar from '../src/universal/i18n/messages/ar.json';
import en from '../src/universal/i18n/messages/en.json';
import { rawMailsTo, subjectOf } from './support/mail-catcher';
import { ownServer } from './support/own-server';
import { openSignedIn, type Shopper, signUpViaApi } from './support/shopper';

/**
 * Back-in-stock alerts (issue 53, area 3) on a production server of its own, whose stock the operator's
 * terminal command sets: shoppers ask on a sold-out variant in English and Arabic, at 390 and 1366 px,
 * signed in (their email filled in) or as guests; the units coming back mail each once, in their language.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210) + 1500;
const server = ownServer({
  port: PORT,
  dataDir: `.tmp/e2e-stock-alerts-data-${PORT}`,
  env: { SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}` },
});
const base = server.baseUrl;

/** Sold out in the demo catalogue: the navy crew-neck T-shirt in M. */
const SKU = 'SF33-NAVY-M';
const SOLD_OUT = '/product/33?colour=navy&size=M';

test.beforeAll(async () => {
  await server.start();
});
test.afterAll(async () => {
  await server.stop();
});

interface Asker {
  language: 'en' | 'ar';
  width: 390 | 1366;
  shopper?: Shopper;
  email: string;
}

/** Opens the sold-out variant in its own browser, asks for the alert, and sees it confirmed. */
async function askForAlert(browser: Browser, asker: Asker): Promise<void> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: asker.width, height: 900 } });
  const page: Page = await context.newPage();
  const path = asker.language === 'ar' ? `/ar${SOLD_OUT}` : SOLD_OUT;
  const texts = asker.language === 'ar' ? ar : en;
  if (asker.shopper) await openSignedIn(page, asker.shopper, path);
  else await page.goto(path);
  const form = page.getByRole('region', { name: texts['stockAlert.title'] });
  await expect(form).toBeVisible();
  const field = form.getByRole('textbox');
  // Signed in: the account's email is there already; a guest types theirs.
  if (asker.shopper) await expect(field).toHaveValue(asker.shopper.email);
  else await field.fill(asker.email);
  await form.getByRole('button', { name: texts['stockAlert.submit'] }).click();
  await expect(form.getByRole('status')).toContainText(asker.email);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(asker.width);
  if (asker.language === 'ar') {
    expect(await form.evaluate((node) => getComputedStyle(node).direction)).toBe('rtl');
  }
  await page.screenshot({ path: `test-results/stock-alert-${asker.language}-${asker.width}.png` });
  await context.close();
}

test('shoppers ask on a sold-out variant in English and Arabic at 390 and 1366 px; units back mail each once in their language', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const api = await playwrightRequest.newContext({ baseURL: base });
  const [first, second] = [await signUpViaApi(api, 'Amira Hassan'), await signUpViaApi(api, 'Omar Farouk')];
  const guest = (name: string) => `e2e-${name}-${Date.now()}@example.com`;
  const askers: Asker[] = [
    { language: 'en', width: 1366, shopper: first, email: first.email },
    { language: 'en', width: 390, shopper: second, email: second.email },
    { language: 'ar', width: 390, email: guest('ar-390') },
    { language: 'ar', width: 1366, email: guest('ar-1366') },
  ];

  for (const asker of askers) {
    await test.step(`${asker.language} at ${asker.width} px, ${asker.shopper ? 'signed in' : 'a guest'}`, () =>
      askForAlert(browser, asker));
  }

  await test.step('the served (cacheable) page holds no form and no email', async () => {
    for (const path of [SOLD_OUT, `/ar${SOLD_OUT}`]) {
      const html = await (await api.get(path)).text();
      expect(html).toContain('<div id="root"');
      expect(html).not.toContain(en['stockAlert.title'].replace("'", '&#x27;'));
      expect(html).not.toContain(ar['stockAlert.title']);
      expect(html).not.toContain(first.email);
    }
  });

  await test.step('two units back, counted at the terminal: each shopper gets one mail, in their language', async () => {
    expect(await server.operator('catalogue', ['stock', SKU, '2'])).toContain(`${SKU} (product 33): 0 → 2`);
    for (const asker of askers) {
      // Accounts also got their address's confirmation at sign-up: the alerts are the mails naming the product.
      const alerts = () =>
        rawMailsTo(E2E_MAIL_DIR, asker.email).filter((mail) => /back in stock|متوفر/.test(subjectOf(mail)));
      await expect.poll(() => alerts().length, { timeout: 30_000, message: asker.email }).toBe(1);
      expect(subjectOf(alerts()[0] ?? '')).toMatch(asker.language === 'ar' ? / متوفر من جديد$/ : / is back in stock$/);
    }
  });

  await api.dispose();
});
