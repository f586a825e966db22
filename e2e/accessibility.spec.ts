import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/** axe on a screen once its content is in; only serious and critical violations fail the test. */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
}

const screens: [string, string, (page: Page) => Promise<void>][] = [
  [
    'home',
    '/',
    async (page) => {
      await expect(page.getByRole('region', { name: 'Top Deals' }).getByRole('listitem')).toHaveCount(8);
      await expect(page.getByRole('region', { name: 'Best in Electronics' }).locator('img')).toHaveCount(4);
    },
  ],
  [
    'product list',
    '/products?category=electronics&rating=3',
    async (page) => {
      await expect(page.getByRole('region', { name: 'Results' }).getByRole('article').first()).toBeVisible();
    },
  ],
  [
    'product detail',
    '/product/1',
    async (page) => {
      await expect(page.getByRole('region', { name: 'Related products' }).getByRole('link')).toHaveCount(6);
    },
  ],
  [
    'help (Arabic)',
    '/ar/help',
    async (page) => {
      await expect(page.getByRole('region', { name: 'تواصل معنا' }).getByRole('link')).toHaveAttribute(
        'href',
        /^mailto:/,
      );
    },
  ],
];

for (const [name, path, ready] of screens) {
  test(`axe finds no serious or critical violation on ${name}`, async ({ page }) => {
    await page.goto(path);
    await ready(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('axe finds no serious or critical violation on the product list with the drawer open', async ({ page }) => {
    await page.goto('/products');
    await expect(page.getByRole('region', { name: 'Results' }).getByRole('article').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'All menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Shop menu' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

/**
 * WCAG 2.2 target size: every link, button and control that stands on its own is at least 24 × 24 CSS
 * px. Links inside a sentence are exempt (the rule's inline exception).
 */
async function smallTargets(page: Page) {
  return page.evaluate(() => {
    const targets = document.querySelectorAll<HTMLElement>(
      'a[href], button, [role="button"], [role="tab"], [role="checkbox"], [role="radio"], select, input:not([type="hidden"])',
    );
    return [...targets]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        if (getComputedStyle(element).visibility === 'hidden') return false;
        // A visually hidden input is covered by its visible control (MUI checkboxes, radios, ratings).
        if (element instanceof HTMLInputElement && Number(getComputedStyle(element).opacity) === 0) return false;
        if (element.closest('p') && element.tagName === 'A') return false;
        return box.width < 24 || box.height < 24;
      })
      .map((element) => {
        const box = element.getBoundingClientRect();
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
        return `${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`;
      });
  });
}

for (const width of [1366, 390]) {
  test(`every tap target is at least 24 × 24 px at ${width} px (home, list, product)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const [path, ready] of [
      ['/', page.getByRole('region', { name: 'Top Deals' }).getByRole('listitem').first()],
      ['/products', page.getByRole('region', { name: 'Results' }).getByRole('article').first()],
      ['/product/1', page.getByRole('region', { name: 'Related products' }).getByRole('link').first()],
    ] as const) {
      await page.goto(path);
      await expect(ready).toBeVisible();
      expect({ path, small: await smallTargets(page) }).toEqual({ path, small: [] });
    }
  });
}
