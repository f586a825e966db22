/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen, waitFor } from '@testing-library/react';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { QuickSearchForm } from './QuickSearchForm';

function setup() {
  mockApi({
    'GET /catalog/suggest': {
      body: {
        query: 'ring',
        categories: [],
        products: [{ id: 3, title: 'Aurelis Solitaire Ring', image: '/img/3.webp', price: 199, category: 'jewelery' }],
      },
    },
  });
  const view = renderRoute(<QuickSearchForm />, { path: '/*' });
  const landed = () => `${view.router.state.location.pathname}${view.router.state.location.search}`;
  return { ...view, landed };
}

describe("QuickSearchForm (the drawer's Quick Search)", () => {
  it('suggests as the header does, and a suggestion opens its product', async () => {
    const { user, landed } = setup();
    await user.type(screen.getByRole('combobox', { name: 'Search products' }), 'ring');
    await user.click(await screen.findByRole('option', { name: /Aurelis Solitaire Ring/ }));
    await waitFor(() => expect(landed()).toBe('/product/3'));
  });

  it('submits the words; blank words cannot be submitted', async () => {
    const { user, landed } = setup();
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
    await user.type(screen.getByRole('combobox', { name: 'Search products' }), 'ring{Enter}');
    await waitFor(() => expect(landed()).toBe('/products?search=ring'));
  });
});
