import { Badge } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { themeFor } from '../../../app/theme';
import { cascade, emotionClass, recordEmotionRules } from '../../../test/emotion-cascade';
import { FilterCount } from './FilterCount';

const rules = recordEmotionRules();
const theme = themeFor('en');

/** The markup (without classes) and the declarations the root and its badge get, the badge in the given state. */
function drawn(ui: ReactElement, badgeState: string[] = []) {
  const { container, unmount } = render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
  const root = container.firstElementChild!;
  const badge = root.lastElementChild!;
  const look = (element: Element, matches: string[]) =>
    cascade(rules, emotionClass(element), { matches, hoverCapable: false, width: 390 });
  const result = {
    markup: root.outerHTML.replace(/ class="[^"]*"/g, ''),
    root: look(root, []),
    badge: look(badge, badgeState),
  };
  unmount();
  return result;
}

/** MUI's Badge as the list's phone Filters button drew it, its badge moved out by a descendant rule. */
function muiBadge(count: number) {
  const mui = drawn(
    <Badge badgeContent={count} color="secondary" sx={{ '& .MuiBadge-badge': { right: -14 } }}>
      Filters
    </Badge>,
    count === 0 ? ['.MuiBadge-invisible'] : [],
  );
  return { ...mui, badge: { ...mui.badge, right: '-14px' } };
}

test('draws the number of filters in use as MUI’s Badge does', () => {
  const lean = drawn(<FilterCount label="Filters" count={3} />);
  expect(lean.markup).toBe('<span>Filters<span>3</span></span>');
  expect(lean).toEqual(muiBadge(3));
});

test('with no filter in use, shrinks the badge away as MUI’s Badge does', () => {
  expect(drawn(<FilterCount label="Filters" count={0} />)).toEqual(muiBadge(0));
});
