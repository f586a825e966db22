/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen, waitFor, within } from '@testing-library/react';

import ar from '../messages/ar.json';
import { owner, renderSignedIn, setScreenWidth, support } from '../test/render-admin';

beforeEach(() => setScreenWidth(1280));

const listed = [
  { ...owner, invited: false, disabled: false, sessions: 1 },
  { ...support, invited: false, disabled: false, sessions: 2 },
];

describe('staff', () => {
  test('lists the staff, invites someone and ends a member’s sessions', async () => {
    const { api, user } = renderSignedIn('/staff', owner, {
      'GET /api/admin/staff': { body: listed },
      'POST /api/admin/staff': {
        status: 201,
        body: {
          id: 'x',
          email: 'new@shop.example',
          name: 'New Person',
          role: 'catalogue',
          twoStep: false,
          invited: true,
          disabled: false,
          sessions: 0,
        },
      },
      [`DELETE /api/admin/staff/${support.id}/sessions`]: { body: { ended: 2 } },
    });
    const table = await screen.findByRole('table', { name: 'Everyone on the staff' });
    expect(within(table).getByText('Sam Support')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'new@shop.example');
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'New Person');
    await user.click(screen.getByRole('combobox', { name: /Role/ }));
    await user.click(await screen.findByRole('option', { name: 'Catalogue' }));
    await user.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByText('Invitation sent to new@shop.example.')).toBeInTheDocument();
    expect(api.calls('POST /api/admin/staff').map((call) => call.body)).toEqual([
      { email: 'new@shop.example', name: 'New Person', role: 'catalogue', language: 'en' },
    ]);

    await user.click(screen.getByRole('button', { name: 'End the sessions of Sam Support' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'End sessions' }));
    expect(await screen.findByText('2 sessions of sam@shop.example ended.')).toBeInTheDocument();
    expect(api.calls(`DELETE /api/admin/staff/${support.id}/sessions`)).toHaveLength(1);
  });

  test('an email already on the staff shows on the form', async () => {
    const { user } = renderSignedIn('/staff', owner, {
      'GET /api/admin/staff': { body: listed },
      'POST /api/admin/staff': { status: 409, body: { code: 'EMAIL_TAKEN', message: 'Email taken' } },
    });
    await user.type(await screen.findByRole('textbox', { name: /Email/ }), 'sam@shop.example');
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Sam Again');
    await user.click(screen.getByRole('button', { name: 'Send the invitation' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Someone on the staff already has that email.'),
    );
  });

  test("an owner whose console is in Arabic asks for the invitation in Arabic, the console's language", async () => {
    const { api, user } = renderSignedIn(
      '/staff',
      owner,
      {
        'GET /api/admin/staff': { body: listed },
        'POST /api/admin/staff': { status: 201, body: { ...listed[1], email: 'new@shop.example', invited: true } },
      },
      { locale: 'ar' },
    );
    expect(await screen.findByText(ar['staff.inviteHelp'])).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: new RegExp(ar['field.email']) }), 'new@shop.example');
    await user.type(screen.getByRole('textbox', { name: new RegExp(ar['field.name']) }), 'ليلى حداد');
    await user.click(screen.getByRole('button', { name: ar['staff.inviteSubmit'] }));
    await waitFor(() => expect(api.calls('POST /api/admin/staff')).toHaveLength(1));
    expect(api.calls('POST /api/admin/staff')[0]?.body).toEqual({
      email: 'new@shop.example',
      name: 'ليلى حداد',
      role: 'support',
      language: 'ar',
    });
  });
});

describe('my account', () => {
  test('turns on two-step sign-in with the QR code and the first code', async () => {
    const { api, user } = renderSignedIn('/account', support, {
      [`GET /api/admin/staff/${support.id}/sessions`]: {
        body: [
          {
            id: 's1',
            device: 'Firefox on Linux',
            ip: '203.0.113.9',
            createdAt: '2025-03-01T08:00:00.000Z',
            lastSeenAt: '2025-03-01T09:00:00.000Z',
            current: true,
          },
        ],
      },
      'POST /api/admin/me/two-step': {
        body: { secret: 'KEYKEYKEY', uri: 'otpauth://totp/x', qr: 'data:image/svg+xml;base64,PHN2Zy8+' },
      },
      'PUT /api/admin/me/two-step': { body: { ...support, twoStep: true } },
    });
    expect(await screen.findByText('Firefox on Linux')).toBeInTheDocument();
    expect(screen.getByText('This device')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    expect(await screen.findByRole('img', { name: /QR code/ })).toBeInTheDocument();
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('KEYKEYKEY');
    await user.type(screen.getByRole('textbox', { name: /6-digit code/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(/Two-step sign-in is on:/)).toBeInTheDocument();
    expect(api.calls('PUT /api/admin/me/two-step').map((call) => call.body)).toEqual([{ code: '123456' }]);
  });

  test("moves two-step sign-in to another app with the current app's code", async () => {
    const guarded = { ...support, twoStep: true };
    const { api, user } = renderSignedIn('/account', guarded, {
      [`GET /api/admin/staff/${support.id}/sessions`]: { body: [] },
      'POST /api/admin/me/two-step': {
        body: { secret: 'NEWKEYNEWKEY', uri: 'otpauth://totp/x', qr: 'data:image/svg+xml;base64,PHN2Zy8+' },
      },
      'PUT /api/admin/me/two-step': { body: guarded },
    });
    expect(await screen.findByText(/Two-step sign-in is on:/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn on two-step sign-in' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Code from your current app/ }), '111111');
    await user.click(screen.getByRole('button', { name: 'Use another app' }));
    expect(await screen.findByTestId('totp-secret')).toHaveTextContent('NEWKEYNEWKEY');
    expect(api.calls('POST /api/admin/me/two-step').map((call) => call.body)).toEqual([{ currentCode: '111111' }]);
    await user.type(screen.getByRole('textbox', { name: /6-digit code/ }), '222222');
    await user.click(screen.getByRole('button', { name: 'Use this app' }));
    expect(await screen.findByText(/now uses the new app/)).toBeInTheDocument();
    expect(api.calls('PUT /api/admin/me/two-step').map((call) => call.body)).toEqual([{ code: '222222' }]);
  });

  test('signing out everywhere ends every session, this one too', async () => {
    const { api, user, location } = renderSignedIn('/account', support, {
      [`GET /api/admin/staff/${support.id}/sessions`]: { body: [] },
      [`DELETE /api/admin/staff/${support.id}/sessions`]: { body: { ended: 3 } },
    });
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sign out everywhere' }),
    );
    await waitFor(() => expect(location()).toBe('/sign-in'));
    expect(api.calls(`DELETE /api/admin/staff/${support.id}/sessions`)).toHaveLength(1);
  });
});
