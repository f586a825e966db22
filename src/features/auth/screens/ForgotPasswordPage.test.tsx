/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen } from '@testing-library/react';
import { deferredAnswer, mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import ForgotPasswordPage from './ForgotPasswordPage';

const emailField = () => screen.getByLabelText(/Email address/);
const send = () => screen.getByRole('button', { name: 'Send Reset Link' });

test('one email field the browser validates (type email, required) and the demo note', () => {
  mockApi({});
  renderRoute(<ForgotPasswordPage />, { path: '/auth/forgot-password' });
  expect(document.title).toMatch(/^Forgot password/);
  expect(emailField()).toHaveAttribute('type', 'email');
  expect(emailField()).toBeRequired();
  expect(screen.getAllByRole('textbox')).toHaveLength(1);
  expect(screen.getByText(/a real email with your reset link is sent/)).toBeInTheDocument();
});

test('pending, then the sent state with the address, the hints and the toast; Send to Different Email resets', async () => {
  const answer = deferredAnswer();
  const api = mockApi({ 'POST /api/auth/forgot-password': answer.handler });
  const { user } = renderRoute(<ForgotPasswordPage />, { path: '/auth/forgot-password' });
  await user.type(emailField(), 'amira@example.com');
  await user.click(send());
  expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
  expect(api.calls('POST /api/auth/forgot-password')[0]?.body).toEqual({ email: 'amira@example.com' });

  answer.release({ body: { success: true, message: 'If an account exists, a reset link has been sent.' } });
  expect(await screen.findByRole('heading', { name: 'Email Sent Successfully!' })).toBeInTheDocument();
  expect(screen.getByText('amira@example.com')).toBeInTheDocument();
  expect(screen.getByText(/spam/)).toBeInTheDocument();
  expect(screen.getByText('The link expires in 10 minutes.')).toBeInTheDocument();
  expect(await screen.findByText('Password reset email sent successfully!')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/auth/login');

  await user.click(screen.getByRole('button', { name: 'Send to Different Email' }));
  expect(emailField()).toHaveValue('');
  expect(send()).toBeEnabled();
});

test('a failure shows the Error: banner with the server message, or the fallback', async () => {
  let answer = { status: 429, body: { message: 'Too many attempts. Please try again in 60 seconds.' } as object };
  mockApi({ 'POST /api/auth/forgot-password': () => answer });
  const { user } = renderRoute(<ForgotPasswordPage />, { path: '/auth/forgot-password' });
  await user.type(emailField(), 'amira@example.com');
  await user.click(send());
  const banner = await screen.findByRole('alert');
  expect(banner).toHaveTextContent('Error:');
  expect(banner).toHaveTextContent('Too many attempts. Please try again in 60 seconds.');
  answer = { status: 400, body: {} };
  await user.click(send());
  expect(await screen.findByText('An error occurred. Please try again later.')).toBeInTheDocument();
  expect(screen.queryByText('Email Sent Successfully!')).not.toBeInTheDocument();
});

test('the shared schema still words a bad address once the field is touched', async () => {
  mockApi({});
  const { user } = renderRoute(<ForgotPasswordPage />, { path: '/auth/forgot-password' });
  await user.type(emailField(), 'amira@');
  await user.tab();
  expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  await user.clear(emailField());
  expect(await screen.findByText('Email is required')).toBeInTheDocument();
});
