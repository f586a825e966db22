// First: RTK reads the extension's compose function when it loads.
import { devTools } from '../test/devtools-stand-in';
import { MemoryStorage } from '../test/memory-storage';
import { owner } from './test/render-admin';

/**
 * The console's store is built as the shop's (src/browser-kit/store-kit.ts): a staff member's bearer token,
 * which opens every customer's data, never reaches Redux DevTools, where support screenshots land.
 */
const STAFF_JWT = `eyJhbGciOiJIUzI1NiJ9.${Buffer.from('{"sub":"staff-1"}').toString('base64url')}.c2lnbmF0dXJl`;

it('hands Redux DevTools no staff token, though the session holds one', async () => {
  const { createAdminStore } = await import('./store');
  const { signedIn } = await import('./session-actions');
  const store = createAdminStore(new MemoryStorage());
  expect(devTools.options).toBeDefined();

  store.dispatch(signedIn({ token: STAFF_JWT, staff: owner }));

  expect(store.getState().session.token).toBe(STAFF_JWT);
  const everything = JSON.stringify(devTools.recorded);
  expect(everything).toContain('session/signedIn');
  expect(everything).toContain(owner.email);
  expect(everything).not.toContain(STAFF_JWT);
});
