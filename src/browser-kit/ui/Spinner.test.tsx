import { CircularProgress } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { themeFor } from '../../app/theme';
import { cascade, emotionClass, recordEmotionRules } from '../../test/emotion-cascade';
import { Spinner } from './Spinner';

const rules = recordEmotionRules();
const theme = themeFor('en');

/**
 * What each of the spinner's three elements (its box, the svg, the circle) gets: the declarations of its class and
 * of its `style` together, with the keyframes' names left out (Emotion names each copy), and the markup's attributes.
 */
function drawn(ui: ReactElement) {
  const { container, unmount } = render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
  const root = container.firstElementChild as HTMLElement;
  const elements = [root, root.querySelector('svg')!, root.querySelector('circle')!] as HTMLElement[];
  const result = elements.map((element) => {
    const declarations: Record<string, string> = {
      ...cascade(rules, emotionClass(element), { matches: [], hoverCapable: true, width: 1366 }),
    };
    for (const name of Array.from(element.style)) declarations[name] = element.style.getPropertyValue(name);
    const attributes = Object.fromEntries(
      Array.from(element.attributes)
        .filter((attribute) => attribute.name !== 'class' && attribute.name !== 'style')
        .map((attribute) => [attribute.name, attribute.value]),
    );
    return {
      attributes,
      declarations: Object.fromEntries(
        Object.entries(declarations).map(([property, value]) => [
          property,
          value.replace(/animation-[\w-]+/g, 'keyframes').replace(/ 0ms$/, ''),
        ]),
      ),
    };
  });
  unmount();
  return result;
}

test.each([
  [18, 'inherit'],
  [20, 'primary'],
  [40, 'secondary'],
] as const)('Spinner draws what an indeterminate `<CircularProgress size={%d} color="%s">` draws', (size, tone) => {
  expect(drawn(<Spinner size={size} tone={tone} />)).toEqual(
    drawn(<CircularProgress size={size} color={tone} aria-hidden />),
  );
});

test('a labelled Spinner is a progressbar named by its label, as CircularProgress with an aria-label', () => {
  const lean = drawn(<Spinner size={40} tone="primary" label="Loading cart..." />);
  expect(lean[0]?.attributes).toEqual({ role: 'progressbar', 'aria-label': 'Loading cart...' });
  expect(lean).toEqual(drawn(<CircularProgress aria-label="Loading cart..." />));
});
