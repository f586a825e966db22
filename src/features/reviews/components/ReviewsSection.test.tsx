/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { act, screen, waitFor, within } from '@testing-library/react';
import type { Review, ReviewsPage } from '../../../universal/contracts/reviews';
import arMessages from '../../../universal/i18n/messages/ar.json';
import { mockApi, type RecordedRequest } from '../../../test/mock-api';
import { renderRoute, testShopper } from '../../../test/render';
import { ReviewsSection } from './ReviewsSection';

const review = (n: number, stars: number): Review => ({
  id: `rev${String(n).padStart(9, '0')}`,
  productId: 4,
  stars,
  title: `Review number ${n}`,
  text: 'Comfortable and well made, would buy again.',
  reviewer: `R. ${n}.`,
  verified: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
});

function pageOf(items: Review[], total = items.length, page = 1): ReviewsPage {
  return {
    rating: { rate: 4.3, count: 230 },
    histogram: [
      { stars: 5, count: 6 },
      { stars: 4, count: 4 },
      { stars: 3, count: 1 },
      { stars: 2, count: 0 },
      { stars: 1, count: 1 },
    ],
    total,
    withoutBreakdown: 218,
    page,
    pageSize: 10,
    items,
  };
}

function answerPages(total: number) {
  return (request: RecordedRequest) => {
    const page = Number(request.query.get('page'));
    const sort = request.query.get('sort');
    const first = (page - 1) * 10;
    const items = Array.from({ length: Math.min(10, total - first) }, (_, i) =>
      review(first + i + 1, sort === 'lowest' ? 1 : 5),
    );
    return { body: pageOf(items, total, page) };
  };
}

test('shows the combined rating, the 5-to-1 histogram and the reviews with their verified badge', async () => {
  mockApi({ 'GET /api/products/4/reviews': answerPages(3) });
  renderRoute(<ReviewsSection productId={4} />);
  const section = await screen.findByRole('region', { name: 'Customer reviews' });
  expect(await within(section).findByText('4.3 out of 5')).toBeInTheDocument();
  expect(within(section).getByText('230 ratings')).toBeInTheDocument();
  const bars = within(within(section).getByRole('list', { name: 'Reviews written here, by stars' })).getAllByRole(
    'listitem',
  );
  expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual([
    '5 stars: 6',
    '4 stars: 4',
    '3 stars: 1',
    '2 stars: 0',
    '1 star: 1',
  ]);
  expect(within(section).getByText('218 ratings have no breakdown by stars')).toBeInTheDocument();
  const cards = within(section).getAllByRole('article');
  expect(cards).toHaveLength(3);
  expect(within(cards[0] as HTMLElement).getByRole('heading', { name: 'Review number 1' })).toBeInTheDocument();
  expect(within(cards[0] as HTMLElement).getByText('Verified purchase')).toBeInTheDocument();
  expect(within(cards[0] as HTMLElement).getByText(/November 20, 2026/)).toBeInTheDocument();
  expect(within(cards[0] as HTMLElement).getByRole('img', { name: '5 stars out of 5' })).toBeInTheDocument();
});

test('a product rated only before the shop (846 imported ratings) shows no histogram of zeros, and says why', async () => {
  const importedOnly: ReviewsPage = {
    ...pageOf([]),
    rating: { rate: 4.1, count: 846 },
    histogram: pageOf([]).histogram.map((bar) => ({ ...bar, count: 0 })),
    total: 0,
    withoutBreakdown: 846,
  };
  mockApi({ 'GET /api/products/4/reviews': { body: importedOnly } });
  const english = renderRoute(<ReviewsSection productId={4} />);
  expect(await screen.findByText('846 ratings')).toBeInTheDocument();
  expect(screen.getByText('846 ratings have no breakdown by stars')).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Reviews written here, by stars' })).not.toBeInTheDocument();
  expect(screen.queryByText('5 stars')).not.toBeInTheDocument();
  english.unmount();

  renderRoute(<ReviewsSection productId={4} />, { locale: 'ar', messages: arMessages });
  // 846 takes Arabic's "many" form.
  expect(await screen.findByText('846 تقييمًا بلا توزيع على النجوم')).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'المراجعات المكتوبة هنا حسب عدد النجوم' })).not.toBeInTheDocument();
});

test('sorting asks the server for that order from page 1; paging moves 10 at a time', async () => {
  const api = mockApi({ 'GET /api/products/4/reviews': answerPages(23) });
  const { user } = renderRoute(<ReviewsSection productId={4} />);
  expect(await screen.findAllByRole('article')).toHaveLength(10);

  await user.click(screen.getByRole('button', { name: 'Go to page 3' }));
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
  expect(screen.getByRole('heading', { name: 'Review number 21' })).toBeInTheDocument();

  // The platform's own select (the phone's picker), as the list's sort.
  await user.selectOptions(screen.getByRole('combobox', { name: 'Sort reviews' }), 'Lowest rated');
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10));
  const last = api.calls('GET /api/products/4/reviews').at(-1);
  expect(last?.query.get('sort')).toBe('lowest');
  expect(last?.query.get('page')).toBe('1');
});

