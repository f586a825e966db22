import { screen } from '@testing-library/react';
import { renderInEnglish as render } from '../../test/intl';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SearchForm } from './SearchForm';

function Landing() {
  const location = useLocation();
  return <p data-testid="landed">{`${location.pathname}${location.search}`}</p>;
}

function setup(start = '/') {
  render(
    <MemoryRouter initialEntries={[start]}>
      <SearchForm categories={['electronics', 'jewelery', "men's clothing", "women's clothing"]} />
      <Routes>
        <Route path="*" element={<Landing />} />
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe('SearchForm', () => {
  it('keeps submit disabled while the text is blank, spaces included', async () => {
    const user = setup();
    const submit = screen.getByRole('button', { name: 'Search' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Search products' }), '   ');
    expect(submit).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('landed')).toHaveTextContent(/^\/$/);
    await user.type(screen.getByRole('textbox', { name: 'Search products' }), 'x');
    expect(submit).toBeEnabled();
  });

  it('goes to /products?search={text} with All categories', async () => {
    const user = setup();
    await user.type(screen.getByRole('textbox', { name: 'Search products' }), '  wireless mouse ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('landed')).toHaveTextContent('/products?search=wireless+mouse');
  });

  it('adds the chosen category, and Enter submits too', async () => {
    const user = setup();
    expect(screen.getByRole('combobox', { name: 'Search in category' })).toHaveValue('');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Search in category' }), "men's clothing");
    await user.type(screen.getByRole('textbox', { name: 'Search products' }), 'jacket{Enter}');
    const landed = new URL(`http://shop${screen.getByTestId('landed').textContent ?? ''}`);
    expect(landed.pathname).toBe('/products');
    expect(Object.fromEntries(landed.searchParams)).toEqual({ search: 'jacket', category: "men's clothing" });
  });

  it('shows the current search on a results page', () => {
    setup('/products?search=ring&category=jewelery');
    expect(screen.getByRole('textbox', { name: 'Search products' })).toHaveValue('ring');
    expect(screen.getByRole('combobox', { name: 'Search in category' })).toHaveValue('jewelery');
  });
});
