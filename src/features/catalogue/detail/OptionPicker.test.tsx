/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import type { ProductOption } from '../../../universal/contracts/catalogue';
import arMessages from '../../../universal/i18n/messages/ar.json';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { tee } from '../../../test/variant-products';
import { OptionPicker, type ValueAvailability } from './OptionPicker';
import { keepEmotionRules } from '../../../test/emotion-rules';

// This file asserts styles Emotion makes (src/test/emotion-rules.ts).
keepEmotionRules();

const [colour, size] = tee.options as [ProductOption, ProductOption];

function Picker({
  option = size,
  standing = {},
  error,
}: {
  option?: ProductOption;
  standing?: Record<string, ValueAvailability>;
  error?: string;
}) {
  const [chosen, setChosen] = useState<string>();
  return (
    <OptionPicker
      option={option}
      chosen={chosen}
      availability={(value) => standing[value] ?? 'available'}
      onChoose={setChosen}
      error={error}
    />
  );
}

function show(ui: React.ReactElement, locale: 'en' | 'ar' = 'en') {
  mockApi({});
  return renderRoute(ui, locale === 'ar' ? { locale, messages: arMessages } : {});
}

const radio = (name: string | RegExp) => screen.getByRole('radio', { name });
const checkedValues = () =>
  screen
    .getAllByRole('radio')
    .filter((element) => element.getAttribute('aria-checked') === 'true')
    .map((element) => element.textContent);

/** Presses each key in turn: after it, its value is the focused radio and the group's one checked value. */
async function walk(user: UserEvent, steps: ReadonlyArray<readonly [key: string, value: string]>) {
  for (const [key, value] of steps) {
    await user.keyboard(`{${key}}`);
    expect(radio(value)).toHaveFocus();
    expect(checkedValues()).toEqual([value]);
  }
}

describe('OptionPicker is a radio group', () => {
  it('named by its option, one radio a value, none checked at first, the first the only tab stop', () => {
    show(<Picker />);
    const group = screen.getByRole('radiogroup', { name: 'Size' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((element) => element.textContent)).toEqual(['S', 'M', 'L']);
    expect(radios.map((element) => element.getAttribute('aria-checked'))).toEqual(['false', 'false', 'false']);
    expect(radios.map((element) => element.tabIndex)).toEqual([0, -1, -1]);
  });

  it('a click checks the value, moves the tab stop to it and shows it beside the name', async () => {
    const { user } = show(<Picker />);
    await user.click(radio('M'));
    expect(checkedValues()).toEqual(['M']);
    expect(screen.getAllByRole('radio').map((element) => element.tabIndex)).toEqual([-1, 0, -1]);
    // The group keeps its name; the picked value is said by its radio and shown beside the name.
    expect(screen.getByRole('radiogroup', { name: 'Size' }).previousElementSibling).toHaveTextContent('Size: M');
  });

  it('Tab lands on the group once; arrows move and check, wrapping; Home and End go to the ends', async () => {
    const { user } = show(<Picker />);
    await user.tab();
    expect(radio('S')).toHaveFocus();
    expect(checkedValues()).toEqual([]);
    await walk(user, [
      ['ArrowRight', 'M'],
      ['ArrowDown', 'L'],
      ['ArrowRight', 'S'],
      ['ArrowLeft', 'L'],
      ['ArrowUp', 'M'],
      ['Home', 'S'],
      ['End', 'L'],
    ]);
    // One tab stop: Tab leaves the group.
    await user.tab();
    expect(document.body).toHaveFocus();
  });

  it('reads right to left in Arabic: the left arrow goes on to the next value, the right one back', async () => {
    const { user } = show(<Picker />, 'ar');
    await user.tab();
    await walk(user, [
      ['ArrowLeft', 'M'],
      ['ArrowRight', 'S'],
      ['ArrowDown', 'M'],
    ]);
  });

  it('shows each colour as its swatch and its name', () => {
    show(<Picker option={colour} />);
    const navy = radio('Navy');
    const swatch = navy.querySelector('[aria-hidden="true"]');
    expect(swatch).toHaveStyle({ backgroundColor: 'rgb(31, 42, 68)' });
    expect(radio('White')).toHaveTextContent('White');
  });
});

describe('OptionPicker marks what cannot be bought', () => {
  it('a value no variant has is struck through, aria-disabled and says "unavailable"; a sold-out one says so', () => {
    show(<Picker standing={{ M: 'sold-out', L: 'unavailable' }} />);
    const large = radio('L unavailable');
    expect(large).toHaveAttribute('aria-disabled', 'true');
    expect(within(large).getByText('L')).toHaveStyle({ textDecoration: 'line-through' });
    const medium = radio('M Sold out');
    expect(medium).not.toHaveAttribute('aria-disabled');
    expect(within(medium).getByText('M')).not.toHaveStyle({ textDecoration: 'line-through' });
    expect(radio('S')).not.toHaveAttribute('aria-disabled');
    expect(screen.getByText('unavailable')).toHaveStyle({ position: 'absolute', width: '1px' });
  });

  it('both can still be picked, to be seen', async () => {
    const { user } = show(<Picker standing={{ M: 'sold-out', L: 'unavailable' }} />);
    await user.click(radio(/^L/));
    expect(checkedValues()).toEqual(['L unavailable']);
    await user.keyboard('{ArrowLeft}');
    expect(checkedValues()).toEqual(['M Sold out']);
  });

  it('an open option that was asked for says so, and the group is described by it', () => {
    show(<Picker error="Please choose a Size" />);
    const group = screen.getByRole('radiogroup', { name: 'Size' });
    expect(group).toHaveAccessibleDescription('Please choose a Size');
    expect(group).toHaveAttribute('aria-invalid', 'true');
  });
});
