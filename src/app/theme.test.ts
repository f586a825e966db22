import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FOCUS_RING_COLOUR, shopColors, theme } from './theme';

/** Every .tsx file of the client (components name colours by theme path, e.g. 'shop.border'). */
function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return componentFiles(full);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [full] : [];
  });
}

test('every shop colour a component names exists in the theme (an unknown path would paint nothing)', () => {
  const src = path.resolve(__dirname, '..');
  const named = new Set(
    ['app', 'features', 'shared'].flatMap((root) =>
      componentFiles(path.join(src, root)).flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/'shop\.([A-Za-z]+)'/g)].map((match) => match[1] ?? ''),
      ),
    ),
  );
  expect(named.size).toBeGreaterThan(10);
  const unknown = [...named].filter((name) => !(name in shopColors));
  expect(unknown).toEqual([]);
  expect(theme.palette.shop.border).toBe('#d5d9d9');
});

/** WCAG relative luminance and contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const c = parseInt(hex.slice(at, at + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

test('keyboard focus shows a ring of at least 3:1 against the page and the yellow buttons', () => {
  const ring = theme.components?.MuiButtonBase?.styleOverrides?.root as Record<string, { outline?: string }>;
  expect(ring['&.Mui-focusVisible']?.outline).toContain(FOCUS_RING_COLOUR);
  for (const surface of ['#ffffff', theme.palette.background.default, theme.palette.primary.main]) {
    expect(contrast(FOCUS_RING_COLOUR, surface)).toBeGreaterThanOrEqual(3);
  }
});
