/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen, within } from '@testing-library/react';
import { Money } from '../../browser-kit/ui/Money';
import { mockApi } from '../../test/mock-api';
import { renderRoute, testShopper } from '../../test/render';
import { loadPage } from '../i18n/page-navigation';
import { LanguagePicker } from './LanguagePicker';

jest.mock('../i18n/page-navigation', () => ({ loadPage: jest.fn() }));

const rates = { base: 'USD', rates: { EUR: 0.92, GBP: 0.79, EGP: 48.5 }, setAt: {} };
const profile = (language: string, currency: string) => ({
  ...testShopper,
  address: { street: '', city: '', state: '', zipCode: '', country: 'Egypt' },
  preferences: { emailNotifications: true, smsNotifications: false, currency, language },
});

function Screen() {
  return (
    <>
      <LanguagePicker />
      <p data-testid="price">
        <Money cents={10000} currency="USD" />
      </p>
    </>
  );
}

const cookieOf = (name: string) => new RegExp(`(?:^|; )${name}=([^;]*)`).exec(document.cookie)?.[1];

beforeEach(() => {
  document.cookie = 'lang=; Max-Age=0; Path=/';
  document.cookie = 'currency=; Max-Age=0; Path=/';
  jest.mocked(loadPage).mockClear();
});

describe('the header language and currency picker', () => {
  it('signed out: remembers a currency in the browser and shows prices in it, marked approximate', async () => {
    mockApi({ 'GET /catalog/rates': { body: rates } });
    const { user } = renderRoute(<Screen />, { path: '/cart' });
    expect(screen.getByTestId('price')).toHaveTextContent('$100.00');
    await user.click(screen.getByRole('button', { name: /language and currency$/ }));
    await user.click(await screen.findByRole('menuitemradio', { name: /EGP/ }));
    expect(cookieOf('currency')).toBe('EGP');
    // Its name starts with what it shows (WCAG 2.5.3, label in name).
    expect(screen.getByRole('button', { name: /language and currency$/ })).toHaveAccessibleName(
      'EN EGP, language and currency',
    );
    expect(await screen.findByText(/≈ EGP\s4,850\.00/)).toBeInTheDocument();
  });

  it('signed out: a language is remembered and the same page loads under its prefix', async () => {
    mockApi({});
    const { user } = renderRoute(<Screen />, { path: '/products', at: '/products?q=ring' });
    await user.click(screen.getByRole('button', { name: /language and currency$/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    await user.click(within(menu).getByRole('menuitemradio', { name: 'français' }));
    expect(cookieOf('lang')).toBe('fr');
    expect(loadPage).toHaveBeenCalledWith('/fr/products?q=ring');
  });

  it('signed in: the profile language wins over the page, and a new choice is saved to the profile', async () => {
    const api = mockApi({
      'GET /api/user/profile': { body: profile('ar', 'EGP') },
      'GET /catalog/rates': { body: rates },
      'PATCH /api/user/preferences': ({ body }) => ({
        body: { user: profile('ar', (body as { currency: string }).currency) },
      }),
    });
    const { user } = renderRoute(<Screen />, { path: '/orders', signedInAs: testShopper });
    expect(await screen.findByText(/≈ EGP/)).toBeInTheDocument();
    expect(loadPage).toHaveBeenCalledWith('/ar/orders');
    expect(cookieOf('lang')).toBe('ar');

    await user.click(screen.getByRole('button', { name: /language and currency$/ }));
    await user.click(await screen.findByRole('menuitemradio', { name: /GBP/ }));
    expect(await screen.findByText('≈ £79.00')).toBeInTheDocument();
    expect(api.calls('PATCH /api/user/preferences').map((call) => call.body)).toEqual([{ currency: 'GBP' }]);
    expect(loadPage).toHaveBeenCalledTimes(1);
  });
});
