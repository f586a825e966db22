/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '../../test/mock-api';
import { renderRoute, testShopper } from '../../test/render';
import AccountPage from './AccountPage';

const lists = {
  'GET /api/cart': {
    body: {
      items: [
        { productId: '1', quantity: 2 },
        { productId: '5', quantity: 1 },
      ],
    },
  },
  'GET /api/wishlist': { body: { items: [{ productId: '3', addedAt: '2024-01-01T00:00:00.000Z' }] } },
  'GET /api/orders': { body: [{ _id: 'a' }, { _id: 'b' }] },
};

function renderAccount() {
  return renderRoute(<AccountPage />, { path: '/account', signedInAs: testShopper });
}

test('greets the shopper and shows the three count tiles', async () => {
  mockApi(lists);
  renderAccount();
  expect(document.title).toMatch(/^Your Account/);
  expect(screen.getByText('Hello, Amira Hassan')).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Items in Cart: 3' })).toHaveAttribute('href', '/cart');
  expect(await screen.findByRole('link', { name: 'Wishlist Items: 1' })).toHaveAttribute('href', '/wishlist');
  // The shopper's real number of orders, not the spec's fixed 0.
  expect(await screen.findByRole('link', { name: 'Total Orders: 2' })).toHaveAttribute('href', '/orders');
});

test('the two sections link to profile, orders and the wish list with its count', async () => {
  mockApi(lists);
  renderAccount();
  const account = screen.getByRole('region', { name: 'Your Account' });
  expect(within(account).getByRole('link', { name: /Your Profile/ })).toHaveAttribute('href', '/profile');
  expect(within(account).getByRole('button', { name: /Login & Security/ })).toBeInTheDocument();
  const orders = screen.getByRole('region', { name: 'Your Orders' });
  expect(within(orders).getByRole('link', { name: /Your Orders/ })).toHaveAttribute('href', '/orders');
  expect(await within(orders).findByRole('link', { name: /Your Wish List 1 item saved/ })).toHaveAttribute(
    'href',
    '/wishlist',
  );
});

