import { Container, Divider, Paper } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { themeFor } from '../../app/theme';
import { cascade, emotionClass, recordEmotionRules } from '../../test/emotion-cascade';
import { LeanContainer } from './LeanContainer';
import { LeanDivider } from './LeanDivider';
import { LeanPaper } from './LeanPaper';
import { sxRule } from './theme-styles';

const rules = recordEmotionRules();
const theme = themeFor('en');

/** The element's markup (without its class) and the declarations it gets on a phone, a tablet, a laptop and a wide screen. */
function drawn(ui: ReactElement) {
  const { container, unmount } = render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
  const element = container.firstElementChild!;
  const result = {
    markup: element.outerHTML.replace(/ class="[^"]*"/, ''),
    looks: [390, 700, 1366, 1600].map((width) =>
      cascade(rules, emotionClass(element), { matches: [], hoverCapable: width > 400, width }),
    ),
  };
  unmount();
  return result;
}

test('LeanPaper draws what `<Paper variant="outlined">` draws, as the element it stands for, its sx over it', () => {
  const sx = { width: { xs: '100%', md: 250 }, px: 2, py: { xs: 1, md: 0.5 } };
  const lean = drawn(
    <LeanPaper as="aside" aria-label="Filters" look={sxRule(theme, sx)}>
      Brands
    </LeanPaper>,
  );
  expect(lean.markup).toBe('<aside aria-label="Filters">Brands</aside>');
  expect(lean).toEqual(
    drawn(
      <Paper component="aside" aria-label="Filters" variant="outlined" sx={sx}>
        Brands
      </Paper>,
    ),
  );
  expect(drawn(<LeanPaper role="alert">Failed</LeanPaper>)).toEqual(
    drawn(
      <Paper role="alert" variant="outlined">
        Failed
      </Paper>,
    ),
  );
});

test('LeanContainer draws what `<Container maxWidth="xl">` and `<Container>` draw, its sx over it', () => {
  const sx = { py: { xs: 2, md: 3 } };
  const lean = drawn(<LeanContainer look={sxRule(theme, sx)}>Products</LeanContainer>);
  expect(lean.markup).toBe('<div>Products</div>');
  expect(lean).toEqual(
    drawn(
      <Container maxWidth="xl" sx={sx}>
        Products
      </Container>,
    ),
  );
  // Container's own default width, with the attributes a loading column carries.
  const narrow = drawn(
    <LeanContainer maxWidth="lg" role="status" aria-label="Loading product">
      Loading
    </LeanContainer>,
  );
  expect(narrow.markup).toBe('<div role="status" aria-label="Loading product">Loading</div>');
  expect(narrow).toEqual(
    drawn(
      <Container role="status" aria-label="Loading product">
        Loading
      </Container>,
    ),
  );
});

test('LeanDivider draws the rule `<Divider />` draws, and its sx over it', () => {
  expect(drawn(<LeanDivider />)).toEqual(drawn(<Divider />));
  expect(drawn(<LeanDivider />).markup).toBe('<hr>');
  const sx = { my: 1.5 };
  expect(drawn(<LeanDivider look={sxRule(theme, sx)} />)).toEqual(drawn(<Divider sx={sx} />));
});
