/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen, waitFor } from '@testing-library/react';
import { type ApiAnswer, deferredAnswer, mockApi } from '../../../test/mock-api';
import { renderRoute, testShopper } from '../../../test/render';
import arMessages from '../../../universal/i18n/messages/ar.json';
import LoginPage from './LoginPage';

const signIn = () => screen.getByRole('button', { name: 'Sign in' });
const email = () => screen.getByLabelText('Email');
const password = () => screen.getByLabelText('Password');

test('sets the title and offers the forgot-password link, the sign-up button and Remember me', () => {
  mockApi({});
  renderRoute(<LoginPage />, { path: '/auth/login' });
  expect(document.title).toMatch(/^Sign in/);
  expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/auth/forgot-password');
  expect(screen.getByRole('link', { name: 'Create your Storefront account' })).toHaveAttribute('href', '/auth/signup');
  expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Conditions of Use' })).toBeInTheDocument();
});

test('submitting empty shows both required messages and disables the button until fixed', async () => {
  mockApi({});
  const { user } = renderRoute(<LoginPage />, { path: '/auth/login' });
  await user.click(signIn());
  expect(await screen.findByText('Email is required')).toBeInTheDocument();
  expect(screen.getByText('Password is required')).toBeInTheDocument();
  expect(signIn()).toBeDisabled();
});

test('shows the format and length messages on blur', async () => {
  mockApi({});
  const { user } = renderRoute(<LoginPage />, { path: '/auth/login' });
  await user.type(email(), 'not an email');
  await user.type(password(), 'abc');
  await user.tab();
  expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
});

test('the show/hide toggle reveals the password', async () => {
  mockApi({});
  const { user } = renderRoute(<LoginPage />, { path: '/auth/login' });
  expect(password()).toHaveAttribute('type', 'password');
  await user.click(screen.getByRole('button', { name: 'Show password' }));
  expect(password()).toHaveAttribute('type', 'text');
  await user.click(screen.getByRole('button', { name: 'Hide password' }));
  expect(password()).toHaveAttribute('type', 'password');
});

test('while pending the button reads Signing in... and is disabled; success stores the session and goes to /', async () => {
  const answer = deferredAnswer();
  const api = mockApi({ 'POST /api/auth/login': answer.handler });
  const { user, store, storage, router } = renderRoute(<LoginPage />, { path: '/auth/login' });
  await user.type(email(), ' amira@example.com ');
  await user.type(password(), 'Passw0rd!');
  await user.click(signIn());
  const pending = await screen.findByRole('button', { name: 'Signing in...' });
  expect(pending).toBeDisabled();
  expect(api.calls('POST /api/auth/login')[0]?.body).toEqual({ email: 'amira@example.com', password: 'Passw0rd!' });

  answer.release({ body: { token: 'fresh-token', user: testShopper } });
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(store.getState().auth).toEqual({ token: 'fresh-token', user: testShopper });
  expect(storage.getItem('token')).toBe('fresh-token');
  expect(JSON.parse(storage.getItem('user') ?? 'null')).toEqual(testShopper);
});

test('returns to the page RequireAuth sent the shopper from', async () => {
  mockApi({ 'POST /api/auth/login': { body: { token: 't', user: testShopper } } });
  const { user, router } = renderRoute(<LoginPage />, { path: '/auth/login', at: '/auth/login?from=%2Fcart%3Fx%3D1' });
  // Creating an account instead passes on where to return.
  expect(screen.getByRole('link', { name: 'Create your Storefront account' })).toHaveAttribute(
    'href',
    '/auth/signup?from=%2Fcart%3Fx%3D1',
  );
  await user.type(email(), 'amira@example.com');
  await user.type(password(), 'Passw0rd!');
  await user.click(signIn());
  await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  expect(router.state.location.search).toBe('?x=1');
});

