import { Breadcrumbs, Link } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { themeFor } from '../../app/theme';
import { cascade, emotionClass, recordEmotionRules } from '../../test/emotion-cascade';
import { LeanBreadcrumbs } from './LeanBreadcrumbs';
import { RouterLink } from './RouterLink';
import { sxRule } from './theme-styles';

const rules = recordEmotionRules();
const theme = themeFor('en');

/** The markup without classes, and the declarations the `nav`, its list and each separator get on a phone and a laptop. */
function drawn(ui: ReactElement) {
  const { container, unmount } = render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>{ui}</MemoryRouter>
    </ThemeProvider>,
  );
  const nav = container.firstElementChild!;
  const list = nav.firstElementChild!;
  const looks = (element: Element) =>
    [390, 1366].map((width) => cascade(rules, emotionClass(element), { matches: [], hoverCapable: true, width }));
  const result = {
    markup: nav.outerHTML.replace(/ class="[^"]*"/g, ''),
    nav: looks(nav),
    list: looks(list),
    separators: Array.from(list.querySelectorAll('li[aria-hidden]')).map(looks),
  };
  unmount();
  return result;
}

test('LeanBreadcrumbs draws what MUI’s Breadcrumbs draws: the nav, the list, the steps and the separators between', () => {
  const sx = { fontSize: 14, '& ol': { flexWrap: 'wrap' } };
  const steps = [
    <span key="home">Home</span>,
    <span key="products">Products</span>,
    <span key="here" aria-current="page">
      Headphones
    </span>,
  ];
  const lean = drawn(
    <LeanBreadcrumbs label="Breadcrumb" look={sxRule(theme, sx)}>
      {steps}
    </LeanBreadcrumbs>,
  );
  expect(lean.separators).toHaveLength(2);
  expect(lean).toEqual(
    drawn(
      <Breadcrumbs aria-label="Breadcrumb" sx={sx}>
        {steps}
      </Breadcrumbs>,
    ),
  );
});

test('its steps may be router links drawn as Link draws them', () => {
  const lean = drawn(
    <LeanBreadcrumbs label="Breadcrumb">
      <RouterLink to="/">Home</RouterLink>
      <RouterLink to="/products">Products</RouterLink>
    </LeanBreadcrumbs>,
  );
  expect(lean.markup).toBe(
    '<nav aria-label="Breadcrumb"><ol><li><a href="/" data-discover="true">Home</a></li><li aria-hidden="true">/</li><li><a href="/products" data-discover="true">Products</a></li></ol></nav>',
  );
  expect(lean.markup).toBe(
    drawn(
      <Breadcrumbs aria-label="Breadcrumb">
        <Link component={RouterLink} to="/">
          Home
        </Link>
        <Link component={RouterLink} to="/products">
          Products
        </Link>
      </Breadcrumbs>,
    ).markup,
  );
});
