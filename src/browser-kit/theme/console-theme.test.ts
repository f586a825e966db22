import { consoleTheme } from './console-theme';

/**
 * The console's theme comes from the shop's theme kit (theme-kit.ts): the page's direction, sentence-case
 * flat buttons, and the kit's keyboard focus ring drawn in the console's own text colour.
 */
describe("the console's theme", () => {
  test.each(['ltr', 'rtl'] as const)('follows the page’s direction (%s), made once', (direction) => {
    expect(consoleTheme(direction).direction).toBe(direction);
    expect(consoleTheme(direction)).toBe(consoleTheme(direction));
  });

  test("rings focused controls and links in its own text colour, with the kit's white gap", () => {
    const theme = consoleTheme('ltr');
    const ring = {
      outline: `3px solid ${theme.palette.text.primary}`,
      outlineOffset: 2,
      boxShadow: '0 0 0 2px #ffffff',
    };
    const root = (name: 'MuiButtonBase' | 'MuiLink') =>
      theme.components?.[name]?.styleOverrides?.root as Record<string, unknown>;
    expect(root('MuiButtonBase')['&.Mui-focusVisible']).toEqual(ring);
    expect(root('MuiLink')['&:focus-visible']).toEqual(ring);
    expect(theme.palette.text.primary).toBe('#0f172a');
  });

  test('keeps its own look: slate and blue, flat sentence-case buttons, smaller corners than the shop', () => {
    const theme = consoleTheme('rtl');
    expect(theme.palette.primary.main).toBe('#1d4ed8');
    expect(theme.shape.borderRadius).toBe(6);
    expect(theme.typography.button).toMatchObject({ textTransform: 'none', fontWeight: 600 });
    expect(theme.components?.MuiButton?.defaultProps).toEqual({ disableElevation: true });
  });
});
