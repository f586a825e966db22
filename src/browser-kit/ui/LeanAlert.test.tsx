/** @jsxImportSource @emotion/react */
import { Alert } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { themeFor } from '../../app/theme';
import { cascade, emotionClass, recordEmotionRules } from '../../test/emotion-cascade';
import { LeanAlert } from './LeanAlert';
import { sxRule } from './theme-styles';

const rules = recordEmotionRules();
const theme = themeFor('ar');
const atRest = { matches: [], hoverCapable: true, width: 1366 };

/** The alert's and its message's markup (without classes and Paper's shadow variable) and the declarations each gets. */
function drawn(ui: ReactElement) {
  const { container, unmount } = render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
  const root = container.firstElementChild!;
  const message = root.firstElementChild!;
  const look = (element: Element) => cascade(rules, emotionClass(element), atRest);
  const result = {
    markup: root.outerHTML.replace(/ class="[^"]*"/g, '').replace(/ style="--Paper-shadow: none;"/, ''),
    root: look(root),
    message: look(message),
  };
  unmount();
  return result;
}

/** Paper's shadow and overlay, which MUI's Alert sets to none and nothing. */
function withoutPaperLayers(declarations: Record<string, string>) {
  const { 'box-shadow': shadow, 'background-image': overlay, ...rest } = declarations;
  expect([shadow, overlay]).toEqual(['var(--Paper-shadow)', 'var(--Paper-overlay)']);
  return rest;
}

it.each(['info', 'warning'] as const)(
  'draws the %s alert MUI’s Alert draws without an icon, its sx over it',
  (severity) => {
    const sx = { mb: 2, fontSize: 15 };
    const lean = drawn(
      <LeanAlert severity={severity} look={sxRule(theme, sx)}>
        Showing results for <strong>headphones</strong>
      </LeanAlert>,
    );
    const mui = drawn(
      <Alert severity={severity} icon={false} sx={sx}>
        Showing results for <strong>headphones</strong>
      </Alert>,
    );
    expect(lean.markup).toBe('<div role="alert"><div>Showing results for <strong>headphones</strong></div></div>');
    expect(lean).toEqual({ ...mui, root: withoutPaperLayers(mui.root) });
  },
);