test('never returns to another site, whatever the from parameter says', async () => {
  mockApi({ 'POST /api/auth/login': { body: { token: 't', user: testShopper } } });
  const { user, router } = renderRoute(<LoginPage />, {
    path: '/auth/login',
    at: '/auth/login?from=%2F%2Fevil.example%2Fcart',
  });
  await user.type(email(), 'amira@example.com');
  await user.type(password(), 'Passw0rd!');
  await user.click(signIn());
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
});

test('a 401 shows the server message in a banner and stays on the form', async () => {
  mockApi({ 'POST /api/auth/login': { status: 401, body: { message: 'Invalid email or password' } } });
  const { user, router, store } = renderRoute(<LoginPage />, {
    path: '/auth/login',
    at: '/auth/login?from=%2Fcart',
  });
  await user.type(email(), 'amira@example.com');
  await user.type(password(), 'Wrong0ne!');
  await user.click(signIn());
  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  expect(router.state.location.search).toBe('?from=%2Fcart');
  expect(store.getState().auth.token).toBeNull();
  expect(email()).toHaveValue('amira@example.com');
});

test("in Arabic the refusal is said in Arabic, by its code, never in the server's English", async () => {
  mockApi({
    'POST /api/auth/login': {
      status: 401,
      body: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' },
    },
  });
  const { user } = renderRoute(<LoginPage />, { path: '/auth/login', locale: 'ar', messages: arMessages });
  await user.type(screen.getByRole('textbox', { name: /البريد الإلكتروني/ }), 'amira@example.com');
  await user.type(screen.getByLabelText(/كلمة المرور/, { selector: 'input' }), 'Wrong0ne!');
  await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('البريد الإلكتروني أو كلمة المرور غير صحيحة');
  expect(alert).not.toHaveTextContent('Invalid email or password');
});

test('a failure without a message falls back to the spec text; a rate limit shows its own message', async () => {
  let answer = { status: 500, body: {} };
  mockApi({ 'POST /api/auth/login': () => answer });
  const { user } = renderRoute(<LoginPage />, { path: '/auth/login' });
  answer = { status: 400, body: {} };
  await user.type(email(), 'amira@example.com');
  await user.type(password(), 'Passw0rd!');
  await user.click(signIn());
  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  answer = { status: 429, body: { message: 'Too many attempts. Please try again in 30 seconds.' } };
  await user.click(signIn());
  expect(await screen.findByText('Too many attempts. Please try again in 30 seconds.')).toBeInTheDocument();
});

test('a signed-in shopper who mistypes a password here stays signed in: sign-in sends no token and its 401 ends no session', async () => {
  const api = mockApi({ 'POST /api/auth/login': { status: 401, body: { message: 'Invalid email or password' } } });
  const { user, store, router } = renderRoute(<LoginPage />, { path: '/auth/login', signedInAs: testShopper });
  await user.type(email(), 'someone.else@example.com');
  await user.type(password(), 'Wr0ngPassword');
  await user.click(signIn());
  expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
  expect(api.calls('POST /api/auth/login')[0]?.headers.get('authorization')).toBeNull();
  expect(store.getState().auth.user).toEqual(testShopper);
  expect(router.state.location.pathname).toBe('/auth/login');
});

test("a failed sign-in shows the request's reference for support, and says so when the shop never answered", async () => {
  let answer: ApiAnswer = {
    status: 500,
    body: { code: 'INTERNAL', message: 'Something went wrong on our side' },
    headers: { 'X-Request-Id': 'c0ffee12-aaaa-4bbb-8ccc-dddddddddddd' },
  };
  mockApi({ 'POST /api/auth/login': () => answer });
  const { user } = renderRoute(<LoginPage />, { path: '/auth/login' });
  await user.type(email(), 'amira@example.com');
  await user.type(password(), 'Passw0rd!');
  await user.click(signIn());
  const banner = await screen.findByRole('alert');
  expect(banner).toHaveTextContent('Reference: c0ffee12');

  answer = { networkDown: true };
  await user.click(signIn());
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('No answer from the shop.'));
  expect(screen.getByRole('alert')).not.toHaveTextContent('Reference');
});
