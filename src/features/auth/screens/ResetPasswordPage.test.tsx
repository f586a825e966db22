/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen, waitFor } from '@testing-library/react';
import { deferredAnswer, mockApi } from '../../../test/mock-api';
import { LINK_TOKEN, renderLinkPage } from './link-page-test-render';
import ResetPasswordPage from './ResetPasswordPage';

const TOKEN_PATH = `/api/auth/reset-password/${LINK_TOKEN}`;
const newPassword = () => screen.getByLabelText('New password');
const confirmation = () => screen.getByLabelText('Confirm new password');
const resetButton = () => screen.getByRole('button', { name: 'Reset Password' });

function renderReset() {
  return renderLinkPage(<ResetPasswordPage />, '/auth/reset-password', { param: 'resettoken' });
}

test('validates the link first, then shows the form', async () => {
  const check = deferredAnswer();
  mockApi({ [`GET ${TOKEN_PATH}`]: check.handler });
  renderReset();
  expect(screen.getByText('Validating reset link...')).toBeInTheDocument();
  check.release({ body: { success: true } });
  expect(await screen.findByLabelText('New password')).toBeInTheDocument();
  expect(document.title).toMatch(/^Reset password/);
});

test('an invalid link shows the server message with the two ways out', async () => {
  mockApi({ [`GET ${TOKEN_PATH}`]: { status: 400, body: { message: 'Invalid or expired reset link' } } });
  renderReset();
  expect(await screen.findByRole('heading', { name: 'Invalid Reset Link' })).toBeInTheDocument();
  expect(screen.getByText('Invalid or expired reset link')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Request New Reset Link' })).toHaveAttribute('href', '/auth/forgot-password');
  expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/auth/login');
});

test('an invalid link without a message shows the default text', async () => {
  mockApi({ [`GET ${TOKEN_PATH}`]: { status: 404 } });
  renderReset();
  expect(await screen.findByText('This password reset link is invalid or has expired.')).toBeInTheDocument();
});

test('the button waits for the requirements and a match; the messages and toggles work', async () => {
  mockApi({ [`GET ${TOKEN_PATH}`]: { body: { success: true } } });
  const { user } = renderReset();
  await user.type(await screen.findByLabelText('New password'), 'abc');
  await user.tab();
  expect(await screen.findByText('Please fix password requirements')).toBeInTheDocument();
  expect(resetButton()).toBeDisabled();
  await user.type(newPassword(), 'DEFGH1');
  expect(screen.getAllByTitle('met')).toHaveLength(4);
  await user.type(confirmation(), 'abcDEFGH2');
  expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  expect(resetButton()).toBeDisabled();
  await user.clear(confirmation());
  await user.type(confirmation(), 'abcDEFGH1');
  expect(screen.getByText('Passwords match')).toBeInTheDocument();
  expect(resetButton()).toBeEnabled();
  await user.click(screen.getByRole('button', { name: 'Show new password' }));
  expect(newPassword()).toHaveAttribute('type', 'text');
  expect(confirmation()).toHaveAttribute('type', 'password');
});

test('an emptied confirmation asks for it', async () => {
  mockApi({ [`GET ${TOKEN_PATH}`]: { body: { success: true } } });
  const { user } = renderReset();
  await user.type(await screen.findByLabelText('Confirm new password'), 'x');
  await user.clear(confirmation());
  await user.tab();
  expect(await screen.findByText('Please confirm your password')).toBeInTheDocument();
});

test('pending reads Resetting Password...; success offers Sign In Now', async () => {
  const answer = deferredAnswer();
  const api = mockApi({ [`GET ${TOKEN_PATH}`]: { body: { success: true } }, [`PUT ${TOKEN_PATH}`]: answer.handler });
  const { user } = renderReset();
  await user.type(await screen.findByLabelText('New password'), 'NewPassw0rd');
  await user.type(confirmation(), 'NewPassw0rd');
  await user.click(resetButton());
  expect(await screen.findByRole('button', { name: 'Resetting Password...' })).toBeDisabled();
  expect(api.calls(`PUT ${TOKEN_PATH}`)[0]?.body).toEqual({ password: 'NewPassw0rd', confirmPassword: 'NewPassw0rd' });
  answer.release({ body: { success: true, message: 'Password reset successful' } });
  expect(await screen.findByRole('heading', { name: 'Password Reset Successful' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign In Now' })).toHaveAttribute('href', '/auth/login');
});

test('a failed reset shows the server message, or the fallback', async () => {
  let answer = { status: 400, body: { message: 'Invalid or expired reset link' } as object };
  mockApi({ [`GET ${TOKEN_PATH}`]: { body: { success: true } }, [`PUT ${TOKEN_PATH}`]: () => answer });
  const { user } = renderReset();
  await user.type(await screen.findByLabelText('New password'), 'NewPassw0rd');
  await user.type(confirmation(), 'NewPassw0rd');
  await user.click(resetButton());
  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired reset link');
  answer = { status: 400, body: {} };
  await user.click(resetButton());
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to reset password'));
});