test('no reviews yet: says so and invites one; signed out, it says how to review', async () => {
  mockApi({
    'GET /api/products/4/reviews': {
      body: { ...pageOf([]), histogram: pageOf([]).histogram.map((bar) => ({ ...bar, count: 0 })) },
    },
  });
  renderRoute(<ReviewsSection productId={4} />);
  expect(await screen.findByText('No one has reviewed this product here yet.')).toBeInTheDocument();
  expect(screen.getByText('Bought it? Tell other shoppers what you think.')).toBeInTheDocument();
  expect(screen.getByText('Sign in to review products you bought.')).toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: 'Sort reviews' })).not.toBeInTheDocument();
});

test('a shopper who received it gets Write a review, and Edit your review once written', async () => {
  mockApi({
    'GET /api/products/4/reviews': answerPages(1),
    'GET /api/products/4/reviews/mine': { body: { canReview: true, review: null } },
  });
  const first = renderRoute(<ReviewsSection productId={4} />, { signedInAs: testShopper });
  expect(await screen.findByRole('link', { name: 'Write a review' })).toHaveAttribute('href', '/review/4');
  first.unmount();

  mockApi({
    'GET /api/products/4/reviews': answerPages(1),
    'GET /api/products/4/reviews/mine': { body: { canReview: true, review: review(1, 5) } },
  });
  renderRoute(<ReviewsSection productId={4} />, { signedInAs: testShopper });
  expect(await screen.findByRole('link', { name: 'Edit your review' })).toHaveAttribute('href', '/review/4');
});

test('a shopper who has not received it gets no Write a review', async () => {
  mockApi({
    'GET /api/products/4/reviews': answerPages(1),
    'GET /api/products/4/reviews/mine': { body: { canReview: false, review: null } },
  });
  renderRoute(<ReviewsSection productId={4} />, { signedInAs: testShopper });
  await screen.findAllByRole('article');
  await waitFor(() => expect(screen.queryByRole('link', { name: /review/ })).not.toBeInTheDocument());
});

test('a failed load offers Retry', async () => {
  mockApi({ 'GET /api/products/4/reviews': { status: 500, body: { message: 'boom' } } });
  renderRoute(<ReviewsSection productId={4} />);
  expect(await screen.findByText('Could not load reviews')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

test('speaks Arabic: the rating, the plural of the count and the date', async () => {
  mockApi({ 'GET /api/products/4/reviews': answerPages(1) });
  renderRoute(<ReviewsSection productId={4} />, { locale: 'ar', messages: arMessages });
  expect(await screen.findByRole('region', { name: 'مراجعات العملاء' })).toBeInTheDocument();
  expect(await screen.findByText('4.3 من 5')).toBeInTheDocument();
  // 230 takes Arabic's "many" form.
  expect(screen.getByText('230 تقييمًا')).toBeInTheDocument();
  expect(screen.getByText('عملية شراء موثقة')).toBeInTheDocument();
});

test("shows the shop's reply under a review", async () => {
  const answered = {
    ...review(1, 2),
    reply: { text: 'Sorry: a new pair is on its way.', at: '2026-11-21T09:00:00.000Z' },
  };
  mockApi({ 'GET /api/products/4/reviews': { body: pageOf([answered, review(2, 5)]) } });
  renderRoute(<ReviewsSection productId={4} />);
  const [first, second] = await screen.findAllByRole('article');
  expect(within(first as HTMLElement).getByText('Reply from Storefront')).toBeInTheDocument();
  expect(within(first as HTMLElement).getByText('Sorry: a new pair is on its way.')).toBeInTheDocument();
  expect(within(second as HTMLElement).queryByText(/Reply from/)).not.toBeInTheDocument();
});

test('asks for nothing until the section comes within 600 px of the screen, then loads its reviews', async () => {
  // The browser's observer, played by the test: it reports the anchor as near when the test says so.
  const observed: { element: Element; margin?: string; report: (near: boolean) => void }[] = [];
  const original = globalThis.IntersectionObserver;
  globalThis.IntersectionObserver = class {
    constructor(
      private readonly callback: IntersectionObserverCallback,
      private readonly options?: IntersectionObserverInit,
    ) {}
    observe(element: Element) {
      observed.push({
        element,
        margin: this.options?.rootMargin,
        report: (near) =>
          this.callback(
            [{ isIntersecting: near, target: element } as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          ),
      });
    }
    disconnect() {}
    unobserve() {}
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
  try {
    const api = mockApi({ 'GET /api/products/4/reviews': answerPages(3) });
    renderRoute(<ReviewsSection productId={4} />);
    const section = screen.getByRole('region', { name: 'Customer reviews' });
    await waitFor(() => expect(observed.map((entry) => entry.element)).toEqual([section]));
    expect(observed[0]?.margin).toBe('600px');

    act(() => observed[0]?.report(false));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.calls('GET /api/products/4/reviews')).toHaveLength(0);
    expect(within(section).queryByText('4.3 out of 5')).toBeNull();

    act(() => observed[0]?.report(true));
    expect(await within(section).findByText('4.3 out of 5')).toBeInTheDocument();
    expect(within(section).getAllByRole('article')).toHaveLength(3);
    expect(api.calls('GET /api/products/4/reviews')).toHaveLength(1);
  } finally {
    globalThis.IntersectionObserver = original;
  }
});
