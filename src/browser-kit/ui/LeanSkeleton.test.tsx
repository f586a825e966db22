import { Skeleton } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { themeFor } from '../../app/theme';
import { cascade, emotionClass, recordEmotionRules } from '../../test/emotion-cascade';
import { LeanSkeleton } from './LeanSkeleton';
import { sxRule } from './theme-styles';

const rules = recordEmotionRules();
const theme = themeFor('en');

/** The shape's markup (without its class), the declarations it and its `::before` get, and its keyframes. */
function drawn(ui: ReactElement) {
  const { container, unmount } = render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
  const element = container.firstElementChild!;
  const look = (pseudoElement: string) =>
    cascade(rules, emotionClass(element), { matches: [], hoverCapable: true, width: 1366 }, pseudoElement);
  const animation = look('').animation ?? '';
  const result = {
    markup: element.outerHTML.replace(/ class="[^"]*"/, ''),
    look: look(''),
    // An empty text shape's non-breaking space (stylis writes `:empty:before`, which the cascade reads as two states).
    before: cascade(rules, emotionClass(element), { matches: [':empty', ':before'], hoverCapable: true, width: 1366 })
      .content,
    keyframes: rules.find((rule) => rule.startsWith(`@keyframes ${animation.split(' ')[0]}`)),
  };
  unmount();
  return result;
}

test.each([
  ['text', {}],
  ['text', { width: '70%' }],
  ['text', { width: '90%', 'aria-hidden': true }],
  ['rectangular', {}],
  ['rounded', { height: 32 }],
] as const)('draws a %s shape %j as MUI’s Skeleton does', (variant, size) => {
  const lean = drawn(<LeanSkeleton variant={variant} {...size} />);
  expect(lean.keyframes).toMatch(/opacity:0\.4/);
  expect(lean.before).toBe(variant === 'text' ? '"\\00a0"' : undefined);
  expect(lean).toEqual(drawn(<Skeleton variant={variant} {...size} />));
});

test('takes a look over it as Skeleton takes its sx', () => {
  const sx = { aspectRatio: '1 / 1', height: 'auto' };
  expect(drawn(<LeanSkeleton variant="rectangular" look={sxRule(theme, sx)} />)).toEqual(
    drawn(<Skeleton variant="rectangular" sx={sx} />),
  );
});
