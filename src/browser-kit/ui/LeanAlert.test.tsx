/** @jsxImportSource @emotion/react */
import { Alert } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { themeFor } from '../../app/theme';
import { cascade, emotionClass, recordEmotionRules } from '../../test/emotion-cascade';
import { ERROR_ICON, INFO_ICON, SUCCESS_ICON, WARNING_ICON } from './alert-icons';
import { LeanAlert } from './LeanAlert';
import { sxRule } from './theme-styles';

const rules = recordEmotionRules();
const theme = themeFor('ar');
const atRest = { matches: [], hoverCapable: true, width: 1366 };

/**
 * The declarations an element inside the alert gets: the rules written for its own class, and those the alert's
 * class writes for a class it has (MUI's `.css-root .MuiAlert-icon`, which colours the icon), read as what they are
 * to it, rules for its own class when it has that class, and more specific than its own.
 */
function lookInside(root: Element, element: Element) {
  const own = emotionClass(element);
  const named = Array.from(element.classList).filter((name) => !name.startsWith('css-'));
  const fromRoot = rules.map((rule) =>
    named.reduce((text, name) => text.split(`.${emotionClass(root)} .${name}`).join(`.${own}.${name}`), rule),
  );
  return cascade(fromRoot, own, { ...atRest, matches: named.map((name) => `.${name}`) });
}

/** The selectors the alert's class writes for elements inside it (`.MuiAlert-icon`): none but those lookInside reads. */
function insideSelectors(root: Element) {
  const prefix = `.${emotionClass(root)} `;
  return rules.flatMap((rule) =>
    Array.from(rule.matchAll(/([^{}]+)\{/g), ([, selectors = '']) => selectors.split(','))
      .flat()
      .map((selector) => selector.trim())
      .filter((selector) => selector.startsWith(prefix))
      .map((selector) => selector.slice(prefix.length)),
  );
}

/**
 * The alert's markup (without classes, Paper's shadow variable and the icon's development-only test id) and the
 * declarations its root, its icon's box, the icon's svg and its message get.
 */
function drawn(ui: ReactElement) {
  const { container, unmount } = render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
  const root = container.firstElementChild!;
  const message = root.lastElementChild!;
  const iconBox = root.children.length > 1 ? root.firstElementChild! : undefined;
  const result = {
    markup: root.outerHTML
      .replace(/ class="[^"]*"/g, '')
      .replace(/ style="--Paper-shadow: none;"/, '')
      .replace(/ data-testid="\w+Icon"/, ''),
    root: cascade(rules, emotionClass(root), atRest),
    ...(iconBox && {
      iconBox: lookInside(root, iconBox),
      svg: lookInside(root, iconBox.firstElementChild!),
      inside: insideSelectors(root),
    }),
    message: lookInside(root, message),
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

const DEFAULT_ICON = { info: INFO_ICON, success: SUCCESS_ICON, warning: WARNING_ICON, error: ERROR_ICON } as const;

it.each(['info', 'success', 'warning', 'error'] as const)(
  'draws the %s alert MUI’s Alert draws with its default icon, its sx over it',
  (severity) => {
    const sx = { py: 0 };
    const lean = drawn(
      <LeanAlert severity={severity} icon={DEFAULT_ICON[severity]} look={sxRule(theme, sx)}>
        We do not deliver to <strong>Egypt</strong>
      </LeanAlert>,
    );
    const mui = drawn(
      <Alert severity={severity} sx={sx}>
        We do not deliver to <strong>Egypt</strong>
      </Alert>,
    );
    expect(lean.markup).toMatch(
      /^<div role="alert"><div><svg focusable="false" aria-hidden="true" viewBox="0 0 24 24"><path d="[^"]+"><\/path><\/svg><\/div><div>We do not deliver to <strong>Egypt<\/strong><\/div><\/div>$/,
    );
    // MUI's root colours its icon box from outside; the lean box is coloured by its own rule, and nothing is written for
    // elements inside the lean alert.
    expect(mui.inside).toEqual(['.MuiAlert-icon']);
    expect(mui.iconBox).toMatchObject({ 'margin-right': '12px', color: theme.palette[severity].main });
    expect(lean).toEqual({ ...mui, root: withoutPaperLayers(mui.root), inside: [] });
  },
);
