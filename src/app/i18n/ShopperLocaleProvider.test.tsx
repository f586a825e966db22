/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { useShopperLocale } from '../../browser-kit/i18n/shopper-locale';
import { EARLY_INPUT_GLOBAL } from '../../universal/early-input';
import { mockApi, SETTLED_SHOP } from '../../test/mock-api';
import { EarlyInputReplay } from '../early-input';
import { createStore } from '../store';
import { ShopperLocaleProvider } from './ShopperLocaleProvider';

function ShownIn() {
  return <p>Prices in {useShopperLocale().currency}</p>;
}

/** A server-rendered page's providers: rendered in euros, while the browser's cookie names pounds sterling. */
function page(screenPart: ReactNode) {
  return (
    <Provider store={createStore()}>
      <ShopperLocaleProvider
        locale="en"
        currency="GBP"
        shipTo={{ country: 'EG', picked: false }}
        renderedFor={{ currency: 'EUR', shipTo: { country: 'EG', picked: false } }}
      >
        <ShownIn />
        {screenPart}
      </ShopperLocaleProvider>
    </Provider>
  );
}

beforeEach(() => {
  delete (window as unknown as Record<string, unknown>)[EARLY_INPUT_GLOBAL];
});

it('takes the currency the cookie names after the page was rendered only once the screen has hydrated', async () => {
  mockApi(SETTLED_SHOP);
  // The shell has hydrated; the screen (a lazy chunk on its way) has not.
  const { rerender } = render(page(null));
  await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
  // Handed down now, the new currency would reach the screen's server markup (React error 421).
  expect(screen.getByText('Prices in EUR')).toBeInTheDocument();

  rerender(page(<EarlyInputReplay />));
  expect(await screen.findByText('Prices in GBP')).toBeInTheDocument();
});

it('takes it at once on a page whose screen has hydrated already', async () => {
  mockApi(SETTLED_SHOP);
  render(page(<EarlyInputReplay />));
  expect(await screen.findByText('Prices in GBP')).toBeInTheDocument();
});
