/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen, waitFor } from '@testing-library/react';
import { createStore } from '../../app/store';
import { sessionExpired } from '../../browser-kit/session';
import { mockApi } from '../../test/mock-api';
import { MemoryStorage } from '../../test/memory-storage';
import { renderRoute, TEST_TOKEN, testShopper } from '../../test/render';
import ProfilePage from '../profile/screens/ProfilePage';
import { profileApi } from '../profile/profile-api';
import { restoreSession, signedIn, signedOut, tokenRenewed, userUpdated } from '../../entities/session';

describe('session persistence middleware', () => {
  test('signing in writes token and user to storage; user and token updates rewrite them', () => {
    const storage = new MemoryStorage();
    const store = createStore(undefined, storage);
    store.dispatch(signedIn({ token: 'token-1', user: testShopper }));
    expect(storage.getItem('token')).toBe('token-1');
    expect(JSON.parse(storage.getItem('user') ?? 'null')).toEqual(testShopper);

    store.dispatch(userUpdated({ ...testShopper, name: 'Amira Said' }));
    expect(JSON.parse(storage.getItem('user') ?? 'null')).toMatchObject({ name: 'Amira Said' });
    expect(storage.getItem('token')).toBe('token-1');

    store.dispatch(tokenRenewed('token-2'));
    expect(storage.getItem('token')).toBe('token-2');
  });

  test.each([
    ['signing out', signedOut()],
    ['an expired session', sessionExpired()],
  ])('%s clears both keys and the state', (_case, action) => {
    const storage = new MemoryStorage({ token: 'token-1', user: JSON.stringify(testShopper), unrelated: 'kept' });
    const store = createStore(undefined, storage);
    expect(store.getState().auth.token).toBe('token-1');
    store.dispatch(action);
    expect(store.getState().auth).toEqual({ token: null, user: null });
    expect(storage.getItem('token')).toBeNull();
    expect(storage.getItem('user')).toBeNull();
    expect(storage.getItem('unrelated')).toBe('kept');
  });

  test("signing out drops the previous shopper's cached answers", async () => {
    mockApi({ 'GET /api/user/profile': { body: { ...testShopper, address: {}, preferences: {} } } });
    const store = createStore({ auth: { token: TEST_TOKEN, user: testShopper } }, new MemoryStorage());
    await store.dispatch(profileApi.endpoints.getProfile.initiate());
    expect(profileApi.endpoints.getProfile.select()(store.getState()).data).toMatchObject({ name: 'Amira Hassan' });
    store.dispatch(signedOut());
    await waitFor(() => expect(profileApi.endpoints.getProfile.select()(store.getState()).data).toBeUndefined());
  });
});

describe('restoreSession', () => {
  test('restores a stored session', () => {
    const storage = new MemoryStorage({ token: 'token-1', user: JSON.stringify(testShopper) });
    expect(restoreSession(storage)).toEqual({ token: 'token-1', user: testShopper });
    expect(createStore(undefined, storage).getState().auth).toEqual({ token: 'token-1', user: testShopper });
  });

  test.each([
    ['nothing stored', {}],
    ['a token without a user', { token: 'token-1' }],
    ['a corrupt user', { token: 'token-1', user: '{not json' }],
    ['a user of the wrong shape', { token: 'token-1', user: JSON.stringify({ name: 1 }) }],
  ])('%s is an anonymous session', (_case, entries: Record<string, string>) => {
    expect(restoreSession(new MemoryStorage(entries))).toEqual({ token: null, user: null });
  });
});

describe('a 401 from /api', () => {
  test('clears the session and storage and goes to /auth/login', async () => {
    const api = mockApi({ 'GET /api/user/profile': { status: 401, body: { message: 'Session expired' } } });
    const storage = new MemoryStorage({ token: TEST_TOKEN, user: JSON.stringify(testShopper) });
    const { store, router } = renderRoute(<ProfilePage />, { path: '/profile', storage });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(api.calls('GET /api/user/profile')[0]?.headers.get('authorization')).toBe(`Bearer ${TEST_TOKEN}`);
    expect(store.getState().auth).toEqual({ token: null, user: null });
    expect(storage.getItem('token')).toBeNull();
    expect(storage.getItem('user')).toBeNull();
    // A 401 is final: it is not retried.
    expect(api.calls('GET /api/user/profile')).toHaveLength(1);
    // The ended session is not reported as a profile failure.
    expect(screen.queryByText('Failed to load profile')).not.toBeInTheDocument();
  });
});

describe('following the other tabs of the browser (storage events)', () => {
  /** What the browser does here when another tab writes the session: the storage changes, then an event. */
  function anotherTab(change: (storage: Storage) => void, key: string | null = 'token') {
    change(window.localStorage);
    window.dispatchEvent(new StorageEvent('storage', { key, storageArea: window.localStorage }));
  }
  afterEach(() => window.localStorage.clear());

  test("another tab's sign-out signs this one out and drops the shopper's cached answers", async () => {
    mockApi({ 'GET /api/user/profile': { body: { ...testShopper, address: {}, preferences: {} } } });
    window.localStorage.setItem('token', TEST_TOKEN);
    window.localStorage.setItem('user', JSON.stringify(testShopper));
    const store = createStore(undefined, window.localStorage);
    await store.dispatch(profileApi.endpoints.getProfile.initiate());
    expect(profileApi.endpoints.getProfile.select()(store.getState()).data).toBeDefined();

    anotherTab((storage) => storage.removeItem('token'));
    expect(store.getState().auth).toEqual({ token: null, user: null });
    await waitFor(() => expect(profileApi.endpoints.getProfile.select()(store.getState()).data).toBeUndefined());
  });

  test("another tab's sign-in (as anyone) signs this one in as that shopper", () => {
    const store = createStore(undefined, window.localStorage);
    const other = { ...testShopper, id: 'someone-else', name: 'Tom' };
    anotherTab((storage) => storage.setItem('token', 'token-2'));
    // The token is written before its user: until both are there, nothing changes here.
    expect(store.getState().auth).toEqual({ token: null, user: null });
    anotherTab((storage) => storage.setItem('user', JSON.stringify(other)), 'user');
    expect(store.getState().auth).toEqual({ token: 'token-2', user: other });
  });

  test('ignores keys that are not the session, and storage it was not given', () => {
    const store = createStore(undefined, window.localStorage);
    store.dispatch(signedIn({ token: 'token-1', user: testShopper }));
    anotherTab((storage) => storage.setItem('lang', 'fr'), 'lang');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', storageArea: window.sessionStorage }));
    expect(store.getState().auth.token).toBe('token-1');
  });
});
