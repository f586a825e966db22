/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { waitFor } from '@testing-library/react';
import { createStore } from '../../app/store';
import { signedIn } from '../session';
import { mockApi } from '../../test/mock-api';
import { MemoryStorage } from '../../test/memory-storage';
import { testShopper, TEST_TOKEN } from '../../test/render';
import { deviceList } from './device-list';
import { viewOnDevice } from './device-list-changes';
import { recentlyViewedApi } from './recently-viewed-api';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 29, 12, minute));

beforeEach(() => window.localStorage.clear());

/** Where the sign-in's merge stands in the store: pending, fulfilled or rejected (undefined before it starts). */
const mergeStatus = (store: ReturnType<typeof createStore>) =>
  Object.values(store.getState().api.mutations).find((mutation) => mutation?.endpointName === 'mergeRecentlyViewed')
    ?.status;

/** The account's list after a merge: the server's answer to it (the account had product 8). */
const answered = {
  items: [
    { productId: '2', viewedAt: at(2).toISOString() },
    { productId: '8', viewedAt: at(1).toISOString() },
  ],
};

test("at sign-in, the device's list is sent to the account's, the answer kept, and the device's cleared", async () => {
  viewOnDevice('5', at(0));
  viewOnDevice('2', at(2));
  const api = mockApi({
    'POST /api/cart/merge': { body: { items: [] } },
    'POST /api/recently-viewed/merge': { body: answered },
  });
  const store = createStore(undefined, new MemoryStorage());
  store.dispatch(signedIn({ token: TEST_TOKEN, user: testShopper }));

  await waitFor(() => expect(deviceList()).toEqual([]));
  expect(api.calls('POST /api/recently-viewed/merge').map((call) => call.body)).toEqual([
    {
      items: [
        { productId: '2', viewedAt: at(2).toISOString() },
        { productId: '5', viewedAt: at(0).toISOString() },
      ],
    },
  ]);
  expect(api.calls('POST /api/recently-viewed/merge')[0]?.headers.get('authorization')).toBe(`Bearer ${TEST_TOKEN}`);
  expect(recentlyViewedApi.endpoints.getRecentlyViewed.select()(store.getState()).data).toEqual(answered);
});

test("a failed merge keeps the device's list for the next sign-in", async () => {
  viewOnDevice('5', at(0));
  const api = mockApi({
    'POST /api/cart/merge': { body: { items: [] } },
    'POST /api/recently-viewed/merge': { status: 503 },
  });
  const store = createStore(undefined, new MemoryStorage());
  store.dispatch(signedIn({ token: TEST_TOKEN, user: testShopper }));

  // The 503 is retried once after a back-off: waiting for the merge to settle keeps that retry out of the next test.
  await waitFor(() => expect(mergeStatus(store)).toBe('rejected'), { timeout: 5000 });
  expect(api.calls('POST /api/recently-viewed/merge')).toHaveLength(2);
  expect(deviceList().map((view) => view.productId)).toEqual(['5']);
});

test('with nothing viewed on the device, a sign-in sends nothing', async () => {
  const api = mockApi({ 'POST /api/cart/merge': { body: { items: [] } } });
  const store = createStore(undefined, new MemoryStorage());
  store.dispatch(signedIn({ token: TEST_TOKEN, user: testShopper }));
  await waitFor(() => expect(api.calls('POST /api/cart/merge')).toHaveLength(1));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(api.requests.map((request) => request.path)).not.toContain('/api/recently-viewed/merge');
});
