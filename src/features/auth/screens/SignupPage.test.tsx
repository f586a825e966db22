/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen, waitFor } from '@testing-library/react';
import arMessages from '../../../universal/i18n/messages/ar.json';
import type { UserEvent } from '@testing-library/user-event';
import { type ApiHandler, deferredAnswer, mockApi } from '../../../test/mock-api';
import { pasteInto } from '../../../test/paste-into';
import { renderRoute, testShopper } from '../../../test/render';
import SignupPage from './SignupPage';

const submit = () => screen.getByRole('button', { name: 'Create your Storefront account' });
const field = (label: string) => screen.getByLabelText(label);

/** The signup page at /auth/signup, the API answering `answers` (nothing by default). */
function renderSignup(answers: Record<string, ApiHandler> = {}) {
  const api = mockApi(answers);
  return { api, ...renderRoute(<SignupPage />, { path: '/auth/signup' }) };
}

const ENGLISH_LABELS = { name: 'Your name', email: 'Email', phone: 'Mobile number', password: 'Password' };

/** Types a valid account into the four fields, found by `labels`. */
async function fillIn(
  user: UserEvent,
  { name = 'Amira Hassan', phone = '01012345678' } = {},
  labels: typeof ENGLISH_LABELS = ENGLISH_LABELS,
) {
  await user.type(field(labels.name), name);
  await user.type(field(labels.email), 'amira@example.com');
  await user.type(field(labels.phone), phone);
  await user.type(field(labels.password), 'Passw0rd!');
}

test('the submit is disabled until a field is touched; submitting empty shows every required message', async () => {
  const { user } = renderSignup();
  expect(document.title).toMatch(/^Create account/);
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
  expect(submit()).toBeDisabled();
  await user.click(field('Your name'));
  await user.tab();
  expect(await screen.findByText('Name is required')).toBeInTheDocument();
  // Touched and errors exist: still disabled; the other fields' messages appear once they are blurred.
  expect(submit()).toBeDisabled();
  for (const label of ['Email', 'Mobile number', 'Password']) {
    await user.click(field(label));
    await user.tab();
  }
  expect(screen.getByText('Email is required')).toBeInTheDocument();
  expect(screen.getByText('Phone number is required')).toBeInTheDocument();
  expect(screen.getByText('Password is required')).toBeInTheDocument();
});

test('the name input lets through names in any script, says when it drops a character, and never cuts', async () => {
  const { user } = renderSignup();
  await user.type(field('Your name'), "Zoë O'Brien-Ali");
  expect(field('Your name')).toHaveValue("Zoë O'Brien-Ali");
  expect(screen.queryByText(/can be typed here/)).not.toBeInTheDocument();
  await user.clear(field('Your name'));
  await pasteInto(user, field('Your name'), 'أميرة حسن2');
  expect(field('Your name')).toHaveValue('أميرة حسن');
  expect(field('Your name')).toHaveAccessibleDescription(
    'Only letters, spaces, hyphens, apostrophes and periods can be typed here',
  );
  // Over-long input is refused with a message, never cut without a word.
  await user.clear(field('Your name'));
  await pasteInto(user, field('Your name'), 'Ab'.repeat(30));
  await user.tab();
  expect(field('Your name')).toHaveValue('Ab'.repeat(30));
  expect(field('Your name')).toHaveAccessibleDescription('Name must be at most 50 characters');
});

test('the phone input keeps digits, plus, space, hyphen and parentheses', async () => {
  const { user } = renderSignup();
  await user.type(field('Mobile number'), '+20 (10) 12-ab34.5678x');
  expect(field('Mobile number')).toHaveValue('+20 (10) 12-345678');
  // The last key was dropped: the hint says why nothing appeared.
  expect(field('Mobile number')).toHaveAccessibleDescription('Only digits, spaces, +, - and ( ) can be typed here');
});

test('digits typed on an Arabic or Persian keyboard are kept, written 0–9, with no hint', async () => {
  const { user } = renderSignup();
  await user.type(field('Mobile number'), '٠١٠ ١٢٣٤ ۵۶۷۸');
  expect(field('Mobile number')).toHaveValue('010 1234 5678');
  await user.tab();
  expect(field('Mobile number')).not.toHaveAccessibleDescription();
  expect(screen.queryByText('Please enter a valid phone number')).not.toBeInTheDocument();
});

