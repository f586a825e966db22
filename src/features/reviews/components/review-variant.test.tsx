/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen, within } from '@testing-library/react';
import type { Review, ReviewsPage } from '../../../universal/contracts/reviews';
import frMessages from '../../../universal/i18n/messages/fr.json';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { navyShirt } from '../../../test/variant-products';
import { ReviewsSection } from './ReviewsSection';

const review = (id: string, title: string, variant: Partial<Review>): Review => ({
  id,
  productId: 33,
  stars: 5,
  title,
  text: 'Comfortable and well made, would buy again.',
  reviewer: 'L. H.',
  verified: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...variant,
});

const page = (items: Review[]): ReviewsPage => ({
  rating: { rate: 5, count: items.length },
  histogram: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: stars === 5 ? items.length : 0 })),
  total: items.length,
  withoutBreakdown: 0,
  page: 1,
  pageSize: 10,
  items,
});

const reviews = [
  review('rev000000001', 'Fits well', { sku: 'SF33-NAVY-M', variantLabel: 'Navy / M' }),
  // A variant the catalogue no longer sells: the answer's own label.
  review('rev000000002', 'Nice colour', { sku: 'SF33-RED-S', variantLabel: 'Red / S' }),
  // Written before variants.
  review('rev000000003', 'Good tee', {}),
];

function show(options: Parameters<typeof renderRoute>[1] = {}) {
  const shirt = navyShirt(33);
  mockApi({ 'GET /api/products/33/reviews': { body: page(reviews) }, 'GET /catalog/products/33': { body: shirt } });
  renderRoute(<ReviewsSection productId={33} />, options);
}

const card = (title: string) => screen.getByRole('article', { name: title });

test("each review of every variant says what its writer bought, by the product's option names", async () => {
  show();
  expect(
    await within(await screen.findByRole('article', { name: 'Fits well' })).findByText('Colour: Navy · Size: M'),
  ).toBeInTheDocument();
  expect(within(card('Nice colour')).getByText('Red / S')).toBeInTheDocument();
  expect(card('Good tee')).not.toHaveTextContent(/Size|\//);
});

test('in French, with the French spacing before the colon', async () => {
  show({ locale: 'fr', messages: frMessages });
  expect(
    await within(await screen.findByRole('article', { name: 'Fits well' })).findByText('Colour : Navy · Size : M'),
  ).toBeInTheDocument();
});
