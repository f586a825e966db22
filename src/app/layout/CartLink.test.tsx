import { render as renderPlain, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { intlLocaleOf } from '../../universal/i18n/intl-locale';
import { catalogOf } from '../../test/catalogs';
import { LOCALES } from '../../universal/i18n/locale';
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

it('in every language, names the cart with the count its badge shows (WCAG 2.5.3, label in name)', () => {
  for (const locale of LOCALES) {
    const messages = catalogOf(locale) as Record<string, string>;
    for (const count of [0, 1, 2, 5, 11]) {
      const { unmount } = renderPlain(
        <IntlProvider locale={intlLocaleOf(locale)} messages={messages}>
          <MemoryRouter>
            <CartLink count={count} />
          </MemoryRouter>
        </IntlProvider>,
      );
      const name = screen.getByRole('link').getAttribute('aria-label') ?? '';
      expect(name.startsWith(messages['header.cart.text'] ?? 'missing')).toBe(true);
      expect(name).toContain(String(count));
      unmount();
    }
  }
});
