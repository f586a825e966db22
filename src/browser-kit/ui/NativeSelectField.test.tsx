import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { NativeSelectField } from './NativeSelectField';

function Sort({ onSort }: { onSort?: (value: string) => void }) {
  const [value, setValue] = useState('featured');
  return (
    <NativeSelectField
      label="Sort by"
      value={value}
      onChange={(event) => {
        setValue(event.target.value);
        onSort?.(event.target.value);
      }}
    >
      <option value="featured">Featured</option>
      <option value="rating">Avg. Customer Review</option>
    </NativeSelectField>
  );
}

test('the server draws the label on the outline’s notch, as after hydration (no label moving on first paint)', () => {
  // jsdom has a window, so MUI's layout effects warn under renderToString here (not on the server): only that.
  const warnings = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const html = renderToString(<Sort />);
  const warned = warnings.mock.calls.map(([message]) => String(message));
  warnings.mockRestore();
  expect(warned.filter((message) => !message.includes('useLayoutEffect does nothing on the server'))).toEqual([]);
  expect(html).toMatch(/<label[^>]*data-shrink="true"/);
});

test('is the platform’s own select, named by its label, whose choice reaches the form', async () => {
  const chosen: string[] = [];
  render(<Sort onSort={(value) => chosen.push(value)} />);
  const select = screen.getByRole('combobox', { name: 'Sort by' });
  expect(select.tagName).toBe('SELECT');
  await userEvent.selectOptions(select, 'Avg. Customer Review');
  expect(chosen).toEqual(['rating']);
  expect(select).toHaveValue('rating');
});
