import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { themeFor } from '../../app/theme';
import { RoundIconButton } from './RoundIconButton';
import { keepEmotionRules } from '../../test/emotion-rules';

// This file asserts styles Emotion makes (src/test/emotion-rules.ts).
keepEmotionRules();

const HEART = 'M12 2 2 22h20z';

function renderButton(props: Partial<Parameters<typeof RoundIconButton>[0]> = {}) {
  const onClick = jest.fn();
  render(
    <ThemeProvider theme={themeFor('en')}>
      <RoundIconButton label="Add Teapot to wishlist" icon={HEART} onClick={onClick} {...props} />
    </ThemeProvider>,
  );
  return { onClick, button: screen.getByRole('button', { name: 'Add Teapot to wishlist' }) };
}

test('is named by its label, says whether it is pressed, and answers a click', async () => {
  const { onClick, button } = renderButton({ pressed: true });
  expect(button).toHaveAttribute('aria-pressed', 'true');
  expect(button.querySelector('path')).toHaveAttribute('d', HEART);
  await userEvent.setup().click(button);
  expect(onClick).toHaveBeenCalledTimes(1);
});

/** '#cc0c39' as a computed style says it: 'rgb(204, 12, 57)'. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

test('draws its icon in the grey of MUI icon buttons, or in the tone asked', () => {
  const theme = themeFor('en');
  renderButton({ tone: 'deal' });
  const button = screen.getByRole('button');
  expect(getComputedStyle(button).color).toBe('rgba(0, 0, 0, 0.54)');
  expect(getComputedStyle(button.querySelector('svg')!).color).toBe(rgb(theme.palette.shop.deal));
});

test('a disabled button takes no click', async () => {
  const { onClick, button } = renderButton({ disabled: true });
  expect(button).toBeDisabled();
  await userEvent.setup({ pointerEventsCheck: 0 }).click(button);
  expect(onClick).not.toHaveBeenCalled();
});
