/**
 * @jest-environment ./src/test/jsdom-fetch-environment.ts
 */
// First: RTK reads the extension's compose function when it loads.
import { devTools } from '../test/devtools-stand-in';
import { mockApi } from '../test/mock-api';
import { MemoryStorage } from '../test/memory-storage';

/**
 * The real store with a stand-in Redux DevTools extension that applies the store's own sanitizers to
 * every action and state. A whole journey through the credential-bearing endpoints must leave no token
 * or password in what it recorded.
 */

const jwt = (n: number) =>
  `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify({ sub: `shopper-${n}` })).toString('base64url')}.c2lnbmF0dXJl${n}`;
const SIGNUP_TOKEN = jwt(1);
const LOGIN_TOKEN = jwt(2);
const RENEWED_TOKEN = jwt(3);
const RESET_TOKEN = 'f3a9c1d2e4b5a6978812736455463728';
const PASSWORDS = ['Signup-pass-1!', 'Current-pass-2!', 'Changed-pass-3!', 'Reset-pass-4!'];
const user = { id: 'u1', name: 'Amira Hassan', email: 'amira@example.com', phone: '01012345678' };

it('hands Redux DevTools no token, password or reset token on any endpoint', async () => {
  mockApi({
    'POST /api/auth/register': { status: 201, body: { token: SIGNUP_TOKEN, user } },
    'POST /api/auth/login': { body: { token: LOGIN_TOKEN, user } },
    'PUT /api/user/change-password': { body: { success: true, token: RENEWED_TOKEN, user } },
    'POST /api/auth/forgot-password': { body: { success: true, message: 'sent' } },
    [`PUT /api/auth/reset-password/${RESET_TOKEN}`]: { body: { success: true, message: 'reset' } },
    'POST /api/orders/checkout': { status: 201, body: { success: true, order: { _id: 'o1', total: 10 } } },
  });
  const { createStore } = await import('./store');
  const { authApi } = await import('../features/auth/auth-api');
  const { profileChangesApi } = await import('../features/profile/profile-changes-api');
  const { checkoutApi } = await import('../features/checkout/checkout-api');
  const store = createStore(undefined, new MemoryStorage());
  expect(devTools.options).toBeDefined();

  const [signup, current, changed, reset] = PASSWORDS as [string, string, string, string];
  await store.dispatch(
    authApi.endpoints.register.initiate({
      name: user.name,
      email: user.email,
      phone: user.phone,
      password: signup,
      confirmPassword: signup,
    } as never),
  );
  await store.dispatch(authApi.endpoints.login.initiate({ email: user.email, password: current }));
  await store.dispatch(
    profileChangesApi.endpoints.changePassword.initiate({
      currentPassword: current,
      newPassword: changed,
      confirmPassword: changed,
    } as never),
  );
  await store.dispatch(authApi.endpoints.forgotPassword.initiate({ email: user.email }));
  await store.dispatch(
    authApi.endpoints.resetPassword.initiate({ token: RESET_TOKEN, password: reset, confirmPassword: reset }),
  );
  await store.dispatch(
    checkoutApi.endpoints.checkout.initiate({
      body: { paymentMethod: 'card' } as never,
      idempotencyKey: 'attempt-1234',
    }),
  );

  // The live session is in the store itself, just not in what DevTools received.
  expect((store.getState() as { auth: { token: string } }).auth.token).toBe(RENEWED_TOKEN);
  const everything = JSON.stringify(devTools.recorded);
  expect(devTools.recorded.length).toBeGreaterThan(20);
  for (const secret of [SIGNUP_TOKEN, LOGIN_TOKEN, RENEWED_TOKEN, RESET_TOKEN, ...PASSWORDS]) {
    expect(everything).not.toContain(secret);
  }
  // What support needs is still there: which actions ran and the shopper they concern.
  expect(everything).toContain('auth/tokenRenewed');
  expect(everything).toContain('amira@example.com');
});
