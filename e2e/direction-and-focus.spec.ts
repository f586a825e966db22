import { expect, type Locator, type Page, test } from '@playwright/test';
import ar from '../src/universal/i18n/messages/ar.json';
import en from '../src/universal/i18n/messages/en.json';
import { untilScreenHydrated } from './support/held-scripts';
import { authHeaders, checkoutViaApi, openSignedIn, type Shopper, signUpViaApi } from './support/shopper';

/**
 * What jsdom cannot see: which way an arrow is drawn on screen, where an ellipsis lands, and the colours
 * and widths a focused field is painted with.
 */

/** A shopper whose profile speaks `language`, so the shop opens in it. */
async function shopperSpeaking(page: Page, language: 'en' | 'ar'): Promise<Shopper> {
  const shopper = await signUpViaApi(page.request);
  const set = await page.request.patch('/api/user/preferences', { headers: authHeaders(shopper), data: { language } });
  expect(set.status()).toBe(200);
  return shopper;
}

/**
 * Which way a chevron icon points as painted: samples its path in screen coordinates (CSS transforms
 * included) and compares the x of its middle (the tip) with that of its two ends.
 */
function pointing(icon: Locator): Promise<'left' | 'right'> {
  return icon.evaluate((svg) => {
    const path = svg.querySelector('path') as SVGPathElement;
    const matrix = path.getScreenCTM() as DOMMatrix;
    const length = path.getTotalLength();
    const points = Array.from({ length: 200 }, (_, i) => {
      const p = path.getPointAtLength((length * i) / 200);
      return new DOMPoint(p.x, p.y).matrixTransform(matrix);
    });
    const ys = points.map((p) => p.y);
    const middle = (Math.min(...ys) + Math.max(...ys)) / 2;
    const span = Math.max(...ys) - Math.min(...ys);
    const meanX = (near: (y: number) => boolean) => {
      const xs = points.filter((p) => near(p.y)).map((p) => p.x);
      return xs.reduce((sum, x) => sum + x, 0) / xs.length;
    };
    const tip = meanX((y) => Math.abs(y - middle) < span / 10);
    const ends = meanX((y) => Math.abs(y - middle) > (span * 4) / 10);
    return tip < ends ? 'left' : 'right';
  });
}

