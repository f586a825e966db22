/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Review } from '../../../universal/contracts/reviews';
import type { Product } from '../../../universal/product';
import { mockApi } from '../../../test/mock-api';
import { renderRoute, testShopper } from '../../../test/render';
import WriteReviewPage from './WriteReviewPage';

const sneakers: Product = {
  id: 4,
  title: 'Trailhead Runner Sneakers',
  price: 89.5,
  description: 'Light trail shoes.',
  category: "men's clothing",
  image: '/catalog/images/4.svg',
  rating: { rate: 4.5, count: 226 },
};

const written: Review = {
  id: 'abc123abc123',
  productId: 4,
  stars: 4,
  title: 'Good grip',
  text: 'They hold on wet rocks and dry fast.',
  reviewer: 'Trail fan',
  verified: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

function renderForm(mine: { canReview: boolean; review: Review | null; hidden?: { reason: string } }) {
  const api = mockApi({
    'GET /catalog/products/4': { body: sneakers },
    'GET /api/products/4/reviews/mine': { body: mine },
    'PUT /api/products/4/reviews/mine': (request) => ({ body: { ...written, ...(request.body as object) } }),
    'DELETE /api/products/4/reviews/mine': { body: { canReview: true, review: null } },
  });
  const view = renderRoute(<WriteReviewPage />, {
    path: '/review/:productId',
    at: '/review/4',
    signedInAs: testShopper,
    routes: [{ path: '/product/:id', element: <p>Product page</p> }],
  });
  return { ...view, api };
}

test('names every missing or wrong field with the form messages, and sends nothing', async () => {
  const { user, api } = renderForm({ canReview: true, review: null });
  await user.type(await screen.findByRole('textbox', { name: 'Your review' }), 'Too short');
  await user.type(screen.getByRole('textbox', { name: 'Display name (optional)' }), '<b>me</b>');
  await user.click(screen.getByRole('button', { name: 'Submit review' }));
  expect(await screen.findByText('Choose from 1 to 5 stars')).toBeInTheDocument();
  expect(screen.getByText('Give your review a title')).toBeInTheDocument();
  expect(screen.getByText('Your review must be at least 20 characters')).toBeInTheDocument();
  expect(screen.getByText('Reviews are plain text: please remove the HTML tags')).toBeInTheDocument();
  expect(api.calls('PUT /api/products/4/reviews/mine')).toHaveLength(0);
});

test('a valid review is sent trimmed, thanked for, and the shopper is back on the product', async () => {
  const { user, api, router } = renderForm({ canReview: true, review: null });
  expect(await screen.findByText('Trailhead Runner Sneakers')).toBeInTheDocument();
  // Initials by default, from the signed-in shopper's name.
  expect(screen.getByText(/Leave it empty to show your initials/)).toBeInTheDocument();
  // MUI's Rating takes its value from the radio's change event (jsdom has no pointer geometry for a click).
  fireEvent.click(screen.getByRole('radio', { name: '5 stars out of 5' }));
  expect(screen.getByRole('radio', { name: '5 stars out of 5' })).toBeChecked();
  await user.type(screen.getByRole('textbox', { name: 'Title' }), '  Light and quick ');
  await user.type(
    screen.getByRole('textbox', { name: 'Your review' }),
    'Ran 20 km on them the first week, no blisters.',
  );
  await user.click(screen.getByRole('button', { name: 'Submit review' }));

  expect(await screen.findByText('Thank you! Your review is published.')).toBeInTheDocument();
  expect(api.calls('PUT /api/products/4/reviews/mine')[0]?.body).toEqual({
    stars: 5,
    title: 'Light and quick',
    text: 'Ran 20 km on them the first week, no blisters.',
    displayName: '',
  });
  await waitFor(() => expect(router.state.location.pathname).toBe('/product/4'));
});

test('an existing review is prefilled for editing, and can be deleted', async () => {
  const { user, api, router } = renderForm({ canReview: true, review: written });
  expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Good grip');
  expect(screen.getByRole('radio', { name: '4 stars out of 5' })).toBeChecked();
  expect(screen.getByRole('textbox', { name: 'Display name (optional)' })).toHaveValue('Trail fan');
  expect(screen.getByRole('button', { name: 'Update review' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Delete review' }));
  expect(await screen.findByText('Your review was deleted')).toBeInTheDocument();
  expect(api.calls('DELETE /api/products/4/reviews/mine')).toHaveLength(1);
  await waitFor(() => expect(router.state.location.pathname).toBe('/product/4'));
});

test('a shopper who has not received the product is told when they can review, and gets no form', async () => {
  renderForm({ canReview: false, review: null });
  expect(await screen.findByRole('status')).toHaveTextContent(
    'You can review this product once an order with it has been delivered to you.',
  );
  expect(screen.queryByRole('button', { name: 'Submit review' })).not.toBeInTheDocument();
});

test("a review the shop hid says so, with the shop's reason, above the form to edit it", async () => {
  renderForm({ canReview: true, review: written, hidden: { reason: 'It names a member of staff.' } });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Your review is hidden from the product page: It names a member of staff. You can edit it below.',
  );
  expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Good grip');
});
