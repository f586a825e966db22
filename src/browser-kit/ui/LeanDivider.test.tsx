/** @jsxImportSource @emotion/react */
import { Divider } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { themeFor } from '../../app/theme';
import { cascade, emotionClass, recordEmotionRules } from '../../test/emotion-cascade';
import { LeanDivider } from './LeanDivider';
import { sxRule } from './theme-styles';

const rules = recordEmotionRules();
const theme = themeFor('en');

/** The rule's markup (without its class) and the declarations it gets, on a phone and a desktop. */
function drawn(ui: ReactElement) {
  const { container, unmount } = render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
  const element = container.firstElementChild!;
  const result = {
    markup: element.outerHTML.replace(/ class="[^"]*"/, ''),
    looks: [390, 1366].map((width) =>
      cascade(rules, emotionClass(element), { matches: [], hoverCapable: width > 400, width }),
    ),
  };
  unmount();
  return result;
}

test('draws the rule MUI’s Divider draws, and its sx over it', () => {
  expect(drawn(<LeanDivider />)).toEqual(drawn(<Divider />));
  expect(drawn(<LeanDivider />).markup).toBe('<hr>');
  const sx = { my: 1.5 };
  expect(drawn(<LeanDivider look={sxRule(theme, sx)} />)).toEqual(drawn(<Divider sx={sx} />));
});
