/** @jsxImportSource @emotion/react */
import { Paper } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { themeFor } from '../../app/theme';
import { cascade, emotionClass, recordEmotionRules } from '../../test/emotion-cascade';
import { raisedPaperLook } from './raised-paper-look';
import { sxRule } from './theme-styles';

const rules = recordEmotionRules();

/**
 * The declarations the element gets on a phone and a laptop, with the custom properties its `style` sets
 * (Paper's `--Paper-shadow`) put in where its rules read them, and its markup without class and style.
 */
function drawn(ui: ReactElement, theme = themeFor('en')) {
  const { container, unmount } = render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
  const element = container.firstElementChild as HTMLElement;
  const properties = new Map<string, string>();
  for (const name of Array.from(element.style)) properties.set(name, element.style.getPropertyValue(name).trim());
  const looks = [390, 1366].map((width) =>
    Object.fromEntries(
      Object.entries(cascade(rules, emotionClass(element), { matches: [], hoverCapable: width > 400, width })).map(
        ([property, value]) => [
          property,
          value.replace(/var\((--[\w-]+)\)/g, (used, name: string) => properties.get(name) ?? 'none'),
        ],
      ),
    ),
  );
  const markup = element.outerHTML.replace(/ class="[^"]*"/, '').replace(/ style="[^"]*"/, '');
  unmount();
  return { markup, looks };
}

test.each([
  ['English', 'en'],
  ['Arabic', 'ar'],
] as const)(
  'raisedPaperLook draws what `<Paper elevation={8} square>` draws, with rules over it (%s)',
  (_, language) => {
    const theme = themeFor(language);
    const sx = { position: 'fixed', insetInline: 0, bottom: 0, zIndex: 'appBar', height: 72, px: 2 } as const;
    const lean = drawn(<aside css={sxRule(theme, sx, raisedPaperLook(theme, 8))}>Add to Cart</aside>, theme);
    expect(lean.markup).toBe('<aside>Add to Cart</aside>');
    expect(lean.looks[0]).toMatchObject({
      'box-shadow': theme.shadows[8],
      'background-color': theme.palette.background.paper,
    });
    expect(lean).toEqual(
      drawn(
        <Paper component="aside" elevation={8} square sx={sx}>
          Add to Cart
        </Paper>,
        theme,
      ),
    );
  },
);
