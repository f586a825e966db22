import { screen } from '@testing-library/react';
import { renderInEnglish as render } from '../../test/intl';
import { MemoryRouter } from 'react-router-dom';
import { CartLink } from './CartLink';

function renderCount(count: number) {
  render(
    <MemoryRouter>
      <CartLink count={count} />
    </MemoryRouter>,
  );
  return screen.getByRole('link', { name: /^Cart/ });
}

describe('CartLink', () => {
  it('shows the count up to 9', () => {
    const link = renderCount(9);
    expect(link).toHaveAttribute('href', '/cart');
    expect(link).toHaveAccessibleName('Cart, 9 items');
    expect(screen.getByTestId('cart-count')).toHaveTextContent(/^9$/);
  });

  it('caps the badge at 9+ above 9 while the name keeps the real count', () => {
    const link = renderCount(10);
    expect(screen.getByTestId('cart-count')).toHaveTextContent(/^9\+$/);
    expect(link).toHaveAccessibleName('Cart, 10 items');
  });

  it('reads 0 for an empty cart', () => {
    renderCount(0);
    expect(screen.getByTestId('cart-count')).toHaveTextContent(/^0$/);
  });
});
