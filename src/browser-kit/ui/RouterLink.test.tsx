import { fireEvent, render, screen } from '@testing-library/react';
// The markup RouterLink must keep: React Router's own Link, here only to compare against.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { Link, MemoryRouter, useLocation } from 'react-router-dom';
import { RouterLink } from './RouterLink';

function Where() {
  const { pathname, search } = useLocation();
  return <output>{`${pathname}${search}`}</output>;
}

describe('RouterLink', () => {
  it("renders the very markup of React Router's Link, under a language's basename too", () => {
    const markup = (link: React.ReactNode) =>
      render(
        <MemoryRouter basename="/ar" initialEntries={['/ar/cart']}>
          {link}
        </MemoryRouter>,
      ).container.innerHTML;
    expect(
      markup(
        <RouterLink to="/products?deals=true" className="cta" aria-label="Deals">
          Deals
        </RouterLink>,
      ),
    ).toBe(
      markup(
        <Link to="/products?deals=true" className="cta" aria-label="Deals">
          Deals
        </Link>,
      ),
    );
  });

  it('follows a plain click in the app, and leaves a modified click to the browser', () => {
    const onClick = jest.fn();
    render(
      <MemoryRouter initialEntries={['/cart']}>
        <RouterLink to="/products?deals=true" onClick={onClick}>
          Deals
        </RouterLink>
        <Where />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Deals' }), { ctrlKey: true });
    expect(screen.getByRole('status')).toHaveTextContent('/cart');
    fireEvent.click(screen.getByRole('link', { name: 'Deals' }));
    expect(screen.getByRole('status')).toHaveTextContent('/products?deals=true');
    expect(onClick).toHaveBeenCalledTimes(2);
  });
});
