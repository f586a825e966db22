/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen } from '@testing-library/react';
import { reloadPage } from '../browser-kit/reload-page';
import { expectConsoleError } from '../test/fail-on-console-error';
import { renderAdmin, renderSignedIn, setScreenWidth, support } from './test/render-admin';

// A page load is not a thing jsdom does: the reload is the one call the button makes.
jest.mock('../browser-kit/reload-page', () => ({ reloadPage: jest.fn() }));

// What a render error may carry (a token, a file and line): logged for support, never shown.
const mockSecretMessage = 'token=staff-token-123 at AccountPage (account.js:1:234)';

// Two screens that throw while rendering: one inside the console's frame, one outside it.
jest.mock('./account/AccountPage', () => ({
  __esModule: true,
  default: function AccountPage(): never {
    throw new Error(mockSecretMessage);
  },
}));
jest.mock('./auth/SignInPage', () => ({
  __esModule: true,
  default: function SignInPage(): never {
    throw new Error('sign-in failed to render');
  },
}));

let consoleError: jest.SpyInstance;

beforeEach(() => {
  setScreenWidth(1280);
  // React reports the caught render error on the console, and the crash screen logs it there for support.
  consoleError = expectConsoleError();
  jest.mocked(reloadPage).mockClear();
});

test('a screen that throws shows the crash screen in the frame, focused on its heading, with a reload', async () => {
  const { user } = renderSignedIn('/account', support);
  const heading = await screen.findByRole('heading', { level: 1, name: 'Something went wrong' });
  expect(heading).toHaveFocus();
  expect(document.title).toBe('Something went wrong · Staff console');
  expect(screen.getByText('This screen could not be shown. Reload the page to try again.')).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Sections' })).toBeInTheDocument();
  expect(document.body.textContent).not.toContain('staff-token-123');
  expect(consoleError).toHaveBeenCalledWith(
    'A console screen failed',
    expect.objectContaining({ message: mockSecretMessage }),
  );

  await user.click(screen.getByRole('button', { name: 'Reload page' }));
  expect(reloadPage).toHaveBeenCalledTimes(1);
});

test('going to another section leaves the crash screen behind', async () => {
  const { user, location } = renderSignedIn('/account', support);
  expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Dashboard' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  expect(location()).toBe('/');
});

test('in Arabic, right to left', async () => {
  renderSignedIn('/account', support, {}, { locale: 'ar' });
  expect(await screen.findByRole('heading', { level: 1, name: 'حدث خطأ ما' })).toHaveFocus();
  expect(screen.getByText('تعذّر عرض هذه الشاشة. أعِد تحميل الصفحة للمحاولة مرة أخرى.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'إعادة تحميل الصفحة' })).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
});

test('a screen outside the frame that throws shows the crash screen alone', async () => {
  const { user } = renderAdmin({ at: '/sign-in' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toHaveFocus();
  expect(screen.queryByRole('navigation', { name: 'Sections' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Reload page' }));
  expect(reloadPage).toHaveBeenCalledTimes(1);
});
