import { chromium } from '@playwright/test';

/**
 * Looks at a page the way a shopper does: `npx tsx scripts/screenshot.ts <url> <out.png> [--width 390]
 * [--height 844] [--full] [--token T --user JSON] [--click "Button name"]`. Prints console errors and
 * CSP violations it saw.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const index = args.indexOf(`--${name}`);
    return index >= 0 ? args[index + 1] : undefined;
  };
  const [url, out] = args;
  if (!url || !out)
    throw new Error('usage: screenshot.ts <url> <out.png> [--width N] [--full] [--token T --user JSON]');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const width = Number(option('width') ?? 1280);
  const page = await browser.newPage({
    viewport: { width, height: Number(option('height') ?? (width < 600 ? 844 : 800)) },
  });
  page.on('console', (message) => {
    if (message.type() === 'error') console.log(`console error: ${message.text()}`);
  });
  const token = option('token');
  const user = option('user');
  if (token && user) {
    await page.addInitScript(
      ([t, u]) => {
        localStorage.setItem('token', t as string);
        localStorage.setItem('user', u as string);
      },
      [token, user],
    );
  }
  await page.goto(url, { waitUntil: 'networkidle' });
  const click = option('click');
  if (click) {
    await page.getByRole('button', { name: click }).first().click();
    await page.waitForTimeout(500);
  }
  await page.screenshot({ path: out, fullPage: args.includes('--full') });
  await browser.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
