/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen } from '@testing-library/react';
import { mockApi } from '../../../test/mock-api';
import { testShopper } from '../../../test/render';
import { LINK_TOKEN, renderLinkPage } from './link-page-test-render';
import VerifyEmailPage from './VerifyEmailPage';

const LINK = `/api/auth/verify-email/${LINK_TOKEN}`;

function renderVerify(signedInAs?: typeof testShopper) {
  return renderLinkPage(<VerifyEmailPage />, '/auth/verify-email', { signedInAs });
}

test('opening the link confirms the address once and says so, leading a signed-in shopper to the account', async () => {
  const api = mockApi({ [`POST ${LINK}`]: { body: { email: 'amira@example.com' } } });
  renderVerify(testShopper);
  expect(await screen.findByRole('heading', { name: 'Your email address is confirmed' })).toBeInTheDocument();
  expect(screen.getByText("Thank you: amira@example.com is confirmed as your account's address.")).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to your account' })).toHaveAttribute('href', '/account');
  expect(api.calls(`POST ${LINK}`)).toHaveLength(1);
});

test('a dead link says so and how to get a new one', async () => {
  mockApi({
    [`POST ${LINK}`]: {
      status: 400,
      body: {
        code: 'INVALID_VERIFY_LINK',
        message: 'This confirmation link is invalid, has expired, was already used, or is for another address.',
      },
    },
  });
  renderVerify();
  expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeInTheDocument();
  expect(screen.getByText('Sign in and send a new link from your account page.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/auth/login');
});
