import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { shopColors, theme } from './theme';

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
