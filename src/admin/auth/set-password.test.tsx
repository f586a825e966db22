/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen, waitFor } from '@testing-library/react';
import { mockApi } from '../../test/mock-api';
import { renderAdmin } from '../test/render-admin';

const LINK = '/api/admin/auth/password/link-token';

describe('set-password link', () => {
  test("shows the link's email, checks the password rule and the confirmation, then goes to sign-in", async () => {
    const api = mockApi({
      [`GET ${LINK}`]: { body: { email: 'new@shop.example' } },
      [`PUT ${LINK}`]: { body: { success: true } },
    });
    const { user, location } = renderAdmin({ at: '/set-password/link-token' });
    expect(await screen.findByText('The password of new@shop.example.')).toBeInTheDocument();

    const password = screen.getByLabelText(/^New password/);
    const confirm = screen.getByLabelText(/^Confirm the password/);
    await user.click(screen.getByRole('button', { name: 'Set the password' }));
    expect(await screen.findByText('Enter a password.')).toBeInTheDocument();
    expect(screen.getByText('Enter the password again.')).toBeInTheDocument();

    // The shop's rule: 8 characters with a lowercase letter, an uppercase letter and a digit.
    await user.type(password, 'short1A');
    await user.tab();
    expect(await screen.findByText(/^At least 8 characters/)).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    await user.clear(password);
    await user.type(password, 'alllowercase1');
    await user.tab();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    // Each message names the part really missing (issue 48).
    expect(screen.getByText('Add an uppercase letter.')).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, 'Correct Horse-Battery');
    expect(await screen.findByText('Add a digit.')).toBeInTheDocument();

    // A password manager's password: hyphens and spaces are welcome.
    await user.clear(password);
    await user.type(password, 'Correct Horse-Battery-9');
    await user.type(confirm, 'Goodpass2');
    await user.tab();
    expect(await screen.findByText('The two passwords are not the same.')).toBeInTheDocument();
    expect(api.calls(`PUT ${LINK}`)).toHaveLength(0);

    await user.clear(confirm);
    await user.type(confirm, 'Correct Horse-Battery-9');
    await user.click(screen.getByRole('button', { name: 'Set the password' }));
    await waitFor(() => expect(location()).toBe('/sign-in'));
    expect(api.calls(`PUT ${LINK}`).map((call) => call.body)).toEqual([{ password: 'Correct Horse-Battery-9' }]);
    expect(await screen.findByText('Password set. Sign in with it.')).toBeInTheDocument();
    // The sign-in form starts with the email.
    expect(await screen.findByRole('textbox', { name: /email/i })).toHaveValue('new@shop.example');
  });

  test('a spent link says so and leads to sign-in', async () => {
    mockApi({ [`GET ${LINK}`]: { status: 400, body: { code: 'INVALID_RESET_LINK', message: 'Invalid link' } } });
    renderAdmin({ at: '/set-password/link-token' });
    expect(await screen.findByRole('alert')).toHaveTextContent(/expired or was already used/);
    expect(screen.getByRole('link', { name: 'Go to sign-in' })).toHaveAttribute('href', '/sign-in');
  });
});