/** WCAG contrast ratio of two CSS rgb() colours. */
function contrast(a: string, b: string): number {
  const luminance = (css: string) => {
    const [r, g, bl] = (css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The first opaque background behind an element (its own or an ancestor's). */
function backgroundBehind(element: Locator): Promise<string> {
  return element.evaluate((start) => {
    for (let node: Element | null = start; node; node = node.parentElement) {
      const colour = getComputedStyle(node).backgroundColor;
      if (colour !== 'transparent' && !colour.startsWith('rgba(0, 0, 0, 0)')) return colour;
    }
    return 'rgb(255, 255, 255)';
  });
}

test.describe('right to left', () => {
  for (const [language, catalog, prefix, way] of [
    ['en', en, '', 'right'],
    ['ar', ar, '/ar', 'left'],
  ] as const) {
    test(`the order-status tabs’ scroll arrows each point the way they scroll (${language})`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const shopper = await shopperSpeaking(page, language);
      await openSignedIn(page, shopper, `${prefix}/orders`);
      const tabs = page.getByRole('tablist', { name: catalog['orders.page.tabs'] });
      await expect(tabs.getByRole('tab')).toHaveCount(6);
      // Scrolled to the middle, both buttons show.
      await page.getByRole('tab', { name: catalog['orders.status.shipped'] }).evaluate((tab) => {
        tab.scrollIntoView({ inline: 'center' });
      });
      const buttons = page.locator('.MuiTabs-scrollButtons:not(.Mui-disabled)');
      await expect(buttons).toHaveCount(2);
      const shown = await Promise.all(
        [0, 1].map(async (index) => ({
          x: (await buttons.nth(index).boundingBox())?.x ?? 0,
          points: await pointing(buttons.nth(index).locator('svg')),
        })),
      );
      // Each points outwards, to the tabs hidden past its own edge.
      expect(shown.sort((a, b) => a.x - b.x).map((button) => button.points)).toEqual(['left', 'right']);
    });

    test(`the order page’s breadcrumb chevron points from the parent to this page, the way one reads (${language})`, async ({
      page,
    }) => {
      const shopper = await shopperSpeaking(page, language);
      const add = await page.request.post('/api/cart/add', {
        headers: authHeaders(shopper),
        data: { sku: 'SF1-MATTEBLACK', quantity: 1 },
      });
      expect(add.status()).toBe(200);
      const orderId = await checkoutViaApi(page.request, shopper);
      await openSignedIn(page, shopper, `${prefix}/orders/${orderId}`);
      const trail = page.getByRole('navigation', { name: catalog['product.breadcrumb'] });
      const parent = await trail.getByRole('link', { name: catalog['orders.page.title'] }).boundingBox();
      const here = await trail.getByText(catalog['orderDetail.breadcrumb']).boundingBox();
      // The parent comes first in reading order, and the chevron points on to this page.
      expect(way === 'right' ? here!.x > parent!.x : here!.x < parent!.x).toBe(true);
      expect(await pointing(trail.locator('.MuiBreadcrumbs-separator svg'))).toBe(way);
    });
  }
});

test.describe('keyboard focus', () => {
  for (const [language, catalog, prefix] of [
    ['en', en, ''],
    ['ar', ar, '/ar'],
  ] as const) {
    for (const width of [1366, 390]) {
      test(`a focused text field's border is at least 2 px and 3:1 against what it sits on (${language}, ${width} px)`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${prefix}/auth/login`);
        await untilScreenHydrated(page);
        const email = page.getByRole('textbox', { name: catalog['auth.login.email'] });
        await email.focus();
        // The outline is drawn by the fieldset beside the input, as MUI's TextField draws it.
        const outline = email.locator('xpath=following-sibling::fieldset[1]');
        const border = await outline.evaluate((fieldset) => {
          const style = getComputedStyle(fieldset);
          return { colour: style.borderTopColor, width: parseFloat(style.borderTopWidth) };
        });
        expect(border.width).toBeGreaterThanOrEqual(2);
        expect(contrast(border.colour, await backgroundBehind(outline))).toBeGreaterThanOrEqual(3);
        const label = page.locator('label', { hasText: catalog['auth.login.email'] });
        const labelColour = await label.evaluate((element) => getComputedStyle(element).color);
        expect(contrast(labelColour, await backgroundBehind(label))).toBeGreaterThanOrEqual(4.5);
      });
    }
  }

  test('the header’s category select shows a ring of 3:1 on its light grey', async ({ page }) => {
    await page.goto('/products');
    await untilScreenHydrated(page);
    const select = page.getByRole('combobox', { name: en['search.category'] });
    // The first sign of use swaps the plain form for the suggesting one (and hands it the focus): let that
    // happen first, so the Tab presses below land on the select that stays.
    await page.getByRole('search').hover();
    await expect(page.locator('input[aria-autocomplete="list"]')).toHaveCount(1);
    // By keyboard, as :focus-visible asks.
    for (
      let presses = 0;
      presses < 15 && !(await select.evaluate((element) => element === document.activeElement));
      presses++
    ) {
      await page.keyboard.press('Tab');
    }
    const ring = await select.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        keyboardFocus: element.matches(':focus-visible'),
        colour: style.outlineColor,
        width: parseFloat(style.outlineWidth),
        background: style.backgroundColor,
      };
    });
    expect(ring.keyboardFocus).toBe(true);
    expect(ring.width).toBeGreaterThanOrEqual(2);
    expect(contrast(ring.colour, ring.background)).toBeGreaterThanOrEqual(3);
  });
});
