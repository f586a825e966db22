import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { NativeSelectField } from './NativeSelectField';
import { renderOnServer } from '../../test/render-on-server';

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
  const html = renderOnServer(<Sort />);
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
