/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen } from '@testing-library/react';
import { mockApi } from '../../../test/mock-api';
import { testShopper } from '../../../test/render';
import { LINK_TOKEN, renderLinkPage } from './link-page-test-render';
import UndoEmailChangePage from './UndoEmailChangePage';

const LINK = `/api/auth/email-change/${LINK_TOKEN}`;

function renderUndo(signedInAs?: typeof testShopper) {
  return renderLinkPage(<UndoEmailChangePage />, '/auth/undo-email-change', { signedInAs });
}

test('opening the link changes nothing; the button restores the address, signs out and leads to a new password', async () => {
  const api = mockApi({
    [`GET ${LINK}`]: { body: { success: true } },
    [`POST ${LINK}/undo`]: { body: { email: 'amira@example.com', resetToken: 'reset-1' } },
  });
  const { user, store } = renderUndo(testShopper);
  const restore = await screen.findByRole('button', { name: 'Restore my email address' });
  expect(document.title).toMatch(/^Undo email change/);
  expect(api.calls(`POST ${LINK}/undo`)).toHaveLength(0);

  await user.click(restore);
  expect(await screen.findByRole('heading', { name: 'Your email address is back' })).toBeInTheDocument();
  expect(screen.getByText(/Your account's email is amira@example.com again/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Choose a new password' })).toHaveAttribute(
    'href',
    '/auth/reset-password/reset-1',
  );
  // Every session of the account ended on the server, this browser's too.
  expect(store.getState().auth).toEqual({ token: null, user: null });
});

test('a used or expired link says so, with the way back to sign in', async () => {
  mockApi({
    [`GET ${LINK}`]: {
      status: 400,
      body: { code: 'INVALID_UNDO_LINK', message: 'This link is invalid, has expired or was already used.' },
    },
  });
  renderUndo();
  expect(await screen.findByRole('heading', { name: 'Invalid link' })).toBeInTheDocument();
  expect(screen.getByText('This link is invalid, has expired or was already used.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/auth/login');
});
