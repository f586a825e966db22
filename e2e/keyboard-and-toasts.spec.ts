import { expect, type Locator, type Page, test } from '@playwright/test';
import ar from '../src/universal/i18n/messages/ar.json';
import en from '../src/universal/i18n/messages/en.json';
import { untilHydrated, untilScreenHydrated } from './support/held-scripts';

/**
 * Issue 48, item 15: after Add to Cart (pressed with the keyboard) focus stays on the button, and the
 * toast that answers it never covers it: on the product page, in the phone's Add to Cart bar and on a
 * card low in a list, at 1366 and 390 pixels, in English and in Arabic (right to left). jsdom has no
 * layout and does not move focus off a disabled button, so only a browser can show either.
 */

type Catalog = typeof en;
const LANGUAGES: { name: string; prefix: string; t: Catalog }[] = [
  { name: 'English', prefix: '', t: en },
  { name: 'Arabic', prefix: '/ar', t: ar },
];
const SCREENS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];
/** Sold as one variant: its card adds it (a product with options sends the shopper to choose). */
const PRODUCT = 4;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Presses Enter on the focused button, then checks what the shopper sees: the toast, focus still on the
 * button, and the toast (once it has slid in) clear of the button.
 */
async function pressAndCheck(page: Page, button: Locator, t: Catalog) {
  await untilHydrated(button);
  await button.focus();
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  const toast = page.locator('.notistack-MuiContent').filter({ hasText: t['cart.added.toast'] });
  await expect(toast).toBeVisible();
  await expect(button).toBeFocused();
  // Where the toast comes to rest once it has slid in (it leaves after 3 s, so measured at once).
  const rest = await toast.evaluate(async (element) => {
    const moving = [element, ...ancestors(element)].flatMap((node) => node.getAnimations());
    await Promise.all(moving.map((animation) => animation.finished.catch(() => undefined)));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const { x, y, width, height } = element.getBoundingClientRect();
    return { x, y, width, height };
    function ancestors(node: Element): Element[] {
      return node.parentElement ? [node.parentElement, ...ancestors(node.parentElement)] : [];
    }
  });
  const buttonBox = await button.boundingBox();
  expect(buttonBox).not.toBeNull();
  expect(
    overlaps(rest, buttonBox as Box),
    `toast ${JSON.stringify(rest)} over button ${JSON.stringify(buttonBox)}`,
  ).toBe(false);
  // Still the keyboard's place once the toast is there: Enter adds again from where the shopper is.
  await expect(button).toBeFocused();
}

for (const { name: language, prefix, t } of LANGUAGES) {
  for (const screen of SCREENS) {
    test.describe(`${language}, ${screen.width} px`, () => {
      test.use({ viewport: { width: screen.width, height: screen.height } });

      test('the product page: focus stays on Add to Cart and the toast clears it', async ({ page }) => {
        await page.goto(`${prefix}/product/${PRODUCT}`);
        await untilScreenHydrated(page);
        const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
        const ofThisProduct = page.getByRole('button', { name: new RegExp(`${escaped(title)}$`) });
        const buyBox = page.getByRole('region', { name: t['buybox.label'] });
        await pressAndCheck(page, buyBox.getByRole('button', { name: new RegExp(`${escaped(title)}$`) }), t);
        await page.screenshot({ path: `/tmp/g/shots/keyboard-toast-product-${language}-${screen.width}.png` });

        if (screen.name === 'phone') {
          // The first toast gone (3 s), so the one measured next is the bar's.
          await expect(page.locator('.notistack-MuiContent')).toHaveCount(0, { timeout: 10_000 });
          // Past the box, the phone's bar at the bottom of the screen holds Add to Cart.
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
          // The box's own button is above the screen now; the one on screen is the bar's.
          await expect(ofThisProduct.first()).not.toBeInViewport();
          const bar = ofThisProduct.last();
          await expect(bar).toBeInViewport();
          await pressAndCheck(page, bar, t);
          await page.screenshot({ path: `/tmp/g/shots/keyboard-toast-bar-${language}-${screen.width}.png` });
        }
      });

      test('a card low on the screen: focus stays on its Add to Cart and the toast clears it', async ({
        page,
        request,
      }) => {
        const product = (await (await request.get(`/catalog/products/${PRODUCT}`)).json()) as { category: string };
        await page.goto(`${prefix}/products?category=${encodeURIComponent(product.category)}`);
        await untilScreenHydrated(page);
        const card = page.getByRole('article').filter({ has: page.locator(`a[href$="/product/${PRODUCT}"]`) });
        // Its one button with words (the heart is an icon): Add to Cart, whose name changes with its state (Added!,
        // In Cart), so it is found by being the card's worded button, not by its name.
        const button = card.getByRole('button').filter({ hasText: /\S/ });
        await expect(button).toHaveAccessibleName(new RegExp(`^${escaped(t['cart.add.button'])}`));
        await untilHydrated(button);
        // Bring the card's button to the foot of the screen, where a bottom toast would land on it.
        await button.scrollIntoViewIfNeeded();
        const box = await button.boundingBox();
        if (!box) throw new Error('the card has no Add to Cart on screen');
        await page.mouse.wheel(0, box.y + box.height - (screen.height - 24));
        await expect
          .poll(async () => {
            const now = await button.boundingBox();
            return now ? Math.round(now.y + now.height) : 0;
          })
          .toBeGreaterThan(screen.height / 2);
        await pressAndCheck(page, button, t);
        await page.screenshot({ path: `/tmp/g/shots/keyboard-toast-card-${language}-${screen.width}.png` });
      });
    });
  }
}
