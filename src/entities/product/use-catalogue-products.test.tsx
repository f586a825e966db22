/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { testProduct } from '../../features/cart/test-support';
import { catalogueAnswers } from '../../test/catalogue-answers';
import { mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render';
import { useCatalogueProducts } from './use-catalogue-products';

const products = [1, 2, 3].map((id) => testProduct(id, { title: `Lamp ${id}` }));

/** Shows the titles of its ids once loaded; "More" adds a third id. */
function Titles() {
  const [ids, setIds] = useState(['2', '1', '2']);
  const { byId, isLoading } = useCatalogueProducts(ids);
  return (
    <>
      <p>{isLoading ? 'Loading' : [...byId.values()].map((product) => product.title).join(', ')}</p>
      <button type="button" onClick={() => setIds([...ids, '3'])}>
        More
      </button>
    </>
  );
}

const productReads = (api: ReturnType<typeof mockApi>) =>
  api.requests
    .filter((request) => request.path.startsWith('/catalog/products/'))
    .map((request) => `${request.path}${request.query.size ? `?${decodeURIComponent(String(request.query))}` : ''}`);

test('asks for the products no entry holds in one request, and later only for the new ones', async () => {
  const api = mockApi(catalogueAnswers(products));
  const { user } = renderRoute(<Titles />);
  expect(await screen.findByText('Lamp 1, Lamp 2')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'More' }));
  expect(await screen.findByText('Lamp 1, Lamp 2, Lamp 3')).toBeInTheDocument();
  expect(productReads(api)).toEqual(['/catalog/products/by-id?ids=1,2', '/catalog/products/by-id?ids=3']);
});

test('when the batch fails (and its one retry), asks for each product on its own and shows them', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const api = mockApi({
    ...catalogueAnswers(products),
    'GET /catalog/products/by-id': { status: 503, body: { message: 'Service unavailable' } },
  });
  renderRoute(<Titles />);
  expect(await screen.findByText('Lamp 1, Lamp 2')).toBeInTheDocument();
  expect(productReads(api)).toEqual([
    '/catalog/products/by-id?ids=1,2',
    '/catalog/products/by-id?ids=1,2',
    '/catalog/products/1',
    '/catalog/products/2',
  ]);
});