test('Sign Out ends the session, goes to /Home and says so', async () => {
  mockApi(lists);
  const { user, store, storage, router } = renderAccount();
  await user.click(screen.getByRole('button', { name: 'Sign Out' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/Home'));
  expect(store.getState().auth).toEqual({ token: null, user: null });
  expect(storage.getItem('token')).toBeNull();
  expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
});

test('Sign Out also ends the session on the server, with the token it held', async () => {
  const api = mockApi({ ...lists, 'POST /api/auth/logout': { body: { success: true } } });
  const { user, store } = renderAccount();
  const token = store.getState().auth.token;
  await user.click(screen.getByRole('button', { name: 'Sign Out' }));
  await waitFor(() => expect(api.calls('POST /api/auth/logout')).toHaveLength(1));
  expect(api.calls('POST /api/auth/logout')[0]?.headers.get('authorization')).toBe(`Bearer ${token}`);
});

test('Sign Out still signs this browser out when the server cannot be reached', async () => {
  const api = mockApi({ ...lists, 'POST /api/auth/logout': { networkDown: true } });
  const { user, store, storage } = renderAccount();
  await user.click(screen.getByRole('button', { name: 'Sign Out' }));
  await waitFor(() => expect(api.calls('POST /api/auth/logout').length).toBeGreaterThan(0));
  expect(store.getState().auth).toEqual({ token: null, user: null });
  expect(storage.getItem('token')).toBeNull();
});

describe('Signed-in devices', () => {
  const devices = [
    {
      id: 'current',
      device: 'Chrome on Windows',
      createdAt: '2026-11-20T09:00:00.000Z',
      lastSeenAt: '2026-11-21T10:00:00.000Z',
      current: true,
    },
    {
      id: 'phone',
      device: 'Safari on iOS',
      createdAt: '2026-11-18T08:30:00.000Z',
      lastSeenAt: '2026-11-19T20:15:00.000Z',
      current: false,
    },
    {
      id: 'odd',
      device: '',
      createdAt: '2026-11-17T08:00:00.000Z',
      lastSeenAt: '2026-11-17T08:00:00.000Z',
      current: false,
    },
  ];

  /**
   * The account page, its devices listed; `signOut` (the route ending sessions) succeeds and leaves the
   * devices `kept` accepts.
   */
  async function openDevices(signOut: string, kept: (entry: (typeof devices)[number]) => boolean) {
    let remaining = devices;
    const api = mockApi({
      ...lists,
      'GET /api/auth/sessions': () => ({ body: { sessions: remaining } }),
      [signOut]: () => {
        remaining = devices.filter(kept);
        return { body: { success: true } };
      },
    });
    const { user } = renderAccount();
    const section = await screen.findByRole('region', { name: 'Signed-in devices' });
    return { api, user, section };
  }

  test('lists each device with its browser, first and last seen, this one marked and not offered for sign-out', async () => {
    mockApi({ ...lists, 'GET /api/auth/sessions': { body: { sessions: devices } } });
    renderAccount();
    const section = await screen.findByRole('region', { name: 'Signed-in devices' });
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Chrome on Windows');
    expect(items[0]).toHaveTextContent('This device');
    expect(within(items[0] as HTMLElement).queryByRole('button')).toBeNull();
    expect(items[1]).toHaveTextContent('Safari on iOS');
    expect(items[1]).toHaveTextContent('Signed in Nov 18, 2026');
    expect(items[1]).toHaveTextContent('Last seen Nov 19, 2026');
    expect(items[2]).toHaveTextContent('Unknown browser');
    expect(within(section).getByRole('button', { name: 'Sign out everywhere else' })).toBeInTheDocument();
  });

  test('Sign out ends that device and reloads the list', async () => {
    const { api, user, section } = await openDevices(
      'DELETE /api/auth/sessions/phone',
      (entry) => entry.id !== 'phone',
    );
    await user.click(await within(section).findByRole('button', { name: /^Sign out Safari on iOS/ }));
    expect(await screen.findByText('Device signed out')).toBeInTheDocument();
    await waitFor(() => expect(within(section).queryByText('Safari on iOS')).toBeNull());
    expect(api.calls('DELETE /api/auth/sessions/phone')).toHaveLength(1);
  });

  test('Sign out everywhere else ends every other device', async () => {
    const { api, user, section } = await openDevices(
      'POST /api/auth/sessions/sign-out-others',
      (entry) => entry.current,
    );
    await user.click(await within(section).findByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findByText('Signed out everywhere else')).toBeInTheDocument();
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(1));
    expect(within(section).queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
    expect(api.calls('POST /api/auth/sessions/sign-out-others')).toHaveLength(1);
  });
});

describe('an address not confirmed yet (decision 0090)', () => {
  const profile = (emailVerified: boolean) => ({
    body: {
      ...testShopper,
      emailVerified,
      address: { street: '', city: '', state: '', zipCode: '', country: 'Egypt' },
      preferences: { emailNotifications: true, smsNotifications: false, currency: 'USD', language: 'en' },
    },
  });

  test('shows a note while unconfirmed, and "Send the link again" mails a new link', async () => {
    const api = mockApi({
      ...lists,
      'GET /api/user/profile': profile(false),
      'POST /api/auth/verification': { status: 202, body: { emailVerified: false } },
    });
    const { user } = renderAccount();
    const note = await screen.findByText(/Please confirm your email address/);
    expect(note).toHaveTextContent(
      'Please confirm your email address, amira@example.com: open the link we mailed you.',
    );
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('We sent a new link to amira@example.com.')).toBeInTheDocument();
    expect(api.calls('POST /api/auth/verification')).toHaveLength(1);
  });

  test('shows nothing once the address is confirmed', async () => {
    const api = mockApi({ ...lists, 'GET /api/user/profile': profile(true) });
    renderAccount();
    await waitFor(() => expect(api.calls('GET /api/user/profile')).toHaveLength(1));
    await screen.findByRole('link', { name: 'Total Orders: 2' });
    expect(screen.queryByText(/Please confirm your email address/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send the link again' })).not.toBeInTheDocument();
  });
});