test('shows each rule message for invalid values', async () => {
  const { user } = renderSignup();
  await user.type(field('Your name'), 'A');
  await user.type(field('Email'), 'amira@example');
  await user.type(field('Mobile number'), '0131234567');
  await user.type(field('Password'), 'short');
  await user.tab();
  expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
  expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
  expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
  await user.clear(field('Password'));
  await user.type(field('Password'), 'alllowercase1');
  // The message names the class really missing (issue 48).
  expect(await screen.findByText('Password must contain an uppercase letter')).toBeInTheDocument();
  await user.clear(field('Password'));
  await user.type(field('Password'), 'Correct-Horse-Battery');
  expect(await screen.findByText('Password must contain a number')).toBeInTheDocument();
  await user.type(field('Password'), '-9');
  await waitFor(() => expect(screen.queryByText(/^Password must/)).not.toBeInTheDocument());
  // A name of spaces only is empty once trimmed.
  await user.clear(field('Your name'));
  await user.type(field('Your name'), '   ');
  expect(await screen.findByText('Name is required')).toBeInTheDocument();
});

test("the filter keeps the letters-only rule from firing while typing; the server's verdict shows beside the field", async () => {
  const { user } = renderSignup({
    'POST /api/auth/register': {
      status: 400,
      body: {
        message: 'Name can only contain letters and spaces',
        errors: { name: 'Name can only contain letters and spaces' },
      },
    },
  });
  await fillIn(user);
  await user.click(submit());
  expect(await screen.findByRole('alert')).toHaveTextContent('Name can only contain letters and spaces');
  expect(field('Your name')).toHaveAccessibleDescription('Name can only contain letters and spaces');
});

test('valid touched fields get a green tick; the meter and checklist follow the password', async () => {
  const { user } = renderSignup();
  await user.type(field('Your name'), 'Amira Hassan');
  await user.tab();
  expect(await screen.findAllByTitle('Valid')).toHaveLength(1);
  await user.type(field('Password'), 'abc');
  // The meter's code comes with the first letter (PasswordStrengthMeterOnDemand).
  expect(await screen.findByRole('progressbar', { name: 'Password strength' })).toHaveAttribute(
    'aria-valuetext',
    'Very Weak',
  );
  expect(screen.getByText('One lowercase letter').closest('li')).toContainElement(
    screen.getAllByTitle('met')[0] ?? null,
  );
  await user.type(field('Password'), 'DEF12');
  expect(screen.getByRole('progressbar', { name: 'Password strength' })).toHaveAttribute('aria-valuetext', 'Good');
});

test('while pending the label is Creating account...; success signs in and goes to /', async () => {
  const answer = deferredAnswer();
  const { api, user, store, router } = renderSignup({ 'POST /api/auth/register': answer.handler });
  await fillIn(user, { name: ' Amira Hassan', phone: '010 1234 5678' });
  await waitFor(() => expect(submit()).toBeEnabled());
  await user.click(submit());
  expect(await screen.findByRole('button', { name: 'Creating account...' })).toBeDisabled();
  expect(api.calls('POST /api/auth/register')[0]?.body).toEqual({
    name: 'Amira Hassan',
    email: 'amira@example.com',
    phone: '01012345678',
    password: 'Passw0rd!',
    language: 'en',
    currency: 'USD',
  });
  answer.release({ status: 201, body: { token: 'new-token', user: testShopper } });
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(store.getState().auth).toEqual({ token: 'new-token', user: testShopper });
});

test('from an Arabic product page in pounds: the account keeps Arabic and EGP, and the shopper goes back', async () => {
  const api = mockApi({ 'POST /api/auth/register': { status: 201, body: { token: 'new-token', user: testShopper } } });
  const { user, router } = renderRoute(<SignupPage />, {
    path: '/auth/signup',
    at: '/auth/signup?from=%2Fproduct%2F14',
    locale: 'ar',
    messages: arMessages,
    currency: 'EGP',
  });
  expect(screen.getByRole('link', { name: arMessages['auth.signup.signIn'] })).toHaveAttribute(
    'href',
    '/auth/login?from=%2Fproduct%2F14',
  );
  await fillIn(
    user,
    { name: 'أميرة حسن', phone: '٠١٠١٢٣٤٥٦٧٨' },
    {
      name: arMessages['auth.signup.name'],
      email: arMessages['auth.signup.email'],
      phone: arMessages['auth.signup.phone'],
      password: arMessages['auth.password'],
    },
  );
  await user.click(screen.getByRole('button', { name: arMessages['auth.createAccountButton'] }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/product/14'));
  expect(api.calls('POST /api/auth/register')[0]?.body).toMatchObject({
    phone: '01012345678',
    language: 'ar',
    currency: 'EGP',
  });
});

test('a taken email shows the server message; a failure without one the spec fallback', async () => {
  let answer = { status: 409, body: { message: 'An account with this email already exists' } as object };
  const { user } = renderSignup({ 'POST /api/auth/register': () => answer });
  await fillIn(user);
  await user.click(submit());
  expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists');
  answer = { status: 400, body: {} };
  await user.click(submit());
  expect(await screen.findByText('Registration failed. Please try again.')).toBeInTheDocument();
});
