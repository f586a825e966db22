/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen, within } from '@testing-library/react';
import { mockApi } from '../../../test/mock-api';
import { renderRoute, testShopper } from '../../../test/render';
import { item, order } from '../test-fixtures';
import { showOrderPage } from './order-page-test-render';
import OrdersPage from './OrdersPage';

/** Two sizes of one shirt, and a line of an order placed before variants (no sku, no label). */
const shirtM = { ...item(33, 2), title: 'Harbour Tee', sku: 'SF33-NAVY-M', variantLabel: 'Navy / M' };
const shirtL = { ...item(33, 1), title: 'Harbour Tee', sku: 'SF33-NAVY-L', variantLabel: 'Navy / L' };
const lamp = { ...item(4, 1), title: 'Desk Lamp' };
const delivered = order('delivered', [shirtM, shirtL, lamp]);

test('Buy Again adds each line as the variant bought, and a line from before variants by its product', async () => {
  const api = mockApi({
    'GET /api/orders': { body: [delivered] },
    'GET /api/cart': { body: { items: [] } },
    'POST /api/cart/add': { body: { items: [] } },
  });
  const { user } = renderRoute(<OrdersPage />, { path: '/orders', signedInAs: testShopper });
  const card = await screen.findByRole('article');
  // The thumbnails name the variant: two sizes of one shirt are told apart.
  expect(within(card).getByRole('img', { name: 'Harbour Tee — Navy / M' })).toBeInTheDocument();
  expect(within(card).getByRole('img', { name: 'Harbour Tee — Navy / L' })).toBeInTheDocument();
  expect(within(card).getByRole('img', { name: 'Desk Lamp' })).toBeInTheDocument();

  await user.click(within(card).getByRole('button', { name: 'Buy Again' }));
  expect(await screen.findByText('Added 3 items to cart')).toBeInTheDocument();
  expect(api.calls('POST /api/cart/add').map((request) => request.body)).toEqual([
    { productId: '33', sku: 'SF33-NAVY-M', quantity: 2 },
    { productId: '33', sku: 'SF33-NAVY-L', quantity: 1 },
    { productId: '4', quantity: 1 },
  ]);
});

test("the order page shows each line's variant under its title", async () => {
  showOrderPage(delivered);
  const items = await screen.findByRole('region', { name: 'Items (3)' });
  const lines = within(items).getAllByRole('listitem');
  expect(within(lines[0] as HTMLElement).getByText('Navy / M')).toBeInTheDocument();
  expect(within(lines[1] as HTMLElement).getByText('Navy / L')).toBeInTheDocument();
  expect(lines[2]).toHaveTextContent(/^Desk LampQty: 1/);
});
