/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminReview } from '../../universal/contracts/admin/reviews';
import { mockApi, type RecordedRequest } from '../../test/mock-api';
import { renderSignedIn, setScreenWidth, support } from '../test/render-admin';

beforeEach(() => setScreenWidth(1280));

const review = (change: Partial<AdminReview> = {}): AdminReview => ({
  id: 'rev000000001',
  productId: 4,
  productTitle: 'Trail shoes',
  stars: 1,
  title: 'Fell apart',
  text: 'The sole came off after a week of walking.',
  reviewer: 'M. S.',
  verified: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  hidden: false,
  hiddenReason: null,
  ...change,
});

function setUp(rows: AdminReview[], more: Parameters<typeof mockApi>[0] = {}, at = '/reviews') {
  return renderSignedIn(at, support, { 'GET /api/admin/reviews': { body: { rows, total: rows.length } }, ...more });
}

describe('review moderation', () => {
  test('lists reviews with their product; the URL names the state and words asked for', async () => {
    const { api } = setUp([review()], {}, '/reviews?state=hidden&q=sole');
    const card = await screen.findByRole('article', { name: 'Fell apart' });
    expect(within(card).getByText(/By M\. S\. on Trail shoes/)).toBeInTheDocument();
    const [call] = api.calls('GET /api/admin/reviews');
    expect(call?.query.get('state')).toBe('hidden');
    expect(call?.query.get('q')).toBe('sole');
    expect(call?.query.get('page')).toBe('0');
  });

  test('its filters apply on submit, the state choice too, and write only what differs to the URL', async () => {
    const rows = Array.from({ length: 10 }, (_, index) =>
      review({ id: `rev00000000${index}`, title: `Review ${index}` }),
    );
    const { user, api } = setUp(rows, { 'GET /api/admin/reviews': { body: { rows, total: 25 } } });
    await screen.findByRole('article', { name: 'Review 0' });
    const filters = screen.getByRole('search', { name: 'Review filters' });
    await user.click(within(filters).getByRole('combobox', { name: 'Shown' }));
    await user.click(await screen.findByRole('option', { name: 'Hidden' }));
    // A choice waits for the submit here.
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/reviews$/);
    await user.type(
      within(filters).getByRole('searchbox', { name: 'Words in the title, text or name' }),
      ' sole {Enter}',
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/reviews?state=hidden&q=sole'));
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/reviews?state=hidden&q=sole&page=3'),
    );
    await waitFor(() => expect(api.calls('GET /api/admin/reviews').at(-1)?.query.get('page')).toBe('2'));
    expect(api.calls('GET /api/admin/reviews').at(-1)?.query.get('pageSize')).toBe('10');
  });

  test('finds the reviews written since a day the URL names, says how many, and applies another on submit', async () => {
    const { api, user } = setUp(
      [],
      { 'GET /api/admin/reviews': { body: { rows: [review()], total: 25 } } },
      '/reviews?from=2026-11-20',
    );
    await screen.findByRole('article', { name: 'Fell apart' });
    expect(api.calls('GET /api/admin/reviews')[0]?.query.get('from')).toBe('2026-11-20');
    expect(screen.getByTestId('reviews-total')).toHaveTextContent('25 reviews');
    const since = screen.getByLabelText('Written since');
    expect(since).toHaveValue('2026-11-20');
    fireEvent.change(since, { target: { value: '2026-11-01' } });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/reviews\?from=2026-11-01$/));
    await waitFor(() => expect(api.calls('GET /api/admin/reviews').at(-1)?.query.get('from')).toBe('2026-11-01'));
  });

  test('hides a review only with a reason, and sends it', async () => {
    const { user, api } = setUp([review()], {
      'POST /api/admin/reviews/rev000000001/hide': (request: RecordedRequest) => ({
        body: review({ hidden: true, hiddenReason: (request.body as { reason: string }).reason }),
      }),
    });
    const card = await screen.findByRole('article', { name: 'Fell apart' });
    await user.click(within(card).getByRole('button', { name: 'Hide' }));
    expect(await within(card).findByText('Say why the review is hidden.')).toBeInTheDocument();
    expect(api.calls('POST /api/admin/reviews/rev000000001/hide')).toHaveLength(0);
    await user.type(within(card).getByRole('textbox', { name: /Reason/ }), '  Names a member of staff ');
    await user.click(within(card).getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(api.calls('POST /api/admin/reviews/rev000000001/hide')).toHaveLength(1));
    expect(api.calls('POST /api/admin/reviews/rev000000001/hide')[0]?.body).toEqual({
      reason: 'Names a member of staff',
    });
    expect(
      await screen.findByText('The review is hidden: it is on no product page and out of the rating.'),
    ).toBeInTheDocument();
  });

  test('a hidden review shows why, and can be shown again', async () => {
    const { user, api } = setUp([review({ hidden: true, hiddenReason: 'Spam' })], {
      'POST /api/admin/reviews/rev000000001/show': { body: review() },
    });
    const card = await screen.findByRole('article', { name: 'Fell apart' });
    expect(within(card).getByText('Hidden: Spam')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Show again' }));
    await waitFor(() => expect(api.calls('POST /api/admin/reviews/rev000000001/show')).toHaveLength(1));
  });

  test("saves the shop's reply, trimmed", async () => {
    const { user, api } = setUp([review()], {
      'PUT /api/admin/reviews/rev000000001/reply': {
        body: review({ reply: { text: 'Sorry!', at: '2026-11-21T09:00:00.000Z' } }),
      },
    });
    const card = await screen.findByRole('article', { name: 'Fell apart' });
    await user.type(within(card).getByRole('textbox', { name: "The shop's public reply" }), ' Sorry! ');
    await user.click(within(card).getByRole('button', { name: 'Save the reply' }));
    await waitFor(() => expect(api.calls('PUT /api/admin/reviews/rev000000001/reply')).toHaveLength(1));
    expect(api.calls('PUT /api/admin/reviews/rev000000001/reply')[0]?.body).toEqual({ text: 'Sorry!' });
  });
});
