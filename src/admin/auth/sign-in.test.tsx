/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen, waitFor } from '@testing-library/react';
import { mockApi } from '../../test/mock-api';
import { languageOwnName } from '../../universal/i18n/display-names';
import { directionOf } from '../../universal/i18n/locale';
import { nextAdminLocale } from '../i18n/locale';
import { catalogOf, owner, renderAdmin, setScreenWidth, STAFF_TOKEN, support } from '../test/render-admin';
import { TOKEN_KEY } from '../session';
import { keepEmotionRules } from '../../test/emotion-rules';

// This file asserts the style tags Emotion makes (src/test/emotion-rules.ts).
keepEmotionRules();

const QR = 'data:image/svg+xml;base64,PHN2Zy8+';

beforeEach(() => setScreenWidth(1280));

describe('sign-in', () => {
  test('a signed-out visit goes to sign-in; password, then the code, then the page it was going to', async () => {
    const api = mockApi({
      'POST /api/admin/auth/sign-in': { body: { step: 'code', challenge: 'challenge-1' } },
      'POST /api/admin/auth/second-step': { body: { token: STAFF_TOKEN, staff: support } },
      'GET /api/admin/me': { body: support },
      'GET /api/admin/orders': { body: { rows: [], total: 0 } },
    });
    const { user, location, sessionStore } = renderAdmin({ at: '/orders?status=pending' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(location()).toBe('/sign-in');

    await user.type(screen.getByRole('textbox', { name: /email/i }), 'sam@shop.example');
    await user.type(screen.getByLabelText(/^password/i), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const code = await screen.findByRole('textbox', { name: /6-digit code/i });
    expect(api.calls('POST /api/admin/auth/sign-in')[0]?.body).toEqual({
      email: 'sam@shop.example',
      password: 'Secret123',
    });
    // The sign-in steps carry no token.
    expect(api.calls('POST /api/admin/auth/sign-in')[0]?.headers.get('authorization')).toBeNull();

    // Arabic-Indic digits count as digits; anything else is dropped.
    await user.type(code, '12a٣456');
    expect(code).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(location()).toBe('/orders?status=pending'));
    expect(api.calls('POST /api/admin/auth/second-step')[0]?.body).toEqual({
      challenge: 'challenge-1',
      code: '123456',
    });
    expect(sessionStore.getItem(TOKEN_KEY)).toBe(STAFF_TOKEN);
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls('GET /api/admin/orders')[0]?.headers.get('authorization')).toBe(`Bearer ${STAFF_TOKEN}`),
    );
  });

  test('the enrol step shows the QR code and the key, then signs in with the first code', async () => {
    const api = mockApi({
      'POST /api/admin/auth/sign-in': {
        body: {
          step: 'enrol',
          challenge: 'challenge-2',
          enrolment: { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Shop:owner', qr: QR },
        },
      },
      'POST /api/admin/auth/second-step': { body: { token: STAFF_TOKEN, staff: owner } },
      'GET /api/admin/me': { body: owner },
    });
    const { user, location } = renderAdmin({ at: '/sign-in' });

    await user.type(await screen.findByRole('textbox', { name: /email/i }), 'owner@shop.example');
    await user.type(screen.getByLabelText(/^password/i), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Set up two-step sign-in' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /QR code/i })).toHaveAttribute('src', QR);
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');

    await user.type(screen.getByRole('textbox', { name: /6-digit code/i }), '654321');
    await user.click(screen.getByRole('button', { name: 'Turn on and sign in' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(api.calls('POST /api/admin/auth/second-step')[0]?.body).toEqual({
      challenge: 'challenge-2',
      code: '654321',
    });
    expect(await screen.findByTestId('signed-in-as')).toHaveTextContent('Nour Owner (owner@shop.example), Owner');
  });

  test('a done answer signs in at once', async () => {
    mockApi({
      'POST /api/admin/auth/sign-in': { body: { step: 'done', session: { token: STAFF_TOKEN, staff: support } } },
      'GET /api/admin/me': { body: support },
    });
    const { user, location } = renderAdmin({ at: '/sign-in' });
    await user.type(await screen.findByRole('textbox', { name: /email/i }), 'sam@shop.example');
    await user.type(screen.getByLabelText(/^password/i), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(location()).toBe('/'));
  });

  test('a wrong password says so; a wrong code says so on the field', async () => {
    let tries = 0;
    mockApi({
      'POST /api/admin/auth/sign-in': () =>
        ++tries === 1
          ? { status: 401, body: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' } }
          : { body: { step: 'code', challenge: 'c' } },
      'POST /api/admin/auth/second-step': {
        status: 401,
        body: { code: 'INVALID_CREDENTIALS', message: 'Wrong code' },
      },
    });
    const { user, location } = renderAdmin({ at: '/sign-in' });
    await user.type(await screen.findByRole('textbox', { name: /email/i }), 'sam@shop.example');
    await user.type(screen.getByLabelText(/^password/i), 'Wrong123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong email or password.');
    // A wrong password is not a session that ended.
    expect(location()).toBe('/sign-in');

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.type(await screen.findByRole('textbox', { name: /6-digit code/i }), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/That code is not right/)).toBeInTheDocument();
  });

  test('the form checks its fields before sending', async () => {
    const api = mockApi({});
    const { user } = renderAdmin({ at: '/sign-in' });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your email.')).toBeInTheDocument();
    expect(screen.getByText('Enter a password.')).toBeInTheDocument();
    expect(api.calls('POST /api/admin/auth/sign-in')).toHaveLength(0);
  });

  test('a 401 on a signed-in call ends the session and shows sign-in, saying why', async () => {
    mockApi({
      'GET /api/admin/me': { status: 401, body: { code: 'SESSION_EXPIRED', message: 'Session expired' } },
    });
    const { location, sessionStore } = renderAdmin({ at: '/account', signedInAs: support });
    expect(await screen.findByText(/Your session has ended/)).toBeInTheDocument();
    expect(location()).toBe('/sign-in');
    expect(sessionStore.getItem(TOKEN_KEY)).toBeNull();
  });
});

describe('the console in Arabic', () => {
  test('the sign-in page is right to left, in Arabic; the language switch is remembered', async () => {
    mockApi({});
    const { user, localStore } = renderAdmin({ at: '/sign-in', locale: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    // Styles go through the mirroring cache (margin-left becomes margin-right).
    expect(document.querySelector('style[data-emotion^="adminrtl"]')).not.toBeNull();

    // The switch offers the console's next language (English while the console speaks two).
    const next = nextAdminLocale('ar');
    await user.click(screen.getByRole('button', { name: languageOwnName(next) }));
    expect(
      await screen.findByRole('heading', { level: 1, name: String(catalogOf(next)['signIn.title']) }),
    ).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', directionOf(next));
    expect(localStore.getItem('admin.lang')).toBe(next);
  });
});
