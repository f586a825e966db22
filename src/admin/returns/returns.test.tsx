/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '../../test/mock-api';
import { catalogueStaff, owner, renderSignedIn, setScreenWidth, support } from '../test/render-admin';
import { returnRow } from './test-fixtures';

beforeEach(() => setScreenWidth(1280));

const page = (rows: ReturnType<typeof returnRow>[], total = rows.length) => ({ body: { rows, total } });
const lastQuery = (api: ReturnType<typeof mockApi>) => api.queryFields('GET /api/admin/returns', -1);

describe('the returns queue', () => {
  test('opens on the requests waiting for a decision, oldest first, and shows their rows', async () => {
    const { api } = renderSignedIn('/returns', support, {
      'GET /api/admin/returns': page([returnRow(1), returnRow(2, { guest: true, reason: 'no-longer-needed' })], 2),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Returns' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '#1a2b4d01' })).toHaveAttribute('href', '/returns/3f9c1a2b4d01');
    expect(api.queryFields('GET /api/admin/returns')).toEqual({
      page: '0',
      pageSize: '25',
      direction: 'asc',
      status: 'requested',
    });
    const grid = screen.getByRole('grid', { name: 'Returns' });
    expect(within(grid).getByText('#4e5f6001')).toBeInTheDocument();
    expect(within(grid).getByText('Customer 2 · customer2@example.com (guest)')).toBeInTheDocument();
    expect(within(grid).getByText('No longer needed')).toBeInTheDocument();
    expect(within(grid).getByText('$50.00')).toBeInTheDocument();
    expect(within(grid).getAllByText('Requested')).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Requested');
  });

  test('a rejected request shows no refund', async () => {
    renderSignedIn('/returns?status=rejected', support, {
      'GET /api/admin/returns': page([returnRow(3, { status: 'rejected', refund: 12.5 })]),
    });
    const grid = await screen.findByRole('grid', { name: 'Returns' });
    expect(await within(grid).findByText('Rejected')).toBeInTheDocument();
    expect(within(grid).getByText('—')).toBeInTheDocument();
    expect(within(grid).queryByText('$12.50')).not.toBeInTheDocument();
  });

  test('says so when nothing waits', async () => {
    renderSignedIn('/returns', support, { 'GET /api/admin/returns': page([]) });
    expect(await screen.findByText('No returns are waiting for a decision.')).toBeInTheDocument();
  });

  test('a status and a search go into the URL and the query, back on page one; All asks for every status', async () => {
    const { api, user, location } = renderSignedIn('/returns?page=1', support, {
      'GET /api/admin/returns': page([returnRow(1)], 60),
    });
    await screen.findByRole('link', { name: '#1a2b4d01' });

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Approved' }));
    await waitFor(() => expect(location()).toBe('/returns?status=approved'));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ status: 'approved', page: '0' }));

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '#4E5F6001{Enter}');
    await waitFor(() => expect(location()).toBe('/returns?status=approved&q=%234E5F6001'));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ status: 'approved', q: '#4E5F6001' }));

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'All' }));
    await waitFor(() => expect(location()).toBe('/returns?status=all&q=%234E5F6001'));
    await waitFor(() =>
      expect(lastQuery(api)).toEqual({ page: '0', pageSize: '25', direction: 'asc', q: '#4E5F6001' }),
    );

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(location()).toBe('/returns'));
  });

  test('the newest first is asked of the server; a row opens its return', async () => {
    const { api, user, location } = renderSignedIn('/returns', owner, {
      'GET /api/admin/returns': page([returnRow(1)]),
      'GET /api/admin/returns/3f9c1a2b4d01': { status: 404, body: { code: 'NOT_FOUND', message: 'x' } },
    });
    await screen.findByRole('link', { name: '#1a2b4d01' });
    await user.click(within(screen.getByRole('columnheader', { name: /Asked on/ })).getByText('Asked on'));
    await waitFor(() => expect(location()).toBe('/returns?direction=desc'));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ direction: 'desc' }));

    await user.click(await screen.findByText('Customer 1 · customer1@example.com'));
    await waitFor(() => expect(location()).toBe('/returns/3f9c1a2b4d01'));
    expect(await screen.findByText('It is not there (any more).')).toBeInTheDocument();
  });

  test('is in the navigation for owners and support, not for the catalogue role', async () => {
    const { user, location, unmount } = renderSignedIn('/', support, { 'GET /api/admin/returns': page([]) });
    const nav = await screen.findByRole('navigation', { name: 'Sections' });
    await user.click(within(nav).getByRole('link', { name: 'Returns' }));
    await waitFor(() => expect(location()).toBe('/returns'));
    unmount();

    const { api } = renderSignedIn('/returns', catalogueStaff);
    expect(await screen.findByRole('heading', { level: 1, name: 'Not for your role' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Sections' })).queryByRole('link', { name: 'Returns' }),
    ).toBeNull();
    expect(api.calls('GET /api/admin/returns')).toHaveLength(0);
  });

  test('in Arabic, right to left, with its own texts', async () => {
    renderSignedIn('/returns', support, { 'GET /api/admin/returns': page([returnRow(1)]) }, { locale: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'المرتجعات' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(await screen.findByText('تالف أو معيب')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'الحالة' })).toHaveTextContent('مُقدَّم');
  });
});
