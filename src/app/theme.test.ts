import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FOCUS_RING_COLOUR, shopColors, theme, themeFor } from './theme';

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
    ['app', 'features', 'browser-kit'].flatMap((root) =>
      componentFiles(path.join(src, root)).flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/'shop\.([A-Za-z]+)'/g)].map((match) => match[1] ?? ''),
      ),
    ),
  );
  expect(named.size).toBeGreaterThan(10);
  const unknown = [...named].filter((name) => !(name in shopColors));
  expect(unknown).toEqual([]);
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

/** The light surfaces fields and controls sit on: cards and dialogs (paper) and the page itself. */
const LIGHT_SURFACES = [theme.palette.background.paper, theme.palette.background.default];

/** Width and colour of a CSS outline like '3px solid #0f1111'. */
function outlineOf(style: unknown): { width: number; colour: string } {
  const match = /^(\d+)px solid (#[0-9a-f]{6})$/i.exec(String((style as { outline?: unknown } | undefined)?.outline));
  if (!match) throw new Error(`not an outline: ${JSON.stringify(style)}`);
  return { width: Number(match[1]), colour: match[2] ?? '' };
}

test('keyboard focus shows a ring of at least 2 px and 3:1 against the light surfaces and the yellow buttons', () => {
  const overrides = (name: 'MuiButtonBase' | 'MuiLink' | 'MuiRating') =>
    theme.components?.[name]?.styleOverrides?.root as Record<string, unknown>;
  const rings = [
    overrides('MuiButtonBase')['&.Mui-focusVisible'],
    overrides('MuiLink')['&:focus-visible'],
    overrides('MuiRating')['&.Mui-focusVisible .MuiRating-iconActive'],
  ].map(outlineOf);
  for (const ring of rings) {
    expect(ring.colour).toBe(FOCUS_RING_COLOUR);
    expect(ring.width).toBeGreaterThanOrEqual(2);
    for (const surface of [...LIGHT_SURFACES, theme.palette.primary.main]) {
      expect(contrast(ring.colour, surface)).toBeGreaterThanOrEqual(3);
    }
  }
});

test('a focused text field’s 2 px border reaches 3:1 and its label 4.5:1 on both light surfaces', () => {
  // MUI paints a focused field's 2 px border and its label in palette[color].main, `color` defaulting to primary.
  for (const component of ['MuiTextField', 'MuiFormControl'] as const) {
    const colour = theme.components?.[component]?.defaultProps?.color ?? 'primary';
    const focus = theme.palette[colour].main;
    for (const surface of LIGHT_SURFACES) {
      expect(contrast(focus, surface)).toBeGreaterThanOrEqual(4.5);
    }
  }
});

test('the shop themes use no CSS variables or colour schemes (the browser bundle has MUI build them without)', () => {
  // webpack.config.ts gives the shop's bundle createThemeNoVars and ThemeProviderNoVars in place of MUI's
  // createTheme and ThemeProvider: the same theme and provider exactly when no theme asks for either.
  for (const locale of ['en', 'ar'] as const)
    for (const viewport of [undefined, 'phone', 'desktop'] as const) {
      const made = themeFor(locale, viewport);
      expect('colorSchemes' in made).toBe(false);
      expect('vars' in made).toBe(false);
      expect('cssVariables' in made).toBe(false);
    }
});
