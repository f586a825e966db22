import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FOCUS_RING_COLOUR, themeFor } from '../../app/theme';
import { ChoiceColumn, LabelledChoice } from './LabelledChoice';
import { keepEmotionRules } from '../../test/emotion-rules';

// This file asserts styles Emotion makes (src/test/emotion-rules.ts).
keepEmotionRules();

const BANDS = ['All', 'Under $50', 'Over $50'];

function Choices({ onBand }: { onBand: (band: string) => void }) {
  const [band, setBand] = useState('All');
  const [inStock, setInStock] = useState(false);
  return (
    <ThemeProvider theme={themeFor('en')}>
      <LabelledChoice
        type="checkbox"
        checked={inStock}
        onChange={(event) => setInStock(event.target.checked)}
        label="In stock only"
      />
      <ChoiceColumn role="radiogroup" aria-label="Price">
        {BANDS.map((name) => (
          <LabelledChoice
            key={name}
            type="radio"
            name="price"
            value={name}
            checked={band === name}
            onChange={() => {
              setBand(name);
              onBand(name);
            }}
            label={name}
          />
        ))}
      </ChoiceColumn>
    </ThemeProvider>
  );
}

/** The round control drawn around a choice's input. */
const controlOf = (input: HTMLElement) => input.parentElement as HTMLElement;

test('a checkbox is named by its label, toggles from a click on the label, and draws its state', async () => {
  const user = userEvent.setup();
  render(<Choices onBand={() => undefined} />);
  const box = screen.getByRole('checkbox', { name: 'In stock only' });
  const iconPath = () => controlOf(box).querySelector('svg path')?.getAttribute('d');
  const blank = iconPath();
  expect(box).not.toBeChecked();
  expect(getComputedStyle(controlOf(box)).color).toBe('rgb(86, 89, 89)');

  await user.click(screen.getByText('In stock only'));
  expect(box).toBeChecked();
  expect(iconPath()).not.toBe(blank);
  expect(getComputedStyle(controlOf(box)).color).toBe('rgb(255, 216, 20)');
});

test('radios form one named group, one chosen at a time, with its dot shown', async () => {
  const user = userEvent.setup();
  const chosen: string[] = [];
  render(<Choices onBand={(band) => chosen.push(band)} />);
  const group = screen.getByRole('radiogroup', { name: 'Price' });
  const radios = screen.getAllByRole('radio');
  expect(radios.every((radio) => group.contains(radio) && radio.getAttribute('name') === 'price')).toBe(true);
  const dotScale = (radio: HTMLElement) => getComputedStyle(controlOf(radio).querySelectorAll('svg')[1]!).transform;
  expect(dotScale(radios[0]!)).toBe('scale(1)');
  expect(dotScale(radios[1]!)).toBe('scale(0)');

  await user.click(screen.getByRole('radio', { name: 'Under $50' }));
  expect(chosen).toEqual(['Under $50']);
  expect(radios.map((radio) => (radio as HTMLInputElement).checked)).toEqual([false, true, false]);
  expect(dotScale(radios[1]!)).toBe('scale(1)');
  expect(dotScale(radios[0]!)).toBe('scale(0)');
});

test("keyboard focus draws the theme's focus ring around the control", () => {
  render(<Choices onBand={() => undefined} />);
  const rules = [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
    .join('\n');
  const control = controlOf(screen.getByRole('checkbox', { name: 'In stock only' }));
  const ownClass = [...control.classList].find((name) => name.startsWith('css-'));
  expect(rules).toContain(`.${ownClass}:has(> input:focus-visible) {outline: 3px solid ${FOCUS_RING_COLOUR};`);
  expect(rules).toContain(`.${ownClass}>input:focus-visible+* {outline: 3px solid ${FOCUS_RING_COLOUR};`);
});
